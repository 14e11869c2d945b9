import { createTokenSource, type TokenSource } from '../client/tokens';

interface Entry {
  tokens: TokenSource;
  users: number;
  listeners: Set<(error: unknown) => void>;
}

/** One token source per `getToken` function: widgets mounted with the same one share its tokens. */
const entries = new Map<() => Promise<string>, Entry>();

/**
 * Takes a share of the token source of `getToken` (creating and starting it for the first
 * widget); `release()` stops it when the last widget using it goes away.
 */
export function acquireTokens(
  getToken: () => Promise<string>,
  onError: (error: unknown) => void,
): { tokens: TokenSource; release(): void } {
  let entry = entries.get(getToken);
  if (!entry) {
    const listeners = new Set<(error: unknown) => void>();
    const tokens = createTokenSource(getToken, {
      onError: (error) => {
        for (const listener of listeners) listener(error);
      },
    });
    entry = { tokens, users: 0, listeners };
    entries.set(getToken, entry);
  }
  const held = entry;
  held.users += 1;
  held.listeners.add(onError);
  if (held.users === 1) held.tokens.start();
  let released = false;
  return {
    tokens: held.tokens,
    release() {
      if (released) return;
      released = true;
      held.listeners.delete(onError);
      held.users -= 1;
      if (held.users === 0) {
        held.tokens.stop();
        entries.delete(getToken);
      }
    },
  };
}
