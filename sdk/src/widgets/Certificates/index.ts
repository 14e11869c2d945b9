export { CertificateList } from './CertificateList';
export type {
  CertificateListChangeEvent,
  CertificateListData,
  CertificateListEvents,
  CertificateListNavigateTarget,
  CertificateListProps,
} from './types';
