import { Box, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import {
  type EmailTemplate,
  type EmailTemplateGroup,
  type EmailTemplateInput,
  emailRules,
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
import { languageLabelKeys, useTemplateGroups } from '../labels.ts';
import { noticeStartOf } from '../notice-wording.ts';
import { appendToken, insertToken } from '../token-insert.ts';
import { TokenPalette, type TokenTarget } from './token-palette.tsx';

type Draft = Required<EmailTemplateInput>;
/** What a new template starts with besides its group and language: a notice's own wording. */
export type TemplateStart = Pick<Draft, 'name' | 'subject' | 'body'>;

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
  start: TemplateStart | null,
): Draft => ({
  name: template?.name ?? start?.name ?? '',
  groupName: template?.groupName ?? group,
  language: template?.language ?? language,
  active: template?.active ?? true,
  sender: template?.sender ?? '',
  cc: template?.cc ?? '',
  bcc: template?.bcc ?? '',
  subject: template?.subject ?? start?.subject ?? '',
  body: template?.body ?? start?.body ?? '',
});

/**
 * A new template moved to another group or language: a notice's wording comes in when there is
 * nothing to lose, that is an empty subject and message, or the wording of the notice it was on,
 * untouched (customising in English, then choosing French, gives the French wording).
 */
function regrouped(current: Draft, change: Pick<Partial<Draft>, 'groupName' | 'language'>): Draft {
  const next = { ...current, ...change };
  const start = noticeStartOf(next.groupName, next.language);
  if (!start) return next;
  const before = noticeStartOf(current.groupName, current.language);
  const empty = current.subject.trim() === '' && current.body === '';
  const untouched = before !== null && current.subject === before.subject && current.body === before.body;
  return empty || untouched ? { ...next, ...start } : next;
}

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
 * Adds (`template` null, in the list's group and language, from `start` when given) or edits an
 * email template; read-only for people who may only look. The palette offers the tokens of the
 * group chosen.
 */
export function TemplateModal({
  template,
  group,
  language,
  start = null,
  readOnly,
  onClose,
  onSaved,
}: {
  template: EmailTemplate | null;
  group: EmailTemplateGroup;
  language: 'en' | 'fr';
  start?: TemplateStart | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (template: EmailTemplate) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const groups = useTemplateGroups();
  const save = useModalSave(fieldOfKey);
  const [draft, setDraft] = useState<Draft>(() => draftOf(template, group, language, start));
  const [target, setTarget] = useState<TokenTarget>('body');
  const subjectRef = useRef<HTMLInputElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  // An existing template keeps its wording whatever group or language it moves to.
  const setPlace = (change: Pick<Partial<Draft>, 'groupName' | 'language'>) =>
    template ? set(change) : setDraft((current) => regrouped(current, change));

  // After a token goes into the subject, the caret follows it so the next one comes after.
  useEffect(() => {
    const input = subjectRef.current;
    if (caret === null || !input) return;
    input.focus();
    input.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  function insert(token: string) {
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
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('noMatches')}
            data={groups.options}
            value={draft.groupName}
            onChange={(value) => value && setPlace({ groupName: value as EmailTemplateGroup })}
            error={save.errors.groupName}
            disabled={readOnly}
          />
          <Select
            label={t('emailTemplateLanguage')}
            allowDeselect={false}
            data={(['en', 'fr'] as const).map((value) => ({ value, label: t(languageLabelKeys[value]) }))}
            value={draft.language}
            onChange={(value) => value && setPlace({ language: value as 'en' | 'fr' })}
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
