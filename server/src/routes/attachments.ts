import { COURSE_MSG, E } from '@trilha/sdk/contract';
import {
  attachmentCopier,
  attachmentRemover,
  attachmentsCopierByTitle,
  attachmentUploader,
} from '../commands/attachments';
import { NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import { serveStoredFile } from '../http/serveFile';
import { LessonAttachment, type User } from '../models';
import { can } from '../policies/grants';
import { authorizeCourseView } from '../policies/study';
import { presentAttachment } from '../presenters/course';
import { loadStudyTree } from '../queries/courseTree';
import type { AppContext } from '../state';

/** Material of a lesson is for whoever may open the lesson (policies/study). */
async function authorizeLesson(user: User, lessonId: number): Promise<void> {
  const tree = await loadStudyTree({ lessonId }, can(user, 'courses.manage') ? null : user.id);
  if (!tree) throw NotFoundError(COURSE_MSG.lessonNotFound);
  authorizeCourseView(user, tree, lessonId);
}

/** Downloads by stored name, after the same access check as the lesson's list. */
async function serveAttachment(ctx: AppContext, user: User, filename: string): Promise<undefined> {
  const attachment = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/.test(filename)
    ? await LessonAttachment.findOne({ where: { filename: `attachments/${filename}` } })
    : null;
  if (!attachment) throw NotFoundError(COURSE_MSG.attachmentNotFound);
  await authorizeLesson(user, attachment.lesson_id);
  await serveStoredFile(ctx, attachment.filename, {
    downloadAs: attachment.original_filename,
    type: attachment.mime_type,
  });
  return undefined;
}

export const attachmentRoutes = new Routes()
  .add(E.attachments.upload, async (ctx, { body }) => {
    const attachment = await attachmentUploader(body, ctx.request.file, ctx.state.actor);
    return { success: true, message: COURSE_MSG.attachmentUploaded, attachment: presentAttachment(attachment) };
  })
  .add(E.attachments.copyByTitle, async (ctx, { body }) => {
    const copies = await attachmentsCopierByTitle(body.lessonTitle, body.newLessonId, ctx.state.actor);
    return { success: true, message: `${copies.length} anexo(s) copiado(s).`, copied: copies.length };
  })
  .add(E.attachments.copy, async (ctx, { body }) => {
    const copy = await attachmentCopier(body.attachmentId, body.newLessonId, ctx.state.actor);
    return { success: true, message: 'Anexo copiado.', attachment: presentAttachment(copy) };
  })
  .add(E.attachments.file, (ctx, { params, user }) => serveAttachment(ctx, user, params.filename))
  .add(E.attachments.uploadsFile, (ctx, { params, user }) => serveAttachment(ctx, user, params.filename))
  .add(E.attachments.remove, async (ctx, { params }) => {
    await attachmentRemover(params.id, null, ctx.state.actor);
    return { success: true, message: COURSE_MSG.attachmentDeleted };
  })
  .add(E.attachments.ofLesson, async (_ctx, { params, user }) => {
    await authorizeLesson(user, params.lessonId);
    const rows = await LessonAttachment.findAll({ where: { lesson_id: params.lessonId }, order: [['id', 'ASC']] });
    return { attachments: rows.map(presentAttachment) };
  })
  .add(E.attachments.removeFromLesson, async (ctx, { params }) => {
    await attachmentRemover(params.attachmentId, params.lessonId, ctx.state.actor);
    return { success: true, message: COURSE_MSG.attachmentDeleted };
  });
