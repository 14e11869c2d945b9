/**
 * Form checks with the contract's schemas (the ones the server parses the same body with), so a
 * form says what the server would, in the schema's pt-BR words, before sending anything.
 */

/** What the portal needs of a zod schema (structural, so the portal does not import zod itself). */
export interface Schema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}
interface Issue {
  path: PropertyKey[];
  message: string;
}

/** The first message of each top-level field that fails (`''` for the input as a whole); empty when valid. */
export function validate<I extends object>(schema: Schema, input: I): Partial<Record<(keyof I & string) | '', string>> {
  const result = schema.safeParse(input);
  const errors: Partial<Record<string, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Every message, in the schema's order (forms that show their problems as one list). */
export function problems(schema: Schema, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
