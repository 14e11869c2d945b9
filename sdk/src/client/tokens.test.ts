import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Http } from './http';
import { createTokenSource, tokenExpiresAt } from './tokens';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** An unsigned JWT-shaped token expiring at `expSeconds` (the client only reads `exp`). */
const jwt = (expSeconds: number, n = 0) =>
  `${b64url({ alg: 'HS256' })}.${b64url({ sub: '7', exp: expSeconds, n })}.sig`;

describe('tokenExpiresAt', () => {
  it('reads exp from the payload, and null from anything else', () => {
    expect(tokenExpiresAt(jwt(1_700_000_000))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt('not-a-jwt')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
    expect(tokenExpiresAt(`x.${b64url({ exp: 'soon' })}.y`)).toBeNull();
  });
});

describe('createTokenSource', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-10T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('asks at start, reuses the token, and refreshes about 60 s before it expires while in use', async () => {
    let n = 0;
    const getToken = vi.fn(async () => jwt(nowSeconds() + 15 * 60, ++n));
    const tokens = createTokenSource(getToken);
    tokens.start();
    const first = await tokens.get();
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(await tokens.get()).toBe(first);

    await vi.advanceTimersByTimeAsync(13 * 60_000 + 59_000);
    expect(getToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000); // 14 min: 60 s before exp
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(await tokens.get()).not.toBe(first);
    tokens.stop();
  });

  it('does not keep minting for an idle page: the next request fetches its own token', async () => {
    const getToken = vi.fn(async () => jwt(nowSeconds() + 15 * 60));
    const tokens = createTokenSource(getToken);
    tokens.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(getToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(getToken).toHaveBeenCalledTimes(1);
    await tokens.get();
    expect(getToken).toHaveBeenCalledTimes(2);
    tokens.stop();
  });

  it('shares one getToken() between concurrent callers and skips a refresh when a newer token exists', async () => {
    let n = 0;
    const getToken = vi.fn(async () => jwt(nowSeconds() + 900, ++n));
    const tokens = createTokenSource(getToken);
    const [a, b] = await Promise.all([tokens.get(), tokens.get()]);
    expect(a).toBe(b);
    expect(getToken).toHaveBeenCalledTimes(1);
    const fresh = await tokens.refresh(a);
    expect(fresh).not.toBe(a);
    expect(await tokens.refresh(a)).toBe(fresh); // another request's 401 on the old token
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('reports a failing getToken() and tries again on the next request', async () => {
    const onError = vi.fn();
    const getToken = vi
      .fn()
      .mockRejectedValueOnce(new Error('intranet fora do ar'))
      .mockResolvedValue(jwt(nowSeconds() + 900));
    const tokens = createTokenSource(getToken, { onError });
    await expect(tokens.get()).rejects.toThrow('intranet fora do ar');
    expect(onError).toHaveBeenCalledTimes(1);
    await expect(tokens.get()).resolves.toContain('.');
    const empty = createTokenSource(async () => '' as string, { onError });
    await expect(empty.get()).rejects.toThrow(/getToken/);
  });
});

describe('Http with refreshToken', () => {
  const answer = (status: number, body: unknown = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('retries once with a fresh token after a 401, without cookies', async () => {
    const seen: { auth: string | null; credentials: RequestCredentials | undefined }[] = [];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('Authorization');
      seen.push({ auth, credentials: init?.credentials });
      return auth === 'Bearer new' ? answer(200, { ok: true }) : answer(401, { message: 'Token expirado' });
    });
    const onUnauthorized = vi.fn();
    const http = new Http({
      baseUrl: 'https://trilha.test',
      getToken: () => 'old',
      refreshToken: async (rejected) => (rejected === 'old' ? 'new' : null),
      onUnauthorized,
      credentials: 'omit',
      fetch: fetch as typeof globalThis.fetch,
    });
    await expect(http.request('GET', '/api/courses')).resolves.toEqual({ ok: true });
    expect(seen).toEqual([
      { auth: 'Bearer old', credentials: 'omit' },
      { auth: 'Bearer new', credentials: 'omit' },
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives up after the one retry, and keeps the old behaviour without refreshToken', async () => {
    const fetch = vi.fn(async () => answer(401, { message: 'Token inválido' }));
    const onUnauthorized = vi.fn();
    const refreshToken = vi.fn(async () => 'still-bad');
    const http = new Http({
      getToken: () => 'x',
      refreshToken,
      onUnauthorized,
      fetch: fetch as typeof globalThis.fetch,
    });
    await expect(http.request('GET', '/api/courses')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const plainFetch = vi.fn(async (_u: string | URL | Request, init?: RequestInit) => {
      expect(init?.credentials).toBe('include');
      return answer(401);
    });
    const portal = new Http({ getToken: () => 'x', onUnauthorized, fetch: plainFetch as typeof globalThis.fetch });
    await expect(portal.request('GET', '/api/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(plainFetch).toHaveBeenCalledTimes(1);
  });
});
