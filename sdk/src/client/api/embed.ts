import type { ApiKeyShape, MessageResponse } from '../../contract';
import type { Caller } from './caller';

/** A company's intranet integration (admin): API keys and the origins allowed to embed the widgets. */
export const embedApi = ({ http, get, send, call }: Caller) => ({
  apiKeys: (companyId: number) => get<{ keys: ApiKeyShape[] }>(`/api/companies/${companyId}/api-keys`),
  /** Answers the whole key this once; later only its prefix is listed. */
  createApiKey: (companyId: number, body: { name?: string | null; allow_provisioning?: boolean } = {}) =>
    send<MessageResponse & { id: number; key: string; prefix: string }>(
      'POST',
      `/api/companies/${companyId}/api-keys`,
      body,
    ),
  revokeApiKey: (companyId: number, keyId: number) =>
    send<MessageResponse>('DELETE', `/api/companies/${companyId}/api-keys/${keyId}`),
  origins: (companyId: number) => get<{ origins: string[] }>(`/api/companies/${companyId}/embed-origins`),
  setOrigins: (companyId: number, origins: string[]) =>
    send<MessageResponse & { origins: string[] }>('PUT', `/api/companies/${companyId}/embed-origins`, {
      origins,
    }),
});
