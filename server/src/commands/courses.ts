import {
  COURSE_MSG,
  type CourseFieldsSchema,
  type LessonFieldsSchema,
  type ModuleCreateSchema,
  NR_MSG,
} from '@trilha/sdk/contract';
import { QueryTypes, type Transaction } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, NotFoundError } from '../errors';
import { Course, Lesson, Module, NrPreset } from '../models';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { contentChanged } from '../services/courseContent';
import { THUMBNAIL_RULE } from '../services/fileRules';
import { removeUpload, type StoredFile, storeUpload } from '../services/storage';
import { recomputeProgress } from './courseContent';
import { versionAfterSave } from './courseVersions';

type CourseFields = z.output<typeof CourseFieldsSchema>;

/** Locks the course for a change of it or its content, which gets a new content version. */
async function lockCourse(id: number, transaction: Transaction): Promise<Course> {
  const course = await Course.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
  await contentChanged(course.id, transaction);
  return course;
}

/** Runs work that stored a file; if the database part fails, the file goes too. */
export async function withStoredFile<T>(stored: StoredFile | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await removeUpload(stored?.relativePath);
    throw err;
  }
}

/** The course columns a save writes (absent optional fields become null: the form sends them all). */
function courseColumns(fields: CourseFields) {
  return {
    title: fields.title,
    description: fields.description,
    status: fields.status,
    level: fields.level,
    validity_months: fields.validity_months ?? null,
    workload_hours: fields.workload_hours ?? null,
    syllabus: fields.syllabus,
    modality: fields.modality,
    location: fields.location,
    instructor_name: fields.instructor_name,
    instructor_qualification: fields.instructor_qualification,
    technician_name: fields.technician_name,
    technician_qualification: fields.technician_qualification,
    refresher_course_id: fields.refresher_course_id ?? null,
    nr_preset_id: fields.nr_preset_id ?? null,
    practical_required: fields.practical_required ?? null,
  };
}

/**
 * A course linked to an NR preset takes the preset's initial workload, validity and practical flag
 * where it leaves them empty (issue 19); a value the course sets overrides the preset. The values
 * are written on the course: a later edit of the preset changes no course and no certificate.
 */
async function withPresetDefaults<T extends ReturnType<typeof courseColumns>>(
  columns: T,
  transaction: Transaction,
): Promise<T> {
  if (!columns.nr_preset_id) return { ...columns, practical_required: columns.practical_required ?? false };
  const preset = await NrPreset.findByPk(columns.nr_preset_id, { transaction });
  if (!preset) {
    throw BadRequestError(NR_MSG.presetNotFound, { errors: [{ msg: NR_MSG.presetNotFound, path: 'nr_preset_id' }] });
  }
  return {
    ...columns,
    workload_hours: columns.workload_hours ?? preset.initial_hours,
    validity_months: columns.validity_months ?? (preset.validity_months || null),
    practical_required: columns.practical_required ?? preset.practical_required,
  };
}

async function assertRefresher(
  refresherId: number | null | undefined,
  selfId: number | null,
  transaction: Transaction,
) {
  if (!refresherId) return;
  if (refresherId === selfId || !(await Course.findByPk(refresherId, { transaction }))) {
    throw BadRequestError('Curso de reciclagem inválido.', {
      errors: [{ msg: 'Curso de reciclagem inválido.', path: 'refresher_course_id' }],
    });
  }
}

export async function courseCreator(fields: CourseFields, thumbnail: Buffer | undefined, actor: Actor) {
  const stored = thumbnail?.length ? await storeUpload('thumbnails', thumbnail, THUMBNAIL_RULE) : null;
  return withStoredFile(stored, () =>
    inTransaction(async (transaction) => {
      await assertRefresher(fields.refresher_course_id, null, transaction);
      const course = await Course.create(
        {
          ...(await withPresetDefaults(courseColumns(fields), transaction)),
          is_active: fields.is_active ?? true,
          thumbnail: stored?.relativePath ?? null,
          created_by: actor.user?.id ?? null,
        },
        { transaction },
      );
      await audit(
        actor,
        { action: 'CURSO_CRIADO', description: `Curso criado: ${course.title} (${course.status})` },
        transaction,
      );
      return course;
    }),
  );
}

/**
 * Updates the fields the client sent; the spec's edit sends only title, description and status,
 * which must not wipe the certificate fields filled in elsewhere.
 */
export function courseUpdater(id: number, fields: CourseFields, actor: Actor, sentKeys: ReadonlySet<string>) {
  return inTransaction(async (transaction) => {
    const course = await lockCourse(id, transaction);
    await assertRefresher(fields.refresher_course_id, id, transaction);
    const all = courseColumns(fields);
    let columns: Partial<typeof all> = Object.fromEntries(Object.entries(all).filter(([key]) => sentKeys.has(key)));
    if (sentKeys.has('nr_preset_id') || sentKeys.has('practical_required')) {
      // The preset's defaults fill what the course has (or was just given) empty.
      const kept = <K extends 'workload_hours' | 'validity_months' | 'practical_required' | 'nr_preset_id'>(key: K) =>
        (sentKeys.has(key) ? all[key] : course[key]) as (typeof all)[K];
      const filled = await withPresetDefaults(
        {
          ...all,
          nr_preset_id: kept('nr_preset_id'),
          workload_hours: kept('workload_hours'),
          validity_months: kept('validity_months'),
          practical_required: sentKeys.has('practical_required') ? all.practical_required : null,
        },
        transaction,
      );
      const { nr_preset_id, workload_hours, validity_months, practical_required } = filled;
      columns = { ...columns, nr_preset_id, workload_hours, validity_months, practical_required };
    }
    await course.update(
      { ...columns, ...(fields.is_active !== undefined ? { is_active: fields.is_active } : {}) },
      { transaction },
    );
    // The syllabus and the workload are part of what a version teaches.
    if (await versionAfterSave(id, transaction, { afterFirst: true })) await course.reload({ transaction });
    await audit(
      actor,
      { action: 'CURSO_ATUALIZADO', description: `Curso atualizado: ${course.title} (${course.status})` },
      transaction,
    );
    return course;
  });
}

export async function thumbnailSetter(id: number, file: Buffer | undefined, actor: Actor) {
  if (!file?.length) throw BadRequestError('Selecione uma imagem de capa.');
  const stored = await storeUpload('thumbnails', file, THUMBNAIL_RULE);
  const previous = await withStoredFile(stored, () =>
    inTransaction(async (transaction) => {
      const course = await lockCourse(id, transaction);
      const old = course.thumbnail;
      await course.update({ thumbnail: stored.relativePath }, { transaction });
      await audit(
        actor,
        { action: 'FILE_UPLOADED', description: `Capa do curso atualizada: ${course.title}` },
        transaction,
      );
      return old;
    }),
  );
  await removeUpload(previous);
  return Course.findByPk(id) as Promise<Course>;
}

/** Files that belong to a course: cover, local videos and their captions, support material. */
async function courseFiles(courseId: number, transaction: Transaction): Promise<string[]> {
  const rows = await runtime().sequelize.query<{ path: string | null }>(
    `SELECT c.thumbnail AS path FROM courses c WHERE c.id = :id
     UNION ALL SELECT l.video_file FROM lessons l JOIN modules m ON m.id = l.module_id WHERE m.course_id = :id
     UNION ALL SELECT l.caption_file FROM lessons l JOIN modules m ON m.id = l.module_id WHERE m.course_id = :id
     UNION ALL SELECT a.filename FROM lesson_attachments a JOIN lessons l ON l.id = a.lesson_id
               JOIN modules m ON m.id = l.module_id WHERE m.course_id = :id`,
    { replacements: { id: courseId }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((r) => r.path).filter((p): p is string => Boolean(p));
}

/** Deleting a course removes its modules, lessons, enrolments and progress, then its files. */
export async function courseDeleter(id: number, actor: Actor): Promise<void> {
  const files = await inTransaction(async (transaction) => {
    const course = await lockCourse(id, transaction);
    const paths = await courseFiles(id, transaction);
    await course.destroy({ transaction });
    await audit(actor, { action: 'CURSO_EXCLUIDO', description: `Curso excluído: ${course.title}` }, transaction);
    return paths;
  });
  await Promise.all(files.map((f) => removeUpload(f)));
}

export async function moduleCreator(courseId: number, input: z.output<typeof ModuleCreateSchema>, actor: Actor) {
  return inTransaction(async (transaction) => {
    const course = await lockCourse(courseId, transaction);
    const module = await Module.create({ course_id: course.id, ...input }, { transaction });
    await audit(
      actor,
      { action: 'MODULO_CRIADO', description: `Módulo criado em ${course.title}: ${module.title}` },
      transaction,
    );
    await recomputeProgress(course.id, transaction);
    return module;
  });
}

type LessonFields = z.output<typeof LessonFieldsSchema>;

export async function lessonCreator(moduleId: number, input: LessonFields, actor: Actor) {
  return inTransaction(async (transaction) => {
    const module = await Module.findOne({ where: { id: moduleId, archived_at: null }, transaction });
    if (!module) throw NotFoundError(COURSE_MSG.moduleNotFound);
    const lesson = await Lesson.create({ module_id: module.id, ...input }, { transaction });
    await contentChanged(module.course_id, transaction);
    await audit(actor, { action: 'AULA_CRIADA', description: `Aula criada: ${lesson.title}` }, transaction);
    await recomputeProgress(module.course_id, transaction);
    return lesson;
  });
}

export async function lessonUpdater(lessonId: number, input: LessonFields, actor: Actor) {
  return inTransaction(async (transaction) => {
    const lesson = await Lesson.findOne({
      where: { id: lessonId, archived_at: null },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!lesson) throw NotFoundError(COURSE_MSG.lessonNotFound);
    // The form sends order_index 1 for every edit; the order is owned by the content save.
    const { order_index: _ignored, ...fields } = input;
    await lesson.update(fields, { transaction });
    const module = await Module.findByPk(lesson.module_id, { attributes: ['course_id'], transaction });
    if (module) await contentChanged(module.course_id, transaction);
    await audit(actor, { action: 'AULA_ATUALIZADA', description: `Aula atualizada: ${lesson.title}` }, transaction);
    return lesson;
  });
}
