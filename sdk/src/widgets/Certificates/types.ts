import type { ReactNode } from 'react';
import type { CertificateShape } from '../../contract';

/** Where the list asks its host to go; the host owns routing. */
export type CertificateListNavigateTarget = { kind: 'course'; courseId: number };

/** What the list loaded: official (permanent) and temporary certificates, as the API groups them. */
export interface CertificateListData {
  permanent: CertificateShape[];
  temporary: CertificateShape[];
}

export interface CertificateListChangeEvent {
  type: 'validated' | 'revoked' | 'deleted';
  certificate: CertificateShape;
}

/** Every signal the list sends, by name. */
export interface CertificateListEvents {
  navigate: CertificateListNavigateTarget;
  loaded: CertificateListData;
  change: CertificateListChangeEvent;
}

/**
 * An action of the host's on every certificate (the portal's evidence pack), drawn beside the
 * list's own: busy while `run` works; a failure shows the server's message (else `failed`) in the
 * list's notice.
 */
export interface CertificateListAction {
  text: string;
  /** The button's accessible name on one certificate (the text alone repeats on every row). */
  label(certificate: CertificateShape): string;
  icon?: ReactNode;
  run(certificate: CertificateShape): Promise<void>;
  failed: string;
}

export interface CertificateListProps {
  /** Every student's certificates with the student name and the validate / revoke / delete actions. */
  admin?: boolean;
  /** Only the certificate of this course (the page a finished course leads to). */
  courseId?: number;
  /** The course title opens the course. */
  onNavigate?(to: CertificateListNavigateTarget): void;
  /** After every (re)load, with everything the server answered (before the course filter and search). */
  onLoaded?(data: CertificateListData): void;
  /** After an admin action changed a certificate. */
  onChange?(event: CertificateListChangeEvent): void;
  /** Asks before deleting; without it the list shows its own dialog. */
  confirm?: (text: string) => Promise<boolean> | boolean;
  /** Change it to make the list load again (after the host uploaded or generated a certificate). */
  refreshKey?: string | number;
  /** The training provider's name in the worker's acknowledgment statement (default 'o provedor'). */
  providerName?: string;
  /** The host's own actions on each certificate. */
  actions?: CertificateListAction[];
  /** Shown when there is nothing to list (default depends on `admin` and `courseId`). */
  emptyText?: string;
  className?: string;
}
