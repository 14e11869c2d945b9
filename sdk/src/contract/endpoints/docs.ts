import { endpoint, PUBLIC } from '../endpoint';

/** An OpenAPI 3.1 document (its top-level fields; the rest is the standard's). */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string; 'x-displayName'?: string }[];
  components?: Record<string, Record<string, unknown>>;
  [extension: string]: unknown;
}

/** The API's own description, generated from this table (issue 23). */
export const DOCS = {
  /** The OpenAPI 3.1 document of every entry of the table: public, built once per server process. */
  openapi: endpoint<OpenApiDocument>()({ method: 'GET', path: '/api/openapi.json', auth: PUBLIC }),
};
