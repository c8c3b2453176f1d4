import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCurrency, type IntakeRequest, intakeProjectDraft } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSpecDate } from '../../../../ui/format.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/**
 * What a project made from the request receives (001 §3 new project draft from intake), shown in
 * the wizard before the buyer creates it; the server builds the project from the same draft.
 */
export function IntakeDraftCard({ request }: { request: IntakeRequest }) {
  const { t } = useTranslation();
  const draft = intakeProjectDraft(request);
  const { contactDetails: contact } = request;
  const source = draft.sourceDetails;
  return (
    <Card withBorder data-testid="wizard-intake-card">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('intakeWizardFrom', { reference: request.reference })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Item label={t('intakeDepartment')}>{contact.department?.name ?? t('notAvailable')}</Item>
          <Item label={t('intakeProcurementLead')}>{contact.procurementLead?.name ?? t('dashNotSure')}</Item>
          <Item label={t('intakePostingDate')}>{formatSpecDate(source.dateAvailable)}</Item>
          <Item label={t('intakeBudget')}>
            {formatCurrency(source.estimatedAnnualValue) || t('notAvailable')}
          </Item>
          <Item label={t('intakeTotalValue')}>
            {formatCurrency(source.estimatedValue) || t('notAvailable')}
          </Item>
          <Item label={t('intakeWizardMeetings')}>{source.meetingLocations.length}</Item>
          <Item label={t('intakeWizardInvitations')}>{source.vendorInvitationListNew.length}</Item>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** Why the request cannot become a project now, in the server's words when it said. */
export function IntakeDraftBlocked({ message }: { message: string }) {
  return (
    <Alert color="yellow" role="alert" data-testid="wizard-intake-blocked">
      {message}
    </Alert>
  );
}
