import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { dateKindsOfPhase, type FixedRange, fixedRanges, type ReportDateKind } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { dateKindLabel, fixedRangeLabelKeys } from '../labels.ts';
import { withDateKind } from '../wizard-model.ts';
import type { StepProps } from './scope-steps.tsx';

/**
 * Step 4 (000 §3 date range types): which date the range applies to, among the phase's date kinds,
 * then a Custom range of two days or a Fixed one named relative to the agency's today; no date
 * kind reports every date.
 */
export function DateRangeStep({ draft, problems, onChange }: StepProps) {
  const { t } = useTranslation();
  const range = draft.dateRange;
  const kinds = dateKindsOfPhase(draft.phase);

  return (
    <Stack>
      <Select
        label={t('reportWizardDateKind')}
        placeholder={t('reportWizardDateKindNone')}
        data={kinds.map((kind) => ({ value: kind, label: dateKindLabel(kind) }))}
        value={draft.dateKind}
        onChange={(value) => onChange(withDateKind(draft, value as ReportDateKind | null))}
        error={problems.dateKind}
        clearable
        searchable
      />
      {range ? (
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="report-range-type">
              {t('reportWizardRangeType')}
            </Text>
            <SegmentedControl
              aria-labelledby="report-range-type"
              value={range.type}
              data={[
                { value: 'Custom', label: t('reportWizardRangeCustom') },
                { value: 'Fixed', label: t('reportWizardRangeFixed') },
              ]}
              onChange={(value) =>
                onChange({
                  ...draft,
                  dateRange:
                    value === 'Custom'
                      ? { type: 'Custom', from: '', to: '' }
                      : { type: 'Fixed', value: 'thisMonth' },
                })
              }
            />
          </Stack>
          {range.type === 'Custom' ? (
            <Group grow align="flex-start">
              <TextInput
                type="date"
                label={t('reportWizardFrom')}
                value={range.from}
                onChange={(event) =>
                  onChange({ ...draft, dateRange: { ...range, from: event.currentTarget.value } })
                }
                error={problems['dateRange.from']}
              />
              <TextInput
                type="date"
                label={t('reportWizardTo')}
                value={range.to}
                onChange={(event) =>
                  onChange({ ...draft, dateRange: { ...range, to: event.currentTarget.value } })
                }
                error={problems['dateRange.to']}
              />
            </Group>
          ) : (
            <Select
              label={t('reportWizardPeriod')}
              data={fixedRanges.map((value) => ({ value, label: t(fixedRangeLabelKeys[value]) }))}
              value={range.value}
              onChange={(value) =>
                value && onChange({ ...draft, dateRange: { type: 'Fixed', value: value as FixedRange } })
              }
              allowDeselect={false}
              error={problems['dateRange.value']}
            />
          )}
        </>
      ) : null}
      {problems.dateRange ? (
        <Text size="sm" c="red" role="alert">
          {problems.dateRange}
        </Text>
      ) : null}
    </Stack>
  );
}
