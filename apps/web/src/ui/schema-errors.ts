import { i18n } from '../platform/i18n/index.ts';

/** The parts of a zod issue that a form message needs; typed here so the web needs no zod import. */
type Issue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
};
type IssueSource = { safeParse(value: unknown): { success: boolean; error?: { issues: readonly Issue[] } } };

/**
 * A form's errors by field path ('name', 'rows.0.key'), from a contract schema. Where the schema
 * names a catalogue key the message is that text; zod's own wording (English, and about types
 * people never typed) is replaced by a translated one. A range is reported as a range even when
 * the schema's message says 'requiredField': "This field is required" under a 15 would mislead.
 */
export function schemaErrors(schema: IssueSource, value: unknown, prefix = ''): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success || !result.error) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = `${prefix}${issue.path.map(String).join('.')}`;
    errors[path] ??= messageOf(issue, path);
  }
  return errors;
}

function messageOf(issue: Issue, path: string): string {
  const { code, origin } = issue;
  if (origin === 'number' && code === 'too_big')
    return i18n.t('numberTooBig', { max: String(issue.maximum) });
  if (origin === 'number' && code === 'too_small')
    return i18n.t('numberTooSmall', { min: String(issue.minimum) });
  if (origin === 'string' && code === 'too_big') return i18n.t('textTooLong', { max: String(issue.maximum) });
  if (i18n.exists(issue.message)) return i18n.t(issue.message as 'invalidParameter', { field: path });
  return i18n.t('requiredField');
}
