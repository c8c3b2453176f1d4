import { Anchor, Badge, Group, Select, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { type OpportunityStatus, opportunityStatuses, portalPath } from '@procura/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '../../../ui/list-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useOpportunities, usePortalAgencyInfo, usePortalCategories } from '../api/opportunities-queries.ts';
import { ZonedTime } from '../components/server-clock.tsx';
import { usePortalAgency } from '../supplier-session.tsx';

const pageSize = 20;
const tabLabels = {
  open: 'portalTabOpen',
  planned: 'portalTabPlanned',
  closed: 'portalTabClosed',
  awarded: 'portalTabAwarded',
} as const;

/** The agency's opportunities: open bids, planned notices, closed and awarded results (issue 6 §1). */
export function OpportunitiesPage() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const info = usePortalAgencyInfo(agency);
  const categories = usePortalCategories(agency);
  const [status, setStatus] = useState<OpportunityStatus>('open');
  const [typed, setTyped] = useState('');
  const [searchText, setSearchText] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [closing, setClosing] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useOpportunities(agency, {
    status,
    searchText,
    categoryId: categoryId ? Number(categoryId) : undefined,
    closingWithinDays: closing ? Number(closing) : undefined,
    start: (page - 1) * pageSize,
    limit: pageSize,
  });
  const timezone = info.data?.timezone ?? 'UTC';
  const reset = () => setPage(1);

  function search(event: FormEvent) {
    event.preventDefault();
    setSearchText(typed.trim());
    reset();
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('portalOpportunities')}</Title>
      <form onSubmit={search} aria-label={t('portalSearch')}>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('portalSearch')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onBlur={() => {
              if (typed.trim() !== searchText) {
                setSearchText(typed.trim());
                reset();
              }
            }}
            w={280}
          />
          <Select
            label={t('portalCategory')}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId}
            onChange={(value) => {
              setCategoryId(value);
              reset();
            }}
            clearable
            placeholder={t('portalAnyCategory')}
            w={240}
          />
          <Select
            label={t('portalClosingSoon')}
            data={[
              { value: '7', label: t('portalWithinDays', { days: 7 }) },
              { value: '30', label: t('portalWithinDays', { days: 30 }) },
            ]}
            value={closing}
            onChange={(value) => {
              setClosing(value);
              reset();
            }}
            clearable
            placeholder={t('portalAnyClosing')}
            w={200}
          />
        </Group>
      </form>
      <Tabs
        value={status}
        onChange={(value) => {
          if (value) setStatus(value as OpportunityStatus);
          reset();
        }}
      >
        <Tabs.List>
          {opportunityStatuses.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(tabLabels[s])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ListStates
        query={list}
        failedTitle={t('portalListFailed')}
        emptyTitle={t('portalNoOpportunities')}
        emptyHint={t('portalNoOpportunitiesHint')}
      >
        {(result) => (
          <>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('portalNumber')}</Table.Th>
                  <Table.Th>{t('portalName')}</Table.Th>
                  <Table.Th>{status === 'planned' ? t('portalPlannedIssue') : t('portalClosing')}</Table.Th>
                  <Table.Th>{t('portalCategories')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.values.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>{o.number}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Anchor component={Link} to={portalPath(agency, `/opportunities/${o.id}`)}>
                          {o.name}
                        </Anchor>
                        {o.isRegistered ? <Badge size="sm">{t('portalRegistered')}</Badge> : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <ZonedTime
                        value={status === 'planned' ? o.plannedIssueDate : o.dateClosing}
                        timezone={timezone}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{o.categories.join(', ')}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Pager page={page} total={result.total} pageSize={pageSize} onChange={setPage} />
          </>
        )}
      </ListStates>
    </Stack>
  );
}
