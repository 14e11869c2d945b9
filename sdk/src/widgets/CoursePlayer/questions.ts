import { TUTORING_LEARNER_MSG } from '../../contract/learnerMessages';
import { type QuestionStatus, TUTORING_LIMITS } from '../../contract/tutoring';

/** The pictures a question takes (a screenshot, a photo of the situation); the server checks the content again. */
export const QUESTION_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The `accept` of the question's picture input. */
export const QUESTION_IMAGE_ACCEPT = QUESTION_IMAGE_TYPES.join(',');

export interface QuestionErrors {
  text?: string;
  image?: string;
}

/** A picture of one of the four types within 3 MB, else the contract's message. */
export function imageError(image: { type: string; size: number } | null): string | undefined {
  if (!image) return undefined;
  const typeOk = (QUESTION_IMAGE_TYPES as readonly string[]).includes(image.type.toLowerCase());
  return typeOk && image.size <= TUTORING_LIMITS.imageMaxBytes ? undefined : TUTORING_LEARNER_MSG.image;
}

/** 5 to 4000 characters once trimmed (the server trims too), else the contract's message. */
export function textError(text: string): string | undefined {
  const length = text.trim().length;
  return length < TUTORING_LIMITS.questionMinLength || length > TUTORING_LIMITS.questionMaxLength
    ? TUTORING_LEARNER_MSG.questionLength
    : undefined;
}

/**
 * The form's checks before asking: the text and the optional picture. They spare the worker the
 * wait for the server's refusal.
 */
export function validateQuestion({
  text,
  image,
}: {
  text: string;
  image: { type: string; size: number } | null;
}): QuestionErrors {
  const errors: QuestionErrors = {};
  const short = textError(text);
  if (short) errors.text = short;
  const refused = imageError(image);
  if (refused) errors.image = refused;
  return errors;
}

/** The badge colour of a question's status. */
export const QUESTION_STATUS_TONE: Record<QuestionStatus, 'warning' | 'success' | 'muted'> = {
  open: 'warning',
  answered: 'success',
  closed: 'muted',
};

/**
 * Where the <img> loads a question's picture: the answer gives a signed path on the API
 * ('/api/uploads/tutoring/…'), prefixed with the API base like an uploaded video (an embedded
 * widget runs on the intranet's origin); an absolute http(s) link is kept; anything else is dropped.
 */
export function questionImageSrc(url: string | null, toApiUrl: (path: string) => string): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? toApiUrl(url) : null;
}
