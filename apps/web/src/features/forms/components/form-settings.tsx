import {
  Alert,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type FormProblemKey,
  type PromptPayDiscountType,
  promptPayDiscountTypes,
  type TableTax,
  type TaxType,
  tableRules,
} from '@procura/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormHeader } from '../form-draft.ts';

/**
 * The form's own settings (000 §3 Form table): its name, line numbers, summary, whether it is
 * required, rows suppliers may add, taxes and the prompt pay discount. Problems the engine finds
 * in the taxes or the discount show under those fields.
 */
export const FormSettings = memo(function FormSettings({
  header,
  taxTypes,
  taxTypesFailed,
  problems,
  nameError,
  readOnly,
  onChange,
}: {
  header: FormHeader;
  taxTypes: readonly TaxType[];
  taxTypesFailed: boolean;
  problems: readonly FormProblemKey[];
  nameError: string | null;
  readOnly: boolean;
  onChange: (patch: Partial<FormHeader>) => void;
}) {
  const { t } = useTranslation();
  const problem = (...keys: FormProblemKey[]) => {
    const key = problems.find((p) => keys.includes(p));
    return key ? t(key, { max: '' }) : null;
  };
  // The form keeps the rate it chose (decision 83): a chosen tax stays listed even if no longer offered.
  const offered: TableTax[] = taxTypes
    .filter((tax) => tax.active)
    .map((tax) => ({ taxId: tax.id, taxType: tax.name, percentage: tax.percentage }));
  const listed = [...offered, ...header.taxes.filter((tax) => !offered.some((o) => o.taxId === tax.taxId))];
  const chosen = header.taxes.map((tax) => String(tax.taxId));

  function chooseTaxes(ids: string[]) {
    const taxes = listed.filter((tax) => ids.includes(String(tax.taxId)));
    onChange({ taxes: taxes.map((tax) => header.taxes.find((kept) => kept.taxId === tax.taxId) ?? tax) });
  }

  return (
    <Stack gap="sm">
      <TextInput
        label={t('formNameLabel')}
        required
        value={header.name}
        maxLength={tableRules.maxNameLength}
        disabled={readOnly}
        error={nameError}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap="xs">
          <Switch
            label={t('formLineNumbers')}
            checked={header.isLineNumberIncluded}
            disabled={readOnly}
            onChange={(event) => onChange({ isLineNumberIncluded: event.currentTarget.checked })}
          />
          {header.isLineNumberIncluded ? (
            <NumberInput
              label={t('formStartNumber')}
              value={header.startNumber}
              min={0}
              max={tableRules.maxStartNumber}
              allowDecimal={false}
              allowNegative={false}
              disabled={readOnly}
              w={160}
              onChange={(value) => onChange({ startNumber: typeof value === 'number' ? value : 0 })}
            />
          ) : null}
          <Switch
            label={t('formIncludedInSummary')}
            checked={header.isIncludedForSummary}
            disabled={readOnly}
            onChange={(event) => onChange({ isIncludedForSummary: event.currentTarget.checked })}
          />
          <Switch
            label={t('formRequired')}
            checked={header.isRequired}
            disabled={readOnly}
            onChange={(event) => onChange({ isRequired: event.currentTarget.checked })}
          />
          <Switch
            label={t('formAllowAddRows')}
            checked={header.allowPlantakerToAddRows}
            disabled={readOnly}
            onChange={(event) => onChange({ allowPlantakerToAddRows: event.currentTarget.checked })}
          />
          {header.allowPlantakerToAddRows ? (
            <NumberInput
              label={t('formMaximumOptionalRows')}
              value={header.maximumOptionalRows}
              min={0}
              max={tableRules.maxOptionalRows}
              allowDecimal={false}
              allowNegative={false}
              disabled={readOnly}
              w={240}
              error={
                header.maximumOptionalRows > tableRules.maxOptionalRows ? t('formTooManyOptionalRows') : null
              }
              onChange={(value) => onChange({ maximumOptionalRows: typeof value === 'number' ? value : 0 })}
            />
          ) : null}
        </Stack>
        <Stack gap="xs">
          <Switch
            label={t('formAutoComputeTax')}
            checked={header.isAutoComputeTax}
            disabled={readOnly}
            onChange={(event) => onChange({ isAutoComputeTax: event.currentTarget.checked })}
          />
          {header.isAutoComputeTax ? (
            <Checkbox.Group
              label={t('formTaxesLabel')}
              value={chosen}
              onChange={chooseTaxes}
              error={problem('formTaxRequired', 'formTaxInvalid')}
            >
              <Group gap="sm" mt={4}>
                {listed.map((tax) => (
                  <Checkbox
                    key={tax.taxId}
                    value={String(tax.taxId)}
                    disabled={
                      readOnly ||
                      (!chosen.includes(String(tax.taxId)) && chosen.length >= tableRules.maxTaxes)
                    }
                    label={t('formTaxOption', { name: tax.taxType, percentage: tax.percentage })}
                  />
                ))}
              </Group>
              {taxTypesFailed ? (
                <Alert color="red" mt="xs" p="xs">
                  {t('formTaxesLoadFailed')}
                </Alert>
              ) : null}
            </Checkbox.Group>
          ) : null}
          <Switch
            label={t('formPromptPay')}
            checked={header.hasPromptPayDiscount}
            disabled={readOnly}
            onChange={(event) => onChange({ hasPromptPayDiscount: event.currentTarget.checked })}
          />
          {header.hasPromptPayDiscount ? (
            <Group align="flex-end" gap="sm">
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('formPromptPayType')}
                </Text>
                <SegmentedControl
                  size="xs"
                  value={header.promptPayDiscountType}
                  disabled={readOnly}
                  data={promptPayDiscountTypes.map((type) => ({
                    value: type,
                    label: t(`formDiscount${type}`),
                  }))}
                  onChange={(value) => onChange({ promptPayDiscountType: value as PromptPayDiscountType })}
                />
              </Stack>
              <TextInput
                label={t('formPromptPayValue')}
                required
                inputMode="decimal"
                w={140}
                value={header.promptPayDiscount ?? ''}
                disabled={readOnly}
                leftSection={header.promptPayDiscountType === 'DollarAmount' ? '$' : null}
                rightSection={header.promptPayDiscountType === 'Percentage' ? '%' : null}
                error={problem('formDiscountRequired', 'formDiscountInvalid')}
                onChange={(event) => onChange({ promptPayDiscount: event.currentTarget.value })}
              />
            </Group>
          ) : null}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
});
