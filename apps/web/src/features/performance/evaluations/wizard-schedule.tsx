import { ActionIcon, Alert, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { type EvaluationSlot, type EvaluationType, performanceEvaluationRules } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../ui/format.ts';
import { CrossIcon } from '../../../ui/icons.tsx';
import { DayField } from './day-field.tsx';
import { typeLabelKeys } from './presenters.ts';
import { type ContractChoice, type DraftSlot, termOf, typeChoices } from './wizard-model.ts';

/**
 * The schedule over the contract's term (issue 23 §2): the number of interims proposes the rows
 * (contract's proposeSchedule), and each row's type, period and day may then be changed or the
 * row removed. Each row shows its own problems.
 */
export function ScheduleRows({
  contract,
  interims,
  slots,
  today,
  errors,
  onInterims,
  onSlots,
}: {
  contract: ContractChoice | null;
  interims: number;
  slots: DraftSlot[];
  today: string;
  errors: Record<string, string>;
  onInterims: (interims: number) => void;
  onSlots: (slots: DraftSlot[]) => void;
}) {
  const { t } = useTranslation();
  const term = termOf(contract);
  if (!term) {
    return (
      <Alert color="yellow" data-testid="wizard-no-term">
        {t('perfWizardScheduleNeedsTerm')}
      </Alert>
    );
  }
  const change = (index: number, patch: Partial<EvaluationSlot>) =>
    onSlots(slots.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  return (
    <Stack gap="sm" data-testid="wizard-schedule">
      <Text size="sm" c="dimmed">
        {t('perfWizardTerm', { start: formatDay(term.start), end: formatDay(term.end) })}
      </Text>
      <NumberInput
        label={t('perfWizardInterims')}
        min={0}
        max={performanceEvaluationRules.maxInterims}
        value={interims}
        allowDecimal={false}
        onChange={(value) => {
          const next = typeof value === 'number' ? value : Number.parseInt(value, 10);
          if (Number.isInteger(next) && next >= 0 && next <= performanceEvaluationRules.maxInterims) {
            onInterims(next);
          }
        }}
        w={220}
        data-testid="wizard-interims"
      />
      {errors.slots ? (
        <Text size="sm" c="red" role="alert" data-testid="wizard-slots-error">
          {errors.slots}
        </Text>
      ) : null}
      {slots.map((slot, i) => (
        <Paper withBorder p="xs" key={slot.rowId} data-testid={`wizard-slot-${i}`}>
          <Group align="flex-start" wrap="wrap" gap="xs">
            <Select
              label={t('perfWizardType')}
              data={typeChoices(true, 'schedule').map((type) => ({
                value: type,
                label: t(typeLabelKeys[type]),
              }))}
              value={slot.type}
              onChange={(value) => value && change(i, { type: value as EvaluationType })}
              allowDeselect={false}
              w={130}
              data-testid={`wizard-slot-${i}-type`}
            />
            <DayField
              label={t('perfPeriodStart')}
              value={slot.periodStart}
              onChange={(periodStart) => change(i, { periodStart })}
              error={errors[`slots.${i}.periodStart`]}
              testId={`wizard-slot-${i}-start`}
            />
            <DayField
              label={t('perfPeriodEnd')}
              value={slot.periodEnd}
              onChange={(periodEnd) => change(i, { periodEnd })}
              error={errors[`slots.${i}.periodEnd`]}
              testId={`wizard-slot-${i}-end`}
            />
            <DayField
              label={t('perfEvaluationDate')}
              value={slot.evaluationDate}
              min={today}
              onChange={(evaluationDate) => change(i, { evaluationDate })}
              error={errors[`slots.${i}.evaluationDate`]}
              testId={`wizard-slot-${i}-date`}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('perfWizardRemoveRow', { index: i + 1 })}
              onClick={() => onSlots(slots.filter((_, j) => j !== i))}
              data-testid={`wizard-slot-${i}-remove`}
            >
              <CrossIcon size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
