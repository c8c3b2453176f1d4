import { ActionIcon, Alert, Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import type { BuiltInReportName, ReportRun } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { downloadUrl } from '../api/library-queries.ts';
import { useReportRun } from '../api/run-queries.ts';
import { ChevronDownIcon } from './report-icons.tsx';

/** A catalogue key the server answered, in the language shown; `fallback` when it names none. */
function messageOf(key: string | null, fallback: 'reportGenerationFailed' | 'reportSupplierDocumentLimit') {
  return key && i18n.exists(key) ? i18n.t(key as typeof fallback) : i18n.t(fallback);
}

const count = (rows: number) => new Intl.NumberFormat(currentLanguage()).format(rows);

/** Where a run stands: rows written with a loader, the failure, or the download (with a capped warning). */
function RunState({ name, run }: { name: BuiltInReportName; run: ReportRun }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  if (run.state === 'failed') {
    return (
      <Alert color="red" role="alert" p="xs" data-testid={`report-run-failed-${name}`}>
        {messageOf(run.message, 'reportGenerationFailed')}
      </Alert>
    );
  }
  if (run.state !== 'done') {
    return (
      <Group gap="xs" role="status" aria-live="polite" data-testid={`report-run-progress-${name}`}>
        <Loader size="xs" />
        <Text size="sm">{t('reportLibRowsWritten', { count: count(run.rows) })}</Text>
      </Group>
    );
  }
  return (
    <Stack gap={4} data-testid={`report-run-done-${name}`}>
      {run.capped ? (
        <Alert color="yellow" p="xs" data-testid={`report-run-capped-${name}`}>
          {messageOf(run.message, 'reportSupplierDocumentLimit')}
        </Alert>
      ) : null}
      <Group gap="xs">
        <Text size="sm">{t('reportLibRunReady', { count: count(run.rows) })}</Text>
        <Button
          component="a"
          href={downloadUrl(node, name)}
          download={run.fileName}
          size="compact-sm"
          variant="light"
          data-testid={`report-download-${name}`}
        >
          {t('reportLibDownload')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Run: an Excel workbook by default, CSV from the menu beside it; then the run's progress, polled
 * every second, and its download. Running again while one is under way is not offered.
 */
export function RunReport({ name, title }: { name: BuiltInReportName; title: string }) {
  const { t } = useTranslation();
  const { run, start, starting, error } = useReportRun(name);
  const busy = starting || (run !== undefined && run.state !== 'done' && run.state !== 'failed');
  return (
    <Stack gap="xs">
      <Group gap={0} wrap="nowrap">
        <Button
          size="xs"
          onClick={() => start('xlsx')}
          loading={busy}
          style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
          data-testid={`report-run-${name}`}
        >
          {t('reportLibRun')}
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              size={30}
              disabled={busy}
              aria-label={t('reportLibRunFormats', { title })}
              style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
              data-testid={`report-run-menu-${name}`}
            >
              <ChevronDownIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => start('xlsx')}>{t('reportLibRunXlsx')}</Menu.Item>
            <Menu.Item onClick={() => start('csv')} data-testid={`report-run-csv-${name}`}>
              {t('reportLibRunCsv')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {error ? (
        <Alert color="red" role="alert" p="xs">
          {error.message}
        </Alert>
      ) : run ? (
        <RunState name={name} run={run} />
      ) : null}
    </Stack>
  );
}
