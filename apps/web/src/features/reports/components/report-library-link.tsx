import { Anchor } from '@mantine/core';
import { type BuiltInReportName, findBuiltInReport } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanVisit } from '../../../platform/access/use-access.ts';
import { currentLanguage } from '../../../platform/i18n/index.ts';

/** Where the library opens on one report (its card highlighted), or on all of them. */
export const reportLibraryPath = (report?: BuiltInReportName) =>
  report ? `/reports/library?report=${encodeURIComponent(report)}` : '/reports/library';

/**
 * A link into the Reports Library from another screen (the dashboard, a project's Quick Reports),
 * shown only to those who may open the library.
 */
export function ReportLibraryLink({ report, testId }: { report?: BuiltInReportName; testId?: string }) {
  const { t } = useTranslation();
  const canVisit = useCanVisit();
  const path = reportLibraryPath(report);
  if (!canVisit(path.split('?')[0] ?? path)) return null;
  const title = report ? findBuiltInReport(report)?.title[currentLanguage()] : undefined;
  return (
    <Anchor component={Link} to={path} size="sm" data-testid={testId}>
      {title ? t('reportLibOpenReport', { title }) : t('navReportLibrary')}
    </Anchor>
  );
}
