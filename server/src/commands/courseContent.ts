import { COURSE_MSG, type CourseContentSchema, ERROR_IDS, LIMITS } from '@trilha/sdk/contract';
import { Op, type Transaction } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, HttpError, NotFoundError } from '../errors';
import { Course, Lesson, LessonAttachment, Module } from '../models';
import { contentProgress } from '../queries/contentProgress';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { contentChanged } from '../services/courseContent';
import { removeUpload, resolveUpload } from '../services/storage';
import { versionAfterSave } from './courseVersions';

type ContentInput = z.output<typeof CourseContentSchema>;
type ModuleInput = ContentInput['modules'][number];
type LessonInput = ModuleInput['lessons'][number];

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

function lessonColumns(l: LessonInput, moduleId: number, orderIndex: number) {
  return {
    module_id: moduleId,
    description: l.description,
    video_type: l.video_type,
    video_url: l.video_type === 'local' ? null : l.video_url,
    video_file: l.video_type === 'local' ? videoPath(l.video_file) : null,
    duration: l.duration,
    order_index: orderIndex,
  };
}

/** The live modules and lessons of a course, locked for the save. */
async function liveContent(courseId: number, transaction: Transaction) {
  const modules = await Module.findAll({ where: { course_id: courseId, archived_at: null }, transaction });
  const lessons = await Lesson.findAll({
    where: { module_id: { [Op.in]: modules.map((m) => m.id) }, archived_at: null },
    transaction,
  });
  return { modules: new Map(modules.map((m) => [m.id, m])), lessons: new Map(lessons.map((l) => [l.id, l])) };
}

/**
 * Saves a course's whole module/lesson tree in one transaction (spec §4 Edit behaviour):
 * ids above 1e12 are new, other ids must be live items of this course; positions become
 * order_index. A new item with a short title is skipped; an existing one keeps its stored title
 * (a cleared title never deletes). The course keeps at least one module and each module at least
 * one lesson. An existing lesson left out is deleted with its material when nobody has progress in
 * it; with progress, the save is refused unless the request names it (or its module) as removed,
 * and it is archived with its progress instead, so what students did stays on record.
 */
export async function contentSaver(courseId: number, input: ContentInput, actor: Actor) {
  const removedFiles: string[] = [];
  const result = await inTransaction(async (transaction) => {
    const course = await Course.findByPk(courseId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
    await contentChanged(course.id, transaction);
    const live = await liveContent(courseId, transaction);
    const keptModules = new Set<number>();
    const keptLessons = new Set<number>();
    const moduleIds: Record<string, number> = {};
    const lessonIds: Record<string, number> = {};

    let moduleIndex = 0;
    for (const m of input.modules) {
      if (isNew(m.id) && !longEnough(m.title)) continue;
      moduleIndex += 1;
      let module: Module;
      if (isNew(m.id)) {
        module = await Module.create(
          { course_id: courseId, title: m.title.trim(), description: m.description, order_index: moduleIndex },
          { transaction },
        );
      } else {
        const found = live.modules.get(m.id as number);
        if (!found) throw BadRequestError(`Módulo ${m.id} não pertence a este curso.`);
        module = await found.update(
          {
            ...(longEnough(m.title) ? { title: m.title.trim() } : {}),
            description: m.description,
            order_index: moduleIndex,
          },
          { transaction },
        );
      }
      keptModules.add(module.id);
      if (m.id !== undefined) moduleIds[String(m.id)] = module.id;

      let lessonIndex = 0;
      for (const l of m.lessons) {
        if (isNew(l.id) && !longEnough(l.title)) continue;
        lessonIndex += 1;
        const fields = lessonColumns(l, module.id, lessonIndex);
        let lesson: Lesson;
        if (isNew(l.id)) {
          lesson = await Lesson.create({ ...fields, title: l.title.trim() }, { transaction });
        } else {
          const found = live.lessons.get(l.id as number);
          if (!found || keptLessons.has(found.id)) throw BadRequestError(`Aula ${l.id} não pertence a este curso.`);
          if (found.video_file && found.video_file !== fields.video_file) removedFiles.push(found.video_file);
          // Captions are timed to their video: they stay while it stays and go when it changes.
          const captionGoes = Boolean(found.caption_file) && found.video_file !== fields.video_file;
          if (captionGoes) removedFiles.push(found.caption_file as string);
          lesson = await found.update(
            {
              ...fields,
              ...(captionGoes ? { caption_file: null } : {}),
              ...(longEnough(l.title) ? { title: l.title.trim() } : {}),
            },
            { transaction },
          );
        }
        keptLessons.add(lesson.id);
        if (l.id !== undefined) lessonIds[String(l.id)] = lesson.id;
      }
      if (lessonIndex === 0) throw BadRequestError(COURSE_MSG.moduleNeedsLesson(moduleIndex));
    }
    if (moduleIndex === 0) throw BadRequestError(COURSE_MSG.courseNeedsModule);

    const gone = [...live.lessons.values()].filter((l) => !keptLessons.has(l.id));
    const removal = await removeLessons(courseId, gone, input, transaction);
    removedFiles.push(...removal.files);
    await removeEmptiedModules(
      [...live.modules.keys()].filter((id) => !keptModules.has(id)),
      transaction,
    );

    await recomputeProgress(courseId, transaction);
    // A new version as it will be taught when the save changed it, kept readable after later saves.
    await versionAfterSave(courseId, transaction);
    await audit(
      actor,
      {
        action: 'CURSO_ATUALIZADO',
        description:
          `Conteúdo do curso salvo: ${course.title} (${moduleIndex} módulos, ${keptLessons.size} aulas)` +
          (removal.archived.length ? `; arquivadas com o progresso dos alunos: ${removal.archived.join(', ')}` : ''),
      },
      transaction,
    );
    return { moduleIds, lessonIds };
  });
  await Promise.all(removedFiles.map((f) => removeUpload(f)));
  return result;
}

/**
 * Lessons left out of a save: deleted (returning their files) when nobody has progress in them,
 * archived when the request named them as removed (returning their titles for the audit row),
 * else the whole save is refused.
 */
async function removeLessons(
  courseId: number,
  gone: Lesson[],
  input: ContentInput,
  transaction: Transaction,
): Promise<{ files: string[]; archived: string[] }> {
  if (!gone.length) return { files: [], archived: [] };
  const progress = (await contentProgress(courseId, transaction)).lessons;
  const named = new Set(input.removed_lesson_ids);
  const namedModules = new Set(input.removed_module_ids);
  const withProgress = gone.filter((l) => (progress.get(l.id) ?? 0) > 0);
  const unconfirmed = withProgress.filter((l) => !named.has(l.id) && !namedModules.has(l.module_id));
  if (unconfirmed.length) {
    const errors = unconfirmed.map((l) => ({
      msg: COURSE_MSG.lessonHasProgress(l.title, progress.get(l.id) ?? 0),
      path: `lessons.${l.id}`,
    }));
    throw new HttpError(400, ERROR_IDS.lessonHasProgress, errors.map((e) => e.msg).join('\n'), {
      errors,
      lessons: unconfirmed.map((l) => ({ id: l.id, title: l.title, students: progress.get(l.id) ?? 0 })),
    });
  }
  if (withProgress.length) {
    await Lesson.update(
      { archived_at: now() },
      { where: { id: { [Op.in]: withProgress.map((l) => l.id) } }, transaction },
    );
  }
  const archived = withProgress.map((l) => `"${l.title}"`);
  const deleted = gone.filter((l) => !withProgress.includes(l));
  if (!deleted.length) return { files: [], archived };
  const ids = deleted.map((l) => l.id);
  const attachments = await LessonAttachment.findAll({ where: { lesson_id: { [Op.in]: ids } }, transaction });
  await Lesson.destroy({ where: { id: { [Op.in]: ids } }, transaction });
  const files = [
    ...attachments.map((a) => a.filename),
    ...deleted.flatMap((l) => [l.video_file, l.caption_file].filter((f): f is string => Boolean(f))),
  ];
  return { files, archived };
}

/** Modules left out: archived when they still hold archived lessons (evidence), else deleted. */
async function removeEmptiedModules(ids: number[], transaction: Transaction): Promise<void> {
  if (!ids.length) return;
  const holding = await Lesson.findAll({
    attributes: ['module_id'],
    where: { module_id: { [Op.in]: ids } },
    group: ['module_id'],
    transaction,
  });
  const archive = new Set(holding.map((l) => l.module_id));
  if (archive.size) {
    await Module.update({ archived_at: now() }, { where: { id: { [Op.in]: [...archive] } }, transaction });
  }
  const drop = ids.filter((id) => !archive.has(id));
  if (drop.length) await Module.destroy({ where: { id: { [Op.in]: drop } }, transaction });
}

/**
 * Enrolment progress = completed lessons / lessons x 100 over the course's live lessons,
 * recomputed for every enrolment of the course in one statement (the course's lessons changed).
 * Enrolments that now have every lesson done get their completion date.
 */
export async function recomputeProgress(courseId: number, transaction: Transaction): Promise<void> {
  const lessonsOf = `SELECT l.id FROM lessons l JOIN modules m ON m.id = l.module_id
                      WHERE m.course_id = :courseId AND l.archived_at IS NULL`;
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
