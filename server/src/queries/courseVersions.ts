import {
  COURSE_MSG,
  type CourseVersion as CourseVersionShape,
  type CourseVersionSummary,
  E,
  fillPath,
  type PedagogicalProject,
  PROJECT_MSG,
} from '@trilha/sdk/contract';
import { NotFoundError } from '../errors';
import { Course, CourseVersion } from '../models';

interface StoredContent {
  workload_hours: number | null;
  syllabus: string | null;
  modules: CourseVersionShape['modules'];
}

/** Where a version's project PDF downloads: the path the contract's endpoint table declares. */
export const projectFilePath = (courseId: number, version: number) =>
  fillPath(E.courseVersions.projectFile.path, { id: courseId, version });

const projectFileUrl = (courseId: number, version: number, file: string | null | undefined) =>
  file ? projectFilePath(courseId, version) : null;

export function presentVersion(row: CourseVersion): CourseVersionShape {
  const content = JSON.parse(row.content) as StoredContent;
  return {
    version: row.version,
    created_at: new Date(row.created_at).toISOString(),
    workload_hours: content.workload_hours,
    syllabus: content.syllabus,
    modules: content.modules,
    project: row.project ? (JSON.parse(row.project) as PedagogicalProject) : null,
    project_file_url: projectFileUrl(row.course_id, row.version, row.project_file),
  };
}

/** A course's versions, newest first, as the inspection lists them. */
export async function courseVersions(courseId: number): Promise<{ current: number; versions: CourseVersionSummary[] }> {
  const course = await Course.findByPk(courseId, { attributes: ['id', 'version'] });
  if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
  const rows = await CourseVersion.findAll({ where: { course_id: courseId }, order: [['version', 'DESC']] });
  return {
    current: course.version,
    versions: rows.map((row) => {
      const shown = presentVersion(row);
      return {
        version: shown.version,
        created_at: shown.created_at,
        workload_hours: shown.workload_hours,
        module_count: shown.modules.length,
        lesson_count: shown.modules.reduce((sum, m) => sum + m.lessons.length, 0),
        has_project: shown.project !== null || shown.project_file_url !== null,
      };
    }),
  };
}

export async function courseVersion(courseId: number, version: number): Promise<CourseVersion> {
  const row = await CourseVersion.findOne({ where: { course_id: courseId, version } });
  if (!row) throw NotFoundError(PROJECT_MSG.versionNotFound);
  return row;
}
