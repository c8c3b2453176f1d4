import { Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type EmailListQuery, emailListRules, formatZoned, type SentEmailRow } from '@procura/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session-context.tsx';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { CopyCounts, EmailStatusBadge, useEmailList } from '../../email/index.ts';
import { dayRangeOf, noSearchFilters, SearchFilterBar, type SearchFilters } from './date-range-filter.tsx';

/** The list's query from what the user typed: empty filters are left out, a reversed range loses its end. */
export function listQueryOf(
  filters: SearchFilters,
  page: number,
  scope: { tenderId?: number | undefined },
): EmailListQuery {
  return {
    ...(scope.tenderId ? { tenderId: scope.tenderId } : {}),
    ...(filters.searchText.trim() ? { searchText: filters.searchText.trim() } : {}),
    ...dayRangeOf(filters),
    page,
    pageSize: emailListRules.pageSizeDefault,
  };
}

/**
 * Sent or scheduled mail, the agency's or a project's (`tenderId`): words and days to narrow it,
 * pages of twenty, and a row opens the mail. `actions` adds the row's own buttons (move, cancel).
 */
export function EmailList({
  kind,
  tenderId,
  onOpen,
  actions,
}: {
  kind: 'sent' | 'scheduled';
  tenderId?: number;
  onOpen: (emailId: number) => void;
  actions?: (row: SentEmailRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const zone = useSession().info.customer.timezone;
  const [filters, setFilters] = useState<SearchFilters>(noSearchFilters);
  const [searchText] = useDebouncedValue(filters.searchText, 300);
  const [page, setPage] = useState(1);
  const list = useEmailList(kind, listQueryOf({ ...filters, searchText }, page, { tenderId }));

  function change(patch: Partial<SearchFilters>) {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  }

  const when = (row: SentEmailRow) => {
    const instant = row.sendDateUtc ?? row.createdAt;
    return formatZoned(new Date(instant), zone);
  };

  function table() {
    if (list.isPending) return <Skeleton height={200} data-testid={`${kind}-emails-loading`} />;
    if (list.isError) {
      return (
        <ErrorState
          title={t('messagesEmailsLoadError')}
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (list.data.rows.length === 0) {
      return <EmptyResult title={t(kind === 'sent' ? 'messagesSentEmpty' : 'messagesScheduledEmpty')} />;
    }
    return (
      <Stack>
        <Table.ScrollContainer minWidth={760}>
          <Table data-testid={`${kind}-emails-table`} verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('messagesColumnSubject')}</Table.Th>
                {tenderId ? null : <Table.Th>{t('messagesColumnProject')}</Table.Th>}
                <Table.Th>{t(kind === 'sent' ? 'messagesColumnSent' : 'messagesColumnSendAt')}</Table.Th>
                <Table.Th>{t('messagesColumnFrom')}</Table.Th>
                <Table.Th>{t('messagesColumnRecipients')}</Table.Th>
                <Table.Th>{t('messagesColumnStatus')}</Table.Th>
                {actions ? <Table.Th>{t('messagesColumnActions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.rows.map((row) => (
                <Table.Tr key={row.id} data-testid={`email-row-${row.id}`}>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => onOpen(row.id)}>
                      {row.subject}
                    </Anchor>
                  </Table.Td>
                  {tenderId ? null : <Table.Td>{row.projectName ?? '—'}</Table.Td>}
                  <Table.Td>
                    <Text size="sm">{when(row)}</Text>
                  </Table.Td>
                  <Table.Td>{row.createdBy?.fullName ?? '—'}</Table.Td>
                  <Table.Td>{row.recipientCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <EmailStatusBadge status={row.status} />
                      {row.status === 'sent' ? <CopyCounts counts={row.counts} /> : null}
                    </Group>
                  </Table.Td>
                  {actions ? <Table.Td>{actions(row)}</Table.Td> : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager page={page} total={list.data.total} pageSize={list.data.pageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack>
      <SearchFilterBar filters={filters} onChange={change} searchLabel={t('messagesSearchEmails')} />
      {table()}
    </Stack>
  );
}
