import type { z } from 'zod';
import type { Capability } from './capabilities';
import type { MessageResponse } from './types';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The token a call needs: none; a full session; a session or the restricted first-login token;
 * a session or an intranet widget's embed token; any of the three.
 */
export type TokenKind = 'none' | 'session' | 'firstLogin' | 'widget' | 'any';

/** Who may call: the token, and the capability the server's policy table must grant the role. */
export interface Auth {
  token: TokenKind;
  can?: Capability;
}

export const PUBLIC = { token: 'none' } as const satisfies Auth;
export const SESSION = { token: 'session' } as const satisfies Auth;
export const FIRST_LOGIN = { token: 'firstLogin' } as const satisfies Auth;
export const WIDGET = { token: 'widget' } as const satisfies Auth;
export const ANY_TOKEN = { token: 'any' } as const satisfies Auth;
/** A full session whose role is granted `capability`. */
export const needs = <C extends Capability>(capability: C) => ({ token: 'session', can: capability }) as const;

/** What the answer is: JSON of the entry's response type, a file (a Blob to the client) or an HTML page. */
export type Answer = 'json' | 'file' | 'html';

/**
 * A multipart call: its file field (or several named fields) and the largest file, with the pt-BR
 * answer to a bigger one.
 */
export interface Upload {
  field?: string;
  fields?: readonly string[];
  maxBytes: number;
  tooLarge: string;
  /** The file may be left out (the body's fields alone are a valid call). */
  optional?: boolean;
}

/**
 * One call of the API: the single place its method, path, input schemas, answer and access are
 * written. The server registers its routes from these entries (and validates with their schemas),
 * the typed client calls through them, and the permission test enumerates them.
 */
export interface Endpoint<R = unknown> {
  method: Method;
  /** Koa-router syntax: `:name` parameters, `*name` for the rest of the path. */
  path: string;
  auth: Auth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  upload?: Upload;
  answer: Answer;
  /** The success status, 200 unless said. */
  status?: 200 | 201;
  /** Never set: carries the response type to the server's handler and the client. */
  readonly response?: R;
}

type EntryFields = Omit<Endpoint, 'answer' | 'response'> & { answer?: Answer };

/** Declares an entry answering `R` (a message by default): `endpoint<{ user: User }>()({ ... })`. */
export const endpoint =
  <R = MessageResponse>() =>
  <const E extends EntryFields>(
    entry: E,
  ): E & { answer: E['answer'] extends Answer ? E['answer'] : 'json'; readonly response?: R } =>
    ({ answer: 'json', ...entry }) as E & {
      answer: E['answer'] extends Answer ? E['answer'] : 'json';
      readonly response?: R;
    };

export type ResponseOf<E> = E extends { answer: 'file' }
  ? Blob
  : E extends { answer: 'html' }
    ? string
    : E extends { readonly response?: infer R }
      ? R
      : never;

/** `{ id: string | number }` for '/api/users/:id' (the names of a path's parameters). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

type Schema<E, K extends 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What a client sends for an entry: its path's parameters, the query and the body (or a form). */
export type CallInput<E extends Endpoint> = (keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (Schema<E, 'query'> extends z.ZodType ? { query?: z.input<Schema<E, 'query'>> } : { query?: undefined }) &
  (E extends { upload: { optional: true } }
    ? // An optional upload: a form with the file, or the fields alone as JSON.
      { body: FormData | (Schema<E, 'body'> extends z.ZodType ? z.input<Schema<E, 'body'>> : never) }
    : E extends { upload: Upload }
      ? { body: FormData }
      : Schema<E, 'body'> extends z.ZodType
        ? { body: z.input<Schema<E, 'body'>> }
        : { body?: undefined });

/** What the server's handler reads: the validated (parsed) parameters, query and body. */
export interface HandlerInput<E extends Endpoint> {
  params: E extends { params: infer S extends z.ZodType } ? z.output<S> : Record<string, never>;
  query: Schema<E, 'query'> extends z.ZodType ? z.output<Schema<E, 'query'>> : Record<string, never>;
  body: Schema<E, 'body'> extends z.ZodType ? z.output<Schema<E, 'body'>> : Record<string, never>;
}

/**
 * What a client needs of an entry at run time: its method, path and kind of answer. The entry
 * itself rides along as a type only, so a call through a route is typed exactly like one through
 * the entry, without carrying the entry's zod schemas into a browser bundle.
 */
export type Route<E extends Endpoint> = Pick<E, 'method' | 'path' | 'answer'> & { readonly entry?: E };

/** The routes of some entries of a table: `RoutesOf<typeof ASSESSMENTS, 'get' | 'start'>`. */
export type RoutesOf<T extends Record<string, Endpoint>, K extends keyof T> = { [P in K]: Route<T[P]> };

/** Fills a path's parameters: '/api/users/:id' with { id: 7 } -> '/api/users/7'. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro ausente: ${name}`);
    return encodeURIComponent(String(value));
  });
}
