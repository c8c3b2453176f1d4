import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { portalPath, type SupplierEvaluation } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDay, formatFileSize } from '../../../ui/format.ts';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { RequireSupplier, usePortalAgency } from '../../portal/index.ts';
import { evaluationDocumentHref, useMyEvaluation } from '../api/portal-queries.ts';
import { formatPercent } from '../dashboard/format.ts';
import { typeLabelKeys } from '../evaluations/presenters.ts';
import { RatingBadge, StatusBadge } from './my-evaluations-page.tsx';
import { ScoreCardView } from './score-card-view.tsx';
import { AppealBlock, SupplierResponse } from './supplier-response.tsx';

function Header({ evaluation }: { evaluation: SupplierEvaluation }) {
  const { t } = useTranslation();
  const waiting = evaluation.status === 'Pending Supplier/Vendor Review';
  const canRespond = evaluation.can.acknowledge || evaluation.can.appeal;
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Title order={1}>{evaluation.contractName ?? t('portalEvalNoContract')}</Title>
        <Badge variant="outline">{t(typeLabelKeys[evaluation.type])}</Badge>
        <StatusBadge status={evaluation.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('portalEvalPeriod', {
          start: formatDay(evaluation.periodStart),
          end: formatDay(evaluation.periodEnd),
        })}
        {' · '}
        {t('portalEvalDate', { date: formatDay(evaluation.evaluationDate) })}
      </Text>
      <Group gap="sm" align="center" data-testid="portal-eval-overall">
        <Text fw={600}>{t('portalEvalOverall')}</Text>
        <Text fz={24} fw={700}>
          {formatPercent(evaluation.percent)}
        </Text>
        <RatingBadge rating={evaluation.rating} />
      </Group>
      {waiting && !canRespond && evaluation.supplierReviewEndsOn ? (
        <Text size="sm" c="dimmed" data-testid="portal-eval-deadline-passed">
          {t('portalEvalDeadlinePassed', { date: formatDay(evaluation.supplierReviewEndsOn) })}
        </Text>
      ) : null}
    </Stack>
  );
}

function Documents({ agency, evaluation }: { agency: string; evaluation: SupplierEvaluation }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="portal-eval-documents">
      <Title order={2} size="h4" id="portal-eval-documents" mb="xs">
        {t('portalEvalDocuments')}
      </Title>
      <List spacing={4} data-testid="portal-eval-documents">
        {evaluation.documents.map((document) => (
          <List.Item key={document.id}>
            <Anchor
              href={evaluationDocumentHref(agency, evaluation.id, document.id)}
              download={document.fileName}
              aria-label={t('portalEvalDownload', { name: document.fileName })}
            >
              {document.fileName}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              {formatFileSize(document.sizeInByte)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

/** A text the agency or the supplier wrote, under its heading, as it was typed. */
function Note({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {text}
      </Text>
    </Card>
  );
}

function EvaluationView() {
  const { t } = useTranslation();
  useDocumentTitle(t('portalMyEvaluations'));
  const agency = usePortalAgency();
  const evaluationId = Number(useParams().performanceEvaluationId);
  const query = useMyEvaluation(agency, evaluationId);
  const back = (
    <Anchor component={Link} to={portalPath(agency, '/performance')}>
      {t('portalEvalBack')}
    </Anchor>
  );
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Stack>
        {back}
        <ErrorState
          title={t('portalEvalFailed')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  const evaluation = query.data;
  return (
    <Stack data-testid="portal-evaluation">
      {back}
      <Header evaluation={evaluation} />
      {evaluation.can.acknowledge || evaluation.can.appeal ? (
        <SupplierResponse agency={agency} evaluation={evaluation} />
      ) : null}
      {evaluation.appeal ? <AppealBlock appeal={evaluation.appeal} /> : null}
      {evaluation.supplierComment ? (
        <Note
          title={t('portalEvalYourComment')}
          text={evaluation.supplierComment}
          testId="portal-eval-your-comment"
        />
      ) : null}
      <Title order={2} size="h3">
        {t('portalEvalScoreCard')}
      </Title>
      <ScoreCardView evaluation={evaluation} />
      {evaluation.generalComments ? (
        <Note
          title={t('portalEvalGeneralComments')}
          text={evaluation.generalComments}
          testId="portal-eval-general-comments"
        />
      ) : null}
      {evaluation.documents.length > 0 ? <Documents agency={agency} evaluation={evaluation} /> : null}
    </Stack>
  );
}

/**
 * /portal/{agency}/performance/{performanceEvaluationId} (supplierEvaluationPagePath; issue 23 §2): one evaluation of the
 * supplier's work as the agency lets it see it (comments and attachments only when shown), with its
 * response while the review period runs, and the appeal once made.
 */
export function SupplierEvaluationPage() {
  return <RequireSupplier>{() => <EvaluationView />}</RequireSupplier>;
}
