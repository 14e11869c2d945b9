import { LIMITS } from '../contract/limits';
import type { ErrorBody, ValidationIssue } from '../contract/types';

/** An API answer other than 2xx, with the server's pt-BR message and fields. */
export class ApiError extends Error {
  readonly status: number;
  /** The stable id of the error (`ERROR_IDS` and the like): branch on it, show the message. */
  readonly id: string | undefined;
  readonly errors?: ValidationIssue[];
  readonly requiresTwoFactor?: boolean;
  readonly body: Partial<ErrorBody> & Record<string, unknown>;

  constructor(status: number, body: Partial<ErrorBody> & Record<string, unknown>, fallback: string) {
    super(typeof body.message === 'string' && body.message ? body.message : fallback);
    this.name = 'ApiError';
    this.status = status;
    this.id = typeof body.error === 'string' ? body.error : undefined;
    this.body = body;
    this.errors = body.errors;
    this.requiresTwoFactor = body.requiresTwoFactor;
  }

  /** Validation errors joined by line breaks, as the users screen shows them. */
  get details(): string {
    return this.errors?.length ? this.errors.map((e) => e.msg).join('\n') : this.message;
  }
}

/** The request never reached the server or its answer was lost. */
export class NetworkError extends Error {
  constructor() {
    super('Erro de conexão. Verifique sua internet e tente novamente.');
    this.name = 'NetworkError';
  }
}

export interface HttpOptions {
  /** Origin of the API, '' for the same host. */
  baseUrl?: string;
  /** Returns the bearer token, or null when signed out. */
  getToken?: () => string | null | Promise<string | null>;
  /** Called on every 401 so the host can sign out (after the retry below, when there is one). */
  onUnauthorized?: () => void;
  /**
   * Called once after a 401 with the token the server refused; a new token makes the request be
   * retried once with it (embedded widgets: see `createTokenSource`). Without it a 401 is final.
   */
  refreshToken?: (rejected: string | null) => Promise<string | null>;
  /**
   * Cookies on requests: 'include' by default (the portal, same origin); embedded widgets calling
   * the API from another origin use 'omit' (auth is the bearer header, CORS allows no credentials).
   */
  credentials?: RequestCredentials;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Returns the raw Response (downloads). */
  raw?: boolean;
}

const RETRIES_ON_429 = 3;

/** The seconds a 429 asks to wait when they are few (a lockout of minutes is the user's to read). */
async function shortRetryAfter(res: Response): Promise<number | null> {
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { retryAfter?: unknown };
  const seconds = body.retryAfter;
  return typeof seconds === 'number' && seconds > 0 && seconds <= 5 ? seconds : null;
}

export class Http {
  constructor(private readonly options: HttpOptions = {}) {}

  url(path: string, query?: Query): string {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
    }
    const s = qs.toString();
    return `${this.options.baseUrl ?? ''}${path}${s ? `?${s}` : ''}`;
  }

  async request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const token = (await this.options.getToken?.()) ?? null;
    let res = await this.send(method, path, opts, token);
    // A short "wait and try again" (a whole shift signing in from one address): the server did
    // nothing with the request, so it is sent again after the wait, a few times at most.
    for (let tries = 0; res.status === 429 && tries < RETRIES_ON_429; tries++) {
      const wait = await shortRetryAfter(res);
      if (wait === null) break;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + Math.random() * 250));
      res = await this.send(method, path, opts, token);
    }
    if (res.status === 401 && token && this.options.refreshToken) {
      const fresh = await this.options.refreshToken(token).catch(() => null);
      if (fresh && fresh !== token) res = await this.send(method, path, opts, fresh);
    }
    if (res.status === 401) this.options.onUnauthorized?.();
    if (!res.ok) {
      const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      throw new ApiError(res.status, data, `Erro ${res.status}`);
    }
    if (opts.raw) return res as unknown as T;
    if (res.status === 204) return undefined as T;
    return (await res.json()) as T;
  }

  private async send(method: string, path: string, opts: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    try {
      return await doFetch(this.url(path, opts.query), {
        method,
        headers,
        body,
        credentials: this.options.credentials ?? 'include',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? LIMITS.requestTimeoutMs),
      });
    } catch {
      throw new NetworkError();
    }
  }
}
