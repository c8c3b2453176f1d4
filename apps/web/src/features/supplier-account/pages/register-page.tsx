import {
  Alert,
  Anchor,
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
import { portalPath, registerSupplierSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { PasswordChecklist } from '../../../ui/password-checklist.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { usePortalAgency } from '../../portal/index.ts';
import { registerSupplier } from '../api/accounts-queries.ts';
import { AccountCard } from '../components/account-card.tsx';
import { ClaimRegistration } from '../components/claim-registration.tsx';
import {
  CompanyFields,
  type CompanyValues,
  companyPayload,
  emptyCompany,
} from '../components/company-fields.tsx';
import { ResendVerification } from '../components/resend-verification.tsx';

type RegisterValues = {
  company: CompanyValues;
  contact: { firstName: string; lastName: string; email: string; phone: string; title: string };
  password: string;
  confirmPassword: string;
};

const payloadOf = (values: RegisterValues) => ({
  company: companyPayload(values.company),
  contact: values.contact,
  password: values.password,
});

const fieldOfKey: Record<string, string> = {
  supplierCategoryInvalid: 'company.categories',
  passwordNotComplex: 'password',
};

/**
 * /portal/{agency}/register: a supplier registers its company and first contact, free. Field
 * messages show once a field is left (the contract's rules); success says where the link went. An
 * email that already has an account answers the same (its owner is mailed sign-in help instead),
 * so the page never tells who is registered. With `?claim={token}` (the link an agency mails with a
 * company it added) it is the claim of that entry instead.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const claim = params.get('claim');
  return claim === null ? <OpenRegistration /> : <ClaimRegistration token={claim} />;
}

function OpenRegistration() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: {
      company: emptyCompany,
      contact: { firstName: '', lastName: '', email: '', phone: '', title: '' },
      password: '',
      confirmPassword: '',
    },
    validate: (values) => {
      const errors: Record<string, string> = schemaErrors(registerSupplierSchema, payloadOf(values));
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
      const message = await registerSupplier(agency, payloadOf(values));
      setDone({ message, email: values.contact.email.trim() });
    } catch (error) {
      setFailure(applyRefusal(form, error, fieldOfKey));
    }
  });

  if (done) {
    return (
      <AccountCard title={t('supplierRegisterTitle')}>
        <Stack>
          <Alert color="green" role="status" data-testid="register-done">
            {done.message}
          </Alert>
          <ResendVerification agency={agency} email={done.email} />
          <Anchor component={Link} to={portalPath(agency, '/sign-in')}>
            {t('supplierGoToSignIn')}
          </Anchor>
        </Stack>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('supplierRegisterTitle')} width={820}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('supplierRegisterIntro')}
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
                required
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
          <Group justify="space-between">
            <Anchor component={Link} to={portalPath(agency, '/sign-in')} size="sm">
              {t('supplierHaveAccount')}
            </Anchor>
            <Button type="submit" loading={form.submitting} data-testid="register-submit">
              {t('supplierRegisterButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  );
}
