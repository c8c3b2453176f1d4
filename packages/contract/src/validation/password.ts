/**
 * The password rule. The spec gives two readings (000 §5): at least 8 characters with a special
 * character, an uppercase and a lowercase letter; or at least 6 with a special character and at
 * least two capitals. We require the stricter union of both: at least 8 characters, a special
 * character, a lowercase letter and at least two capitals. At most 128 characters, so hashing
 * cost stays bounded.
 */
export const passwordRule = {
  minLength: 8,
  maxLength: 128,
  minUppercase: 2,
  minLowercase: 1,
  minSpecial: 1,
} as const;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'needsUppercase' | 'needsLowercase' | 'needsSpecial';

/** Every way `password` falls short of the rule; empty when it is complex enough. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const chars = [...password];
  if (chars.length < passwordRule.minLength) problems.push('tooShort');
  if (chars.length > passwordRule.maxLength) problems.push('tooLong');
  if (chars.filter((c) => /\p{Lu}/u.test(c)).length < passwordRule.minUppercase)
    problems.push('needsUppercase');
  if (chars.filter((c) => /\p{Ll}/u.test(c)).length < passwordRule.minLowercase)
    problems.push('needsLowercase');
  if (chars.filter((c) => /[^\p{L}\p{N}\s]/u.test(c)).length < passwordRule.minSpecial)
    problems.push('needsSpecial');
  return problems;
}

export function isComplexPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
