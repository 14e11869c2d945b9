import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** The API's own description (issue 23): the OpenAPI 3.1 document generated from the endpoint table. */
export const docsApi = ({ call }: Caller) => ({
  openapi: () => call(E.docs.openapi),
});
