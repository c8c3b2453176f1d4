import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Project } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyResult, ErrorState, PageLoader } from '../../../../ui/page-states.tsx';
import { useIntakeRequest } from '../../api/intake-queries.ts';
import { IntakeRequestHeader } from '../components/request-header.tsx';
import { IntakeRequestSections } from '../components/request-sections.tsx';
import { IntakeRequestNotFound } from './intake-request-view-page.tsx';

/**
 * /projects/:projectId/intake-project (000 §2): the request the project came from, read-only, with
 * the way to the request's own page. A project made otherwise has none to show.
 */
export function IntakeProjectPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const intakeId = project.intakeRequestId;
  const request = useIntakeRequest(intakeId ?? 0);

  if (intakeId === null) return <EmptyResult title={t('intakeProjectNone')} />;
  if (request.isPending) return <PageLoader />;
  if (request.isError) {
    return (
      <ErrorState
        title={t('intakeFetchFailed')}
        message={request.error.message}
        onRetry={() => void request.refetch()}
      />
    );
  }
  if (request.data === null) return <IntakeRequestNotFound />;
  return (
    <Stack data-testid="intake-project-page">
      <Group justify="space-between" align="flex-start">
        <IntakeRequestHeader request={request.data} />
        <Stack gap={2} align="flex-end">
          <Text size="sm" c="dimmed">
            {t('intakeProjectFrom')}
          </Text>
          <Anchor component={Link} to={`/projects/${intakeId}/intake`} data-testid="intake-project-link">
            {t('intakeOpenRequest')}
          </Anchor>
        </Stack>
      </Group>
      <IntakeRequestSections request={request.data} />
    </Stack>
  );
}
