import { badRequest, isUniqueViolation } from '../../platform/errors.ts';

/**
 * Templates and assessment groups are named uniquely per node, ignoring case (decisions 352 and
 * 356): the refusal, and the unique index's answer when two requests race (the check before
 * saving is name-queries.ts).
 */

export const nameTaken = (name: string) => badRequest({ key: 'performanceNameTaken', params: { name } });

/** Runs `work`, answering the unique index's refusal as the name being taken. */
export async function naming<T>(name: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}
