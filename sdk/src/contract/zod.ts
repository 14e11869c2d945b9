import { config, z } from 'zod';

/**
 * The contract's schemas take `z` from here. In a browser zod would probe `new Function('')` to
 * decide whether to compile its parsers, which a strict Content-Security-Policy (our portal's, or
 * an intranet's around the widgets) reports as a violation; there it parses without compiling.
 * The server keeps the compiled parsers. This file is listed under "sideEffects" in the sdk's
 * package.json, so bundlers keep the setting although `z` is only passed through.
 */
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') config({ jitless: true });

export { z };
