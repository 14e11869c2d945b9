import { createContext } from 'react';

/** A check before sending that is about one field: the field reads as invalid and described by the form's error line. */
export interface FieldProblem {
  /** The field's `problemKey` (by default its input's name). */
  field: string;
  message: string;
}

/** What a form's check answers: nothing, a line about the whole form, or a line about one field. */
export type FormProblem = string | FieldProblem | null | undefined;

export const problemMessage = (problem: FormProblem): string =>
  typeof problem === 'string' ? problem : (problem?.message ?? '');

export const problemField = (problem: FormProblem): string | null =>
  typeof problem === 'object' && problem ? problem.field : null;

/** The field the shown error line is about, and that line's id, for the fields inside the form. */
export const FormProblemContext = createContext<{ field: string; messageId: string } | null>(null);
