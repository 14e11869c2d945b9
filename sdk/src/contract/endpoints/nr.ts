import { IdParamsSchema } from '../common';
import { endpoint, needs } from '../endpoint';
import {
  CONVALIDATION_LIMITS,
  ConvalidationSchema,
  NR_MSG,
  type NrPreset,
  NrPresetSchema,
  TrainingEventSchema,
} from '../nr';
import type { CertificateShape, MessageResponse } from '../types';

const manage = needs('courses.manage');

/** NR-01 rules (issue 19): the NR presets and the eventual training triggers. */
export const NR = {
  presets: endpoint<{ presets: NrPreset[] }>()({
    method: 'GET',
    path: '/api/nr-presets',
    auth: manage,
  }),
  createPreset: endpoint<MessageResponse & { preset: NrPreset }>()({
    method: 'POST',
    path: '/api/nr-presets',
    auth: manage,
    body: NrPresetSchema,
    status: 201,
  }),
  updatePreset: endpoint<MessageResponse & { preset: NrPreset }>()({
    method: 'PUT',
    path: '/api/nr-presets/:id',
    auth: manage,
    params: IdParamsSchema,
    body: NrPresetSchema,
  }),
  deletePreset: endpoint<MessageResponse>()({
    method: 'DELETE',
    path: '/api/nr-presets/:id',
    auth: manage,
    params: IdParamsSchema,
  }),
  /** An eventual trigger: admins for anyone; a company's manager for their company's workers. */
  createEvent: endpoint<MessageResponse & { id: number; enrolled: number; already: number }>()({
    method: 'POST',
    path: '/api/training-events',
    auth: needs('training.trigger'),
    body: TrainingEventSchema,
    status: 201,
  }),
  /**
   * Earlier training reused or convalidated: the evidence checked by content, the certificate issued;
   * with `complement_hours`, no certificate yet (null) but the enrolment that completes it.
   */
  convalidate: endpoint<
    MessageResponse & { id: number; certificate: CertificateShape | null; enrollment_id: number | null }
  >()({
    method: 'POST',
    path: '/api/convalidations',
    auth: manage,
    body: ConvalidationSchema,
    upload: {
      field: 'file',
      maxBytes: CONVALIDATION_LIMITS.evidenceMaxBytes,
      tooLarge: NR_MSG.convalidationFileTooLarge,
    },
    status: 201,
  }),
};
