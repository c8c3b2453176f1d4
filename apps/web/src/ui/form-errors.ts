import { isApiError } from '../platform/api/client.ts';
import { i18n } from '../platform/i18n/index.ts';

export type ServerRefusal = {
  /** Messages that belong to one field, by the form's field path. */
  fields: Record<string, string>;
  /** What belongs to no field; shown above the form. */
  general: string | null;
};

/**
 * Splits a failed save into field messages and a general one. The server names each message with
 * its catalogue key (`x-message-keys`), so `userEmailExists` lands under the email field in the
 * server's own words, and anything unexpected still says something.
 */
export function readRefusal(error: unknown, fieldOfKey: Record<string, string>): ServerRefusal {
  if (!isApiError(error)) return { fields: {}, general: i18n.t('unknownError') };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  // Without the keys header, a message that reads exactly as a catalogue text still finds its field.
  const keyOfText = (message: string) =>
    Object.keys(fieldOfKey).find((key) => i18n.exists(key) && i18n.t(key as 'unknownError') === message);
  error.messages.forEach((message, index) => {
    const field = fieldOfKey[error.keys[index] ?? keyOfText(message) ?? ''];
    if (field && !fields[field]) fields[field] = message;
    else rest.push(message);
  });
  const general =
    rest.length > 0
      ? rest.join(' ')
      : Object.keys(fields).length > 0
        ? null
        : i18n.t('retryWithStatus', { status: error.status });
  return { fields, general };
}

/**
 * Puts a refused save's field messages under their fields of `form` and returns the rest, for the
 * form's failure alert: the one way every form shows a server refusal.
 */
export function applyRefusal<Path extends string>(
  form: { setFieldError(path: Path, message: string): void },
  error: unknown,
  fieldOfKey: Record<string, Path>,
): string | null {
  const refusal = readRefusal(error, fieldOfKey);
  for (const [path, message] of Object.entries(refusal.fields)) form.setFieldError(path as Path, message);
  return refusal.general;
}
