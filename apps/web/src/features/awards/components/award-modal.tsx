import { Checkbox, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { Award } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { currencyInputProps } from '../../../ui/currency-input.ts';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { numberOf, useActiveOptions } from '../../projects/index.ts';
import { type AwardDraft, saveAward, useCompleteSubmissions } from '../api/awards-queries.ts';

const moneyFields = [
  ['awardAmount', 'awardAmountLabel'],
  ['provisionalAmount', 'awardProvisionalLabel'],
  ['subtotal', 'awardSubtotalLabel'],
  ['taxAmount', 'awardTaxLabel'],
  ['actualTotalProjectValue', 'awardActualTotalLabel'],
  ['actualTotalAnnualValue', 'awardActualAnnualLabel'],
] as const satisfies readonly (readonly [keyof AwardDraft, UiKey])[];
type MoneyField = (typeof moneyFields)[number][0];

const awardFields: Record<string, string> = {
  awardSubmissionInvalid: 'submissionId',
  awardCompanyAlreadyAwarded: 'submissionId',
  awardExceptionInvalid: 'awardExceptionId',
  awardDateBeforeClosing: 'awardDate',
  awardNotesTooLong: 'valueNotes',
  awardContractNumberTooLong: 'contractNumber',
};

const blank: AwardDraft = {
  submissionId: 0,
  awardAmount: null,
  provisionalAmount: null,
  subtotal: null,
  taxAmount: null,
  awardDate: null,
  actualTotalProjectValue: null,
  actualTotalAnnualValue: null,
  awardExceptionId: null,
  displayToPublic: false,
  valueNotes: '',
  contractNumber: '',
};

/** The entered fields of an award, as the form edits them. */
function draftOf(award: Award | null): AwardDraft {
  if (!award) return blank;
  const fields = Object.keys(blank) as (keyof AwardDraft)[];
  return Object.fromEntries(fields.map((name) => [name, award[name]])) as AwardDraft;
}

/** Adds an awarded company, or edits one; refusals show beside their field (000 §4, §5). */
export function AwardModal({
  projectId,
  tenderId,
  editing,
  onClose,
  onSaved,
}: {
  projectId: number;
  tenderId: number;
  editing: Award | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const companies = useCompleteSubmissions(tenderId);
  const exceptions = useActiveOptions('awardException');
  const [draft, setDraft] = useState<AwardDraft>(() => draftOf(editing));
  const { errors, failure, saving, run } = useModalSave(awardFields);
  const set = <K extends keyof AwardDraft>(name: K, value: AwardDraft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));

  const money = (name: MoneyField, label: UiKey) => (
    <NumberInput
      key={name}
      label={t(label)}
      value={draft[name] ?? ''}
      onChange={(value) => set(name, numberOf(value))}
      error={errors[name]}
      {...currencyInputProps}
    />
  );

  async function save() {
    const problems: Record<string, string> = {};
    if (!draft.submissionId) problems.submissionId = t('awardCompanyRequired');
    const saved = await run(problems, () => saveAward(node, projectId, draft, editing?.id));
    if (saved) onSaved();
  }

  return (
    <Modal opened onClose={onClose} title={editing ? t('awardEdit') : t('awardAdd')} size="lg">
      <Stack>
        <Select
          label={t('awardCompanyLabel')}
          required
          searchable
          data={(companies.data ?? []).map((s) => ({ value: String(s.id), label: s.companyName }))}
          value={draft.submissionId ? String(draft.submissionId) : null}
          onChange={(value) => set('submissionId', value ? Number(value) : 0)}
          error={errors.submissionId ?? (companies.isError ? t('awardCompaniesFailed') : undefined)}
          nothingFoundMessage={t('awardNoCompleteBids')}
          disabled={companies.isPending}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {moneyFields.map(([name, label]) => money(name, label))}
          <TextInput
            type="date"
            label={t('awardDateLabel')}
            value={draft.awardDate ?? ''}
            onChange={(e) => set('awardDate', e.currentTarget.value || null)}
            error={errors.awardDate}
          />
          <Select
            label={t('awardExceptionLabel')}
            data={(exceptions.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            value={draft.awardExceptionId ? String(draft.awardExceptionId) : null}
            onChange={(value) => set('awardExceptionId', value ? Number(value) : null)}
            clearable
            error={errors.awardExceptionId}
          />
          <TextInput
            label={t('awardContractNumberLabel')}
            value={draft.contractNumber}
            maxLength={60}
            onChange={(e) => set('contractNumber', e.currentTarget.value)}
            error={errors.contractNumber}
          />
        </SimpleGrid>
        <Textarea
          label={t('awardValueNotesLabel')}
          value={draft.valueNotes}
          maxLength={4000}
          autosize
          minRows={2}
          onChange={(e) => set('valueNotes', e.currentTarget.value)}
          error={errors.valueNotes}
        />
        <Checkbox
          label={t('awardDisplayToPublicLabel')}
          checked={draft.displayToPublic}
          onChange={(e) => set('displayToPublic', e.currentTarget.checked)}
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('save')}
          onCancel={onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}
