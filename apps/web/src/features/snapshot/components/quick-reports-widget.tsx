import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  type ProjectSnapshot,
  type QuickReport,
  questionRules,
  resolveRouteAccess,
  snapshotQuickReports,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeBase } from '../../../platform/api/paths.ts';
import { saveFile } from '../../../platform/api/save-file.ts';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { projectSummaryUrl, tenderExportUrl } from '../../exports/index.ts';
import { signInSheetUrl } from '../../meetings/index.ts';
import { planTakersExportUrl } from '../../plan-takers/index.ts';
import { exportVendorQuestions, fetchVendorQuestions } from '../../questions/index.ts';
import { ReportLibraryLink } from '../../reports/index.ts';
import { exportUrl } from '../../submissions/index.ts';
import { formatSnapshotDate, quickReportLabelKeys } from '../presenters.ts';
import { WidgetCard, type WidgetProps } from './widget-card.tsx';

type NodeRef = { customerId: number; nodeId: number };

/** Where the browser downloads a report that is a plain link (the session cookie goes along). */
function reportUrl(node: NodeRef, report: QuickReport, snapshot: ProjectSnapshot): string | null {
  const projectId = snapshot.overview.id;
  const tenderId = snapshot.source?.tenderId ?? 0;
  switch (report.key) {
    case 'projectSummary':
      return projectSummaryUrl(node, projectId);
    case 'registeredSuppliers':
      return planTakersExportUrl(node, tenderId);
    case 'supplierActivity':
      return tenderExportUrl(node, 'SupplierActivity', tenderId);
    case 'noBid':
      return tenderExportUrl(node, 'NoBid', tenderId);
    case 'openingSheet':
      return exportUrl(node, 'OpeningSheet', tenderId);
    case 'bidAnalysis':
      return exportUrl(node, 'BidAnalysis', tenderId);
    case 'compliance':
      return exportUrl(node, 'Compliance', tenderId);
    case 'activity':
      return `${nodeBase(node.customerId, node.nodeId)}/AuditEvents/Export?projectId=${projectId}`;
    case 'signInSheet':
    case 'supplierQuestions':
      return null;
  }
}

/** The questions workbook: every question of the source (the export takes their ids), saved as a file. */
function QuestionsExport({ snapshot }: { snapshot: ProjectSnapshot }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tenderId = snapshot.source?.tenderId ?? 0;
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const page = await fetchVendorQuestions(node, {
        tenderId,
        status: null,
        start: 0,
        limit: questionRules.maxPerCall,
      });
      const blob = await exportVendorQuestions(
        node,
        page.values.map((question) => question.id),
      );
      saveFile(blob, `Vendor Questions - ${snapshot.overview.number || snapshot.overview.name}.xlsx`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Button
        size="xs"
        variant="default"
        onClick={() => void download()}
        loading={busy}
        data-testid="report-supplierQuestions"
      >
        {t(quickReportLabelKeys.supplierQuestions)}
      </Button>
      {error ? (
        <Alert color="red" p="xs">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** A meeting's sign-in sheet, in PDF and in Excel. */
function SignInSheet({ report, timeZone }: { report: QuickReport; timeZone: string }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const meeting = report.meeting;
  if (!meeting) return null;
  const when = meeting.date ? ` (${formatSnapshotDate(meeting.date, false, timeZone)})` : '';
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" data-testid={`report-signInSheet-${meeting.id}`}>
      <Text size="sm">
        {t('snapshotReportSignInSheet', { meeting: meeting.description || t('snapshotMeeting') })}
        <Text span size="xs" c="dimmed">
          {when}
        </Text>
      </Text>
      <Group gap={4} wrap="nowrap">
        <Button
          component="a"
          size="compact-xs"
          variant="default"
          href={signInSheetUrl(node, meeting.id, 'pdf')}
        >
          PDF
        </Button>
        <Button
          component="a"
          size="compact-xs"
          variant="default"
          href={signInSheetUrl(node, meeting.id, 'xlsx')}
        >
          Excel
        </Button>
      </Group>
    </Group>
  );
}

/**
 * Quick Reports: the project's exports and reports that exist in its state (the contract decides
 * which) and that the viewer may open, each a download; then the way to the agency's Reports Library.
 */
export function QuickReportsWidget({ query }: WidgetProps) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { routePermissions, subject } = useSession();
  const mayOpen = (report: QuickReport) =>
    resolveRouteAccess(report.routeName, routePermissions, subject).canView;
  return (
    <WidgetCard
      name="quick-reports"
      title={t('snapshotQuickReports')}
      query={query}
      isEmpty={(snapshot) => !snapshotQuickReports(snapshot).some(mayOpen)}
      emptyText={t('snapshotReportsEmpty')}
    >
      {(snapshot) => (
        <Stack gap="xs" data-testid="quick-reports">
          {snapshotQuickReports(snapshot)
            .filter(mayOpen)
            .map((report) => {
              if (report.key === 'signInSheet') {
                return (
                  <SignInSheet
                    key={`sheet-${report.meeting?.id}`}
                    report={report}
                    timeZone={snapshot.timeZone}
                  />
                );
              }
              if (report.key === 'supplierQuestions')
                return <QuestionsExport key={report.key} snapshot={snapshot} />;
              return (
                <Button
                  key={report.key}
                  component="a"
                  size="xs"
                  variant="default"
                  justify="flex-start"
                  href={reportUrl(node, report, snapshot) ?? undefined}
                  data-testid={`report-${report.key}`}
                >
                  {t(quickReportLabelKeys[report.key])}
                </Button>
              );
            })}
          <ReportLibraryLink testId="quick-reports-library" />
        </Stack>
      )}
    </WidgetCard>
  );
}
