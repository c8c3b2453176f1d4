import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useVendorPerformance } from '../api/evaluation-queries.ts';
import { ResultsCards } from './results-cards.tsx';
import { StatusPanel } from './status-panel.tsx';
import { VendorEvaluations } from './vendor-evaluations.tsx';

function Results({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const summary = useVendorPerformance(vendorId);
  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    return (
      <ErrorState
        title={t('perfResultsLoadFailed')}
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  if (!summary.data || summary.data.completed === 0) {
    return <EmptyResult title={t('perfResultsEmpty')} description={t('perfResultsEmptyHint')} />;
  }
  return <ResultsCards summary={summary.data} />;
}

/**
 * /suppliers/{id}/performance (000 §2; issue 23 §3, §5): the supplier's results, its performance
 * status and the evaluations of it. Shown to those who may view supplier performance.
 */
export function VendorPerformancePage({ vendorId, companyName }: { vendorId: number; companyName: string }) {
  const { t } = useTranslation();
  const access = useRouteAccess('supplier-performance');
  if (access && !access.canView) return <EmptyResult title={t('perfNoAccess')} />;
  return (
    <Stack data-testid="vendor-performance">
      <Results vendorId={vendorId} />
      <StatusPanel vendorId={vendorId} />
      <VendorEvaluations vendorId={vendorId} companyName={companyName} />
    </Stack>
  );
}
