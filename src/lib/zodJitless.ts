import { z } from 'zod';

/**
 * Zod 4 compiles object parsers with `new Function` and probes for it when the first object
 * schema is built. Under the deployed Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval', see deploy/) that probe is reported as a CSP violation, so the console turns the
 * compiler off. This module is main.tsx's first import: it runs before any schema is built.
 */
z.config({ jitless: true });
