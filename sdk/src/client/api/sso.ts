import { E } from '../../contract/endpoints';
import type { SsoConfigReq } from '../../contract/ssoSchemas';
import type { Caller } from './caller';

/**
 * Sign-in through the company's identity provider: the admin's settings, and the login screen's
 * question (the flow itself is a browser navigation to the `url` discover answers).
 */
export const ssoApi = ({ call }: Caller) => ({
  config: (companyId: number) => call(E.sso.config, { params: { id: companyId } }),
  saveConfig: (companyId: number, body: SsoConfigReq) => call(E.sso.saveConfig, { params: { id: companyId }, body }),
  discover: (email: string) => call(E.sso.discover, { query: { email } }),
});
