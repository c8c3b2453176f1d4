import { Alert, Button, Group, List, Select, Stack, Text } from '@mantine/core';
import { escapeHtml, fillTokens, formatZoned, sendWhen, tokensIn } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../ui/rich-text/lazy-rich-text-editor.tsx';
import {
  type EmailAbout,
  previewInstant,
  previewValues,
  type WizardContact,
  type WizardDraft,
} from './wizard-model.ts';

/**
 * Step 3: each recipient's own copy, its tokens filled with what the web knows; the ones only the
 * server knows (closing date, site meeting, invitation link) stay as written and are named, since
 * the server fills them as it sends.
 */
export function PreviewStep({
  about,
  draft,
  recipients,
  agencyName,
  timeZone,
  now,
  sending,
  failures,
  onBack,
  onSend,
}: {
  about: EmailAbout;
  draft: WizardDraft;
  recipients: readonly WizardContact[];
  agencyName: string;
  timeZone: string;
  now: Date;
  sending: boolean;
  failures: readonly string[];
  onBack: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const [shownKey, setShownKey] = useState(recipients[0]?.key ?? null);
  const shown = recipients.find((r) => r.key === shownKey) ?? recipients[0];
  const at = previewInstant(draft, timeZone, now);
  const values = shown ? previewValues(shown, about, agencyName, at, timeZone) : {};
  const subject = fillTokens(draft.subject, values);
  const body = fillTokens(draft.body, values, escapeHtml);
  const left = tokensIn(`${subject} ${body}`);
  const later = draft.sendWhen === sendWhen.later;

  return (
    <Stack>
      <Select
        label={t('emailWizardPreviewFor')}
        data={recipients.map((r) => ({
          value: r.key,
          label: [r.name || r.email, r.companyName].filter(Boolean).join(' · '),
        }))}
        value={shown?.key ?? null}
        onChange={(key) => key && setShownKey(key)}
        allowDeselect={false}
        searchable
      />
      <Stack gap={2} data-testid="email-preview-header">
        <Text size="sm">
          {t('emailWizardPreviewTo', { to: shown ? `${shown.name} <${shown.email}>` : '' })}
        </Text>
        <Text size="sm">{t('emailWizardPreviewReplyTo', { replyTo: draft.replyTo })}</Text>
        {draft.cc.trim() ? <Text size="sm">{t('emailWizardPreviewCc', { cc: draft.cc })}</Text> : null}
        {draft.bcc.trim() ? <Text size="sm">{t('emailWizardPreviewBcc', { bcc: draft.bcc })}</Text> : null}
        {draft.attachment ? (
          <Text size="sm">{t('emailWizardPreviewAttachment', { name: draft.attachment.fileName })}</Text>
        ) : null}
        <Text size="sm">
          {later
            ? t('emailWizardPreviewLater', { when: formatZoned(at, timeZone) })
            : t('emailWizardPreviewNow')}
        </Text>
      </Stack>
      <Text fw={600} data-testid="email-preview-subject">
        {subject}
      </Text>
      <div data-testid="email-preview-body">
        <RichTextEditor readOnly value={body} onChange={() => undefined} aria-label={t('emailWizardBody')} />
      </div>
      {left.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="email-preview-server-tokens">
          {t('emailWizardServerFills', { tokens: left.map((name) => `#${name}#`).join(', ') })}
        </Text>
      ) : null}
      {draft.fileNotUploaded ? <Alert color="yellow">{t('emailFileNotUploaded')}</Alert> : null}
      {failures.length > 0 ? (
        <Alert color="red" role="alert" title={t('emailWizardSendFailed')} data-testid="email-send-failures">
          <List size="sm">
            {failures.map((failure) => (
              <List.Item key={failure}>{failure}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={sending}>
          {t('emailWizardBack')}
        </Button>
        <Button loading={sending} onClick={onSend}>
          {later ? t('emailWizardSchedule') : t('emailWizardSend')}
        </Button>
      </Group>
    </Stack>
  );
}
