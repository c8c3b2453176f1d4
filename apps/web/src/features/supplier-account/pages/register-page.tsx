import { Alert, Anchor, Stack } from '@mantine/core';
import { portalPath, registerSupplierSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePortalAgency } from '../../portal/index.ts';
import { registerSupplier } from '../api/accounts-queries.ts';
import { AccountCard } from '../components/account-card.tsx';
import { ClaimRegistration } from '../components/claim-registration.tsx';
import { emptyCompany } from '../components/company-fields.tsx';
import { RegistrationForm, registrationPayload } from '../components/registration-form.tsx';
import { ResendVerification } from '../components/resend-verification.tsx';

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
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);

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
      <RegistrationForm
        agency={agency}
        initialValues={{
          company: emptyCompany,
          contact: { firstName: '', lastName: '', email: '', phone: '', title: '' },
          password: '',
          confirmPassword: '',
        }}
        schema={registerSupplierSchema}
        intro={t('supplierRegisterIntro')}
        submitLabel={t('supplierRegisterButton')}
        submitTestId="register-submit"
        aside={
          <Anchor component={Link} to={portalPath(agency, '/sign-in')} size="sm">
            {t('supplierHaveAccount')}
          </Anchor>
        }
        onSubmit={async (values) => {
          const message = await registerSupplier(agency, registrationPayload(values));
          setDone({ message, email: values.contact.email.trim() });
        }}
      />
    </AccountCard>
  );
}
