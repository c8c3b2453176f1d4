import { Alert, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatMoney,
  formatZoned,
  type OpeningState,
  type Project,
  parseDecimal,
  type SealedPartName,
  type SubmissionStatus,
  type SubmissionSummary,
  submissionStatuses,
} from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { isApiError } from '../../../platform/api/client.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SourceExports } from '../../exports/index.ts';
import {
  deleteHardCopy,
  exportUrl,
  pageSize,
  submissionKeys,
  unsealPart,
  useSubmissions,
  withdrawSubmission,
} from '../api/submissions-queries.ts';
import { HardCopyModal } from '../components/hard-copy-modal.tsx';
import { SubmissionDrawer } from '../components/submission-drawer.tsx';

function when(value: string | null, timeZone: string): string {
  return value ? formatZoned(new Date(value), timeZone) : '';
}

/** Source > Submissions: counts only before closing; after, the submissions, unsealing, hard copies and exports. */
export function SubmissionsPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const tenderId = project.tenders[0]?.id ?? 0;
  const canAct = useRouteAccess('project.source')?.canAct ?? false;
  const [status, setStatus] = useState<SubmissionStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [hardCopy, setHardCopy] = useState(false);
  const [unsealError, setUnsealError] = useState<string | null>(null);
  const list = useSubmissions(tenderId, status, page);
  const reload = () => queryClient.invalidateQueries({ queryKey: submissionKeys.all(node, tenderId) });

  const unseal = async (part: SealedPartName, confirmBelowMinimum = false) => {
    setUnsealError(null);
    try {
      await unsealPart(node, tenderId, part, confirmBelowMinimum);
      notifySaved(t('submissionsUnsealed'));
      await reload();
    } catch (failure) {
      if (isApiError(failure) && failure.keys.includes('submissionsBelowMinimum')) {
        confirmAction({
          title: t('submissionsAuthoriseTitle'),
          message: failure.message,
          confirmLabel: t('submissionsAuthorise'),
          danger: true,
          onConfirm: () => void unseal(part, true),
        });
      } else setUnsealError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const askUnseal = (part: SealedPartName) =>
    confirmAction({
      title: t(part === 'price' ? 'submissionsUnsealPrice' : 'submissionsUnsealSubmission'),
      message: t('submissionsUnsealConfirm'),
      confirmLabel: t('submissionsUnseal'),
      onConfirm: () => void unseal(part),
    });
  const act = (action: () => Promise<void>) =>
    void action()
      .then(async () => {
        notifySaved();
        await reload();
      })
      .catch(() => {});
  const withdraw = (row: SubmissionSummary) =>
    confirmAction({
      title: t('submissionsWithdraw'),
      message: t('submissionsWithdrawConfirm', { company: row.companyName }),
      danger: true,
      onConfirm: () => act(() => withdrawSubmission(node, row.id)),
    });
  const remove = (row: SubmissionSummary) =>
    confirmAction({
      title: t('submissionsDeleteHardCopy'),
      message: t('submissionsDeleteConfirm', { company: row.companyName }),
      danger: true,
      confirmLabel: t('delete'),
      onConfirm: () => act(() => deleteHardCopy(node, row.id)),
    });

  const header = (opening: OpeningState | undefined) => (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Title order={2}>{t('submissionsTitle')}</Title>
        {opening?.dateClosing ? (
          <Text size="sm" c="dimmed">
            {t('submissionsClosing', { at: when(opening.dateClosing, opening.timeZone) })}
          </Text>
        ) : null}
      </Stack>
      {opening?.isClosed ? (
        <Group gap="xs">
          <Button component="a" variant="default" href={exportUrl(node, 'OpeningSheet', tenderId)}>
            {t('submissionsOpeningSheet')}
          </Button>
          <Button
            component="a"
            variant="default"
            href={exportUrl(node, 'BidAnalysis', tenderId)}
            disabled={!opening.priceUnsealedAt}
          >
            {t('submissionsBidAnalysis')}
          </Button>
          {canAct && !opening.submissionUnsealedAt ? (
            <Button onClick={() => askUnseal('submission')}>{t('submissionsUnsealSubmission')}</Button>
          ) : null}
          {canAct && !opening.priceUnsealedAt ? (
            <Button onClick={() => askUnseal('price')}>{t('submissionsUnsealPrice')}</Button>
          ) : null}
          {canAct && opening.canEnterHardCopy ? (
            <Button variant="light" onClick={() => setHardCopy(true)}>
              {t('submissionsAddHardCopy')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Group>
  );

  let content: ReactNode;
  if (list.isPending) content = <PageLoader />;
  else if (list.isError) {
    content = (
      <ErrorState
        title={t('submissionsLoadFailed')}
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data.opening.isClosed) {
    content = (
      <Alert color="blue" data-testid="submissions-before-closing">
        {t('submissionsBeforeClosing', { count: list.data.opening.completeCount })}
      </Alert>
    );
  } else {
    const { opening, values, total } = list.data;
    content = (
      <Stack>
        <Group>
          <Select
            label={t('submissionsStatusFilter')}
            data={[
              { value: 'all', label: t('submissionsAll') },
              ...submissionStatuses.map((s) => ({ value: s, label: t(`submissionsStatus_${s}`) })),
            ]}
            value={status ?? 'all'}
            onChange={(value) => {
              setStatus(value && value !== 'all' ? (value as SubmissionStatus) : undefined);
              setPage(1);
            }}
            allowDeselect={false}
          />
        </Group>
        <Group gap="xs">
          <Badge color={opening.submissionUnsealedAt ? 'green' : 'gray'}>
            {t(opening.submissionUnsealedAt ? 'submissionsSubmissionOpen' : 'submissionsSubmissionSealed')}
          </Badge>
          <Badge color={opening.priceUnsealedAt ? 'green' : 'gray'}>
            {t(opening.priceUnsealedAt ? 'submissionsPriceOpen' : 'submissionsPriceSealed')}
          </Badge>
        </Group>
        {unsealError ? <Alert color="red">{unsealError}</Alert> : null}
        {values.length === 0 ? (
          <EmptyResult title={t('submissionsEmpty')} />
        ) : (
          <Table striped data-testid="submissions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('submissionsCompany')}</Table.Th>
                <Table.Th>{t('submissionsStatusFilter')}</Table.Th>
                <Table.Th>{t('submissionsSubmittedAt')}</Table.Th>
                <Table.Th>{t('submissionsTotal')}</Table.Th>
                <Table.Th>{t('submissionsPrivateComments')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => setOpenId(row.id)}>
                      {row.companyName}
                    </Button>
                    <Text size="xs" c="dimmed">
                      {row.contactName} {row.contactEmail}
                    </Text>
                    {row.isHardCopy ? <Badge color="gray">{t('submissionsHardCopy')}</Badge> : null}
                    {row.isNoBid ? <Badge color="orange">{t('submissionsNoBid')}</Badge> : null}
                  </Table.Td>
                  <Table.Td>{t(`submissionsStatus_${row.status}`)}</Table.Td>
                  <Table.Td>{when(row.submittedAt, opening.timeZone)}</Table.Td>
                  <Table.Td data-testid={`price-${row.id}`}>
                    {row.priceTotals === null
                      ? t('submissionsSealed')
                      : row.priceTotals.map((form) => (
                          <Text size="sm" key={form.tenderTableId}>
                            {form.name}: {formatMoney(parseDecimal(form.total) ?? 0n)}
                          </Text>
                        ))}
                  </Table.Td>
                  <Table.Td>{row.privateComments}</Table.Td>
                  <Table.Td>
                    {canAct ? (
                      <Group gap={4} wrap="nowrap">
                        {opening.canWithdraw && row.status !== 'withdrawn' ? (
                          <Button size="compact-xs" variant="default" onClick={() => withdraw(row)}>
                            {t('submissionsWithdraw')}
                          </Button>
                        ) : null}
                        {row.isHardCopy ? (
                          <Button size="compact-xs" color="red" variant="light" onClick={() => remove(row)}>
                            {t('delete')}
                          </Button>
                        ) : null}
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Pager page={page} total={total} pageSize={pageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack>
      {header(list.data?.opening)}
      <SourceExports projectId={project.id} tenderId={tenderId} opening={list.data?.opening} />
      {content}
      <SubmissionDrawer
        tenderId={tenderId}
        submissionId={openId}
        canAct={canAct}
        onClose={() => setOpenId(null)}
        onChanged={() => void reload()}
      />
      {hardCopy ? (
        <HardCopyModal tenderId={tenderId} onClose={() => setHardCopy(false)} onSaved={() => void reload()} />
      ) : null}
    </Stack>
  );
}
