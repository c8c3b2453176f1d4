import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { awardApprovalKeys } from '../../award-approvals/index.ts';
import { awardKeys, useAwardPhase } from '../../awards/index.ts';
import { useProjectForm, useStatusChange } from '../../projects/index.ts';

/**
 * The Award action (000 §4): unsaved changes are saved first; with no awarded company the buyer is
 * warned and must confirm; the public status then becomes Awarded. The server checks the same.
 */
export function AwardAction() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const client = useQueryClient();
  const { project, form, save } = useProjectForm();
  const phase = useAwardPhase(project.id);
  const status = useStatusChange();

  async function award() {
    if (form.isDirty()) {
      await save();
      // A refused save shows its own message on the page; the project is not awarded unsaved.
      if (form.isDirty()) return;
    }
    const awarded = phase.data?.awardedCompanies ?? 0;
    confirmAction({
      title: t('awardActionTitle'),
      message: awarded === 0 ? t('awardNoAwardedCompany') : t('awardActionConfirm', { count: awarded }),
      confirmLabel: t('awardAction'),
      danger: awarded === 0,
      onConfirm: () =>
        void status.change('Awarded', { confirmNoAward: awarded === 0 }).then(() =>
          Promise.all([
            client.invalidateQueries({ queryKey: awardKeys.all(node, project.id) }),
            // Awarding closes the approved approvals (000 §4): Award › Approval must not show them open.
            client.invalidateQueries({ queryKey: awardApprovalKeys.list(node, project.id) }),
          ]),
        ),
    });
  }

  return (
    <Button
      loading={status.pending === 'Awarded' || phase.isPending}
      onClick={() => void award()}
      data-testid="action-award"
    >
      {t('awardAction')}
    </Button>
  );
}
