import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** A company's intranet integration (admin): API keys and the origins allowed to embed the widgets. */
export const embedApi = ({ call }: Caller) => ({
  apiKeys: (companyId: number) => call(E.integrations.apiKeys, { params: { id: companyId } }),
  /** Answers the whole key this once; later only its prefix is listed. */
  createApiKey: (companyId: number, body: { name?: string | null; allow_provisioning?: boolean } = {}) =>
    call(E.integrations.createApiKey, { params: { id: companyId }, body }),
  revokeApiKey: (companyId: number, keyId: number) =>
    call(E.integrations.revokeApiKey, { params: { id: companyId, keyId } }),
  origins: (companyId: number) => call(E.integrations.origins, { params: { id: companyId } }),
  setOrigins: (companyId: number, origins: string[]) =>
    call(E.integrations.setOrigins, { params: { id: companyId }, body: { origins } }),
});
