import { ApiError, createClient } from '@trilha/sdk/client';
import { ERROR_IDS } from '@trilha/sdk/contract';

export const TOKEN_KEY = 'token';

export const UNAUTHORIZED_EVENT = 'trilha:unauthorized';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken() {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage blocked: nothing to clear
  }
}

/** The one API client of the portal. Any 401 removes the token and signs the user out (spec §4 Session). */
export const client = createClient({
  getToken: readToken,
  onUnauthorized: () => {
    clearToken();
    // The session module listens; going through an event keeps this file free of state imports.
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  },
});

/** The server's message when it sent one, else the screen's fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body.message === 'string' && error.body.message) {
    return error.message;
  }
  return fallback;
}

/** Validation errors joined by line breaks, else the server's message, else the fallback (spec §5 Users). */
export function errorDetails(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.errors?.length) return error.details;
  return errorMessage(error, fallback);
}

export function requiresTwoFactor(error: unknown): boolean {
  return error instanceof ApiError && error.id === ERROR_IDS.twoFactorRequired;
}
