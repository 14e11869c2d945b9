import type { z } from 'zod';
import { ValidationError } from './errors';

/** Parses input with a shared schema; a failure is a 400 with pt-BR `errors[{ msg, path }]`. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw ValidationError(
    result.error.issues.map((issue) => ({
      msg: issue.code === 'invalid_type' && issue.path.length === 0 ? 'Dados inválidos.' : issue.message,
      path: issue.path.join('.'),
    })),
  );
}
