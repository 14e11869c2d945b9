import type { Caller } from './caller';

export const filesApi = ({ http }: Caller) => ({
  /** Downloads a protected file (the bearer token is sent) as a Blob. */
  blob: async (path: string) => (await http.request<Response>('GET', path, { raw: true })).blob(),
});
