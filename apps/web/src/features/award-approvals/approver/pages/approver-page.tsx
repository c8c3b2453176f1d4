import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, isApiError } from '../../../../platform/api/client.ts';
import { i18n } from '../../../../platform/i18n/index.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../../ui/page-states.tsx';
import { type ApproverRef, failureMessage, leaveForLogin, useApproverView } from '../api/approver-queries.ts';
import { ApproverLayout } from '../components/approver-layout.tsx';
import { ApproverReview } from '../components/approver-review.tsx';
import { ApproverSummary } from '../components/approver-summary.tsx';

function idOf(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * The link's token, read once: the address drops it at once (replace, so history never holds it),
 * while the page keeps it for its one exchange.
 */
function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [uat] = useState(() => params.get('uat'));
  useEffect(() => {
    if (!params.has('uat')) return;
    const rest = new URLSearchParams(params);
    rest.delete('uat');
    void navigate(
      { pathname: location.pathname, search: rest.toString(), hash: location.hash },
      { replace: true },
    );
  }, [params, location.pathname, location.hash, navigate]);
  return uat;
}

/**
 * /approval/:approvalId/approver/:workflowId?uat= (issue 8 §4; 000 §2, §4): an approver outside
 * the agency, with no account, approves or declines an award from the emailed link. While the
 * buyer corrects the award the page says it is unavailable; once this person decided, it shows
 * the summary. Any 401 (link invalid, spent or expired, page no longer reachable) leaves for /login.
 */
export function ApproverPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('approverPageTitle'));
  const params = useParams();
  const approvalId = idOf(params.approvalId);
  const workflowId = idOf(params.workflowId);
  const ref = useMemo<ApproverRef>(
    () => ({ approvalId: approvalId ?? 0, workflowId: workflowId ?? 0 }),
    [approvalId, workflowId],
  );
  const uat = useLinkToken();
  const valid = approvalId !== null && workflowId !== null;
  const view = useApproverView(ref, uat, valid);

  const leaving = !valid || (isApiError(view.error) && view.error.status === 401);
  useEffect(() => {
    // An address that names no approval is a broken link: the server would say the same.
    if (!valid) leaveForLogin(new ApiError(401, [i18n.t('awardApprovalLinkInvalid')]));
    else leaveForLogin(view.error);
  }, [valid, view.error]);

  if (leaving || view.isPending) {
    return (
      <ApproverLayout>
        <PageLoader />
      </ApproverLayout>
    );
  }
  if (view.isError) {
    return (
      <ApproverLayout>
        <ErrorState
          title={t('approverPageFailed')}
          message={failureMessage(view.error)}
          onRetry={() => void view.refetch()}
        />
      </ApproverLayout>
    );
  }
  const data = view.data;
  return (
    <ApproverLayout agencyName={data.agencyName}>
      {data.status === 'Correcting' ? (
        <EmptyResult title={t('approverPageUnavailableTitle')} description={t('awardApprovalUnavailable')} />
      ) : data.approver.status === 'Approved' || data.approver.status === 'Declined' ? (
        <ApproverSummary approver={ref} view={data} />
      ) : (
        <ApproverReview approver={ref} view={data} />
      )}
    </ApproverLayout>
  );
}
