import { config } from 'zod';

/**
 * Zod without compiled parsers (issue 20 §1): the page's policy allows no eval, and zod's probe for
 * `new Function` is reported as a violation even though zod catches it. The setting must come
 * before the first object schema is built (zod decides then), so vite.config.ts puts this module in
 * zod's own chunk, which every chunk holding a schema imports and so runs first.
 */
config({ jitless: true });
