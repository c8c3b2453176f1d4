import { Box, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import {
  type EmailTemplate,
  type EmailTemplateGroup,
  type EmailTemplateInput,
  type EmailToken,
  emailRules,
  emailTemplateGroups,
  emailTemplateInputSchema,
  parseAddressList,
} from '@procura/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { translateFieldError } from '../../../../ui/field-error.ts';
import { ModalFormFooter, useModalSave } from '../../../../ui/modal-form.tsx';
import { RichTextEditor } from '../../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { schemaErrors } from '../../../../ui/schema-errors.ts';
import { saveEmailTemplate } from '../../api/template-queries.ts';
import { groupLabelKeys, languageLabelKeys } from '../labels.ts';
import { appendToken, insertToken } from '../token-insert.ts';
import { TokenPalette, type TokenTarget } from './token-palette.tsx';

type Draft = Required<EmailTemplateInput>;

const fieldOfKey = {
  emailTemplateNameRequired: 'name',
  emailTemplateNameTaken: 'name',
  emailTemplateGroupInvalid: 'groupName',
  emailSubjectRequired: 'subject',
};

const draftOf = (
  template: EmailTemplate | null,
  group: EmailTemplateGroup,
  language: 'en' | 'fr',
): Draft => ({
  name: template?.name ?? '',
  groupName: template?.groupName ?? group,
  language: template?.language ?? language,
  active: template?.active ?? true,
  sender: template?.sender ?? '',
  cc: template?.cc ?? '',
  bcc: template?.bcc ?? '',
  subject: template?.subject ?? '',
  body: template?.body ?? '',
});

/** The contract's checks, and cc and bcc as address lists (split on spaces, commas, semicolons). */
function problemsOf(draft: Draft): Record<string, string> {
  const problems = schemaErrors(emailTemplateInputSchema, draft);
  for (const field of ['cc', 'bcc'] as const) {
    const list = parseAddressList(draft[field]);
    if (!problems[field] && (!list.valid || list.addresses.length > emailRules.ccMax)) {
      problems[field] = String(translateFieldError('invalidEmailAddressList'));
    }
  }
  return problems;
}

/**
 * Adds (`template` null, in the list's group and language) or edits an email template; read-only
 * for people who may only look. The palette offers the tokens of the group chosen.
 */
export function TemplateModal({
  template,
  group,
  language,
  readOnly,
  onClose,
  onSaved,
}: {
  template: EmailTemplate | null;
  group: EmailTemplateGroup;
  language: 'en' | 'fr';
  readOnly: boolean;
  onClose: () => void;
  onSaved: (template: EmailTemplate) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const save = useModalSave(fieldOfKey);
  const [draft, setDraft] = useState<Draft>(() => draftOf(template, group, language));
  const [target, setTarget] = useState<TokenTarget>('body');
  const subjectRef = useRef<HTMLInputElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  // After a token goes into the subject, the caret follows it so the next one comes after.
  useEffect(() => {
    const input = subjectRef.current;
    if (caret === null || !input) return;
    input.focus();
    input.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  function insert(token: EmailToken) {
    if (target === 'body') {
      set({ body: appendToken(draft.body, token) });
      return;
    }
    const input = subjectRef.current;
    const focused = input !== null && document.activeElement === input;
    const selection =
      focused && input.selectionStart !== null
        ? { start: input.selectionStart, end: input.selectionEnd ?? input.selectionStart }
        : null;
    const next = insertToken(draft.subject, token, selection);
    set({ subject: next.text });
    setCaret(next.caret);
  }

  async function submit() {
    const done = await save.run(problemsOf(draft), async () =>
      onSaved(await saveEmailTemplate(node, template?.id ?? null, draft)),
    );
    if (done) onClose();
  }

  const title = readOnly ? t('emailTemplateView') : template ? t('emailTemplateEdit') : t('emailTemplateAdd');
  return (
    <Modal opened onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack data-testid="email-template-form">
        <TextInput
          label={t('emailTemplateName')}
          required
          maxLength={200}
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={save.errors.name}
          disabled={readOnly}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('emailTemplateGroup')}
            required
            allowDeselect={false}
            data={emailTemplateGroups.map((value) => ({ value, label: t(groupLabelKeys[value]) }))}
            value={draft.groupName}
            onChange={(value) => value && set({ groupName: value as EmailTemplateGroup })}
            error={save.errors.groupName}
            disabled={readOnly}
          />
          <Select
            label={t('emailTemplateLanguage')}
            allowDeselect={false}
            data={(['en', 'fr'] as const).map((value) => ({ value, label: t(languageLabelKeys[value]) }))}
            value={draft.language}
            onChange={(value) => value && set({ language: value as 'en' | 'fr' })}
            disabled={readOnly}
          />
          <Group align="flex-end" pb={6}>
            <Switch
              label={t('emailTemplateActive')}
              checked={draft.active}
              onChange={(event) => set({ active: event.currentTarget.checked })}
              disabled={readOnly}
            />
          </Group>
        </SimpleGrid>
        <TextInput
          label={t('emailTemplateSender')}
          description={t('emailTemplateSenderHint')}
          maxLength={200}
          value={draft.sender}
          onChange={(event) => set({ sender: event.currentTarget.value })}
          error={save.errors.sender}
          disabled={readOnly}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('emailTemplateCc')}
            description={t('emailTemplateListHint')}
            value={draft.cc}
            onChange={(event) => set({ cc: event.currentTarget.value })}
            error={save.errors.cc}
            disabled={readOnly}
          />
          <TextInput
            label={t('emailTemplateBcc')}
            description={t('emailTemplateListHint')}
            value={draft.bcc}
            onChange={(event) => set({ bcc: event.currentTarget.value })}
            error={save.errors.bcc}
            disabled={readOnly}
          />
        </SimpleGrid>
        {readOnly ? null : (
          <TokenPalette
            group={draft.groupName}
            target={target}
            onTargetChange={setTarget}
            onInsert={insert}
            disabled={readOnly}
          />
        )}
        <TextInput
          ref={subjectRef}
          label={t('emailTemplateSubject')}
          required
          maxLength={emailRules.subjectMax}
          value={draft.subject}
          onChange={(event) => set({ subject: event.currentTarget.value })}
          onFocus={() => setTarget('subject')}
          error={save.errors.subject}
          disabled={readOnly}
        />
        {/* The editor takes no focus handler: its frame tells the palette where tokens go. */}
        <Box onFocus={() => setTarget('body')}>
          <RichTextEditor
            label={t('emailTemplateBody')}
            value={draft.body}
            onChange={(body) => set({ body })}
            error={save.errors.body}
            readOnly={readOnly}
          />
        </Box>
        {readOnly ? null : (
          <ModalFormFooter
            failure={save.failure}
            saving={save.saving}
            saveLabel={t('save')}
            saveTestId="email-template-save"
            onCancel={onClose}
            onSave={() => void submit()}
          />
        )}
      </Stack>
    </Modal>
  );
}
