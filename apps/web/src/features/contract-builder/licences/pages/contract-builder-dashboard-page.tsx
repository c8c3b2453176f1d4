import { Badge, Button, Group, Menu, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Licence } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../../platform/access/access-denied.tsx';
import { currentLanguage } from '../../../../platform/i18n/index.ts';
import { useSession } from '../../../../platform/session/session-context.tsx';
import { formatDay } from '../../../../ui/format.ts';
import { notifySaved } from '../../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../../ui/page-states.tsx';
import { notifyRefusal } from '../../../../ui/use-cached-call.ts';
import { useLicenceSummary, useLicences } from '../../api/licence-queries.ts';
import { LicenceDialog } from '../components/licence-dialog.tsx';
import { exportAgenciesReport, exportAgencyActivity, exportAnnualBilling } from '../licence-exports.ts';
import { currentPeriodEnd } from '../licence-model.ts';

/** Purchased, completed and remaining transactions over every licence. */
function SummaryBlock() {
  const { t } = useTranslation();
  const summary = useLicenceSummary();
  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    return (
      <ErrorState
        title={t('licenceSummaryFailed')}
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const figures = [
    ['purchased', t('licenceSummaryPurchased'), summary.data.purchased],
    ['completed', t('licenceSummaryCompleted'), summary.data.completed],
    ['remaining', t('licenceSummaryRemaining'), summary.data.remaining],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="licence-summary">
      {figures.map(([name, label, value]) => (
        <Paper key={name} withBorder p="md" data-testid={`summary-${name}`}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl">
            {new Intl.NumberFormat(currentLanguage()).format(value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The three spreadsheets, made from the licences shown. */
function ExportMenu({ licences }: { licences: readonly Licence[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = (make: (licences: readonly Licence[]) => Promise<void>) => {
    setBusy(true);
    void make(licences)
      .catch(notifyRefusal)
      .finally(() => setBusy(false));
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={busy} data-testid="licence-export">
          {t('licenceExport')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run(exportAgencyActivity)}>{t('licenceExportActivity')}</Menu.Item>
        <Menu.Item onClick={() => run(exportAnnualBilling)}>{t('licenceExportBilling')}</Menu.Item>
        <Menu.Item onClick={() => run(exportAgenciesReport)}>{t('licenceExportAgencies')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function AgencyGrid({
  licences,
  onManage,
}: {
  licences: readonly Licence[];
  onManage: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (licences.length === 0) {
    return <EmptyResult title={t('licencesEmpty')} description={t('licencesEmptyHint')} />;
  }
  return (
    <Table striped data-testid="licence-grid">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('licenceAgency')}</Table.Th>
          <Table.Th>{t('licenceContactEmail')}</Table.Th>
          <Table.Th>{t('licenceAllowShort')}</Table.Th>
          <Table.Th>{t('licenceRemaining')}</Table.Th>
          <Table.Th>{t('licenceCurrentPeriodEnd')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {licences.map((licence) => (
          <Table.Tr key={licence.id} data-testid={`licence-${licence.id}`}>
            <Table.Td>{licence.node.customerName}</Table.Td>
            <Table.Td>{licence.contactEmail}</Table.Td>
            <Table.Td>
              <Badge color={licence.allowContractBuilder ? 'green' : 'gray'} variant="light">
                {licence.allowContractBuilder ? t('yes') : t('no')}
              </Badge>
            </Table.Td>
            <Table.Td>{licence.reminders.remainingTransactionCount}</Table.Td>
            <Table.Td>{formatDay(currentPeriodEnd(licence))}</Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={t('licenceManageItem', { agency: licence.node.customerName })}
                onClick={() => onManage(licence.id)}
              >
                {t('licenceManage')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * /contract-builder-dashboard (000 §2; 001 §3): product support's view of every agency's contract
 * builder licence: the transactions summary, the agencies with their remaining transactions, adding
 * and managing licences, and the three spreadsheets. Site administrators only: the server refuses
 * everyone else, so others see the refusal at once rather than three failed lists.
 */
export function ContractBuilderDashboardPage() {
  const { t } = useTranslation();
  const { info } = useSession();
  useDocumentTitle(t('contractBuilderDashboardTitle'));
  if (!info.user.isSiteAdmin) return <AccessDenied message={t('contractBuilderSiteAdminsOnly')} />;
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation();
  const licences = useLicences();
  // undefined: closed; null: adding an agency; a number: managing that licence.
  const [open, setOpen] = useState<number | null | undefined>(undefined);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('contractBuilderDashboardTitle')}
        </Title>
        <Group gap="xs">
          {licences.data ? <ExportMenu licences={licences.data} /> : null}
          <Button onClick={() => setOpen(null)} data-testid="licence-add">
            {t('licenceAdd')}
          </Button>
        </Group>
      </Group>
      <SummaryBlock />
      {licences.isPending ? (
        <PageLoader />
      ) : licences.isError ? (
        <ErrorState
          title={t('licencesFailed')}
          message={licences.error.message}
          onRetry={() => void licences.refetch()}
        />
      ) : (
        <AgencyGrid licences={licences.data} onManage={setOpen} />
      )}
      {open !== undefined ? (
        <LicenceDialog
          licenceId={open}
          onClose={() => setOpen(undefined)}
          onSaved={() => {
            setOpen(undefined);
            notifySaved(t('licenceSaved'));
          }}
        />
      ) : null}
    </Stack>
  );
}
