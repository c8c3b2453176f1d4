import { Alert, Stack, Textarea } from '@mantine/core';
import { type RestrictedDomains, restrictedDomainsSchema } from '@procura/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../../platform/session/unsaved-changes.ts';
import { readRefusal } from '../../../../ui/form-errors.ts';
import { schemaErrors } from '../../../../ui/schema-errors.ts';
import { FormActions } from '../../../control-panel/index.ts';

/** The text the buyer edits: one domain a line; spaces, commas and semicolons also separate. */
const textOf = (domains: readonly string[]) => domains.join('\n');
const domainsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The first problem, naming the domain it is about, since the text has no field per domain. */
function problemOf(domains: string[]): string | null {
  const errors = schemaErrors(restrictedDomainsSchema, { domains });
  const [path, message] = Object.entries(errors)[0] ?? [];
  if (!path || !message) return null;
  const index = Number(path.split('.')[1]);
  const domain = Number.isInteger(index) ? domains[index] : undefined;
  return domain ? `${domain}: ${message}` : message;
}

/**
 * The domains mail may not go to (issue 25 §2: the wizard refuses them with their message), as
 * the server stores them: lower case, each once.
 */
export function RestrictedDomainsForm({
  stored,
  readOnly,
  onSave,
}: {
  stored: RestrictedDomains;
  readOnly: boolean;
  onSave: (input: RestrictedDomains) => Promise<RestrictedDomains>;
}) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(textOf(stored.domains));
  const [text, setText] = useState(saved);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = text !== saved;
  useUnsavedChanges(dirty);
  const domains = [...new Set(domainsOf(text).map((domain) => domain.toLowerCase()))];
  const problem = problemOf(domains);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = textOf((await onSave({ domains })).domains);
      setSaved(answer);
      setText(answer);
    } catch (error) {
      setFailure(readRefusal(error, {}).general);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="restricted-domains-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Textarea
          label={t('emailDomainsLabel')}
          description={t('emailDomainsHint')}
          placeholder="example.com"
          autosize
          minRows={3}
          maxRows={12}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={problem}
          disabled={readOnly}
          data-testid="restricted-domains"
        />
        <FormActions
          justify="flex-end"
          routeName="control-panel"
          controlId="saveRestrictedDomains"
          testId="restricted-domains-save"
          dirty={dirty}
          valid={problem === null}
          submitting={submitting}
          readOnly={readOnly}
          onDiscard={() => setText(saved)}
        />
      </Stack>
    </form>
  );
}
