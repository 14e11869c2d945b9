import { E, PROJECT_MSG } from '@trilha/sdk/contract';
import { projectFileSaver, projectSaver } from '../commands/courseVersions';
import { NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import { serveStoredFile } from '../http/serveFile';
import { courseVersion, courseVersions, presentVersion, projectFilePath } from '../queries/courseVersions';

/** A course's pedagogical project and its content versions, readable as they were (issue 19). */
export const courseVersionRoutes = new Routes()
  .add(E.courseVersions.saveProject, async (ctx, { params, body }) => ({
    success: true,
    message: PROJECT_MSG.saved,
    project: await projectSaver(params.id, body, ctx.state.actor),
  }))
  .add(E.courseVersions.uploadProject, async (ctx, { params }) => {
    const version = await projectFileSaver(params.id, ctx.request.file?.buffer, ctx.state.actor);
    return {
      success: true,
      message: PROJECT_MSG.fileSaved,
      project_file_url: projectFilePath(params.id, version),
    };
  })
  .add(E.courseVersions.list, (_ctx, { params }) => courseVersions(params.id))
  .add(E.courseVersions.get, async (_ctx, { params }) => ({
    version: presentVersion(await courseVersion(params.id, params.version)),
  }))
  .add(E.courseVersions.projectFile, async (ctx, { params }) => {
    const row = await courseVersion(params.id, params.version);
    if (!row.project_file) throw NotFoundError(PROJECT_MSG.versionNotFound);
    await serveStoredFile(ctx, row.project_file, {
      downloadAs: `projeto-pedagogico-curso-${params.id}-versao-${params.version}.pdf`,
      type: 'application/pdf',
    });
    return undefined;
  });
