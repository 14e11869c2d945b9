import { IdParamsSchema, IdSchema } from '../common';
import { endpoint, needs } from '../endpoint';
import {
  CONVALIDATION_LIMITS,
  type CourseVersion,
  type CourseVersionSummary,
  type PedagogicalProject,
  PedagogicalProjectSchema,
  PROJECT_MSG,
} from '../nr';
import type { MessageResponse } from '../types';
import { z } from '../zod';

const manage = needs('courses.manage');

/** A course's content versions and its pedagogical project (issue 19, NR-01 Annex II). */
export const COURSE_VERSIONS = {
  saveProject: endpoint<MessageResponse & { project: PedagogicalProject }>()({
    method: 'PUT',
    path: '/api/courses/:id/pedagogical-project',
    auth: manage,
    params: IdParamsSchema,
    body: PedagogicalProjectSchema,
  }),
  uploadProject: endpoint<MessageResponse & { project_file_url: string }>()({
    method: 'POST',
    path: '/api/courses/:id/pedagogical-project/file',
    auth: manage,
    params: IdParamsSchema,
    upload: { field: 'file', maxBytes: CONVALIDATION_LIMITS.evidenceMaxBytes, tooLarge: PROJECT_MSG.fileTooLarge },
  }),
  list: endpoint<{ current: number; versions: CourseVersionSummary[] }>()({
    method: 'GET',
    path: '/api/courses/:id/versions',
    auth: manage,
    params: IdParamsSchema,
  }),
  get: endpoint<{ version: CourseVersion }>()({
    method: 'GET',
    path: '/api/courses/:id/versions/:version',
    auth: manage,
    params: z.object({ id: IdSchema, version: IdSchema }),
  }),
  /** The PDF of the project a version was taken under (a private file: admins only). */
  projectFile: endpoint()({
    method: 'GET',
    path: '/api/courses/:id/versions/:version/project-file',
    auth: manage,
    params: z.object({ id: IdSchema, version: IdSchema }),
    answer: 'file',
  }),
};
