import { Button, Group } from '@mantine/core';
import { type IntakeRequest, intakeStatuses } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError, showErrorNotification } from '../../../../platform/api/client.ts';
import { i18n } from '../../../../platform/i18n/index.ts';
import { notifySaved } from '../../../../ui/notify.ts';
import { decideIntake, useIntakeChanged } from '../../api/intake-queries.ts';
import { DeclineModal } from './decline-modal.tsx';

/** Where the new-project wizard opens for a request (001 §2: isPlanned=newproject). */
export const wizardPathFor = (intakeRequestId: number) =>
  `/projects/new/newproject?intakeRequestId=${intakeRequestId}`;

/** 001 §8: the decision's failure names the HTTP status in brackets, 500 when none came. */
function notifyDecisionFailed(error: unknown): void {
  const status = isApiError(error) && error.status > 0 ? error.status : 500;
  showErrorNotification(i18n.t('intakeDecisionFailed', { status }));
}

/**
 * What may be done with the request, as the server computed it for this user (allowedActions):
 * edit, approve (then on to the wizard), decline with a reason; the wizard once approved; the
 * project once made. A declined request shows its reason.
 */
export function IntakeRequestActions({ request, onEdit }: { request: IntakeRequest; onEdit: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changed = useIntakeChanged();
  const [approving, setApproving] = useState(false);
  const [modal, setModal] = useState<'decline' | 'reason' | null>(null);
  const allowed = (action: IntakeRequest['allowedActions'][number]) =>
    request.allowedActions.includes(action);

  async function approve() {
    setApproving(true);
    try {
      changed(
        await decideIntake({
          intakeRequestId: request.id,
          status: intakeStatuses.approved,
          reason: 'approve',
        }),
      );
      notifySaved(t('intakeApproved'));
      await navigate(wizardPathFor(request.id));
    } catch (error) {
      notifyDecisionFailed(error);
      setApproving(false);
    }
  }

  async function decline(reason: string) {
    try {
      changed(await decideIntake({ intakeRequestId: request.id, status: intakeStatuses.declined, reason }));
      notifySaved(t('intakeDeclined'));
    } catch (error) {
      // A refused reason shows under the field; anything else is the decision's failure notice.
      if (!(isApiError(error) && error.keys.includes('intakeDeclineReasonRequired')))
        notifyDecisionFailed(error);
      throw error;
    }
  }

  return (
    <Group gap="xs">
      {allowed('edit') ? (
        <Button variant="default" onClick={onEdit} data-testid="intake-edit">
          {t('edit')}
        </Button>
      ) : null}
      {allowed('decline') ? (
        <Button color="red" variant="light" onClick={() => setModal('decline')} data-testid="intake-decline">
          {t('intakeDecline')}
        </Button>
      ) : null}
      {allowed('approve') ? (
        <Button loading={approving} onClick={() => void approve()} data-testid="intake-approve">
          {t('intakeApprove')}
        </Button>
      ) : null}
      {request.projectDetail.status === intakeStatuses.declined ? (
        <Button variant="default" onClick={() => setModal('reason')} data-testid="intake-view-reason">
          {t('intakeViewDeclineReason')}
        </Button>
      ) : null}
      {allowed('createProject') && request.projectId === null ? (
        <Button component={Link} to={wizardPathFor(request.id)} data-testid="intake-create-project">
          {t('intakeCreateProject')}
        </Button>
      ) : null}
      {request.projectId !== null ? (
        <Button
          variant="default"
          component={Link}
          to={`/projects/${request.projectId}/build/settings`}
          data-testid="intake-open-project"
        >
          {t('intakeOpenProject')}
        </Button>
      ) : null}
      {modal === 'decline' ? <DeclineModal onDecline={decline} onClose={() => setModal(null)} /> : null}
      {modal === 'reason' ? (
        <DeclineModal recordedReason={request.projectDetail.declineReason} onClose={() => setModal(null)} />
      ) : null}
    </Group>
  );
}
