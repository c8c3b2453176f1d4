import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PerformanceStatusLog } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { readRefusal } from '../../../ui/form-errors.ts';
import { formatDateTime, formatDay } from '../../../ui/format.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import {
  updateStatusLog,
  useCurrentStatus,
  useStatusHistory,
  useStatusLogRefresh,
} from '../api/status-log-queries.ts';
import { performanceStatusLabelKeys } from '../evaluations/presenters.ts';
import { StatusLogModal } from './status-log-modal.tsx';

const route = 'supplier-performance';
type Editing = { log: PerformanceStatusLog | null; fromHistory: boolean } | null;

/**
 * The supplier's performance status (issue 23 §3; 000 §4: one active status per supplier, moved
 * to history by completion): the current one with Edit and Complete, or Add when there is none;
 * then the history, each entry editable (fromHistory).
 */
export function StatusPanel({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const current = useCurrentStatus(vendorId);
  const history = useStatusHistory(vendorId);
  const refresh = useStatusLogRefresh(vendorId);
  const [editing, setEditing] = useState<Editing>(null);
  const [completing, setCompleting] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  function complete(log: PerformanceStatusLog) {
    confirmAction({
      title: t('perfStatusCompleteTitle'),
      message: t('perfStatusCompleteConfirm', { status: t(performanceStatusLabelKeys[log.status]) }),
      confirmLabel: t('perfLogComplete'),
      onConfirm: () => {
        setCompleting(true);
        setRefused(null);
        const { id, status, comments, startDate, endDate } = log;
        updateStatusLog(node, { id, vendorId, status, comments, startDate, endDate, complete: true }, false)
          .then(() => {
            notifySaved(t('perfStatusCompleted'));
            void refresh();
          })
          .catch((error: unknown) => setRefused(readRefusal(error, {}).general))
          .finally(() => setCompleting(false));
      },
    });
  }

  function currentPart() {
    if (current.isPending) return <PageLoader />;
    if (current.isError) {
      return (
        <ErrorState
          title={t('perfStatusLoadFailed')}
          message={current.error.message}
          onRetry={() => void current.refetch()}
        />
      );
    }
    const log = current.data;
    if (!log) {
      return (
        <Group justify="space-between" data-testid="status-current-none">
          <Text size="sm" c="dimmed">
            {t('perfStatusNone')}
          </Text>
          <PermissionLock routeName={route} controlId="addPerformanceStatus">
            <Button
              size="xs"
              onClick={() => setEditing({ log: null, fromHistory: false })}
              data-testid="status-add"
            >
              {t('perfStatusAdd')}
            </Button>
          </PermissionLock>
        </Group>
      );
    }
    return (
      <Stack gap="xs" data-testid="status-current">
        <Group justify="space-between">
          <Group gap="xs">
            <Badge color="orange" data-testid="status-current-name">
              {t(performanceStatusLabelKeys[log.status])}
            </Badge>
            <Text size="sm">
              {formatDay(log.startDate)} – {formatDay(log.endDate)}
            </Text>
          </Group>
          <Group gap="xs">
            <PermissionLock routeName={route} controlId="editPerformanceStatus">
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing({ log, fromHistory: false })}
                data-testid="status-edit"
              >
                {t('edit')}
              </Button>
            </PermissionLock>
            <PermissionLock routeName={route} controlId="completePerformanceStatus">
              <Button
                size="xs"
                loading={completing}
                onClick={() => complete(log)}
                data-testid="status-complete"
              >
                {t('perfLogComplete')}
              </Button>
            </PermissionLock>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {log.comments}
        </Text>
      </Stack>
    );
  }

  function historyPart() {
    if (history.isPending) return <PageLoader />;
    if (history.isError) {
      return (
        <ErrorState
          title={t('perfStatusLoadFailed')}
          message={history.error.message}
          onRetry={() => void history.refetch()}
        />
      );
    }
    if (history.data.length === 0) {
      return (
        <Text size="sm" c="dimmed" data-testid="status-history-empty">
          {t('perfStatusHistoryEmpty')}
        </Text>
      );
    }
    return (
      <Table striped data-testid="status-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('perfStatusLabel')}</Table.Th>
            <Table.Th>{t('perfStatusStart')}</Table.Th>
            <Table.Th>{t('perfStatusEnd')}</Table.Th>
            <Table.Th>{t('perfStatusComments')}</Table.Th>
            <Table.Th>{t('perfStatusCompletedAt')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((log) => (
            <Table.Tr key={log.id} data-testid={`status-history-${log.id}`}>
              <Table.Td>{t(performanceStatusLabelKeys[log.status])}</Table.Td>
              <Table.Td>{formatDay(log.startDate)}</Table.Td>
              <Table.Td>{formatDay(log.endDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{log.comments}</Table.Td>
              <Table.Td>{formatDateTime(log.completedAt)}</Table.Td>
              <Table.Td>
                <PermissionLock routeName={route} controlId="editPerformanceStatus">
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => setEditing({ log, fromHistory: true })}
                    data-testid={`status-history-edit-${log.id}`}
                  >
                    {t('edit')}
                  </Button>
                </PermissionLock>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Paper withBorder p="md" data-testid="performance-status">
      <Stack>
        <Title order={3} size="h4">
          {t('perfStatusTitle')}
        </Title>
        {refused ? (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            onClose={() => setRefused(null)}
            data-testid="status-refused"
          >
            {refused}
          </Alert>
        ) : null}
        {currentPart()}
        <Title order={4} size="h5">
          {t('perfStatusHistory')}
        </Title>
        {historyPart()}
      </Stack>
      {editing ? (
        <StatusLogModal
          vendorId={vendorId}
          log={editing.log}
          fromHistory={editing.fromHistory}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Paper>
  );
}
