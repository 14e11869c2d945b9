import { type CourseVersion, type CourseVersionSummary, E } from '@trilha/sdk/contract';
import { fileSlug, saveBlob } from '@trilha/sdk/ui';
import { client } from '../../../api';

/** The largest project PDF the server takes, as the endpoint declares it. */
export const PROJECT_FILE_MAX_BYTES = E.courseVersions.uploadProject.upload.maxBytes;

/** The calls of a course's pedagogical project and versions, from the typed client. */
export const courseVersionsApi = client.courseVersions;

/** What the dialog shows: the versions, newest first, and the current one as recorded. */
export interface ProjectData {
  current: number;
  versions: CourseVersionSummary[];
  /** Null until the course's first content save records a version. */
  currentVersion: CourseVersion | null;
}

export async function loadProjectData(courseId: number): Promise<ProjectData> {
  const { current, versions } = await courseVersionsApi.list(courseId);
  const recorded = versions.some((v) => v.version === current);
  const currentVersion = recorded ? (await courseVersionsApi.get(courseId, current)).version : null;
  return { current, versions, currentVersion };
}

export async function downloadProjectFile(course: { id: number; title: string }, version: number): Promise<void> {
  const blob = await courseVersionsApi.projectFile(course.id, version);
  saveBlob(blob, `projeto-pedagogico-${fileSlug(course.title)}-versao-${version}.pdf`);
}
