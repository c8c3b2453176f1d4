import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { canChangeInvitations, type Invitation, type Project } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useRowSelection } from '../../../ui/row-selection.tsx';
import {
  aboutProject,
  contactKey,
  EmailButton,
  EmailSelectedButton,
  useMayEmail,
} from '../../email/index.ts';
import { InviteSupplierActions } from '../../vendors/index.ts';
import { deleteInvitation, invitationKeys, useInvitations } from '../api/invitations-queries.ts';
import { InvitationEditModal } from '../components/invitation-edit-modal.tsx';
import { InvitationForm } from '../components/invitation-form.tsx';
import { InvitationsTable } from '../components/invitations-table.tsx';

/**
 * Build > invitations: suppliers invited by email, picked from the directory or from a supplier
 * list. They are mailed when the project is published, at once when it is already open; an
 * invitational project needs at least one before publishing.
 */
export function InvitationsPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const tenderId = project.tenders[0]?.id ?? 0;
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const invitations = useInvitations(tenderId);
  const [editing, setEditing] = useState<Invitation | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const canChange = project.canEdit && canChangeInvitations(project.status);
  const selection = useRowSelection(
    (invitations.data ?? []).map((invitation) => invitation.id),
    tenderId,
  );
  const mayEmail = useMayEmail();
  const about = aboutProject(project, ['invitations', 'projectUsers']);
  const preselected = selection.chosen.map((id) => contactKey('invitation', id));
  const reload = () =>
    queryClient.invalidateQueries({
      queryKey: invitationKeys.ofTender(node.customerId, node.nodeId, tenderId),
    });

  function remove(invitation: Invitation) {
    confirmAction({
      title: t('invitationDeleteTitle'),
      message: t('invitationDeleteConfirm', { email: invitation.email }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setBusyId(invitation.id);
        void deleteInvitation(node, invitation.id)
          .then(async () => {
            notifySaved();
            await reload();
          })
          .catch(() => {})
          .finally(() => setBusyId(null));
      },
    });
  }

  let content: ReactNode;
  if (invitations.isPending) content = <PageLoader />;
  else if (invitations.isError) {
    content = (
      <ErrorState
        title={t('invitationsLoadFailed')}
        message={invitations.error.message}
        onRetry={() => void invitations.refetch()}
      />
    );
  } else {
    content = (
      <>
        {canChange ? (
          <>
            <InvitationForm tenderId={tenderId} invitations={invitations.data} onInvited={reload} />
            <InviteSupplierActions tenderId={tenderId} onInvited={reload} />
          </>
        ) : null}
        {invitations.data.length === 0 ? (
          <EmptyResult title={t('invitationsEmpty')} />
        ) : (
          <InvitationsTable
            invitations={invitations.data}
            selection={mayEmail ? selection : null}
            canChange={canChange}
            busyId={busyId}
            onEdit={setEditing}
            onDelete={remove}
          />
        )}
      </>
    );
  }

  const needsOne = project.procurementMethod === 'Private' && invitations.data?.length === 0;
  return (
    <Stack>
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={2}>{t('invitationsTitle')}</Title>
          {invitations.data?.length ? (
            <Group>
              <EmailSelectedButton about={about} preselected={preselected} />
              <EmailButton about={about} />
            </Group>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('invitationsIntro')}
        </Text>
      </Stack>
      {needsOne ? (
        <Alert color="yellow" data-testid="invitations-required">
          {t('invitationsPrivateNotice')}
        </Alert>
      ) : null}
      {canChange ? null : (
        <Alert color="gray" data-testid="read-only">
          {t('buildReadOnly')}
        </Alert>
      )}
      {content}
      {editing ? (
        <InvitationEditModal invitation={editing} onClose={() => setEditing(null)} onSaved={reload} />
      ) : null}
    </Stack>
  );
}
