import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../../platform/api/client.ts';
import { ErrorState, PageLoader } from '../../../../ui/page-states.tsx';
import {
  isLinkRefused,
  readSigningLink,
  type SigningLink,
  useSign,
  useSignerView,
} from '../../api/signing-queries.ts';
import { SignEnvelope } from '../components/sign-envelope.tsx';
import { SigningLayout } from '../components/signing-layout.tsx';
import {
  EnvelopeCompleted,
  EnvelopeUnavailable,
  InvalidLink,
  SignedSummary,
  WaitingForTurn,
} from '../components/signing-states.tsx';

type LinkRead = { link: SigningLink | null; broken: boolean };

/**
 * The emailed link, read once: the address drops its token at once (replace, so history never
 * holds it and a reload reads the page by the session cookie), while the page keeps it for its
 * one exchange. `broken`: the address carries a token but not a link the server could accept.
 */
function useSigningLink(): LinkRead {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [read] = useState<LinkRead>(() => {
    const token = params.get('t');
    const link = readSigningLink(params.get('e'), params.get('s'), token);
    return { link, broken: token !== null && link === null };
  });
  useEffect(() => {
    if (!params.has('t')) return;
    const rest = new URLSearchParams(params);
    rest.delete('t');
    void navigate(
      { pathname: location.pathname, search: rest.toString(), hash: location.hash },
      { replace: true },
    );
  }, [params, location.pathname, location.hash, navigate]);
  return read;
}

/**
 * /esignature/landing?e={envelopeId}&s={signerId}&t={token} (issue 9 §3; decision 251): a signer
 * with no account reads the envelope's documents, fills their fields and signs, typed or drawn.
 * It is their turn (sign), not yet (waiting), done (signed, or completed once everyone signed, with
 * the signed PDF), or the sender is correcting it (unavailable). A spent or expired link says so.
 */
export function SigningPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signingPageTitle'));
  const { link, broken } = useSigningLink();
  // A broken address asks nothing: the server would only refuse it.
  const view = useSignerView(link, !broken);
  const sign = useSign(link);

  if (broken) {
    return (
      <SigningLayout>
        <InvalidLink />
      </SigningLayout>
    );
  }
  if (view.isPending) {
    return (
      <SigningLayout>
        <PageLoader />
      </SigningLayout>
    );
  }
  if (view.isError) {
    return (
      <SigningLayout>
        {isLinkRefused(view.error) ? (
          <InvalidLink message={isApiError(view.error) ? view.error.messages[0] : undefined} />
        ) : (
          <ErrorState
            title={t('signingPageFailed')}
            message={view.error.message}
            onRetry={() => void view.refetch()}
          />
        )}
      </SigningLayout>
    );
  }
  const data = view.data;
  return (
    <SigningLayout agencyName={data.agencyName}>
      {data.state === 'sign' ? (
        <SignEnvelope view={data} sign={sign} />
      ) : data.state === 'waiting' ? (
        <WaitingForTurn view={data} />
      ) : data.state === 'signed' ? (
        <SignedSummary view={data} />
      ) : data.state === 'unavailable' ? (
        <EnvelopeUnavailable view={data} />
      ) : (
        <EnvelopeCompleted view={data} />
      )}
    </SigningLayout>
  );
}
