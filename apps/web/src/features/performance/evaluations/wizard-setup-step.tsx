import { Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { EvaluationSlot, EvaluationType, PerformanceTemplate } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { DayField } from './day-field.tsx';
import { PersonSelect } from './person-select.tsx';
import { typeLabelKeys } from './presenters.ts';
import {
  type ContractChoice,
  termOf,
  typeChoices,
  type WizardDraft,
  type WizardMode,
  withContract,
  withInterims,
} from './wizard-model.ts';
import { ScheduleRows } from './wizard-schedule.tsx';

/** Where the wizard was opened: a contract (choose its supplier) or a supplier (choose a contract or none). */
export type WizardOrigin =
  | { kind: 'contract'; contract: ContractChoice }
  | { kind: 'vendor'; vendorId: number; companyName: string; contracts: readonly ContractChoice[] | null };

/**
 * Step 1: who and what is rated (the supplier, the contract), a single evaluation or a schedule,
 * its days, the template and the evaluator.
 */
export function SetupStep({
  origin,
  draft,
  onChange,
  errors,
  today,
  templates,
}: {
  origin: WizardOrigin;
  draft: WizardDraft;
  onChange: (draft: WizardDraft) => void;
  errors: Record<string, string>;
  today: string;
  templates: readonly PerformanceTemplate[] | undefined;
}) {
  const { t } = useTranslation();
  const contract =
    origin.kind === 'contract'
      ? origin.contract
      : (origin.contracts?.find((choice) => choice.id === draft.contractId) ?? null);
  const changeSingle = (patch: Partial<EvaluationSlot>) =>
    onChange({ ...draft, single: { ...draft.single, ...patch } });

  return (
    <Stack gap="md" data-testid="wizard-setup">
      {origin.kind === 'contract' ? (
        <Select
          label={t('perfSupplier')}
          required
          data={origin.contract.vendors.map((v) => ({ value: String(v.vendorId), label: v.companyName }))}
          value={draft.vendorId === null ? null : String(draft.vendorId)}
          onChange={(value) => onChange({ ...draft, vendorId: value === null ? null : Number(value) })}
          error={errors.vendorId}
          nothingFoundMessage={t('perfWizardNoSuppliers')}
          data-testid="wizard-vendor"
        />
      ) : (
        <>
          <Text size="sm" data-testid="wizard-vendor-name">
            <Text span fw={600}>
              {t('perfSupplier')}:
            </Text>{' '}
            {origin.companyName}
          </Text>
          <Select
            label={t('perfContract')}
            data={[
              { value: '', label: t('perfWizardNoContract') },
              ...(origin.contracts ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            value={draft.contractId === null ? '' : String(draft.contractId)}
            onChange={(value) => {
              const next = (origin.contracts ?? []).find((c) => String(c.id) === value) ?? null;
              onChange(withContract(draft, next));
            }}
            allowDeselect={false}
            placeholder={origin.contracts === null ? t('loading') : undefined}
            error={errors.contractId}
            data-testid="wizard-contract"
          />
        </>
      )}
      <SegmentedControl
        value={draft.mode}
        onChange={(value) => onChange({ ...draft, mode: value as WizardMode })}
        data={[
          { value: 'single', label: t('perfWizardSingle') },
          { value: 'schedule', label: t('perfWizardSchedule'), disabled: termOf(contract) === null },
        ]}
        data-testid="wizard-mode"
      />
      {draft.mode === 'single' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="wizard-single">
          <Select
            label={t('perfWizardType')}
            data={typeChoices(draft.contractId !== null, 'single').map((type) => ({
              value: type,
              label: t(typeLabelKeys[type]),
            }))}
            value={draft.single.type}
            onChange={(value) => value && changeSingle({ type: value as EvaluationType })}
            allowDeselect={false}
            error={errors['single.type']}
            data-testid="wizard-type"
          />
          <DayField
            label={t('perfEvaluationDate')}
            required
            value={draft.single.evaluationDate}
            min={today}
            onChange={(evaluationDate) => changeSingle({ evaluationDate })}
            error={errors['single.evaluationDate']}
            testId="wizard-date"
          />
          <DayField
            label={t('perfPeriodStart')}
            required
            value={draft.single.periodStart}
            onChange={(periodStart) => changeSingle({ periodStart })}
            error={errors['single.periodStart']}
            testId="wizard-period-start"
          />
          <DayField
            label={t('perfPeriodEnd')}
            required
            value={draft.single.periodEnd}
            onChange={(periodEnd) => changeSingle({ periodEnd })}
            error={errors['single.periodEnd']}
            testId="wizard-period-end"
          />
        </SimpleGrid>
      ) : (
        <ScheduleRows
          contract={contract}
          interims={draft.interims}
          slots={draft.slots}
          today={today}
          errors={errors}
          onInterims={(interims) => onChange(withInterims(draft, contract, interims))}
          onSlots={(slots) => onChange({ ...draft, slots })}
        />
      )}
      <Group grow align="flex-start">
        <Select
          label={t('perfTemplate')}
          required
          data={(templates ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
          value={draft.templateId === null ? null : String(draft.templateId)}
          onChange={(value) => onChange({ ...draft, templateId: value === null ? null : Number(value) })}
          placeholder={templates === undefined ? t('loading') : undefined}
          nothingFoundMessage={t('perfWizardNoTemplates')}
          error={errors.templateId}
          data-testid="wizard-template"
        />
        <PersonSelect
          label={t('perfEvaluator')}
          value={draft.evaluatorId}
          onChange={(evaluatorId) => onChange({ ...draft, evaluatorId })}
          placeholder={t('perfWizardEvaluatorLater')}
          error={errors.evaluatorId}
          testId="wizard-evaluator"
        />
      </Group>
    </Stack>
  );
}
