import type { Endpoint } from '../endpoint';
import { ATTACHMENTS } from './attachments';

/**
 * The endpoint table: every call of the API, by resource. The server registers its routes from
 * it, the client calls through it, the permission test enumerates it.
 */
export const E = {
  attachments: ATTACHMENTS,
} as const;

/** Every entry with its name ('attachments.upload'), in the order the server registers them. */
export const ENDPOINTS: ReadonlyArray<{ name: string; entry: Endpoint }> = Object.entries(E).flatMap(
  ([resource, entries]) =>
    Object.entries(entries as Record<string, Endpoint>).map(([call, entry]) => ({
      name: `${resource}.${call}`,
      entry,
    })),
);
