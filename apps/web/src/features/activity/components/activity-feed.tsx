import { Button, Group, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatZoned, listLimits } from '@procura/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session-context.tsx';
import { SearchIcon } from '../../../ui/icons.tsx';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import {
  type ActivityFilters,
  type ActivityScope,
  noActivityFilters,
  useActivityAggregates,
  useActivityExportUrl,
  useActivitySearch,
} from '../api/activity-queries.ts';

/**
 * An activity feed (000 §2 activity feed): filters by keywords, date range, event type, company
 * and user, paging and a spreadsheet export, over a project's events or a supplier's. `subtitle`
 * names what the feed is about; `actions` go beside the export (the project's "clear all").
 * The company filter is the project's only: a supplier's feed is all one company.
 */
export function ActivityFeed({
  scope,
  subtitle,
  actions,
}: {
  scope: ActivityScope;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const zone = useSession().info.customer.timezone;
  const [filters, setFilters] = useState<ActivityFilters>(noActivityFilters);
  const [keywords] = useDebouncedValue(filters.keywords, 300);
  const [page, setPage] = useState(1);
  const pageSize = listLimits.defaultPageSize;
  const applied = { ...filters, keywords };
  const rangeInvalid = filters.dateFrom !== '' && filters.dateTo !== '' && filters.dateFrom > filters.dateTo;
  const aggregates = useActivityAggregates(scope);
  const search = useActivitySearch(scope, rangeInvalid ? { ...applied, dateTo: '' } : applied, {
    start: (page - 1) * pageSize,
    limit: pageSize,
  });
  const exportUrl = useActivityExportUrl(scope, applied);

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
          {subtitle ? (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </div>
        <Group gap="xs">
          <Button component="a" href={exportUrl} variant="default" download data-testid="activity-export">
            {t('activityExport')}
          </Button>
          {actions}
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
        {scope.kind === 'project' ? (
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
        ) : null}
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
