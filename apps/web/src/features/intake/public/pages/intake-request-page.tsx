import { useDocumentTitle } from '@mantine/hooks';
import { type IntakeReceipt, intakeLinkQuerySchema } from '@procura/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../../platform/api/client.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../../ui/page-states.tsx';
import { type IntakeLinkRef, useIntakeFormSource } from '../../api/public-queries.ts';
import { Congratulations } from '../components/congratulations.tsx';
import { IntakeForm } from '../components/intake-form.tsx';
import { IntakeLayout } from '../components/intake-layout.tsx';

/** The agency's ids from the link: cid and nid as the spec's link names them, or their long names. */
function linkOf(params: URLSearchParams): IntakeLinkRef | null {
  const parsed = intakeLinkQuerySchema.safeParse({
    customerId: params.get('cid') ?? params.get('customerId') ?? undefined,
    nodeId: params.get('nid') ?? params.get('nodeId') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * /intake-request?cid&nid (000 §2; issue 24 §1): a department asks procurement for a project,
 * without an account. A link without its ids, or one the agency does not take requests on (404),
 * shows the unavailable page; a sent request, the congratulations page with its reference.
 */
export function IntakeRequestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('intakeFormHeader'));
  const [params] = useSearchParams();
  const link = useMemo(() => linkOf(params), [params]);
  const source = useIntakeFormSource(link);
  const [receipt, setReceipt] = useState<IntakeReceipt | null>(null);
  // A new key gives the next request a fresh form and fresh documents.
  const [round, setRound] = useState(0);

  const unavailable = (message: string) => (
    <IntakeLayout>
      <EmptyResult title={t('intakeFormUnavailableTitle')} description={message} />
    </IntakeLayout>
  );
  if (link === null) return unavailable(t('intakeIdsRequired'));
  if (source.isPending) {
    return (
      <IntakeLayout>
        <PageLoader />
      </IntakeLayout>
    );
  }
  if (source.isError) {
    if (isApiError(source.error) && source.error.status === 404) return unavailable(t('intakeUnavailable'));
    return (
      <IntakeLayout>
        <ErrorState
          title={t('intakeFormLoadFailed')}
          message={isApiError(source.error) ? source.error.messages[0] : undefined}
          onRetry={() => void source.refetch()}
        />
      </IntakeLayout>
    );
  }
  const agencyName = source.data.guide.agencyName;
  return (
    <IntakeLayout agencyName={agencyName}>
      {receipt ? (
        <Congratulations
          agencyName={agencyName}
          reference={receipt.reference}
          onAnother={() => {
            setReceipt(null);
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <IntakeForm key={round} link={link} source={source.data} onSubmitted={setReceipt} />
      )}
    </IntakeLayout>
  );
}
