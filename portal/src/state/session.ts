import { computed, signal } from '@preact/signals-react';
import { LIMITS, type User } from '@trilha/sdk/contract';
import { clearToken, client, readToken, storeToken, UNAUTHORIZED_EVENT } from '../api';

/**
 * What the company sign-in (SSO) handed to /login: the server's callback puts the outcome in the
 * fragment (never sent to any server) or a refusal's id in the query. A full session's token is
 * stored here, before the session loads; a first-login token, a 2FA step or a refusal is for the
 * login screen. Either way an older session of this browser gives way.
 */
export type SsoHandoff = { firstLoginToken: string } | { twoFactorUserId: number } | { refusal: string } | null;

function takeSsoHandoff(): SsoHandoff {
  if (typeof window === 'undefined' || window.location.pathname !== '/login') return null;
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const refusal = new URLSearchParams(window.location.search).get('sso_erro');
  const full = fragment.get('sso_token');
  const firstLogin = fragment.get('sso_first_login');
  const twoFactor = Number(fragment.get('sso_2fa'));
  if (!full && !firstLogin && !twoFactor && !refusal) return null;
  window.history.replaceState(null, '', full ? '/dashboard' : '/login');
  if (full) {
    storeToken(full);
    return null;
  }
  clearToken();
  if (firstLogin) return { firstLoginToken: firstLogin };
  if (twoFactor) return { twoFactorUserId: twoFactor };
  return { refusal: refusal ?? '' };
}

export const ssoHandoff: SsoHandoff = takeSsoHandoff();

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
