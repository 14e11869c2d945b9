import { E } from '@trilha/sdk/contract';
import { Routes } from '../http/routes';
import { openApiDocument } from '../services/openapi/document';

/** The OpenAPI 3.1 document of the endpoint table: public, built on the first call and kept. */
export const docsRoutes = new Routes().add(E.docs.openapi, async (ctx) => {
  ctx.set('Cache-Control', 'public, max-age=300');
  return openApiDocument();
});
