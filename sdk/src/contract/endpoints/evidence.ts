import { endpoint, PUBLIC } from '../endpoint';
import { EVIDENCE_LIMITS, EVIDENCE_MSG, type EvidenceVerdict } from '../evidence';

/** Evidence packs (issue 22): anyone may check a pack against the platform's published key. */
export const EVIDENCE = {
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
