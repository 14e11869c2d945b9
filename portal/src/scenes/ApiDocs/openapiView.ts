import type { OpenApiDocument } from '@trilha/sdk/contract';

/** The parts of a JSON Schema the docs screen shows. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  description?: string;
  additionalProperties?: boolean | Schema;
}

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

export interface Parameter extends Field {
  in: string;
}

export interface Answer {
  status: string;
  description: string;
  media: string[];
  /** The JSON answer's top-level shape and fields. */
  type?: string;
  fields: Field[];
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  tag: string;
  token: string;
  capability?: string;
  roles: string[];
  parameters: Parameter[];
  body?: { media: string; type: string; fields: Field[] };
  success: Answer;
  errors: { status: string; description: string }[];
}

export interface TagGroup {
  name: string;
  /** The pt-BR name (`x-displayName`), else the tag. */
  label: string;
  description: string;
  operations: Operation[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A `#/components/schemas/X` reference followed (one level at a time; cycles stop at the ref's name). */
function resolve(doc: OpenApiDocument, schema: Schema | undefined, seen = new Set<string>()): Schema {
  if (!schema) return {};
  if (!schema.$ref) return schema;
  if (seen.has(schema.$ref)) return { type: schema.$ref.split('/').pop() };
  seen.add(schema.$ref);
  const name = schema.$ref.split('/').pop() as string;
  const target = (doc.components?.schemas as Record<string, Schema> | undefined)?.[name];
  return resolve(doc, target, seen);
}

/** `allOf` parts merged: their properties and required names together. */
function flatten(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  const s = resolve(doc, schema);
  if (!s.allOf) return s;
  const parts = s.allOf.map((p) => flatten(doc, p));
  return {
    ...s,
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), s.properties ?? {}),
    required: [...parts.flatMap((p) => p.required ?? []), ...(s.required ?? [])],
  };
}

/** A readable type: 'string (date-time)', 'integer[]', 'Certificado', "'a' | 'b'", 'string | null'. */
export function typeLabel(doc: OpenApiDocument, schema: Schema | undefined): string {
  if (!schema) return 'qualquer';
  if (schema.$ref) return schema.$ref.split('/').pop() as string;
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => typeLabel(doc, s)).join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => typeLabel(doc, s)).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length) return schema.properties ? 'object' : 'qualquer';
  return types
    .map((t) => {
      if (t === 'array') return `${typeLabel(doc, schema.items)}[]`;
      if (t === 'string' && schema.format) return `string (${schema.format})`;
      return t;
    })
    .join(' | ');
}

/** The fields of an object schema (an array's items for a list answer), in order. */
export function fieldsOf(doc: OpenApiDocument, schema: Schema | undefined): { type: string; fields: Field[] } {
  const top = flatten(doc, schema);
  const object = top.type === 'array' ? flatten(doc, top.items) : top;
  const required = new Set(object.required ?? []);
  const fields = Object.entries(object.properties ?? {}).map(([name, s]) => ({
    name,
    type: typeLabel(doc, s),
    required: required.has(name),
    description: resolve(doc, s).description,
  }));
  return { type: schema?.$ref ? typeLabel(doc, schema) : typeLabel(doc, top), fields };
}

type RawOperation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
  'x-trilha-token'?: string;
  'x-trilha-capability'?: string;
  'x-trilha-roles'?: string[];
};

/** The document's operations grouped by tag, in the document's order. */
export function readDocument(doc: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const tag of doc.tags ?? []) {
    const label = tag['x-displayName'] ?? tag.name;
    groups.set(tag.name, { name: tag.name, label, description: tag.description ?? '', operations: [] });
  }
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) continue;
      const tag = raw.tags?.[0] ?? 'outros';
      if (!groups.has(tag)) groups.set(tag, { name: tag, label: tag, description: '', operations: [] });
      const statuses = Object.keys(raw.responses);
      const ok = statuses.find((s) => s.startsWith('2')) ?? (statuses[0] as string);
      const okAnswer = raw.responses[ok] ?? { description: '' };
      const okMedia = Object.keys(okAnswer.content ?? {});
      const okJson = okAnswer.content?.['application/json']?.schema;
      const bodyMedia = Object.keys(raw.requestBody?.content ?? {})[0];
      const bodySchema = bodyMedia ? raw.requestBody?.content[bodyMedia]?.schema : undefined;
      groups.get(tag)?.operations.push({
        id: raw.operationId,
        method: method.toUpperCase(),
        path,
        summary: raw.summary ?? '',
        description: raw.description ?? '',
        tag,
        token: raw['x-trilha-token'] ?? 'session',
        capability: raw['x-trilha-capability'],
        roles: raw['x-trilha-roles'] ?? [],
        parameters: (raw.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          type: typeLabel(doc, p.schema),
          required: Boolean(p.required),
          description: p.description ?? p.schema?.description,
        })),
        body: bodyMedia ? { media: bodyMedia, ...fieldsOf(doc, bodySchema) } : undefined,
        success: {
          status: ok,
          description: okAnswer.description,
          media: okMedia,
          ...(okJson ? fieldsOf(doc, okJson) : { fields: [] }),
        },
        errors: statuses
          .filter((s) => s !== ok)
          .map((s) => ({ status: s, description: raw.responses[s]?.description ?? '' })),
      });
    }
  }
  return [...groups.values()].filter((g) => g.operations.length);
}

/** Operations whose path, name, summary or tag contain every word typed. */
export function filterGroups(groups: TagGroup[], search: string): TagGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return groups;
  return groups
    .map((g) => ({
      ...g,
      operations: g.operations.filter((o) => {
        const text = `${o.method} ${o.path} ${o.id} ${o.summary} ${g.name} ${g.label}`.toLowerCase();
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((g) => g.operations.length);
}
