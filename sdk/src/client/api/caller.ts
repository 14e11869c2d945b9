import type { Call } from '../call';
import type { Http, Query } from '../http';

/** What each resource's friendly methods are built on: `call` through the endpoint table (and `http` for files). */
export interface Caller {
  http: Http;
  call: Call;
  /** @deprecated while a resource moves to `call`: a GET by path. */
  get: <T>(path: string, query?: Query) => Promise<T>;
  /** @deprecated while a resource moves to `call`: a request with a JSON or form body. */
  send: <T>(method: string, path: string, body?: unknown) => Promise<T>;
}
