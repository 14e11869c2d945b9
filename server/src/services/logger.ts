import pino, { type Logger } from 'pino';
import type { Config } from '../config';

/**
 * The process's log: one JSON object per line on stdout (pino), for journald, Docker or any log
 * shipper. LOG_LEVEL sets it once the config is read ('silent' writes nothing: the API tests run
 * that way); until then it logs at info.
 */
let root: Logger = pino(loggerOptions('info'));

/** Levels by name and ISO times, so `jq 'select(.level == "error")'` reads as it looks. */
export function loggerOptions(level: Config['logLevel']): pino.LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
}

/** Called by boot(): every later line follows LOG_LEVEL. */
export function configureLogger(level: Config['logLevel']): void {
  root.level = level;
}

/** The process logger, or a child with fixed fields (`log({ module: 'mail' })`). */
export function log(bindings?: Record<string, unknown>): Logger {
  return bindings ? root.child(bindings) : root;
}

/**
 * A line an operator must see whatever LOG_LEVEL says short of 'silent': the server listening
 * (supervisors and the test harness wait for it) and a generated first-admin password.
 */
export function announce(message: string, fields: Record<string, unknown> = {}): void {
  if (root.level === 'silent') return;
  root.child({}, { level: 'info' }).info(fields, message);
}

/** For tests that capture the log: swaps the destination (and returns the previous logger). */
export function replaceLogger(next: Logger): Logger {
  const previous = root;
  root = next;
  return previous;
}
