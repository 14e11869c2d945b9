import type {
  MessageResponse,
  PublicLoginSettings,
  SettingsShape,
  SettingsUpdateReq,
  SystemStats,
} from '../../contract';
import type { Caller } from './caller';

export const adminSettingsApi = ({ http, get, send, call }: Caller) => ({
  get: () => get<{ settings: SettingsShape }>('/api/settings'),
  update: (settings: SettingsUpdateReq) =>
    send<MessageResponse & { settings: SettingsShape }>('PUT', '/api/settings', { settings }),
  stats: () => get<SystemStats>('/api/settings/stats'),
  setSmtpEnabled: (enabled: boolean) =>
    send<MessageResponse & { settings: SettingsShape }>('PUT', '/api/settings/smtp/enable', { enabled }),
  saveSmtp: (body: {
    smtp_host: string;
    smtp_port: number;
    smtp_user?: string | null;
    smtp_password?: string;
    smtp_secure?: 'STARTTLS' | 'SSL' | 'NONE';
    smtp_from?: string | null;
  }) => send<MessageResponse & { settings: SettingsShape }>('PUT', '/api/settings/smtp/config', body),
  setSmtpSecurity: (value: 'STARTTLS' | 'SSL' | 'NONE') =>
    send<MessageResponse & { settings: SettingsShape }>('PUT', '/api/settings/smtp_security', { value }),
  setRejectUnauthorized: (value: boolean) =>
    send<MessageResponse & { settings: SettingsShape }>('PUT', '/api/settings/smtp_reject_unauthorized', { value }),
  testEmail: (test_email: string) =>
    send<MessageResponse & { delivered_via: 'smtp' | 'outbox' }>('POST', '/api/settings/smtp/test', { test_email }),
  restart: (component: 'frontend' | 'backend' | 'both') =>
    send<MessageResponse>('POST', '/api/settings/system/restart', { component }),
  loginSettings: () => get<{ settings: PublicLoginSettings }>('/api/login-settings'),
  /** Multipart: texts plus optional logo/background files, or remove_logo / remove_background. */
  saveLoginSettings: (fields: {
    company_name?: string;
    login_subtitle?: string;
    logo?: Blob | null;
    background?: Blob | null;
    remove_logo?: boolean;
    remove_background?: boolean;
  }) => {
    const form = new FormData();
    if (fields.company_name !== undefined) form.append('company_name', fields.company_name);
    if (fields.login_subtitle !== undefined) form.append('login_subtitle', fields.login_subtitle);
    if (fields.logo) form.append('logo', fields.logo, (fields.logo as File).name ?? 'logo');
    if (fields.background) form.append('background', fields.background, (fields.background as File).name ?? 'fundo');
    if (fields.remove_logo) form.append('remove_logo', 'true');
    if (fields.remove_background) form.append('remove_background', 'true');
    return http.request<MessageResponse & { settings: PublicLoginSettings }>('POST', '/api/login-settings', {
      body: form,
    });
  },
});
