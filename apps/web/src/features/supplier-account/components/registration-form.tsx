import {
  Alert,
  Button,
  Fieldset,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { PasswordChecklist } from '../../../ui/password-checklist.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { CompanyFields, type CompanyValues, companyPayload } from './company-fields.tsx';

/** The registration as the form holds it: the company, its first contact, and the password twice. */
export type RegistrationValues = {
  company: CompanyValues;
  contact: { firstName: string; lastName: string; email: string; phone: string; title: string };
  password: string;
  confirmPassword: string;
};

/** What the contract's registration schemas read: the company, the contact and the password. */
export const registrationPayload = (values: RegistrationValues) => ({
  company: companyPayload(values.company),
  contact: values.contact,
  password: values.password,
});

const fieldOfKey: Record<string, string> = {
  supplierCategoryInvalid: 'company.categories',
  passwordNotComplex: 'password',
};

type IssueSource = Parameters<typeof schemaErrors>[0];

/**
 * The supplier's registration form, open or by an agency's claim link: the company, the contact,
 * the password with its checklist and confirmation. Field messages show once a field is left (the
 * contract's rules, `schema` read on `payloadOf` the values); a refused send puts the server's
 * messages under their fields and the rest above the form. `onSubmit` may handle a refusal of its
 * own and return; what it throws is shown.
 */
export function RegistrationForm({
  agency,
  initialValues,
  schema,
  payloadOf = registrationPayload,
  intro,
  emailFixed = false,
  submitLabel,
  submitTestId,
  aside,
  onSubmit,
}: {
  agency: string;
  initialValues: RegistrationValues;
  schema: IssueSource;
  payloadOf?: (values: RegistrationValues) => unknown;
  intro: string;
  /** The address is the link's, shown and not changed. */
  emailFixed?: boolean;
  submitLabel: string;
  submitTestId: string;
  /** Shown at the start of the submit row (a link elsewhere). */
  aside?: ReactNode;
  onSubmit: (values: RegistrationValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const errors: Record<string, string> = schemaErrors(schema, payloadOf(values));
      if (values.confirmPassword !== values.password) errors.confirmPassword = t('passwordMismatch');
      return errors;
    },
    validateInputOnBlur: true,
  });
  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(applyRefusal(form, error, fieldOfKey));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <CompanyFields
          form={form}
          prefix="company."
          agency={agency}
          diverse={form.values.company.certifiedDiverseSupplier}
        />
        <Fieldset legend={t('supplierContactLegend')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('supplierFirstName')} required {...field('contact.firstName')} />
            <TextInput label={t('supplierLastName')} required {...field('contact.lastName')} />
            <TextInput
              label={t('supplierEmail')}
              description={emailFixed ? t('supplierClaimEmailFixed') : undefined}
              required
              readOnly={emailFixed}
              type="email"
              autoComplete="email"
              {...field('contact.email')}
            />
            <TextInput label={t('supplierContactPhone')} {...field('contact.phone')} />
            <TextInput label={t('supplierTitle')} {...field('contact.title')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('supplierPasswordLegend')}>
          <Stack>
            <PasswordInput
              label={t('supplierPassword')}
              required
              autoComplete="new-password"
              {...field('password')}
            />
            <PasswordChecklist password={form.values.password} />
            <PasswordInput
              label={t('supplierConfirmPassword')}
              required
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </Stack>
        </Fieldset>
        <Group justify={aside ? 'space-between' : 'flex-end'}>
          {aside}
          <Button type="submit" loading={form.submitting} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
