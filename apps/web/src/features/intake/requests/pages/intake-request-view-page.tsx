import { Anchor, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { EmptyResult, ErrorState, PageLoader } from '../../../../ui/page-states.tsx';
import { useIntakeRequest } from '../../api/intake-queries.ts';
import { IntakeRequestActions } from '../components/request-actions.tsx';
import { IntakeRequestDocuments } from '../components/request-documents.tsx';
import { IntakeRequestEditForm } from '../components/request-edit-form.tsx';
import { IntakeRequestHeader } from '../components/request-header.tsx';
import { IntakeRequestSections } from '../components/request-sections.tsx';

/** The page of a request that names none: 001 §8 'no matching intake request', back to the dashboard. */
export function IntakeRequestNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyResult title={t('intakeRequestNotFound')}>
      <Anchor component={Link} to="/">
        {t('intakeBackToDashboard')}
      </Anchor>
    </EmptyResult>
  );
}

/**
 * /projects/:intakeRequestId/intake (issue 24 §4): everything the requester sent, its documents,
 * who changed it last, and what this user may do with it: edit, approve into the new-project
 * wizard, decline with a reason, or open the project it became.
 */
export function IntakeRequestViewPage() {
  const { t } = useTranslation();
  const { intakeRequestId } = useParams();
  const id = Number(intakeRequestId);
  const request = useIntakeRequest(id);
  const [editing, setEditing] = useState(false);
  useDocumentTitle(request.data?.projectDetail.projectName ?? t('intakeRequestTitle'));

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/" replace />;
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
  const data = request.data;
  return (
    <Stack maw={1100} data-testid="intake-request-page">
      <Group justify="space-between" align="flex-start">
        <IntakeRequestHeader request={data} />
        {editing ? null : <IntakeRequestActions request={data} onEdit={() => setEditing(true)} />}
      </Group>
      {editing && data.allowedActions.includes('edit') ? (
        <IntakeRequestEditForm request={data} onDone={() => setEditing(false)} />
      ) : (
        <>
          <IntakeRequestSections request={data} />
          <IntakeRequestDocuments request={data} />
        </>
      )}
    </Stack>
  );
}
