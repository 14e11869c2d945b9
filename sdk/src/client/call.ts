import { type CallInput, type Endpoint, fillPath, type ResponseOf, type Route } from '../contract/endpoint';
import type { Http, Query } from './http';

/** The arguments of a call: none needed when the entry has no parameters, query or body to require. */
export type CallArgs<E extends Endpoint> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls one entry of the endpoint table, or its route: its path filled, its query and body sent,
 * its answer typed.
 */
export function createCall(http: Http) {
  return async function call<E extends Endpoint>(entry: E | Route<E>, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
    const path = fillPath(entry.path, input?.params as Record<string, string | number> | undefined);
    const options = { query: input?.query as Query | undefined, body: input?.body };
    if (entry.answer === 'json') return http.request<ResponseOf<E>>(entry.method, path, options);
    const res = await http.request<Response>(entry.method, path, { ...options, raw: true });
    return (entry.answer === 'file' ? await res.blob() : await res.text()) as ResponseOf<E>;
  };
}

export type Call = ReturnType<typeof createCall>;
