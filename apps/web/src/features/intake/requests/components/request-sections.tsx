import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCurrency, type IntakeRequest, joinedAddress } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSpecDate } from '../../../../ui/format.ts';
import { classificationText } from '../../presenters.ts';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {empty ? t('notAvailable') : children}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </Card>
  );
}

/**
 * Everything the requester sent, in the form's three sections (000 §2: contact details, project
 * details, project value), read-only: the request page and the project's intake-project page.
 */
export function IntakeRequestSections({ request }: { request: IntakeRequest }) {
  const { t } = useTranslation();
  const { contactDetails: contact, projectDetail: detail, financialDetails: money } = request;
  const consultant = contact.consultant;
  const consultantText = consultant
    ? [`${consultant.firstName} ${consultant.lastName}`.trim(), consultant.email].filter(Boolean).join(', ')
    : '';
  return (
    <Stack data-testid="intake-sections">
      <Section title={t('intakeContactDetails')}>
        <Field label={t('intakeRequester')} testId="intake-requester-name">
          {`${contact.firstName} ${contact.lastName}`.trim()}
        </Field>
        <Field label={t('intakeEmail')}>{contact.email}</Field>
        <Field label={t('intakeDepartment')}>{contact.department?.name}</Field>
        <Field label={t('intakeDivision')}>{contact.division?.name}</Field>
        <Field label={t('intakeProcurementLead')}>{contact.procurementLead?.name ?? t('dashNotSure')}</Field>
        <Field label={t('intakeConsultant')}>{consultantText}</Field>
      </Section>
      <Section title={t('intakeProjectDetails')}>
        <Field label={t('dashColumnProjectName')} testId="intake-project-name">
          {detail.projectName}
        </Field>
        <Field label={t('intakeClassification')}>{classificationText(detail.classification)}</Field>
        <Field label={t('intakeBidType')}>{detail.bidTypeName}</Field>
        <Field label={t('intakeRelatedProject')}>{detail.applyToProject}</Field>
        <Field label={t('intakeDescription')}>{detail.description}</Field>
        <Field label={t('intakeCategories')}>
          {detail.categories.map((category) => category.name).join(', ')}
        </Field>
        <Field label={t('intakeSiteVisit')}>{detail.isSiteVisit ? t('yes') : t('no')}</Field>
        <Field label={t('intakeLocations')}>{detail.locations.map(joinedAddress).join('\n')}</Field>
        <Field label={t('intakePostingDate')}>{formatSpecDate(detail.estimatedPostingDate)}</Field>
        <Field label={t('intakeStartDate')}>{formatSpecDate(detail.deliveryConstructionStartDate)}</Field>
        <Field label={t('intakeSupplierEmails')}>{detail.supplierEmails.split(';').join('; ')}</Field>
      </Section>
      <Section title={t('intakeProjectValue')}>
        <Field label={t('intakeBudget')}>{formatCurrency(money.projectBudget)}</Field>
        <Field label={t('intakeTotalValue')}>{formatCurrency(money.estimatedTotalProjectValue)}</Field>
      </Section>
    </Stack>
  );
}
