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
import { serveStoredFile } from '../http/serveFile';
import { auth, currentUser, requireAdmin, studentAuth } from '../middleware/auth';
import { singleFile } from '../middleware/upload';
import { LessonAttachment, type User } from '../models';
import { isAdmin } from '../policies';
import { assertCanStudyCourse } from '../policies/courses';
import { lessonStates } from '../policies/study';
import { presentAttachment } from '../presenters/course';
import { loadStudyTree } from '../queries/courseTree';
import type { AppContext, AppState } from '../state';
import { parse } from '../validation';

export const lessonsRouter = new Router<AppState>({ prefix: '/api/lessons' });

const LessonParams = z.object({ lessonId: IdSchema });

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
