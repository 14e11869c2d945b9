import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const settingsApi = ({ call }: Caller) => ({
  publicTheme: () => call(E.settings.publicTheme),
  publicLogin: () => call(E.settings.publicLogin),
});
