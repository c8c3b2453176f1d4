import { Anchor, Button, Group, Select, Stack } from '@mantine/core';
import {
  type ClosingRange,
  formatCurrency,
  listLimits,
  projectLinkOf,
  type TeamMemberRow,
  type TeamMemberStatus,
  teamMemberClosingDefault,
  teamMemberClosingRanges,
  teamMemberStatusDefault,
  teamMemberStatuses,
} from '@procura/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showErrorNotification } from '../../../platform/api/client.ts';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { formatSpecDate } from '../../../ui/format.ts';
import { Pager } from '../../../ui/pager.tsx';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import { useAllTeamMembers } from '../../team/index.ts';
import { type TeamMemberFilters, useTeamMemberProjects } from '../api/dashboard-queries.ts';
import { useAgencyToday } from '../hooks/use-agency-today.ts';
import { statusText } from './dashboard-format.ts';
import { type Column, ColumnToggle, DashboardTable } from './dashboard-table.tsx';
import { RangeSelect } from './range-select.tsx';
import { exportTeamMemberProjects, rolesText } from './team-member-export.ts';
import { WidgetQuery } from './widget-card.tsx';

export const statusLabels: Record<TeamMemberStatus, UiKey> = {
  'In Progress': 'dashStatusInProgress',
  Planned: 'dashStatusPlanned',
  Published: 'dashStatusPublished',
  Scheduled: 'dashStatusScheduled',
  Closed: 'dashStatusClosed',
  Awarded: 'dashStatusAwarded',
  Cancelled: 'dashStatusCancelled',
};

function useColumns(): Column<TeamMemberRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'userName', label: t('dashColumnTeamMember'), render: (row) => row.userName },
      { key: 'userRoles', label: t('dashColumnRoles'), render: rolesText },
      { key: 'projectNumber', label: t('dashColumnProjectNumber'), render: (row) => row.projectNumber },
      {
        key: 'projectName',
        label: t('dashColumnProjectName'),
        render: (row) => (
          <Anchor component={Link} to={projectLinkOf(row.projectId, row.phase)} size="sm">
            {row.projectName}
          </Anchor>
        ),
      },
      { key: 'typeId', label: t('dashColumnType'), render: (row) => row.typeId },
      { key: 'status', label: t('dashColumnStatus'), render: (row) => statusText(row.status) },
      {
        key: 'publishDate',
        label: t('dashColumnPublished'),
        render: (row) => formatSpecDate(row.publishDate),
      },
      { key: 'closingDate', label: t('dashColumnClosing'), render: (row) => formatSpecDate(row.closingDate) },
      {
        key: 'numberOfRegisteredSuppliers',
        label: t('dashColumnRegisteredSuppliers'),
        render: (row) => row.numberOfRegisteredSuppliers,
      },
      { key: 'numberOfAddenda', label: t('dashColumnAddenda'), render: (row) => row.numberOfAddenda },
      {
        key: 'estimatedValue',
        label: t('dashColumnEstimatedValue'),
        render: (row) => formatCurrency(row.estimatedValue),
      },
    ],
    [t],
  );
}

/**
 * Source Projects by Team Member (001 §3): the source projects of the agency's people, filtered by
 * member, status (In Progress at first) and closing range, paged by the server, and exported as a
 * spreadsheet of every matching row.
 */
export function ProjectTeamMembersWidget() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const today = useAgencyToday();
  const members = useAllTeamMembers();
  const columns = useColumns();
  const [visible, setVisible] = useState(() => columns.map((column) => column.key));
  const [filters, setFilters] = useState<TeamMemberFilters>({
    userId: null,
    status: teamMemberStatusDefault,
    closingWithin: teamMemberClosingDefault,
  });
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const pageSize = listLimits.defaultPageSize;
  const query = useTeamMemberProjects(filters, { start: (page - 1) * pageSize, limit: pageSize });

  const change = (next: Partial<TeamMemberFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const memberOptions = (members.data ?? [])
    .map((member) => ({ value: String(member.id), label: fullNameOf(member) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const runExport = () => {
    setExporting(true);
    exportTeamMemberProjects(node, filters, today)
      .catch(() => showErrorNotification(t('dashExportFailed')))
      .finally(() => setExporting(false));
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Group gap="xs" align="flex-end">
          <Select
            size="xs"
            w={180}
            label={t('dashFilterMember')}
            placeholder={t('dashAllMembers')}
            clearable
            searchable
            data={memberOptions}
            value={filters.userId === null ? null : String(filters.userId)}
            onChange={(value) => change({ userId: value === null ? null : Number(value) })}
            data-testid="team-members-member"
          />
          <Select
            size="xs"
            w={150}
            label={t('dashFilterStatus')}
            placeholder={t('dashAllStatuses')}
            clearable
            data={teamMemberStatuses.map((status) => ({ value: status, label: t(statusLabels[status]) }))}
            value={filters.status}
            onChange={(value) => change({ status: value as TeamMemberStatus | null })}
            data-testid="team-members-status"
          />
          <RangeSelect<ClosingRange>
            label={t('dashClosingWithin')}
            ranges={teamMemberClosingRanges}
            value={filters.closingWithin}
            onChange={(closingWithin) => change({ closingWithin })}
            testId="team-members-range"
          />
        </Group>
        <Group gap="xs">
          <ColumnToggle
            columns={columns}
            visible={visible}
            onChange={setVisible}
            testId="team-members-columns"
          />
          <Button
            size="xs"
            variant="default"
            loading={exporting}
            disabled={!query.data || query.data.total === 0}
            onClick={runExport}
            data-testid="team-members-export"
          >
            {t('dashExport')}
          </Button>
        </Group>
      </Group>
      <WidgetQuery
        query={query}
        isEmpty={(list) => list.values.length === 0}
        emptyText={t('dashTeamProjectsNone')}
      >
        {(list) => (
          <>
            <DashboardTable
              columns={columns}
              visible={visible}
              rows={list.values}
              rowKey={(row) => `${row.userId}-${row.projectId}`}
              testId="team-members-table"
            />
            <Pager page={page} total={list.total} pageSize={pageSize} onChange={setPage} />
          </>
        )}
      </WidgetQuery>
    </Stack>
  );
}
