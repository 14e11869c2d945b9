import { IdParamsSchema, IdSchema } from '../common';
import { EnrollCompanySchema, EnrollSchema } from '../courseSchemas';
import { endpoint, needs, SESSION, WIDGET } from '../endpoint';
import type { BulkEnrollSummary, Enrollment, MessageResponse } from '../types';
import { z } from '../zod';

const manage = needs('enrollments.manage');

/** Enrolments: a learner's own (and self-enrolment), and a course's, managed by those who enrol people. */
export const ENROLLMENTS = {
  /** The caller's own enrolments, each with its course nested (hidden courses left out). */
  my: endpoint<{ enrollments: Enrollment[] }>()({
    method: 'GET',
    path: '/api/enrollments/my',
    auth: WIDGET,
  }),
  /** Learners only, in published active courses (policies/study). */
  selfEnroll: endpoint<MessageResponse & { enrollment: Enrollment }>()({
    method: 'POST',
    path: '/api/courses/:id/self-enroll',
    auth: SESSION,
    params: IdParamsSchema,
    status: 201,
  }),
  list: endpoint<{ enrollments: Enrollment[] }>()({
    method: 'GET',
    path: '/api/courses/:id/enrollments',
    auth: manage,
    params: IdParamsSchema,
  }),
  enroll: endpoint<MessageResponse & { enrollment: Enrollment }>()({
    method: 'POST',
    path: '/api/courses/:id/enroll',
    auth: manage,
    params: IdParamsSchema,
    body: EnrollSchema,
    status: 201,
  }),
  /** Every active learner of a company not enrolled yet, all or none. */
  enrollCompany: endpoint<MessageResponse & { summary: BulkEnrollSummary }>()({
    method: 'POST',
    path: '/api/courses/:id/enroll-company',
    auth: manage,
    params: IdParamsSchema,
    body: EnrollCompanySchema,
  }),
  remove: endpoint()({
    method: 'DELETE',
    path: '/api/courses/:id/enrollments/:enrollmentId',
    auth: manage,
    params: z.object({ id: IdSchema, enrollmentId: IdSchema }),
  }),
};
