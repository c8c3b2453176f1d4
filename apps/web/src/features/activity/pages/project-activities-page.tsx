import { Button, Group, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { formatZoned, listLimits, type Project } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useSession } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { SearchIcon } from '../../../ui/icons.tsx';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import {
  type ActivityFilters,
  noActivityFilters,
  useActivityAggregates,
  useActivityExportUrl,
  useActivitySearch,
  useClearActivity,
} from '../api/activity-queries.ts';

/**
 * /projects/{id}/activities: what happened on the project (000 §2 activity feed): filters by date
 * range, event type, company and user, paging, a spreadsheet export, and "clear all", which hides
 * the events before now for everyone (they stay in the audit trail).
 */
export function ProjectActivitiesPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  useDocumentTitle(t('activityPageTitle', { number: project.number }));
  const zone = useSession().info.customer.timezone;
  const mayClear = useRouteAccess('project.build')?.canAct ?? false;
  const [filters, setFilters] = useState<ActivityFilters>(noActivityFilters);
  const [keywords] = useDebouncedValue(filters.keywords, 300);
  const [page, setPage] = useState(1);
  const pageSize = listLimits.defaultPageSize;
  const applied = { ...filters, keywords };
  const rangeInvalid = filters.dateFrom !== '' && filters.dateTo !== '' && filters.dateFrom > filters.dateTo;
  const aggregates = useActivityAggregates(project.id);
  const search = useActivitySearch(project.id, rangeInvalid ? { ...applied, dateTo: '' } : applied, {
    start: (page - 1) * pageSize,
    limit: pageSize,
  });
  const exportUrl = useActivityExportUrl(project.id, applied);
  const clear = useClearActivity(project.id);

  function change(patch: Partial<ActivityFilters>) {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  }

  const counts = aggregates.data;
  const eventTypes = (counts?.eventTypes ?? []).map((e) => ({
    value: e.eventType,
    label: `${e.name} (${e.count})`,
  }));
  const users = (counts?.users ?? []).map((u) => ({
    value: u.userName,
    label: `${u.userName} (${u.count})`,
  }));
  const companies = (counts?.companies ?? []).map((c) => ({
    value: c.companyName,
    label: `${c.companyName} (${c.count})`,
  }));

  function table() {
    if (search.isPending) return <Skeleton height={200} data-testid="activity-loading" />;
    if (search.isError) {
      return (
        <ErrorState
          title={t('activityLoadError')}
          message={search.error.message}
          onRetry={() => void search.refetch()}
        />
      );
    }
    if (search.data.values.length === 0) return <EmptyResult title={t('activityEmpty')} />;
    return (
      <Stack>
        <Table.ScrollContainer minWidth={720}>
          <Table data-testid="activity-table" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('activityColumnDate')}</Table.Th>
                <Table.Th>{t('activityColumnType')}</Table.Th>
                <Table.Th>{t('activityColumnDescription')}</Table.Th>
                <Table.Th>{t('activityColumnUser')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {search.data.values.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>
                    <Text size="sm">{formatZoned(new Date(event.created), zone)}</Text>
                  </Table.Td>
                  <Table.Td>{event.eventTypeName}</Table.Td>
                  <Table.Td>{event.description}</Table.Td>
                  <Table.Td>{event.userName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager page={page} total={search.data.total} pageSize={pageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('activityHeading')}</Title>
          <Text size="sm" c="dimmed">
            {project.number} · {project.name}
          </Text>
        </div>
        <Group gap="xs">
          <Button component="a" href={exportUrl} variant="default" download data-testid="activity-export">
            {t('activityExport')}
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={!mayClear}
            loading={clear.isPending}
            onClick={() =>
              confirmAction({
                title: t('activityClearTitle'),
                message: t('activityClearConfirm'),
                confirmLabel: t('activityClearAll'),
                danger: true,
                onConfirm: () => clear.mutate(),
              })
            }
          >
            {t('activityClearAll')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('activityKeywords')}
          leftSection={<SearchIcon size={16} />}
          type="search"
          value={filters.keywords}
          onChange={(event) => change({ keywords: event.currentTarget.value })}
          w={{ base: '100%', sm: 220 }}
        />
        <TextInput
          type="date"
          label={t('activityDateFrom')}
          value={filters.dateFrom}
          onChange={(event) => change({ dateFrom: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('activityDateTo')}
          value={filters.dateTo}
          onChange={(event) => change({ dateTo: event.currentTarget.value })}
          error={rangeInvalid ? t('searchDateRangeInvalid') : undefined}
        />
        <Select
          label={t('activityEventType')}
          data={eventTypes}
          value={filters.eventType}
          onChange={(eventType) => change({ eventType })}
          clearable
          searchable
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label={t('activityCompany')}
          data={companies}
          value={filters.companyName}
          onChange={(companyName) => change({ companyName })}
          clearable
          searchable
          disabled={companies.length === 0}
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label={t('activityUser')}
          data={users}
          value={filters.userName}
          onChange={(userName) => change({ userName })}
          clearable
          searchable
          w={{ base: '100%', sm: 200 }}
        />
        <Button variant="subtle" onClick={() => change(noActivityFilters)}>
          {t('activityResetFilters')}
        </Button>
      </Group>
      {table()}
    </Stack>
  );
}
