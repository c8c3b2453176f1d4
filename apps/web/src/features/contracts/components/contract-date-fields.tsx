import { Button, Checkbox, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { contractDateRules, type OptionTermInput, type Period } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A calendar day ('YYYY-MM-DD'), empty as null: contract dates carry no time or zone. */
export function DayInput({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  error?: ReactNode;
  testId?: string;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      error={error}
      data-testid={testId}
    />
  );
}

/**
 * A period's start and end. A problem of the whole period (its order, a missing date) shows under
 * the end, where the user looks after typing it; the start is marked too.
 */
export function PeriodInputs({
  path,
  startLabel,
  endLabel,
  value,
  onChange,
  errors,
}: {
  path: string;
  startLabel: string;
  endLabel: string;
  value: Period;
  onChange: (next: Period) => void;
  errors: Record<string, string>;
}) {
  const whole = errors[path];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DayInput
        label={startLabel}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        error={errors[`${path}.start`] ?? Boolean(whole)}
        testId={`${path}-start`}
      />
      <DayInput
        label={endLabel}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        error={errors[`${path}.end`] ?? whole}
        testId={`${path}-end`}
      />
    </SimpleGrid>
  );
}

/** A switch that shows its part of the form while on (option years, firm pricing, warranty). */
export function Toggled({
  label,
  checked,
  onChange,
  testId,
  children,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Switch
        label={label}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        data-testid={testId}
      />
      {checked ? children : null}
    </Stack>
  );
}

/** The option terms (option years): each with its dates and whether it was taken; added and removed. */
export function OptionTermsEditor({
  terms,
  onChange,
  errors,
  readOnly,
}: {
  terms: OptionTermInput[];
  onChange: (next: OptionTermInput[]) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const replace = (index: number, term: OptionTermInput) =>
    onChange(terms.map((each, i) => (i === index ? term : each)));
  return (
    <Stack gap="sm" data-testid="option-terms">
      {terms.map((term, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a new term has no id; its inputs are controlled.
          <Stack key={index} gap={4} data-testid={`option-term-${index}`}>
            <PeriodInputs
              path={`optionTerms.${index}`}
              startLabel={t('contractOptionStart', { n })}
              endLabel={t('contractOptionEnd', { n })}
              value={term}
              onChange={(period) => replace(index, { ...term, ...period })}
              errors={errors}
            />
            <Group justify="space-between">
              <Checkbox
                label={t('contractOptionTaken', { n })}
                checked={term.isTaken}
                onChange={(event) => replace(index, { ...term, isTaken: event.currentTarget.checked })}
              />
              {readOnly ? null : (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => onChange(terms.filter((_, i) => i !== index))}
                >
                  {t('contractOptionRemove', { n })}
                </Button>
              )}
            </Group>
          </Stack>
        );
      })}
      {readOnly ? null : (
        <Group>
          <Button
            variant="default"
            size="xs"
            disabled={terms.length >= contractDateRules.maxOptionTerms}
            onClick={() => onChange([...terms, { start: null, end: null, isTaken: false }])}
            data-testid="option-term-add"
          >
            {t('contractOptionAdd')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
