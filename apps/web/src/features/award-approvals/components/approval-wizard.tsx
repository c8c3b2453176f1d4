import { Alert, Button, Group, Modal, Stack, Stepper } from '@mantine/core';
import type { Project } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAwardApprovals } from '../api/award-approvals-queries.ts';
import { useApprovalCall } from '../api/use-approval-call.ts';
import { DocumentsStep } from './documents-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { SettingsStep } from './settings-step.tsx';
import { WorkflowStep } from './workflow-step.tsx';

const lastStep = 3;

/**
 * Makes or edits an approval in four steps (000 §2: add supplier, documents, workflow): the
 * settings are saved first, since documents and people belong to a saved approval; each later
 * change is saved as it is made, and the last step sends it.
 */
export function ApprovalWizard({
  project,
  approvalId,
  onClose,
}: {
  project: Project;
  approvalId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [savedId, setSavedId] = useState(approvalId);
  const [active, setActive] = useState(0);
  const list = useAwardApprovals(project.id);
  const call = useApprovalCall(project.id);
  const approval = list.data?.values.find((a) => a.id === savedId) ?? null;
  const tenderId = project.tenders[0]?.id ?? 0;
  const reachable = approval !== null;

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={approval ? t('awardApprovalsWizardEdit', { name: approval.reportName }) : t('awardApprovalsNew')}
    >
      <Stack>
        {approval?.status === 'Pending Approval' ? (
          <Alert color="yellow">{t('awardApprovalsPendingWarning')}</Alert>
        ) : null}
        <Stepper active={active} onStepClick={setActive} allowNextStepsSelect={reachable} size="sm">
          <Stepper.Step label={t('awardApprovalsStepSettings')}>
            <SettingsStep
              key={savedId ?? 'new'}
              projectId={project.id}
              tenderId={tenderId}
              approval={approval}
              onCancel={onClose}
              onSaved={(id) => {
                setSavedId(id);
                setActive(1);
              }}
            />
          </Stepper.Step>
          <Stepper.Step label={t('awardApprovalsStepDocuments')} allowStepSelect={reachable}>
            {approval ? <DocumentsStep approval={approval} call={call} /> : null}
          </Stepper.Step>
          <Stepper.Step label={t('awardApprovalsStepWorkflow')} allowStepSelect={reachable}>
            {approval ? <WorkflowStep projectId={project.id} approval={approval} call={call} /> : null}
          </Stepper.Step>
          <Stepper.Step label={t('awardApprovalsStepReview')} allowStepSelect={reachable}>
            {approval ? <ReviewStep approval={approval} call={call} onSent={onClose} /> : null}
          </Stepper.Step>
        </Stepper>
        {active > 0 ? (
          <Group justify="space-between">
            <Button variant="default" onClick={() => setActive((step) => step - 1)}>
              {t('awardApprovalsBack')}
            </Button>
            {active < lastStep ? (
              <Button variant="light" onClick={() => setActive((step) => step + 1)}>
                {t('awardApprovalsNext')}
              </Button>
            ) : (
              <Button variant="default" onClick={onClose}>
                {t('close')}
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
