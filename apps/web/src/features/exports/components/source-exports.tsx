import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { OpeningState } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import {
  completedAllDownloadUrl,
  projectSummaryUrl,
  requestCompletedAll,
  tenderExportUrl,
  useExportStatus,
} from '../api/exports-queries.ts';

/** Whether a whole submission may be exported: the source closed and both parts unsealed. */
export const canExportCompleted = (opening: OpeningState | undefined) =>
  Boolean(opening?.isClosed && opening.priceUnsealedAt && opening.submissionUnsealedAt);

/**
 * The Submissions tab's export buttons (001 §7): No-bid, Supplier activity and Project summary
 * download at once; All completed submissions runs as a job whose percent shows here, and whose
 * exportReady notification (app/realtime) offers the file too.
 */
export function SourceExports({
  projectId,
  tenderId,
  opening,
}: {
  projectId: number;
  tenderId: number;
  opening: OpeningState | undefined;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [exportId, setExportId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = useExportStatus(exportId);

  const requestAll = async () => {
    setBusy(true);
    setError(null);
    try {
      setExportId((await requestCompletedAll(node, tenderId)).exportId);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const state = status.data?.state;
  const running = exportId !== null && state !== 'done' && state !== 'failed';
  return (
    <Stack gap="xs" data-testid="source-exports">
      <Group gap="xs">
        <Button component="a" size="xs" variant="default" href={tenderExportUrl(node, 'NoBid', tenderId)}>
          {t('exportsNoBid')}
        </Button>
        <Button
          component="a"
          size="xs"
          variant="default"
          href={tenderExportUrl(node, 'SupplierActivity', tenderId)}
        >
          {t('exportsSupplierActivity')}
        </Button>
        <Button component="a" size="xs" variant="default" href={projectSummaryUrl(node, projectId)}>
          {t('exportsProjectSummary')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => void requestAll()}
          loading={busy}
          disabled={!canExportCompleted(opening) || running}
          title={canExportCompleted(opening) ? undefined : t('exportsCompletedSubmissionSealed')}
        >
          {t('exportsAllCompleted')}
        </Button>
      </Group>
      {error ? <Alert color="red">{error}</Alert> : null}
      {status.isError ? <Alert color="red">{status.error.message}</Alert> : null}
      {running ? (
        <Stack gap={4} data-testid="export-progress">
          <Text size="sm">{t('exportsAllPreparing', { percent: status.data?.percent ?? 0 })}</Text>
          <Progress value={status.data?.percent ?? 0} animated />
        </Stack>
      ) : null}
      {exportId !== null && state === 'done' ? (
        <Text size="sm" data-testid="export-done">
          {t('exportsAllReady')}{' '}
          <Anchor href={completedAllDownloadUrl(node, exportId)}>{t('exportsDownload')}</Anchor>
        </Text>
      ) : null}
      {state === 'failed' ? <Alert color="red">{t('exportsAllFailed')}</Alert> : null}
    </Stack>
  );
}
