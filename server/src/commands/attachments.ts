import { COURSE_MSG } from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { BadRequestError, NotFoundError } from '../errors';
import { Lesson, LessonAttachment, Module } from '../models';
import { type Actor, audit } from '../services/audit';
import { ATTACHMENT_RULE } from '../services/fileRules';
import { duplicateUpload, removeUpload, storeUpload } from '../services/storage';

/** A lesson of a course as it stands: archived lessons (kept as evidence) take no new material. */
const liveLesson = (id: number) => Lesson.findOne({ where: { id, archived_at: null } });

/** File names are shown to people and sent back in Content-Disposition: keep them tame. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'arquivo';
  const printable = [...base].map((ch) => (ch.charCodeAt(0) < 32 || '"<>|'.includes(ch) ? '_' : ch)).join('');
  return printable.slice(0, 200) || 'arquivo';
}

export async function attachmentUploader(
  input: { lessonId: number; title: string; description: string | null },
  file: { buffer?: Buffer; originalname: string } | undefined,
  actor: Actor,
) {
  if (!file?.buffer?.length) throw BadRequestError(COURSE_MSG.attachmentRequired);
  if (!(await liveLesson(input.lessonId))) throw NotFoundError(COURSE_MSG.lessonNotFound);
  const originalName = cleanName(Buffer.from(file.originalname, 'latin1').toString('utf8'));
  const stored = await storeUpload('attachments', file.buffer, ATTACHMENT_RULE, originalName);
  try {
    return await inTransaction(async (transaction) => {
      const attachment = await LessonAttachment.create(
        {
          lesson_id: input.lessonId,
          title: input.title,
          description: input.description,
          filename: stored.relativePath,
          original_filename: originalName,
          mime_type: stored.mime,
          file_size: stored.size,
        },
        { transaction },
      );
      await audit(
        actor,
        { action: 'FILE_UPLOADED', description: `Material de apoio enviado: ${input.title} (${originalName})` },
        transaction,
      );
      return attachment;
    });
  } catch (err) {
    await removeUpload(stored.relativePath);
    throw err;
  }
}

async function copyTo(source: LessonAttachment, lessonId: number, actor: Actor) {
  const filename = await duplicateUpload(source.filename);
  try {
    return await inTransaction(async (transaction) => {
      const copy = await LessonAttachment.create(
        {
          lesson_id: lessonId,
          title: source.title,
          description: source.description,
          filename,
          original_filename: source.original_filename,
          mime_type: source.mime_type,
          file_size: source.file_size,
        },
        { transaction },
      );
      await audit(
        actor,
        { action: 'FILE_UPLOADED', description: `Material de apoio copiado: ${source.title}` },
        transaction,
      );
      return copy;
    });
  } catch (err) {
    await removeUpload(filename);
    throw err;
  }
}

export async function attachmentCopier(attachmentId: number, newLessonId: number, actor: Actor) {
  const [source, lesson] = await Promise.all([LessonAttachment.findByPk(attachmentId), liveLesson(newLessonId)]);
  if (!source) throw NotFoundError(COURSE_MSG.attachmentNotFound);
  if (!lesson) throw NotFoundError(COURSE_MSG.lessonNotFound);
  return copyTo(source, newLessonId, actor);
}

/** Copies the material of the same-titled lessons of the same course to a (recreated) lesson. */
export async function attachmentsCopierByTitle(lessonTitle: string, newLessonId: number, actor: Actor) {
  const target = await liveLesson(newLessonId);
  if (!target) throw NotFoundError(COURSE_MSG.lessonNotFound);
  const module = (await Module.findByPk(target.module_id)) as Module;
  const siblings = await Module.findAll({ attributes: ['id'], where: { course_id: module.course_id } });
  const sources = await Lesson.findAll({
    attributes: ['id'],
    where: { title: lessonTitle, id: { [Op.ne]: newLessonId }, module_id: { [Op.in]: siblings.map((m) => m.id) } },
  });
  const attachments = await LessonAttachment.findAll({ where: { lesson_id: { [Op.in]: sources.map((l) => l.id) } } });
  const copies = [];
  for (const a of attachments) copies.push(await copyTo(a, newLessonId, actor));
  return copies;
}

export async function attachmentRemover(attachmentId: number, lessonId: number | null, actor: Actor): Promise<void> {
  const filename = await inTransaction(async (transaction) => {
    const attachment = await LessonAttachment.findOne({
      where: { id: attachmentId, ...(lessonId ? { lesson_id: lessonId } : {}) },
      transaction,
    });
    if (!attachment) throw NotFoundError(COURSE_MSG.attachmentNotFound);
    await attachment.destroy({ transaction });
    await audit(
      actor,
      { action: 'FILE_DELETED', description: `Material de apoio excluído: ${attachment.title}` },
      transaction,
    );
    return attachment.filename;
  });
  await removeUpload(filename);
}
