import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { type CustomProjectReportRow, formatZoned } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNodeRef, useSession } from '../../../../platform/session/session-context.tsx';
import { formatAgencyDay } from '../../../../ui/format.ts';
import { customReportDownloadHref } from '../api/custom-report-queries.ts';

export type ReportRowActions = {
  /** Whether the user holds the reports edit right: without it Edit, Refresh and Delete are not shown. */
  canEdit: boolean;
  isPending: (row: CustomProjectReportRow) => boolean;
  onEdit: (row: CustomProjectReportRow) => void;
  onRefresh: (row: CustomProjectReportRow) => void;
  onDelete: (row: CustomProjectReportRow) => void;
};

/**
 * The centre's table (000 §2): Name, Created By, Create Date, Last Run By, Last Run On, Download
 * (the last run's file, once there is one), and for those who may edit reports Edit, Refresh and
 * Delete. A report being written says so in place of its Refresh.
 */
export function ReportTable({
  rows,
  actions,
}: {
  rows: CustomProjectReportRow[];
  actions: ReportRowActions;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const zone = useSession().info.customer.timezone;
  const { canEdit } = actions;

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="custom-reports-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reportCentreColumnName')}</Table.Th>
            <Table.Th>{t('reportCentreColumnCreatedBy')}</Table.Th>
            <Table.Th>{t('reportCentreColumnCreated')}</Table.Th>
            <Table.Th>{t('reportCentreColumnLastRunBy')}</Table.Th>
            <Table.Th>{t('reportCentreColumnLastRun')}</Table.Th>
            <Table.Th>{t('reportCentreColumnDownload')}</Table.Th>
            {canEdit ? (
              <>
                <Table.Th>{t('reportCentreColumnEdit')}</Table.Th>
                <Table.Th>{t('reportCentreColumnRefresh')}</Table.Th>
                <Table.Th>{t('reportCentreColumnDelete')}</Table.Th>
              </>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const pending = actions.isPending(row);
            return (
              <Table.Tr key={row.id} data-testid={`custom-report-${row.id}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.name}
                  </Text>
                </Table.Td>
                <Table.Td>{row.createdBy?.fullName ?? t('notAvailable')}</Table.Td>
                <Table.Td>{formatAgencyDay(row.createdAt, zone)}</Table.Td>
                <Table.Td>{row.lastRunBy?.fullName ?? t('notAvailable')}</Table.Td>
                <Table.Td>
                  {row.lastRunAt ? formatZoned(new Date(row.lastRunAt), zone) : t('notAvailable')}
                </Table.Td>
                <Table.Td>
                  {row.uri !== null && !pending ? (
                    <Anchor
                      href={customReportDownloadHref(node, row.id)}
                      aria-label={t('reportCentreDownloadNamed', { name: row.name })}
                      download
                    >
                      {t('reportCentreDownload')}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {pending ? '' : t('reportCentreNotRun')}
                    </Text>
                  )}
                </Table.Td>
                {canEdit ? (
                  <>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        aria-label={t('reportCentreEditNamed', { name: row.name })}
                        onClick={() => actions.onEdit(row)}
                      >
                        {t('edit')}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      {pending ? (
                        <Badge
                          variant="light"
                          color="blue"
                          data-testid={`custom-report-refreshing-${row.id}`}
                        >
                          {t('reportCentreRefreshing')}
                        </Badge>
                      ) : (
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          aria-label={t('reportCentreRefreshNamed', { name: row.name })}
                          onClick={() => actions.onRefresh(row)}
                        >
                          {t('reportCentreRefresh')}
                        </Button>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        aria-label={t('reportCentreDeleteNamed', { name: row.name })}
                        onClick={() => actions.onDelete(row)}
                      >
                        {t('delete')}
                      </Button>
                    </Table.Td>
                  </>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
