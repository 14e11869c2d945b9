export { CertificateList } from './CertificateList';
export type {
  CertificateListAction,
  CertificateListChangeEvent,
  CertificateListData,
  CertificateListEvents,
  CertificateListNavigateTarget,
  CertificateListProps,
} from './types';
