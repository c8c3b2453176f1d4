import { Anchor, Stack, Table, Title } from '@mantine/core';
import { portalPath } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '../../../ui/list-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useMyOpportunities, usePortalAgencyInfo } from '../api/opportunities-queries.ts';
import { ZonedTime } from '../components/server-clock.tsx';
import { RequireSupplier, usePortalAgency } from '../supplier-session.tsx';

const pageSize = 20;

function MyOpportunitiesList() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const info = usePortalAgencyInfo(agency);
  const [page, setPage] = useState(1);
  const list = useMyOpportunities(agency, (page - 1) * pageSize, pageSize);
  const timezone = info.data?.timezone ?? 'UTC';
  return (
    <Stack>
      <Title order={1}>{t('portalMyOpportunities')}</Title>
      <ListStates
        query={list}
        failedTitle={t('portalListFailed')}
        emptyTitle={t('portalNoRegistrations')}
        emptyHint={t('portalNoRegistrationsHint')}
      >
        {(result) => (
          <>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('portalNumber')}</Table.Th>
                  <Table.Th>{t('portalName')}</Table.Th>
                  <Table.Th>{t('portalClosing')}</Table.Th>
                  <Table.Th>{t('portalRegisteredAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.values.map((o) => (
                  <Table.Tr key={o.projectId}>
                    <Table.Td>{o.number}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={portalPath(agency, `/opportunities/${o.projectId}`)}>
                        {o.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <ZonedTime value={o.dateClosing} timezone={timezone} />
                    </Table.Td>
                    <Table.Td>
                      <ZonedTime value={o.registeredAt} timezone={timezone} />
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

/** The opportunities the signed-in supplier registered for. */
export function MyOpportunitiesPage() {
  return <RequireSupplier>{() => <MyOpportunitiesList />}</RequireSupplier>;
}
