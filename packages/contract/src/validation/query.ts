import { z } from 'zod';

/** `true` or `false`, as query strings carry booleans. */
export const booleanQuerySchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false']))
  .transform((value) => value === 'true');
