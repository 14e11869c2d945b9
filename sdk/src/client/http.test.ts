import { describe, expect, it } from 'vitest';
import { ERROR_IDS } from '../contract';
import { ApiError } from './http';

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
