import { computed, signal } from '@preact/signals-react';
import { LIMITS, type User } from '@trilha/sdk/contract';
import { clearToken, client, readToken, storeToken, UNAUTHORIZED_EVENT } from '../api';

export const token = signal<string | null>(readToken());
export const currentUser = signal<User | null>(null);
/** True while the stored token is being checked; the app shows 'Carregando...'. */
export const sessionLoading = signal<boolean>(token.value !== null);

export const isAdmin = computed(() => currentUser.value?.role === 'admin');

function signOutLocally() {
  clearToken();
  token.value = null;
  currentUser.value = null;
  sessionLoading.value = false;
}

if (typeof window !== 'undefined') window.addEventListener(UNAUTHORIZED_EVENT, signOutLocally);

/** With a token, fetch the current user; any failure clears the token (spec §4 Session). */
export async function loadSession() {
  if (!token.value) {
    sessionLoading.value = false;
    return;
  }
  sessionLoading.value = true;
  try {
    const { user } = await client.auth.me();
    // A token from an unfinished first login is only good for the forced change: sign in again.
    if (user.must_change_password) signOutLocally();
    else currentUser.value = user;
  } catch {
    signOutLocally();
  } finally {
    sessionLoading.value = false;
  }
}

/** Updates the signed-in user after a profile change (photo, 2FA). */
export function updateCurrentUser(patch: Partial<User>) {
  if (currentUser.value) currentUser.value = { ...currentUser.value, ...patch };
}

export interface SignInResult {
  requiresTwoFactor?: { userId: number; message?: string };
  /** firstLogin or mustChangePassword: the forced password-change dialog follows, no reload. */
  mustChangePassword?: boolean;
}

function completeSignIn(answer: Awaited<ReturnType<typeof client.auth.login>>): SignInResult {
  if (answer.requiresTwoFactor && answer.userId !== undefined) {
    return { requiresTwoFactor: { userId: answer.userId, message: answer.message } };
  }
  if (!answer.token) throw new Error('Resposta de login sem token');
  storeToken(answer.token);
  token.value = answer.token;
  if (answer.firstLogin || answer.mustChangePassword) return { mustChangePassword: true };
  window.setTimeout(() => window.location.reload(), LIMITS.reloadAfterLoginMs);
  return {};
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  return completeSignIn(await client.auth.login({ email, password }));
}

export async function verifyTwoFactor(userId: number, code: string): Promise<SignInResult> {
  return completeSignIn(await client.auth.verify2fa({ userId, code }));
}

/** Stores the fresh token a password change may answer with (older tokens stop working). */
export function adoptToken(newToken: unknown) {
  if (typeof newToken === 'string' && newToken) {
    storeToken(newToken);
    token.value = newToken;
  }
}

export async function signOut() {
  try {
    await client.auth.logout();
  } catch {
    // signing out locally is what matters
  }
  signOutLocally();
}
