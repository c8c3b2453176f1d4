import { Alert, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AccountInfo, accountInfoSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { readRefusal } from '../../../ui/form-errors.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import type { Account, Language } from '../api/settings-queries.ts';
import { FormActions } from './form-actions.tsx';

/** The form edits exactly the contract's account fields; id and domain are shown, not sent. */
export function accountValuesOf(account: Account): AccountInfo {
  const { id: _id, domain: _domain, ...values } = account;
  return values;
}

/**
 * The agency's account information (000 §3 Customer, 001 §3): names, address, language, time zone
 * and the single-point-of-access options. Messages show once a field is left; Save waits for a
 * valid, changed form. `onSave` answers the values as stored, which become the new baseline.
 */
export function AccountForm({
  account,
  timeZones,
  languages,
  readOnly,
  onSave,
}: {
  account: Account;
  timeZones: string[];
  languages: Language[];
  readOnly: boolean;
  onSave: (values: AccountInfo) => Promise<AccountInfo>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AccountInfo>({
    mode: 'controlled',
    initialValues: accountValuesOf(account),
    validate: (values) => schemaErrors(accountInfoSchema, values),
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await onSave(values);
      form.setValues(saved);
      form.resetDirty(saved);
    } catch (error) {
      // The form checks the same schema first, so a refusal here belongs to no one field.
      setFailure(readRefusal(error, {}).general);
    }
  });

  const field = (path: keyof AccountInfo) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error), disabled: readOnly };
  };
  // A stored zone this runtime does not list still shows, rather than an empty field.
  const zones = timeZones.includes(form.values.timezone) ? timeZones : [form.values.timezone, ...timeZones];

  return (
    <form onSubmit={submit} noValidate data-testid="account-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('accountNameLabel')} required {...field('accountName')} />
          <TextInput label={t('displayNameLabel')} required {...field('displayName')} />
          <TextInput label={t('domainLabel')} value={account.domain} readOnly disabled />
          <TextInput label={t('industryLabel')} {...field('industry')} />
        </SimpleGrid>
        <Title order={2} size="h4">
          {t('addressTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('address1Label')} {...field('address1')} />
          <TextInput label={t('address2Label')} {...field('address2')} />
          <TextInput label={t('cityLabel')} {...field('city')} />
          <TextInput label={t('provinceStateLabel')} {...field('provinceState')} />
          <TextInput label={t('postalCodeLabel')} {...field('postalCode')} />
          <TextInput label={t('countryLabel')} {...field('country')} />
        </SimpleGrid>
        <Title order={2} size="h4">
          {t('regionalTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('languageLabel')}
            required
            data={languages.map((language) => ({ value: language.code, label: language.name }))}
            allowDeselect={false}
            {...field('language')}
          />
          <Select
            label={t('timezoneLabel')}
            required
            data={zones}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('noMatches')}
            limit={50}
            {...field('timezone')}
          />
        </SimpleGrid>
        <Title order={2} size="h4">
          {t('publishingTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('sourceOfTenderLabel')} {...field('sourceOfTender')} />
          <TextInput label={t('spaEndpointTypeLabel')} {...field('spaEndpointType')} />
        </SimpleGrid>
        <Switch
          label={t('allowSendToSpaLabel')}
          {...form.getInputProps('allowSendToSPAOnProject', { type: 'checkbox' })}
          disabled={readOnly}
        />
        <FormActions
          justify="flex-end"
          routeName="control-panel"
          controlId="saveAccountInformation"
          testId="account-save"
          dirty={form.isDirty()}
          valid={form.isValid()}
          submitting={form.submitting}
          readOnly={readOnly}
          onDiscard={() => form.reset()}
        />
      </Stack>
    </form>
  );
}
