import { endpoint, PUBLIC } from '../endpoint';
import { z } from '../zod';

/** Pages the server renders itself, outside the portal. */
export const PAGES = {
  /** The page a certificate's QR code opens: no sign-in, no script; an unknown code is a 404 page. */
  verify: endpoint()({
    method: 'GET',
    path: '/verificar/:code',
    auth: PUBLIC,
    params: z.object({ code: z.string() }),
    answer: 'html',
  }),
};
