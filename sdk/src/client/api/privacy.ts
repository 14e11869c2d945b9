import type {
  ConsentPurpose,
  PrivacyRequestCreateReq,
  PrivacyRequestUpdateReq,
  PrivacySettingsReq,
} from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** LGPD (issue 24): one's own data, requests and consents; the admins' queue and privacy settings. */
export const privacyApi = ({ call }: Caller) => ({
  /** Everything the platform holds about the caller, as a Blob (ZIP with dados.json and dados.pdf). */
  dataExport: () => call(E.privacy.dataExport),
  requests: () => call(E.privacy.requests),
  createRequest: (body: PrivacyRequestCreateReq) => call(E.privacy.createRequest, { body }),
  updateRequest: (id: number, body: PrivacyRequestUpdateReq) => call(E.privacy.updateRequest, { params: { id }, body }),
  consents: () => call(E.privacy.consents),
  grantConsent: (purpose: ConsentPurpose) => call(E.privacy.grantConsent, { body: { purpose } }),
  revokeConsent: (purpose: ConsentPurpose) => call(E.privacy.revokeConsent, { params: { purpose } }),
  settings: () => call(E.privacy.settings),
  saveSettings: (body: PrivacySettingsReq) => call(E.privacy.saveSettings, { body }),
});
