import {
  COURSE_MSG,
  type CourseContentSchema,
  type CourseFieldsSchema,
  type LessonFieldsSchema,
  LIMITS,
  type ModuleCreateSchema,
} from '@trilha/sdk/contract';
import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, NotFoundError } from '../errors';
import { Course, Lesson, LessonAttachment, Module } from '../models';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { contentChanged } from '../services/courseContent';
import { THUMBNAIL_RULE } from '../services/fileRules';
import { removeUpload, resolveUpload, type StoredFile, storeUpload } from '../services/storage';

type CourseFields = z.output<typeof CourseFieldsSchema>;
type ContentInput = z.output<typeof CourseContentSchema>;

/** Locks the course for a change of it or its content, which gets a new content version. */
async function lockCourse(id: number, transaction: Transaction): Promise<Course> {
  const course = await Course.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
  await contentChanged(course.id, transaction);
  return course;
}

/** Runs work that stored a file; if the database part fails, the file goes too. */
async function withStoredFile<T>(stored: StoredFile | null, work: () => Promise<T>): Promise<T> {
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
          ...courseColumns(fields),
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
    const columns = Object.fromEntries(Object.entries(courseColumns(fields)).filter(([key]) => sentKeys.has(key)));
    await course.update(
      { ...columns, ...(fields.is_active !== undefined ? { is_active: fields.is_active } : {}) },
      { transaction },
    );
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

/** Files that belong to a course: cover, local videos, support material. */
async function courseFiles(courseId: number, transaction: Transaction): Promise<string[]> {
  const rows = await runtime().sequelize.query<{ path: string | null }>(
    `SELECT c.thumbnail AS path FROM courses c WHERE c.id = :id
     UNION ALL SELECT l.video_file FROM lessons l JOIN modules m ON m.id = l.module_id WHERE m.course_id = :id
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
    const module = await Module.findByPk(moduleId, { transaction });
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
    const lesson = await Lesson.findByPk(lessonId, { transaction, lock: transaction.LOCK.UPDATE });
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

/** Normalises a client-sent video reference to a stored 'videos/<name>' path that exists. */
function videoPath(ref: string | null | undefined): string | null {
  if (!ref) return null;
  // The editor sends back what it was given: the presented, signed link ('?exp=..&sig=..').
  const rel = ref
    .replace(/\?.*$/, '')
    .replace(/^\/?api\/uploads\//, '')
    .replace(/^\//, '');
  if (!/^videos\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/.test(rel) || !resolveUpload(rel)) {
    throw BadRequestError('Arquivo de vídeo inválido. Envie o vídeo novamente.');
  }
  return rel;
}

const isNew = (id: number | undefined) => id === undefined || id > LIMITS.newItemIdThreshold;
const longEnough = (title: string) => title.trim().length >= LIMITS.minTitleLength;

/**
 * Saves a course's whole module/lesson tree in one transaction (spec §4 Edit behaviour): ids above
 * 1e12 are new, other ids must belong to this course, items left out are deleted (with their
 * progress and material), short titles are skipped, and positions become order_index.
 */
export async function contentSaver(courseId: number, input: ContentInput, actor: Actor) {
  const removedFiles: string[] = [];
  const result = await inTransaction(async (transaction) => {
    const course = await lockCourse(courseId, transaction);
    const existingModules = await Module.findAll({ where: { course_id: courseId }, transaction });
    const existingLessons = await Lesson.findAll({
      where: { module_id: { [Op.in]: existingModules.map((m) => m.id) } },
      transaction,
    });
    const moduleById = new Map(existingModules.map((m) => [m.id, m]));
    const lessonById = new Map(existingLessons.map((l) => [l.id, l]));
    const keptModules = new Set<number>();
    const keptLessons = new Set<number>();
    const moduleIds: Record<string, number> = {};
    const lessonIds: Record<string, number> = {};

    let moduleIndex = 0;
    for (const m of input.modules) {
      if (!longEnough(m.title)) continue;
      moduleIndex += 1;
      let module: Module;
      if (isNew(m.id)) {
        module = await Module.create(
          { course_id: courseId, title: m.title.trim(), description: m.description, order_index: moduleIndex },
          { transaction },
        );
      } else {
        const found = moduleById.get(m.id as number);
        if (!found) throw BadRequestError(`Módulo ${m.id} não pertence a este curso.`);
        module = await found.update(
          { title: m.title.trim(), description: m.description, order_index: moduleIndex },
          { transaction },
        );
      }
      keptModules.add(module.id);
      if (m.id !== undefined) moduleIds[String(m.id)] = module.id;

      let lessonIndex = 0;
      for (const l of m.lessons) {
        if (!longEnough(l.title)) continue;
        lessonIndex += 1;
        const fields = {
          module_id: module.id,
          title: l.title.trim(),
          description: l.description,
          video_type: l.video_type,
          video_url: l.video_type === 'local' ? null : l.video_url,
          video_file: l.video_type === 'local' ? videoPath(l.video_file) : null,
          duration: l.duration,
          order_index: lessonIndex,
        };
        let lesson: Lesson;
        if (isNew(l.id)) {
          lesson = await Lesson.create(fields, { transaction });
        } else {
          const found = lessonById.get(l.id as number);
          if (!found) throw BadRequestError(`Aula ${l.id} não pertence a este curso.`);
          if (found.video_file && found.video_file !== fields.video_file) removedFiles.push(found.video_file);
          lesson = await found.update(fields, { transaction });
        }
        keptLessons.add(lesson.id);
        if (l.id !== undefined) lessonIds[String(l.id)] = lesson.id;
      }
    }

    const goneLessons = existingLessons.filter((l) => !keptLessons.has(l.id));
    if (goneLessons.length) {
      const ids = goneLessons.map((l) => l.id);
      const attachments = await LessonAttachment.findAll({ where: { lesson_id: { [Op.in]: ids } }, transaction });
      removedFiles.push(
        ...attachments.map((a) => a.filename),
        ...goneLessons.flatMap((l) => (l.video_file ? [l.video_file] : [])),
      );
      await Lesson.destroy({ where: { id: { [Op.in]: ids } }, transaction });
    }
    const goneModules = existingModules.filter((m) => !keptModules.has(m.id)).map((m) => m.id);
    if (goneModules.length) await Module.destroy({ where: { id: { [Op.in]: goneModules } }, transaction });

    await recomputeProgress(courseId, transaction);
    await audit(
      actor,
      {
        action: 'CURSO_ATUALIZADO',
        description: `Conteúdo do curso salvo: ${course.title} (${moduleIndex} módulos, ${keptLessons.size} aulas)`,
      },
      transaction,
    );
    return { moduleIds, lessonIds };
  });
  await Promise.all(removedFiles.map((f) => removeUpload(f)));
  return result;
}

/**
 * Enrolment progress = completed lessons / lessons x 100, recomputed for every enrolment of the
 * course in one statement (the course's lessons changed). Enrolments that now have every lesson
 * done get their completion date.
 */
export async function recomputeProgress(courseId: number, transaction: Transaction): Promise<void> {
  const lessonsOf = 'SELECT l.id FROM lessons l JOIN modules m ON m.id = l.module_id WHERE m.course_id = :courseId';
  await runtime().sequelize.query(
    `UPDATE enrollments SET progress = COALESCE((
        SELECT ROUND(100.0 * SUM(CASE WHEN lp.completed = :yes THEN 1 ELSE 0 END) / NULLIF((SELECT COUNT(*) FROM (${lessonsOf}) t), 0))
          FROM lesson_progress lp
         WHERE lp.user_id = enrollments.user_id AND lp.lesson_id IN (${lessonsOf})
      ), 0)
      WHERE course_id = :courseId`,
    { replacements: { courseId, yes: true }, transaction },
  );
  await runtime().sequelize.query(
    `UPDATE enrollments SET completed_at = :now
      WHERE course_id = :courseId AND completed_at IS NULL AND progress >= 100`,
    { replacements: { courseId, now: new Date() }, transaction },
  );
}
