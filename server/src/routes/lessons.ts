import Router from '@koa/router';
import {
  AttachmentCopyExistingSchema,
  AttachmentCopySchema,
  AttachmentUploadSchema,
  COURSE_MSG,
  FILE_LIMITS,
  IdSchema,
  LessonFieldsSchema,
  LessonProgressSchema,
} from '@trilha/sdk/contract';
import { z } from 'zod';
import {
  attachmentCopier,
  attachmentRemover,
  attachmentsCopierByTitle,
  attachmentUploader,
} from '../commands/attachments';
import { lessonUpdater } from '../commands/courses';
import { lessonRestarter, watchRecorder } from '../commands/progress';
import { ForbiddenError, NotFoundError } from '../errors';
import { auth, currentUser, requireAdmin, studentAuth } from '../middleware/auth';
import { singleFile } from '../middleware/upload';
import { LessonAttachment, type User } from '../models';
import { isAdmin } from '../policies';
import { assertCanStudyCourse } from '../policies/courses';
import { presentAttachment } from '../presenters/course';
import { loadStudyTree } from '../queries/courseTree';
import { lessonStates } from '../services/courseAccess';
import type { AppContext, AppState } from '../state';
import { parse } from '../validation';
import { serveStoredFile } from './serveFile';

export const lessonsRouter = new Router<AppState>({ prefix: '/api/lessons' });

const LessonParams = z.object({ lessonId: IdSchema });

/** Material of a lesson is for admins, and for enrolled students once the lesson is open to them. */
export async function assertCanReadLesson(user: User, lessonId: number): Promise<void> {
  const admin = isAdmin(user);
  const tree = await loadStudyTree({ lessonId }, admin ? null : user.id);
  if (!tree) throw NotFoundError(COURSE_MSG.lessonNotFound);
  if (admin) return;
  assertCanStudyCourse(user, tree.course, tree.enrollment);
  if (!lessonStates(tree.lessons, tree.completed, false).get(lessonId)?.canAccess)
    throw ForbiddenError(COURSE_MSG.lessonLocked);
}

lessonsRouter.post(
  '/attachments/upload',
  auth(),
  requireAdmin(),
  singleFile('file', FILE_LIMITS.attachmentMaxBytes, COURSE_MSG.attachmentTooLarge),
  async (ctx) => {
    const input = parse(AttachmentUploadSchema, ctx.request.body);
    const attachment = await attachmentUploader(input, ctx.request.file, ctx.state.actor);
    ctx.status = 201;
    ctx.body = { success: true, message: COURSE_MSG.attachmentUploaded, attachment: presentAttachment(attachment) };
  },
);

lessonsRouter.post('/attachments/copy', auth(), requireAdmin(), async (ctx) => {
  const { lessonTitle, newLessonId } = parse(AttachmentCopySchema, ctx.request.body);
  const copies = await attachmentsCopierByTitle(lessonTitle, newLessonId, ctx.state.actor);
  ctx.body = { success: true, message: `${copies.length} anexo(s) copiado(s).`, copied: copies.length };
});

lessonsRouter.post('/attachments/copy-existing', auth(), requireAdmin(), async (ctx) => {
  const { attachmentId, newLessonId } = parse(AttachmentCopyExistingSchema, ctx.request.body);
  const copy = await attachmentCopier(attachmentId, newLessonId, ctx.state.actor);
  ctx.body = { success: true, message: 'Anexo copiado.', attachment: presentAttachment(copy) };
});

/** Downloads by stored name, after the same access check as the lesson's list. */
export async function serveAttachment(ctx: AppContext, filename: string) {
  const attachment = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/.test(filename)
    ? await LessonAttachment.findOne({ where: { filename: `attachments/${filename}` } })
    : null;
  if (!attachment) throw NotFoundError(COURSE_MSG.attachmentNotFound);
  await assertCanReadLesson(currentUser(ctx.state), attachment.lesson_id);
  await serveStoredFile(ctx, attachment.filename, {
    downloadAs: attachment.original_filename,
    type: attachment.mime_type,
  });
}

lessonsRouter.get('/attachments/file/:filename', studentAuth(), async (ctx) => {
  await serveAttachment(ctx, String(ctx.params.filename));
});

lessonsRouter.delete('/attachments/:id', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(z.object({ id: IdSchema }), ctx.params);
  await attachmentRemover(id, null, ctx.state.actor);
  ctx.body = { success: true, message: COURSE_MSG.attachmentDeleted };
});

lessonsRouter.get('/:lessonId/attachments', studentAuth(), async (ctx) => {
  const { lessonId } = parse(LessonParams, ctx.params);
  await assertCanReadLesson(currentUser(ctx.state), lessonId);
  const rows = await LessonAttachment.findAll({ where: { lesson_id: lessonId }, order: [['id', 'ASC']] });
  ctx.body = { attachments: rows.map(presentAttachment) };
});

lessonsRouter.delete('/:lessonId/attachments/:attachmentId', auth(), requireAdmin(), async (ctx) => {
  const { lessonId, attachmentId } = parse(z.object({ lessonId: IdSchema, attachmentId: IdSchema }), ctx.params);
  await attachmentRemover(attachmentId, lessonId, ctx.state.actor);
  ctx.body = { success: true, message: COURSE_MSG.attachmentDeleted };
});

lessonsRouter.put('/:lessonId', auth(), requireAdmin(), async (ctx) => {
  const { lessonId } = parse(LessonParams, ctx.params);
  const lesson = await lessonUpdater(lessonId, parse(LessonFieldsSchema, ctx.request.body), ctx.state.actor);
  ctx.body = { success: true, message: 'Aula atualizada com sucesso!', lesson: { id: lesson.id, title: lesson.title } };
});

lessonsRouter.post('/:lessonId/progress', studentAuth(), async (ctx) => {
  const { lessonId } = parse(LessonParams, ctx.params);
  const input = parse(LessonProgressSchema, ctx.request.body);
  await watchRecorder(currentUser(ctx.state), lessonId, input);
  ctx.body = { success: true, message: COURSE_MSG.progressSaved };
});

lessonsRouter.delete('/:lessonId/progress', studentAuth(), async (ctx) => {
  const { lessonId } = parse(LessonParams, ctx.params);
  await lessonRestarter(currentUser(ctx.state), lessonId);
  ctx.body = { success: true, message: 'Aula reiniciada.' };
});
