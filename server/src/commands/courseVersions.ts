import { COURSE_MSG, type PedagogicalProject, PROJECT_MSG } from '@trilha/sdk/contract';
import { Op, type Transaction } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { BadRequestError, NotFoundError } from '../errors';
import { Course, CourseVersion, Lesson, Module } from '../models';
import { type Actor, audit } from '../services/audit';
import { type FileRuleWithText, removeUpload, storeUpload } from '../services/storage';

const PROJECT_RULE: FileRuleWithText = {
  maxBytes: 10_485_760,
  mimes: ['application/pdf'],
  tooLarge: PROJECT_MSG.fileTooLarge,
  badType: PROJECT_MSG.fileType,
};

/**
 * What a version of a course teaches: the live modules and lessons in order (with what each lesson
 * shows: its video and captions), syllabus and workload. Two saves that leave this unchanged are
 * the same version.
 */
async function versionContent(course: Course, transaction: Transaction): Promise<string> {
  const modules = await Module.findAll({
    where: { course_id: course.id, archived_at: null },
    order: [
      ['order_index', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
  const lessons = modules.length
    ? await Lesson.findAll({
        where: { module_id: { [Op.in]: modules.map((m) => m.id) }, archived_at: null },
        order: [
          ['order_index', 'ASC'],
          ['id', 'ASC'],
        ],
        transaction,
      })
    : [];
  return JSON.stringify({
    workload_hours: course.workload_hours ?? null,
    syllabus: course.syllabus ?? null,
    modules: modules.map((m) => ({
      title: m.title,
      lessons: lessons
        .filter((l) => l.module_id === m.id)
        .map((l) => ({
          title: l.title,
          duration: l.duration,
          video: l.video_file ?? l.video_url ?? null,
          captions: l.caption_file ?? null,
        })),
    })),
  });
}

/**
 * After a save, inside its transaction: a new version when what the course teaches changed (what
 * enrolments and certificates from then on were taken on), with its snapshot; the same version
 * when the save changed nothing that is taught. A course whose content was never saved has no
 * version to compare yet: `afterFirst` leaves it for its first content save. Answers whether a
 * version was made.
 */
export async function versionAfterSave(
  courseId: number,
  transaction: Transaction,
  options: { afterFirst?: boolean } = {},
): Promise<boolean> {
  const course = await Course.findByPk(courseId, { transaction });
  if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
  const content = await versionContent(course, transaction);
  const current = await CourseVersion.findOne({
    where: { course_id: courseId, version: course.version },
    attributes: ['content'],
    transaction,
  });
  if (current?.content === content || (!current && options.afterFirst)) return false;
  await course.increment('version', { transaction });
  await snapshotVersion(courseId, transaction);
  return true;
}

/**
 * Writes the snapshot of the course's current version, inside the caller's transaction: what it
 * teaches and the project in force. Called when content makes a new version and when the project
 * of the current version changes; a version no longer current is never written again.
 */
export async function snapshotVersion(courseId: number, transaction: Transaction): Promise<void> {
  const course = await Course.findByPk(courseId, { transaction });
  if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
  const fields = {
    content: await versionContent(course, transaction),
    project: course.pedagogical_project ?? null,
    project_file: course.pedagogical_project_file ?? null,
  };
  const current = await CourseVersion.findOne({ where: { course_id: courseId, version: course.version }, transaction });
  if (current) await current.update(fields, { transaction });
  else await CourseVersion.create({ course_id: courseId, version: course.version, ...fields }, { transaction });
}

async function lockCourseFor(id: number, transaction: Transaction): Promise<Course> {
  const course = await Course.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
  return course;
}

/** The pedagogical project in force (NR-01 Annex II), recorded on the course's current version. */
export function projectSaver(courseId: number, project: PedagogicalProject, actor: Actor) {
  return inTransaction(async (transaction) => {
    const course = await lockCourseFor(courseId, transaction);
    await course.update({ pedagogical_project: JSON.stringify(project) }, { transaction });
    await snapshotVersion(courseId, transaction);
    await audit(
      actor,
      {
        action: 'CURSO_ATUALIZADO',
        description: `Projeto pedagógico salvo: ${course.title} (versão ${course.version})`,
      },
      transaction,
    );
    return project;
  });
}

/**
 * The project as a PDF, checked by content. The previous file stays: the versions taken under it
 * still point at it.
 */
export async function projectFileSaver(courseId: number, pdf: Buffer | undefined, actor: Actor) {
  if (!pdf?.length) throw BadRequestError(PROJECT_MSG.fileRequired);
  const stored = await storeUpload('projects', pdf, PROJECT_RULE);
  try {
    return await inTransaction(async (transaction) => {
      const course = await lockCourseFor(courseId, transaction);
      await course.update({ pedagogical_project_file: stored.relativePath }, { transaction });
      await snapshotVersion(courseId, transaction);
      await audit(
        actor,
        {
          action: 'FILE_UPLOADED',
          description: `Projeto pedagógico (PDF) do curso ${course.title}, versão ${course.version}`,
        },
        transaction,
      );
      return course.version;
    });
  } catch (error) {
    await removeUpload(stored.relativePath);
    throw error;
  }
}
