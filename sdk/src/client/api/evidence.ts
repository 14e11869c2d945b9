import type { EvidenceLinkReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** Evidence packs (issue 22): signed ZIPs per worker or per company, and their public check. */
export const evidenceApi = ({ call }: Caller) => ({
  /** One worker's training in one course, as a Blob (ZIP). */
  workerPack: (userId: number, courseId: number) => call(E.evidence.workerPack, { params: { userId, courseId } }),
  /** A company's workers in one course and period ('AAAA-MM-DD'), as a Blob (ZIP). */
  companyPack: (companyId: number, query: { course_id: number; from?: string; to?: string }) =>
    call(E.evidence.companyPack, { params: { companyId }, query }),
  publicKey: () => call(E.evidence.publicKey),
  /** Auditor links: those the caller may see (with every access), a new one (its address once), revoking. */
  links: () => call(E.evidence.links),
  createLink: (body: EvidenceLinkReq) => call(E.evidence.createLink, { body }),
  revokeLink: (id: number) => call(E.evidence.revokeLink, { params: { id } }),
  /** Checks a pack: the manifest's signature and every file. */
  verify: (file: Blob) => {
    const form = new FormData();
    form.append('file', file, (file as File).name ?? 'dossie.zip');
    return call(E.evidence.verify, { body: form });
  },
});
