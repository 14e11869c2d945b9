import type { Call } from '../call';
import type { Http } from '../http';

/** What each resource's friendly methods are built on: `call` through the endpoint table (and `http` for files). */
export interface Caller {
  http: Http;
  call: Call;
}
