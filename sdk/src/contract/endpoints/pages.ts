import { IdSchema } from '../common';
import { endpoint, PUBLIC } from '../endpoint';
import { z } from '../zod';

/** Pages the server renders itself, outside the portal. */
export const PAGES = {
  /** An auditor link's page: the company's courses with their packs; 410 once expired or revoked. */
  auditor: endpoint()({
    method: 'GET',
    path: '/auditoria/:token',
    auth: PUBLIC,
    params: z.object({ token: z.string() }),
    answer: 'html',
  }),
  /** The access code of a link that has one (a form post: application/x-www-form-urlencoded). */
  auditorCode: endpoint()({
    method: 'POST',
    path: '/auditoria/:token',
    auth: PUBLIC,
    params: z.object({ token: z.string() }),
    answer: 'html',
  }),
  /** One course's company pack through the link (every download logged). */
  auditorPack: endpoint()({
    method: 'GET',
    path: '/auditoria/:token/dossie/:courseId',
    auth: PUBLIC,
    params: z.object({ token: z.string(), courseId: IdSchema }),
    answer: 'file',
  }),
  /** The privacy notice (LGPD, issue 24): controller, encarregado, purposes, bases, retention, how to ask. */
  privacy: endpoint()({ method: 'GET', path: '/privacidade', auth: PUBLIC, answer: 'html' }),
  /** The page a certificate's QR code opens: no sign-in, no script; an unknown code is a 404 page. */
  verify: endpoint()({
    method: 'GET',
    path: '/verificar/:code',
    auth: PUBLIC,
    params: z.object({ code: z.string() }),
    answer: 'html',
  }),
};
