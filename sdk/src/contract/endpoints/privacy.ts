import { IdParamsSchema } from '../common';
import { endpoint, needs, SESSION } from '../endpoint';
import {
  CONSENT_PURPOSES,
  ConsentGrantSchema,
  type ConsentShape,
  PrivacyRequestCreateSchema,
  type PrivacyRequestShape,
  PrivacyRequestUpdateSchema,
  PrivacySettingsSchema,
  type PrivacySettingsShape,
} from '../privacy';
import type { MessageResponse } from '../types';
import { z } from '../zod';

/**
 * LGPD (issue 24): a person's own data, requests and consents (any signed-in person, of
 * themselves), the admins' request queue and privacy settings.
 */
export const PRIVACY = {
  /** Everything the platform holds about the caller: a ZIP with dados.json and dados.pdf. */
  dataExport: endpoint()({ method: 'GET', path: '/api/me/data-export', auth: SESSION, answer: 'file' }),
  /** The caller's own requests; an admin's: every request, oldest deadline first. */
  requests: endpoint<{ requests: PrivacyRequestShape[] }>()({
    method: 'GET',
    path: '/api/privacy-requests',
    auth: SESSION,
  }),
  createRequest: endpoint<MessageResponse & { request: PrivacyRequestShape }>()({
    method: 'POST',
    path: '/api/privacy-requests',
    auth: SESSION,
    body: PrivacyRequestCreateSchema,
    status: 201,
  }),
  /** An admin moves a request on or answers it (the person is e-mailed); an approved deletion anonymises. */
  updateRequest: endpoint<MessageResponse & { request: PrivacyRequestShape }>()({
    method: 'PUT',
    path: '/api/privacy-requests/:id',
    auth: needs('privacy.manage'),
    params: IdParamsSchema,
    body: PrivacyRequestUpdateSchema,
  }),
  consents: endpoint<{ consents: ConsentShape[] }>()({ method: 'GET', path: '/api/me/consents', auth: SESSION }),
  grantConsent: endpoint<MessageResponse & { consents: ConsentShape[] }>()({
    method: 'POST',
    path: '/api/me/consents',
    auth: SESSION,
    body: ConsentGrantSchema,
    status: 201,
  }),
  revokeConsent: endpoint<MessageResponse & { consents: ConsentShape[] }>()({
    method: 'DELETE',
    path: '/api/me/consents/:purpose',
    auth: SESSION,
    params: z.object({ purpose: z.enum(CONSENT_PURPOSES) }),
  }),
  settings: endpoint<{ privacy: PrivacySettingsShape }>()({
    method: 'GET',
    path: '/api/settings/privacy',
    auth: needs('settings.manage'),
  }),
  saveSettings: endpoint<MessageResponse & { privacy: PrivacySettingsShape }>()({
    method: 'PUT',
    path: '/api/settings/privacy',
    auth: needs('settings.manage'),
    body: PrivacySettingsSchema,
  }),
};
