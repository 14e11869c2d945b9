import type { SettingsUpdateReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const adminSettingsApi = ({ call }: Caller) => ({
  get: () => call(E.settings.get),
  update: (settings: SettingsUpdateReq) => call(E.settings.update, { body: { settings } }),
  stats: () => call(E.settings.stats),
  setSmtpEnabled: (enabled: boolean) => call(E.settings.setSmtpEnabled, { body: { enabled } }),
  saveSmtp: (body: {
    smtp_host: string;
    smtp_port: number;
    smtp_user?: string | null;
    smtp_password?: string;
    smtp_secure?: 'STARTTLS' | 'SSL' | 'NONE';
    smtp_from?: string | null;
  }) => call(E.settings.saveSmtp, { body }),
  setSmtpSecurity: (value: 'STARTTLS' | 'SSL' | 'NONE') => call(E.settings.setSmtpSecurity, { body: { value } }),
  setRejectUnauthorized: (value: boolean) => call(E.settings.setRejectUnauthorized, { body: { value } }),
  testEmail: (test_email: string) => call(E.settings.testEmail, { body: { test_email } }),
  restart: (component: 'frontend' | 'backend' | 'both') => call(E.settings.restart, { body: { component } }),
  loginSettings: () => call(E.settings.loginSettings),
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
    return call(E.settings.saveLoginSettings, { body: form });
  },
  /** The provider's A1 (issue 22): what it is (404 without one), never the file or the password. */
  signingCertificate: () => call(E.settings.signingCertificate),
  setSigningCertificate: (file: Blob, password: string) => {
    const form = new FormData();
    form.append('password', password);
    form.append('file', file, (file as File).name ?? 'certificado.pfx');
    return call(E.settings.setSigningCertificate, { body: form });
  },
  removeSigningCertificate: () => call(E.settings.removeSigningCertificate),
});
