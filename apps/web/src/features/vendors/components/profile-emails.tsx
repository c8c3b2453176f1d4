import { Anchor, Badge, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AgencyVendor, type EmailListQuery, emailListRules, formatZoned } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session-context.tsx';
import { SearchIcon } from '../../../ui/icons.tsx';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { EmailButton, EmailDrawer, EmailStatusBadge, useEmailList } from '../../email/index.ts';

type Filters = { searchText: string; dateFrom: string; dateTo: string };
const noFilters: Filters = { searchText: '', dateFrom: '', dateTo: '' };

/** Empty filters are left out; a range whose start follows its end is searched without its end. */
function queryOf(filters: Filters, page: number): Omit<EmailListQuery, 'vendorId' | 'tenderId'> {
  const reversed = filters.dateFrom !== '' && filters.dateTo !== '' && filters.dateFrom > filters.dateTo;
  return {
    ...(filters.searchText.trim() ? { searchText: filters.searchText.trim() } : {}),
    ...(filters.dateFrom ? { dateFrom: filters.dateFrom } : {}),
    ...(filters.dateTo && !reversed ? { dateTo: filters.dateTo } : {}),
    page,
    pageSize: emailListRules.pageSizeDefault,
  };
}

/**
 * The Emails tab (000 §2 /suppliers/{id}/emails; issue 25 §4): every mail the agency sent the
 * supplier, searched by words and days, paged by twenty; a row opens the mail with its copies, and
 * "Email supplier" opens the wizard on the supplier's contacts (hidden from whoever may not write).
 */
export function ProfileEmails({ vendor }: { vendor: AgencyVendor }) {
  const { t } = useTranslation();
  const zone = useSession().info.customer.timezone;
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [searchText] = useDebouncedValue(filters.searchText, 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const emails = useEmailList('vendor', {
    ...queryOf({ ...filters, searchText }, page),
    vendorId: vendor.id,
  });
  const reversed = filters.dateFrom !== '' && filters.dateTo !== '' && filters.dateFrom > filters.dateTo;

  function change(patch: Partial<Filters>) {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  }

  function table() {
    if (emails.isPending) return <Skeleton height={200} data-testid="vendor-emails-loading" />;
    if (emails.isError) {
      return (
        <ErrorState
          title={t('vendorEmailsLoadFailed')}
          message={emails.error.message}
          onRetry={() => void emails.refetch()}
        />
      );
    }
    if (emails.data.rows.length === 0) return <EmptyResult title={t('vendorEmailsEmpty')} />;
    return (
      <Stack>
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover data-testid="vendor-emails">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vendorEmailSubject')}</Table.Th>
                <Table.Th>{t('vendorEmailProject')}</Table.Th>
                <Table.Th>{t('vendorEmailWhen')}</Table.Th>
                <Table.Th>{t('vendorEmailFrom')}</Table.Th>
                <Table.Th>{t('vendorEmailRecipientCount')}</Table.Th>
                <Table.Th>{t('vendorEmailStatus')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {emails.data.rows.map((row) => {
                return (
                  <Table.Tr key={row.id} data-testid={`vendor-email-${row.id}`}>
                    <Table.Td>
                      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(row.id)}>
                        {row.subject}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.projectName ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatZoned(new Date(row.sendDateUtc ?? row.createdAt), zone)}</Text>
                    </Table.Td>
                    <Table.Td>{row.createdBy?.fullName ?? '—'}</Table.Td>
                    <Table.Td>{row.recipientCount}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <EmailStatusBadge status={row.status} />
                        {row.counts.failed > 0 ? (
                          <Badge variant="light" color="red">
                            {t('vendorEmailFailedCount', { count: row.counts.failed })}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager page={page} total={emails.data.total} pageSize={emails.data.pageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t('vendorEmailsSearch')}
            leftSection={<SearchIcon size={16} />}
            type="search"
            value={filters.searchText}
            onChange={(event) => change({ searchText: event.currentTarget.value })}
            w={{ base: '100%', sm: 240 }}
          />
          <TextInput
            type="date"
            label={t('vendorEmailsDateFrom')}
            value={filters.dateFrom}
            onChange={(event) => change({ dateFrom: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('vendorEmailsDateTo')}
            value={filters.dateTo}
            onChange={(event) => change({ dateTo: event.currentTarget.value })}
            error={reversed ? t('searchDateRangeInvalid') : undefined}
          />
        </Group>
        <EmailButton
          about={{
            groups: ['supplierContacts'],
            vendor: { id: vendor.id, companyName: vendor.companyName },
            suppliers: [{ vendorId: vendor.id, companyName: vendor.companyName }],
          }}
          label={t('vendorEmailWrite')}
          variant="filled"
          data-testid="vendor-email-write"
        />
      </Group>
      {table()}
      <EmailDrawer emailId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
