import { describe, expect, it } from 'vitest';
import { ERROR_IDS } from '../contract';
import { ApiError, Http } from './http';

describe('ApiError', () => {
  it('exposes the stable id of the answer, and the message people read', () => {
    const error = new ApiError(400, { message: 'Informe o código.', error: ERROR_IDS.twoFactorRequired }, 'Erro 400');
    expect(error.id).toBe('auth.two_factor_required');
    expect(error.message).toBe('Informe o código.');
  });

  it('has no id (and the fallback text) when the answer carried none', () => {
    const error = new ApiError(502, {}, 'Erro 502');
    expect(error.id).toBeUndefined();
    expect(error.message).toBe('Erro 502');
  });
});

describe('a short wait asked by the server (429 with retryAfter)', () => {
  const answers = (...list: [number, Record<string, unknown>][]) => {
    const calls: string[] = [];
    const fake = (async (url: string) => {
      calls.push(url);
      const [status, body] = list.shift() ?? [500, {}];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    return { calls, http: new Http({ baseUrl: 'http://x', fetch: fake }) };
  };

  it('is waited out and the request sent again', async () => {
    const { calls, http } = answers([429, { message: 'Aguarde', retryAfter: 0.01 }], [200, { ok: true }]);
    expect(await http.request('POST', '/api/auth/login', { body: {} })).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('is not retried when the wait is long (a lockout) or not said', async () => {
    const long = answers([429, { message: 'Bloqueado', retryAfter: 900 }]);
    await expect(long.http.request('POST', '/api/auth/login', { body: {} })).rejects.toThrow('Bloqueado');
    expect(long.calls).toHaveLength(1);
    const silent = answers([429, { message: 'Muitas' }]);
    await expect(silent.http.request('GET', '/api/x')).rejects.toThrow('Muitas');
    expect(silent.calls).toHaveLength(1);
  });

  it('gives up after three tries and shows the server message', async () => {
    const busy = answers(
      [429, { message: 'Aguarde', retryAfter: 0.01 }],
      [429, { message: 'Aguarde', retryAfter: 0.01 }],
      [429, { message: 'Aguarde', retryAfter: 0.01 }],
      [429, { message: 'Aguarde', retryAfter: 0.01 }],
    );
    await expect(busy.http.request('POST', '/api/auth/login', { body: {} })).rejects.toThrow('Aguarde');
    expect(busy.calls).toHaveLength(4);
  });
});
