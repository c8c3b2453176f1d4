import { Anchor, Group, Stack, Tabs, Text } from '@mantine/core';
import { portalPath, type SupplierSessionAnswer, type Vendor } from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { RequireSupplier, supplierSessionKey, usePortalAgency } from '../../portal/index.ts';
import { fetchSupplierProfile } from '../api/accounts-queries.ts';
import { AccountCard } from '../components/account-card.tsx';
import { ContactsSection } from '../components/contacts-section.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

export const profileKey = (agency: string) => ['portal', agency, 'profile'] as const;

function AccountContent({ supplier }: { supplier: SupplierSessionAnswer }) {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const client = useQueryClient();
  // The session answer names the company and the signed-in contact, which these forms change.
  const refresh = () => client.invalidateQueries({ queryKey: supplierSessionKey(agency) });
  const profile = useQuery({
    queryKey: profileKey(agency),
    queryFn: ({ signal }) => fetchSupplierProfile(agency, signal),
  });
  const setVendor = (vendor: Vendor) => client.setQueryData(profileKey(agency), vendor);

  function body() {
    if (profile.isPending) return <PageLoader />;
    if (profile.isError)
      return (
        <ErrorState
          title={t('supplierProfileFailed')}
          message={profile.error.message}
          onRetry={() => void profile.refetch()}
        />
      );
    const vendor = profile.data;
    return (
      <Tabs defaultValue="company" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="company">{t('supplierTabCompany')}</Tabs.Tab>
          <Tabs.Tab value="contacts">{t('supplierTabContacts')}</Tabs.Tab>
          <Tabs.Tab value="password">{t('supplierTabPassword')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="company">
          <ProfileForm
            agency={agency}
            vendor={vendor}
            onSaved={(saved) => {
              setVendor(saved);
              void refresh();
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <ContactsSection
            agency={agency}
            contacts={vendor.contacts}
            signedInContactId={supplier.contactId}
            onChanged={(contacts) => {
              setVendor({ ...vendor, contacts, primaryContact: contacts.find((c) => c.isPrimary) ?? null });
              void refresh();
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordForm agency={agency} />
        </Tabs.Panel>
      </Tabs>
    );
  }

  return (
    <AccountCard title={t('supplierAccountTitle')} width={960}>
      <Stack>
        <Group gap="xs" justify="space-between">
          <Text size="sm" c="dimmed">
            {t('supplierSignedInAs', {
              name: `${supplier.firstName} ${supplier.lastName}`,
              company: supplier.companyName,
            })}
          </Text>
          <Anchor
            component={Link}
            to={portalPath(agency, '/account/documents')}
            size="sm"
            data-testid="account-documents-link"
          >
            {t('portalDocumentsLink')}
          </Anchor>
        </Group>
        {body()}
      </Stack>
    </AccountCard>
  );
}

/**
 * /portal/{agency}/account: the signed-in supplier's company profile, contacts and password, with
 * the way to its documents (/account/documents).
 */
export function AccountPage() {
  return <RequireSupplier>{(supplier) => <AccountContent supplier={supplier} />}</RequireSupplier>;
}
