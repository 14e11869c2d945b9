/** Exit codes: 0 ok, 1 failure, 2 usage. */
export class UsageError extends Error {}

/** One line on stderr and the right exit code; never a stack trace for an operator. */
export function handleError(err: unknown): never {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`trilha: ${message}`);
  process.exit(err instanceof UsageError ? 2 : 1);
}
