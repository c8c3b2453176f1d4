/** Characters a project number, report name or report number may not contain (000 §5). */
export const forbiddenNumberCharacters = [
  '*',
  '.',
  '"',
  '/',
  '\\',
  '[',
  ']',
  ':',
  ';',
  '|',
  ',',
  '(',
  ')',
  '+',
  '=',
] as const;

/** Whether `value` is free of every forbidden character. */
export function hasNoForbiddenCharacters(value: string): boolean {
  return !forbiddenNumberCharacters.some((c) => value.includes(c));
}

/** The forbidden characters found in `value`, each once, in the order of the rule. */
export function forbiddenCharactersIn(value: string): string[] {
  return forbiddenNumberCharacters.filter((c) => value.includes(c));
}

/** Project number padding: width at most 14 (000 §5, §9). */
export const maxNumberPaddingWidth = 14;

/** Alphanumeric inputs accept letters and digits only. */
export function isAlphanumeric(value: string): boolean {
  return /^[\p{L}\p{N}]*$/u.test(value);
}
