import { MSG, type ValidationIssue } from '@trilha/sdk/contract';

/** An error the API answers with: status, a stable id and a pt-BR message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const ValidationError = (errors: ValidationIssue[], message: string = errors[0]?.msg ?? MSG.validation) =>
  new HttpError(400, 'validation_error', message, { errors });
export const BadRequestError = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, 'bad_request', message, extra);
export const AuthenticationError = (message: string = MSG.unauthenticated) =>
  new HttpError(401, 'authentication_required', message);
export const ForbiddenError = (message: string = MSG.forbidden, extra?: Record<string, unknown>) =>
  new HttpError(403, 'forbidden', message, extra);
export const NotFoundError = (message: string = MSG.notFound) => new HttpError(404, 'not_found', message);
export const ConflictError = (message: string) => new HttpError(409, 'conflict', message);
export const PayloadTooLargeError = (message: string = MSG.tooLarge) =>
  new HttpError(413, 'payload_too_large', message);
export const UnsupportedMediaTypeError = (message: string = MSG.unsupportedType) =>
  new HttpError(415, 'unsupported_media_type', message);
export const TooManyRequestsError = (message: string = MSG.tooManyRequests, retryAfterSeconds?: number) =>
  new HttpError(429, 'too_many_requests', message, retryAfterSeconds ? { retryAfter: retryAfterSeconds } : {});
export const ServiceUnavailableError = (message: string = MSG.databaseUnavailable) =>
  new HttpError(503, 'service_unavailable', message);

/** Codes of a full disk or quota, from the filesystem or SQLite: answered 507 (middleware/errors.ts). */
export const STORAGE_FULL_CODES: ReadonlySet<string> = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'SQLITE_FULL']);
