import { idParamSchema } from '@procura/contract';
import { z } from 'zod';

/** A positive integer id in a query string. */
export const idQuery = idParamSchema();

/** `true` or `false`, as query strings carry booleans. */
export const booleanQuery = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false']))
  .transform((value) => value === 'true');

/** Text matched literally inside a LIKE pattern: its wildcards and the escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
