import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatZoned, type PlanTaker, type Project } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SelectionCell, SelectionHeaderCell, useRowSelection } from '../../../ui/row-selection.tsx';
import {
  aboutProject,
  contactKey,
  EmailButton,
  EmailSelectedButton,
  useMayEmail,
} from '../../email/index.ts';
import { PerformanceStatusWarning, useCurrentStatuses } from '../../performance/index.ts';
import { planTakerKeys, planTakersExportUrl, usePlanTakers } from '../api/plan-takers-queries.ts';
import { PlanTakerModal } from '../components/plan-taker-modal.tsx';

const pageSize = 20;

/**
 * Source > Registered Suppliers: the plan takers with their downloads, attendance and bids; the
 * buyer adds companies by hand and downloads the list (at most 10,000 lines).
 */
export function PlanTakersPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const timezone = useSession().info.customer.timezone;
  const tenderId = project.tenders[0]?.id ?? 0;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PlanTaker | null | undefined>(undefined);
  const list = usePlanTakers(tenderId, (page - 1) * pageSize, pageSize);
  const statuses = useCurrentStatuses(list.data?.values.map((p) => p.vendorId) ?? []);
  const client = useQueryClient();
  const when = (value: string | null) => (value ? formatZoned(new Date(value), timezone) : '');
  const shown = list.data?.values ?? [];
  // The send names people by supplier contact: a company added by hand without one cannot be ticked.
  const selection = useRowSelection(
    shown.filter((p) => Boolean(p.contactId)).map((p) => p.id),
    `${tenderId}:${page}`,
  );
  const mayEmail = useMayEmail();
  const about = aboutProject(project, ['planTakers', 'projectUsers']);
  const preselected = shown.flatMap((p) =>
    p.contactId && selection.isChosen(p.id) ? [contactKey('contact', p.contactId)] : [],
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('planTakersTitle')}</Title>
        <Group>
          <EmailSelectedButton about={about} preselected={preselected} />
          <EmailButton about={about} />
          <Button variant="default" component="a" href={planTakersExportUrl(node, tenderId)} download>
            {t('planTakersExport')}
          </Button>
          <Button onClick={() => setEditing(null)}>{t('planTakersAdd')}</Button>
        </Group>
      </Group>
      <ListStates
        query={list}
        failedTitle={t('planTakersFailed')}
        emptyTitle={t('planTakersEmpty')}
        emptyHint={t('planTakersEmptyHint')}
      >
        {(result) => (
          <>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {mayEmail ? <SelectionHeaderCell selection={selection} /> : null}
                  <Table.Th>{t('planTakersCompany')}</Table.Th>
                  <Table.Th>{t('planTakersContact')}</Table.Th>
                  <Table.Th>{t('planTakersRegisteredAt')}</Table.Th>
                  <Table.Th>{t('planTakersDownloads')}</Table.Th>
                  <Table.Th>{t('planTakersMeetings')}</Table.Th>
                  <Table.Th>{t('planTakersBid')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.values.map((p) => (
                  <Table.Tr key={p.id}>
                    {mayEmail ? (
                      <SelectionCell
                        selection={selection}
                        rowKey={p.id}
                        name={p.contactName || p.companyName}
                        unavailable={p.contactId ? null : t('planTakersNoContact')}
                      />
                    ) : null}
                    <Table.Td>
                      {p.companyName}
                      <PerformanceStatusWarning vendorId={p.vendorId} statuses={statuses} />
                      {p.addedByBuyer ? (
                        <Badge ml="xs" size="xs" variant="light">
                          {t('planTakersAddedByBuyer')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{p.contactName}</Text>
                      <Text size="xs" c="dimmed">
                        {[p.email, p.phone].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{when(p.registeredAt)}</Table.Td>
                    <Table.Td>
                      {p.downloadsCount}
                      {p.lastDownloadAt ? (
                        <Text size="xs" c="dimmed">
                          {t('planTakersLastDownload', { when: when(p.lastDownloadAt) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{p.meetingsAttended}</Table.Td>
                    <Table.Td>
                      {p.hasSubmission === null ? '—' : p.hasSubmission ? t('yes') : t('no')}
                    </Table.Td>
                    <Table.Td>
                      {p.addedByBuyer ? (
                        <Button size="compact-xs" variant="subtle" onClick={() => setEditing(p)}>
                          {t('planTakersEdit')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Pager page={page} total={result.total} pageSize={pageSize} onChange={setPage} />
          </>
        )}
      </ListStates>
      {editing !== undefined ? (
        <PlanTakerModal
          tenderId={tenderId}
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void client.invalidateQueries({ queryKey: planTakerKeys.ofTender(node, tenderId) });
          }}
        />
      ) : null}
    </Stack>
  );
}
