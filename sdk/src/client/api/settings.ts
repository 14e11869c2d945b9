import type { PublicLoginSettings, PublicTheme } from '../../contract';
import type { Caller } from './caller';

export const settingsApi = ({ http, get, send, call }: Caller) => ({
  publicTheme: () => get<PublicTheme>('/api/settings/theme/public'),
  publicLogin: () => get<PublicLoginSettings>('/api/login-settings/public'),
});
