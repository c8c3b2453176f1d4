import { ActionIcon, Button, Fieldset, Group, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type IntakeLocation, intakeRules } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../../platform/i18n/ui-en.ts';
import { translateFieldError } from '../../../../ui/field-error.ts';
import { CrossIcon } from '../../../../ui/icons.tsx';
import { emptyLocation, type IntakeFormValues } from '../intake-form-model.ts';

const parts: readonly { part: keyof IntakeLocation; label: UiKey }[] = [
  { part: 'streetAddress', label: 'intakeFormStreetAddress' },
  { part: 'unit', label: 'intakeFormUnit' },
  { part: 'city', label: 'intakeFormCity' },
  { part: 'province', label: 'intakeFormProvince' },
  { part: 'postalCode', label: 'intakeFormPostalCode' },
  { part: 'country', label: 'intakeFormCountry' },
];

/** Where the work happens: rows added and removed freely, each address in its parts (000 §3). */
export function LocationsField({ form }: { form: UseFormReturnType<IntakeFormValues> }) {
  const { t } = useTranslation();
  const locations = form.values.projectDetail.locations;
  return (
    <Input.Wrapper label={t('intakeFormLocations')} labelElement="div">
      <Stack gap="xs" mt={4}>
        {locations.map((_, index) => (
          <Fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removal re-keys the rest, which holds no state of its own
            key={index}
            legend={t('intakeFormLocationN', { n: index + 1 })}
            data-testid="intake-location"
          >
            <Group align="flex-start" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
                {parts.map(({ part, label }) => {
                  const props = form.getInputProps(`projectDetail.locations.${index}.${part}`);
                  return (
                    <TextInput
                      key={part}
                      label={t(label)}
                      {...props}
                      error={translateFieldError(props.error)}
                    />
                  );
                })}
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={24}
                aria-label={t('intakeFormRemoveLocation', { n: index + 1 })}
                onClick={() => form.removeListItem('projectDetail.locations', index)}
              >
                <CrossIcon size={14} />
              </ActionIcon>
            </Group>
          </Fieldset>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            disabled={locations.length >= intakeRules.locationsMax}
            onClick={() => form.insertListItem('projectDetail.locations', emptyLocation())}
          >
            {t('intakeFormAddLocation')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
