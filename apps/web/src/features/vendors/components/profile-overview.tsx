import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AgencyVendor } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../ui/format.ts';
import {
  accountStatusLabelKeys,
  addressLines,
  contactsPrimaryFirst,
  fullName,
  subscriptionLabelKeys,
} from '../presenters.ts';
import { AgencyPanel } from './agency-panel.tsx';

/** One labelled value; an empty value shows nothing rather than a blank label. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The website as a link, with a scheme when the supplier typed none. */
function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function Contacts({ vendor }: { vendor: AgencyVendor }) {
  const { t } = useTranslation();
  if (vendor.contacts.length === 0) return <Text size="sm">{t('supplierNoContacts')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table data-testid="supplier-contacts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('supplierContactName')}</Table.Th>
            <Table.Th>{t('supplierContactTitle')}</Table.Th>
            <Table.Th>{t('supplierContactEmail')}</Table.Th>
            <Table.Th>{t('supplierContactPhone')}</Table.Th>
            <Table.Th>{t('supplierContactAccount')}</Table.Th>
            <Table.Th>{t('supplierContactLastLogin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contactsPrimaryFirst(vendor.contacts).map((contact) => (
            <Table.Tr key={contact.id} data-testid={`supplier-contact-${contact.id}`}>
              <Table.Td>
                <Group gap={6}>
                  {fullName(contact)}
                  {contact.isPrimary ? (
                    <Badge size="xs" variant="light">
                      {t('supplierContactPrimary')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{contact.title}</Table.Td>
              <Table.Td>
                <Anchor href={`mailto:${contact.email}`} size="sm">
                  {contact.email}
                </Anchor>
              </Table.Td>
              <Table.Td>{contact.phone}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  {contact.hasAccount ? t('supplierContactHasAccount') : t('supplierContactNoAccount')}
                </Text>
                <Text size="xs" c="dimmed">
                  {contact.emailVerified ? t('supplierContactVerified') : t('supplierContactUnverified')}
                </Text>
              </Table.Td>
              <Table.Td>
                {contact.lastLoginAt ? formatDateTime(contact.lastLoginAt) : t('supplierNever')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The Overview tab (issue 22 §2): the company, its contacts with the primary first, categories,
 * diversity, registration and last login, subscription and account status, and the agency's
 * own notes and flags.
 */
export function ProfileOverview({ vendor }: { vendor: AgencyVendor }) {
  const { t } = useTranslation();
  const phone = vendor.phoneExtension
    ? t('supplierPhoneWithExtension', { phone: vendor.phone, extension: vendor.phoneExtension })
    : vendor.phone;
  const subscription = vendor.vendorPaySubscription;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t('supplierCompanySection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label={t('supplierAddress')}>
              {addressLines(vendor).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Field>
            <Field label={t('supplierPhone')}>{phone}</Field>
            <Field label={t('supplierFax')}>{vendor.fax}</Field>
            <Field label={t('supplierWebsite')}>
              {vendor.website ? (
                <Anchor
                  href={websiteHref(vendor.website)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                >
                  {vendor.website}
                </Anchor>
              ) : (
                ''
              )}
            </Field>
            <Field label={t('supplierTaxNumber')}>{vendor.hstNumber}</Field>
            <Field label={t('supplierOtherNames')}>{vendor.otherCompanyNames}</Field>
            <Field label={t('supplierPreviousName')}>{vendor.previousCompanyName}</Field>
          </SimpleGrid>
        </Section>
        <Section title={t('supplierAccountSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label={t('supplierAccountStatus')}>
              {t(accountStatusLabelKeys[vendor.accountStatus])}
            </Field>
            <Field label={t('supplierSubscription')}>
              {t(subscriptionLabelKeys[subscription.status])}
              {subscription.expiryDate ? (
                <Text size="xs" c="dimmed">
                  {t('supplierSubscriptionExpires', { date: formatDay(subscription.expiryDate) })}
                </Text>
              ) : null}
            </Field>
            <Field label={t('supplierRegisteredAt')}>{formatDateTime(vendor.registeredAt)}</Field>
            <Field label={t('supplierLastLogin')}>
              {vendor.lastLoginAt ? formatDateTime(vendor.lastLoginAt) : t('supplierNever')}
            </Field>
            <Field label={t('supplierBidCount')}>{String(vendor.bidCount)}</Field>
          </SimpleGrid>
        </Section>
      </SimpleGrid>
      <Section title={t('supplierContactsSection')}>
        <Contacts vendor={vendor} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t('supplierCategoriesSection')}>
          {vendor.categories.length === 0 ? (
            <Text size="sm">{t('supplierNoCategories')}</Text>
          ) : (
            <Group gap="xs" data-testid="supplier-categories">
              {vendor.categories.map((category) => (
                <Badge key={category.id} variant="default" tt="none">
                  {category.code} {category.name}
                </Badge>
              ))}
            </Group>
          )}
        </Section>
        <Section title={t('supplierDiversitySection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label={t('supplierDiverseCertified')}>
              {vendor.certifiedDiverseSupplier ? t('yes') : t('no')}
            </Field>
            <Field label={t('supplierDiversityClassification')}>
              {vendor.diversityClassificationDescription || vendor.diversityClassification}
            </Field>
            <Field label={t('supplierDiversityVerified')}>
              {vendor.vendorDiversityVerified ? t('yes') : t('no')}
            </Field>
          </SimpleGrid>
        </Section>
      </SimpleGrid>
      <AgencyPanel key={vendor.id} vendor={vendor} />
    </Stack>
  );
}
