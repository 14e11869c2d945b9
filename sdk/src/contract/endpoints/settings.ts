import {
  ADMIN_MSG,
  LoginSettingsSchema,
  RestartSchema,
  type SettingsShape,
  type SettingsUpdateReq,
  SettingsUpdateSchema,
  SmtpConfigSchema,
  SmtpEnableSchema,
  SmtpRejectSchema,
  SmtpSecuritySchema,
  SmtpTestSchema,
  type SystemStats,
} from '../admin';
import { endpoint, needs, PUBLIC } from '../endpoint';
import { SIGNING_LIMITS, SIGNING_MSG, type SigningCertificateInfo, SigningCertificateSchema } from '../signing';
import type { MessageResponse, PublicLoginSettings, PublicTheme } from '../types';
import { z } from '../zod';

const manage = needs('settings.manage');

/** PUT /api/settings takes the settings bare or, as the portal sends them, under `settings`. */
const SettingsUpdateBody = z.preprocess(
  (body: SettingsUpdateReq | { settings: SettingsUpdateReq }) =>
    body && typeof body === 'object' && 'settings' in body ? (body.settings ?? {}) : body,
  SettingsUpdateSchema,
);

type Saved = MessageResponse & { settings: SettingsShape };

/** The platform's settings: the theme and login branding everyone reads, the rest for settings managers. */
export const SETTINGS = {
  /** The provider's A1 signing certificate (issue 22): what it is, never the file or its password; 404 without one. */
  signingCertificate: endpoint<SigningCertificateInfo>()({
    method: 'GET',
    path: '/api/settings/signing-certificate',
    auth: manage,
  }),
  setSigningCertificate: endpoint<MessageResponse & SigningCertificateInfo>()({
    method: 'PUT',
    path: '/api/settings/signing-certificate',
    auth: manage,
    body: SigningCertificateSchema,
    upload: { field: 'file', maxBytes: SIGNING_LIMITS.p12MaxBytes, tooLarge: SIGNING_MSG.file },
  }),
  removeSigningCertificate: endpoint<MessageResponse>()({
    method: 'DELETE',
    path: '/api/settings/signing-certificate',
    auth: manage,
  }),
  /** What the login screen reads before anyone signs in. */
  publicTheme: endpoint<PublicTheme>()({
    method: 'GET',
    path: '/api/settings/theme/public',
    auth: PUBLIC,
  }),
  publicLogin: endpoint<PublicLoginSettings>()({
    method: 'GET',
    path: '/api/login-settings/public',
    auth: PUBLIC,
  }),
  get: endpoint<{ settings: SettingsShape }>()({
    method: 'GET',
    path: '/api/settings',
    auth: manage,
  }),
  update: endpoint<Saved>()({
    method: 'PUT',
    path: '/api/settings',
    auth: manage,
    body: SettingsUpdateBody,
  }),
  /** The whole platform's counts, for the provider's settings page (not a company report). */
  stats: endpoint<SystemStats>()({
    method: 'GET',
    path: '/api/settings/stats',
    auth: manage,
  }),
  setSmtpEnabled: endpoint<Saved>()({
    method: 'PUT',
    path: '/api/settings/smtp/enable',
    auth: manage,
    body: SmtpEnableSchema,
  }),
  saveSmtp: endpoint<Saved>()({
    method: 'PUT',
    path: '/api/settings/smtp/config',
    auth: manage,
    body: SmtpConfigSchema,
  }),
  setSmtpSecurity: endpoint<Saved>()({
    method: 'PUT',
    path: '/api/settings/smtp_security',
    auth: manage,
    body: SmtpSecuritySchema,
  }),
  setRejectUnauthorized: endpoint<Saved>()({
    method: 'PUT',
    path: '/api/settings/smtp_reject_unauthorized',
    auth: manage,
    body: SmtpRejectSchema,
  }),
  testEmail: endpoint<MessageResponse & { delivered_via: 'smtp' | 'outbox' }>()({
    method: 'POST',
    path: '/api/settings/smtp/test',
    auth: manage,
    body: SmtpTestSchema,
  }),
  restart: endpoint<MessageResponse & { component: 'frontend' | 'backend' | 'both' }>()({
    method: 'POST',
    path: '/api/settings/system/restart',
    auth: manage,
    body: RestartSchema,
  }),
  loginSettings: endpoint<{ settings: PublicLoginSettings }>()({
    method: 'GET',
    path: '/api/login-settings',
    auth: manage,
  }),
  /** Multipart: texts plus optional logo/background files, or remove_logo / remove_background. */
  saveLoginSettings: endpoint<MessageResponse & { settings: PublicLoginSettings }>()({
    method: 'POST',
    path: '/api/login-settings',
    auth: manage,
    body: LoginSettingsSchema,
    upload: { fields: ['logo', 'background'], maxBytes: 10_485_760, tooLarge: ADMIN_MSG.backgroundTooLarge },
  }),
};
