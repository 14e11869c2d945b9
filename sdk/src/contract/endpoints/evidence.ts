import { IdSchema } from '../common';
import { endpoint, needs, PUBLIC } from '../endpoint';
import {
  CompanyEvidenceQuerySchema,
  EVIDENCE_LIMITS,
  EVIDENCE_MSG,
  type EvidenceLink,
  EvidenceLinkSchema,
  type EvidenceVerdict,
} from '../evidence';
import type { MessageResponse } from '../types';
import { z } from '../zod';

const read = needs('evidence.read');

/** Evidence packs (issue 22): anyone may check a pack against the platform's published key. */
export const EVIDENCE = {
  /** The auditor links their creator can see (an admin: all; a manager: their company's), with accesses. */
  links: endpoint<{ links: EvidenceLink[] }>()({ method: 'GET', path: '/api/evidence/links', auth: read }),
  /** A read-only link to a company's packs; its address is shown once (only its hash is kept). */
  createLink: endpoint<MessageResponse & { id: number; url: string; expires_at: string }>()({
    method: 'POST',
    path: '/api/evidence/links',
    auth: read,
    body: EvidenceLinkSchema,
    status: 201,
  }),
  revokeLink: endpoint()({
    method: 'DELETE',
    path: '/api/evidence/links/:id',
    auth: read,
    params: z.object({ id: IdSchema }),
  }),
  /** One worker's training in one course, as a signed ZIP (a manager: their company's workers). */
  workerPack: endpoint()({
    method: 'GET',
    path: '/api/evidence/users/:userId/courses/:courseId',
    auth: read,
    params: z.object({ userId: IdSchema, courseId: IdSchema }),
    answer: 'file',
  }),
  /** A company's workers enrolled in one course in a period, one folder each, as a signed ZIP. */
  companyPack: endpoint()({
    method: 'GET',
    path: '/api/evidence/companies/:companyId',
    auth: read,
    params: z.object({ companyId: IdSchema }),
    query: CompanyEvidenceQuerySchema,
    answer: 'file',
  }),
  /** The Ed25519 public key (PEM) that signs the packs' manifests. */
  publicKey: endpoint()({ method: 'GET', path: '/api/evidence/public-key', auth: PUBLIC, answer: 'file' }),
  /** A pack (multipart `file`) checked: signature, every file's SHA-256 and size, nothing missing or extra. */
  verify: endpoint<EvidenceVerdict>()({
    method: 'POST',
    path: '/api/evidence/verify',
    auth: PUBLIC,
    upload: { field: 'file', maxBytes: EVIDENCE_LIMITS.verifyMaxBytes, tooLarge: EVIDENCE_MSG.tooLarge },
  }),
};
