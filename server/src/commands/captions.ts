import { COURSE_MSG } from '@trilha/sdk/contract';
import type { Transaction } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { BadRequestError, NotFoundError } from '../errors';
import { Lesson, Module } from '../models';
import { type Actor, audit } from '../services/audit';
import { contentChanged } from '../services/courseContent';
import { CAPTION_RULE } from '../services/fileRules';
import { removeUpload, storeUpload } from '../services/storage';
import { withStoredFile } from './courses';

/** Captions belong to an uploaded video: a YouTube, Vimeo or external lesson has its own player. */
const hasLocalVideo = (lesson: Lesson) => lesson.video_type === 'local' && Boolean(lesson.video_file);

/** A live lesson locked for a change of its captions; the course's cached tree is renewed with it. */
async function lockLesson(lessonId: number, transaction: Transaction): Promise<Lesson> {
  const lesson = await Lesson.findOne({
    where: { id: lessonId, archived_at: null },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!lesson) throw NotFoundError(COURSE_MSG.lessonNotFound);
  const module = await Module.findByPk(lesson.module_id, { attributes: ['course_id'], transaction });
  if (module) await contentChanged(module.course_id, transaction);
  return lesson;
}

/**
 * Attaches WebVTT captions (pt-BR) to a lesson's uploaded video, replacing any earlier file. The
 * content decides (services/storage: UTF-8 text starting with 'WEBVTT'), not the name; the file is
 * stored before the transaction and removed again if the change does not commit. Answers the
 * stored path ('captions/<name>.vtt').
 */
export async function captionSetter(
  lessonId: number,
  file: { buffer?: Buffer; originalname: string } | undefined,
  actor: Actor,
): Promise<string> {
  if (!file?.buffer?.length) throw BadRequestError(COURSE_MSG.captionRequired);
  const current = await Lesson.findOne({ where: { id: lessonId, archived_at: null } });
  if (!current) throw NotFoundError(COURSE_MSG.lessonNotFound);
  if (!hasLocalVideo(current)) throw BadRequestError(COURSE_MSG.captionNeedsLocalVideo);
  const stored = await storeUpload('captions', file.buffer, CAPTION_RULE, file.originalname);
  const replaced = await withStoredFile(stored, () =>
    inTransaction(async (transaction) => {
      const lesson = await lockLesson(lessonId, transaction);
      if (!hasLocalVideo(lesson)) throw BadRequestError(COURSE_MSG.captionNeedsLocalVideo);
      const earlier = lesson.caption_file;
      await lesson.update({ caption_file: stored.relativePath }, { transaction });
      await audit(
        actor,
        { action: 'LEGENDA_ANEXADA', description: `Legenda anexada à aula: ${lesson.title}` },
        transaction,
      );
      return earlier;
    }),
  );
  await removeUpload(replaced);
  return stored.relativePath;
}

/** Removes a lesson's captions: the column first, the file once that committed. */
export async function captionRemover(lessonId: number, actor: Actor): Promise<void> {
  const removed = await inTransaction(async (transaction) => {
    const lesson = await lockLesson(lessonId, transaction);
    const file = lesson.caption_file;
    if (!file) throw NotFoundError(COURSE_MSG.captionNotFound);
    await lesson.update({ caption_file: null }, { transaction });
    await audit(
      actor,
      { action: 'LEGENDA_REMOVIDA', description: `Legenda removida da aula: ${lesson.title}` },
      transaction,
    );
    return file;
  });
  await removeUpload(removed);
}
