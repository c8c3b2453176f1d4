/**
 * Email address rules of 000 §5 and 001 §5: one address, and multi-address lists split on
 * whitespace, commas and semicolons, where a doubled separator makes the list invalid.
 */

// Practical address syntax: a local part of atoms separated by single dots, and a domain of labels
// with a top-level part of at least two letters. Quoted local parts are refused on purpose.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Whether `value` is one valid email address (at most 254 characters). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export type AddressListResult = { valid: boolean; addresses: string[] };

const SEPARATOR = /[\s,;]/;

/**
 * Splits a list of addresses. Empty input is valid when the field is not mandatory. Two separators
 * in a row (`a@x.ca,,b@x.ca` or `a@x.ca; ;b@x.ca`) make the list invalid, but the usual `, ` or `; `
 * between two addresses counts as one separator.
 */
export function parseAddressList(input: string, options: { mandatory?: boolean } = {}): AddressListResult {
  const trimmed = input.trim();
  if (trimmed === '') return { valid: !options.mandatory, addresses: [] };
  // Collapse whitespace around punctuation, then any remaining run of separators must be single.
  const normalized = trimmed.replace(/\s*([,;])\s*/g, '$1').replace(/\s+/g, ' ');
  if (/[,; ]{2,}/.test(normalized) || /^[,;]|[,;]$/.test(normalized)) {
    return { valid: false, addresses: normalized.split(SEPARATOR).filter(Boolean) };
  }
  const addresses = normalized.split(SEPARATOR).filter(Boolean);
  return { valid: addresses.every(isValidEmail), addresses };
}

/**
 * A login username: required; one containing @ must be a valid email (000 §5 Login and account).
 */
export function isValidUsername(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return false;
  return trimmed.includes('@') ? isValidEmail(trimmed) : /^[\w.-]{1,100}$/.test(trimmed);
}
