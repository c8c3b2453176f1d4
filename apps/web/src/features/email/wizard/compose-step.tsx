import { Button, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type ComposeField,
  type ComposeProblem,
  draftFromTemplate,
  formatZoned,
  sendWhen,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { useEmailTemplatesOf } from '../api/send-queries.ts';
import { AttachmentField } from './attachment-field.tsx';
import { type EmailAbout, sendDateUtcOf, templateGroupOf, type WizardDraft } from './wizard-model.ts';

type Field = ComposeField | 'sender';

/**
 * Step 2: the mail itself. A template fills sender, cc, bcc, subject and body; the contract's
 * compose rules are shown under each field once it was written in (or filled), and Preview waits
 * until none is broken.
 */
export function ComposeStep({
  about,
  draft,
  problems,
  timeZone,
  onChange,
  onBack,
  onNext,
}: {
  about: EmailAbout;
  draft: WizardDraft;
  problems: readonly ComposeProblem[];
  timeZone: string;
  onChange: (change: Partial<WizardDraft>) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const group = templateGroupOf(about);
  const templates = useEmailTemplatesOf(group, true);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const touch = (...fields: Field[]) => setTouched((before) => new Set([...before, ...fields]));
  const edit = (field: Field, change: Partial<WizardDraft>) => {
    touch(field);
    onChange(change);
  };
  const errorOf = (field: ComposeField) => {
    const problem = problems.find((p) => p.field === field);
    return problem && touched.has(field) ? t(problem.key) : undefined;
  };
  const laterUtc = sendDateUtcOf(draft, timeZone);

  function applyTemplate(id: string | null) {
    const template = templates.data?.find((item) => String(item.id) === id);
    if (!template) {
      onChange({ templateId: null, templateGroup: null });
      return;
    }
    touch('sender', 'cc', 'bcc', 'subject', 'body');
    onChange({ ...draftFromTemplate(template), templateId: template.id, templateGroup: template.groupName });
  }

  return (
    <Stack>
      <Select
        label={t('emailWizardTemplate')}
        placeholder={templates.isError ? t('emailWizardTemplatesFailed') : t('emailWizardTemplateNone')}
        data={(templates.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
        value={draft.templateId === null ? null : String(draft.templateId)}
        onChange={applyTemplate}
        clearable
        searchable
        disabled={templates.isPending}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('emailWizardSender')}
          description={t('emailWizardSenderHint')}
          value={draft.sender}
          maxLength={200}
          onChange={(e) => edit('sender', { sender: e.currentTarget.value })}
        />
        <TextInput
          label={t('emailWizardReplyTo')}
          required
          value={draft.replyTo}
          onChange={(e) => edit('replyTo', { replyTo: e.currentTarget.value })}
          onBlur={() => touch('replyTo')}
          error={errorOf('replyTo')}
        />
        <TextInput
          label={t('emailWizardCc')}
          description={t('emailWizardListHint')}
          value={draft.cc}
          onChange={(e) => edit('cc', { cc: e.currentTarget.value })}
          error={errorOf('cc')}
        />
        <TextInput
          label={t('emailWizardBcc')}
          description={t('emailWizardListHint')}
          value={draft.bcc}
          onChange={(e) => edit('bcc', { bcc: e.currentTarget.value })}
          error={errorOf('bcc')}
        />
      </SimpleGrid>
      <TextInput
        label={t('emailWizardSubject')}
        required
        value={draft.subject}
        onChange={(e) => edit('subject', { subject: e.currentTarget.value })}
        onBlur={() => touch('subject')}
        error={errorOf('subject')}
      />
      <RichTextEditor
        label={t('emailWizardBody')}
        required
        height={220}
        value={draft.body}
        onChange={(body) => edit('body', { body })}
        onBlur={() => touch('body')}
        error={errorOf('body')}
      />
      <AttachmentField
        attachment={draft.attachment}
        onAttachment={(attachment) => onChange({ attachment })}
        onPendingChange={(fileNotUploaded) => onChange({ fileNotUploaded })}
      />
      <Radio.Group
        label={t('emailWizardWhen')}
        value={String(draft.sendWhen)}
        onChange={(value) =>
          onChange({ sendWhen: value === String(sendWhen.later) ? sendWhen.later : sendWhen.now })
        }
      >
        <Group mt={4}>
          <Radio value={String(sendWhen.now)} label={t('emailWizardSendNow')} />
          <Radio value={String(sendWhen.later)} label={t('emailWizardSendLater')} />
        </Group>
      </Radio.Group>
      {draft.sendWhen === sendWhen.later ? (
        <TextInput
          type="datetime-local"
          label={t('emailWizardSendDate')}
          required
          value={draft.sendDate ?? ''}
          onChange={(e) => edit('sendDate', { sendDate: e.currentTarget.value || null })}
          description={
            laterUtc ? formatZoned(new Date(laterUtc), timeZone) : t('emailWizardZone', { zone: timeZone })
          }
          error={errorOf('sendDate')}
        />
      ) : null}
      {problems.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('emailWizardFixToPreview')}
        </Text>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('emailWizardBack')}
        </Button>
        <Button disabled={problems.length > 0} onClick={onNext}>
          {t('emailWizardPreview')}
        </Button>
      </Group>
    </Stack>
  );
}
