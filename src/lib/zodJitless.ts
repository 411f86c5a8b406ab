import { config } from 'zod/mini';

/**
 * Zod 4 can compile object parsers with `new Function` (classic `z.object`, `z.compile`), and
 * probes for it when such a parser is first built. Under the deployed Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval', see deploy/) that probe is reported as a CSP violation,
 * so the console turns the compiler off. The console builds its schemas with `zod/mini`, whose
 * objects are never compiled; the setting stays so that nothing added later can bring the probe
 * back. This module is main.tsx's first import: it runs before any schema is built.
 */
config({ jitless: true });
