import { config } from 'zod';

/**
 * zod as the browser build imports it (`vite.config.ts` points every client import of `zod`
 * here): without its compiled parsers, whose `new Function` probe the pages' script-src (no
 * 'unsafe-eval') refuses and the browser reports as a Content Security Policy issue.
 */
config({ jitless: true });

export * from 'zod';
