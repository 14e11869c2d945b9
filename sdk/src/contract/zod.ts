import { z as zod } from 'zod';

/**
 * The contract's schemas take `z` from here. In a browser zod would probe `new Function('')` to
 * decide whether to compile its parsers, which a strict Content-Security-Policy (our portal's, or
 * an intranet's around the widgets) reports as a violation; there it parses without compiling.
 * The server keeps the compiled parsers. `z` is this module's own value, not a re-export, so
 * bundlers keep the module (and the setting) wherever a schema is used.
 */
function configured(z: typeof zod): typeof zod {
  if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });
  return z;
}

export const z = configured(zod);

/** The type helpers the contract uses, under the same name. */
export declare namespace z {
  type infer<T> = zod.infer<T>;
  type input<T> = zod.input<T>;
  type output<T> = zod.output<T>;
}
