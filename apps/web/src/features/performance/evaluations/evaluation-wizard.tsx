import { Alert, Button, Group, Modal, Stack, Stepper } from '@mantine/core';
import type { Contract } from '@procura/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { agencyToday } from '../../contracts/index.ts';
import {
  createEvaluation,
  scheduleEvaluations,
  useActiveTemplates,
  useEvaluationsRefresh,
  useVendorContracts,
  useWorkflowDefaults,
} from '../api/evaluation-queries.ts';
import {
  type ContractChoice,
  draftProblems,
  fieldOfKeyFor,
  initialDraft,
  stepOfField,
  toCreateBody,
  toScheduleBody,
  type WizardDraft,
  type WizardMode,
  withWorkflow,
} from './wizard-model.ts';
import { ReviewStep } from './wizard-review-step.tsx';
import { SetupStep, type WizardOrigin } from './wizard-setup-step.tsx';
import { WorkflowStep } from './wizard-workflow-step.tsx';

/** Where the wizard opens: on a contract (its supplier chosen there) or on a supplier. */
export type EvaluationWizardProps = {
  origin:
    | { kind: 'contract'; contract: Contract; vendorId?: number }
    | { kind: 'vendor'; vendorId: number; companyName: string };
  mode?: WizardMode;
  onClose: () => void;
};

/** What the wizard needs of a contract: its id, name, term and suppliers. */
export const contractChoiceOf = (contract: Contract): ContractChoice => ({
  id: contract.id,
  name: contract.name,
  termStart: contract.initialTerm.start,
  termEnd: contract.termEnd,
  vendors: contract.vendors,
});

const lastStep = 2;

/**
 * The evaluation wizard (issue 23 §2; 000 §2: add a single evaluation, or schedule interim and
 * final evaluations; workflow; review). Step 1 is checked by the contract's date rules before the
 * next; a refusal of the server shows at its field, on the step that holds it.
 */
export function EvaluationWizard({ origin, mode = 'single', onClose }: EvaluationWizardProps) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { info } = useSession();
  const navigate = useNavigate();
  const today = agencyToday(info.customer.timezone);
  const templates = useActiveTemplates();
  const workflow = useWorkflowDefaults();
  const vendorId = origin.kind === 'vendor' ? origin.vendorId : (origin.vendorId ?? null);
  const vendorContracts = useVendorContracts(vendorId ?? 0, origin.kind === 'vendor');
  const fixedContract = origin.kind === 'contract' ? contractChoiceOf(origin.contract) : null;
  const [draft, setDraft] = useState<WizardDraft>(() =>
    initialDraft({ vendorId, contract: fixedContract, mode }),
  );
  const [withDefaults, setWithDefaults] = useState(false);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const refresh = useEvaluationsRefresh();

  // The agency's workflow arrives after the first render: it sets the defaults once.
  useEffect(() => {
    if (!workflow.data || withDefaults) return;
    setDraft((current) => withWorkflow(current, workflow.data as NonNullable<typeof workflow.data>));
    setWithDefaults(true);
  }, [workflow.data, withDefaults]);

  const setupOrigin: WizardOrigin =
    origin.kind === 'contract'
      ? { kind: 'contract', contract: fixedContract as ContractChoice }
      : {
          kind: 'vendor',
          vendorId: origin.vendorId,
          companyName: origin.companyName,
          contracts: vendorContracts.data?.map(contractChoiceOf) ?? (vendorContracts.isError ? [] : null),
        };
  const contract =
    fixedContract ??
    (setupOrigin.kind === 'vendor'
      ? (setupOrigin.contracts?.find((choice) => choice.id === draft.contractId) ?? null)
      : null);
  const vendorName =
    origin.kind === 'vendor'
      ? origin.companyName
      : (origin.contract.vendors.find((v) => v.vendorId === draft.vendorId)?.companyName ?? '');

  const change = (next: WizardDraft) => {
    setDraft(next);
    setFailure(null);
  };

  function next() {
    if (step === 0) {
      const problems = draftProblems(draft, today, contract);
      setErrors(problems);
      if (Object.keys(problems).length > 0) return;
    }
    setStep((current) => Math.min(lastStep, current + 1));
  }

  async function create() {
    const problems = draftProblems(draft, today, contract);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setStep(0);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      if (draft.mode === 'single') {
        const made = await createEvaluation(node, toCreateBody(draft));
        notifySaved(t('perfWizardCreated'));
        void refresh();
        onClose();
        if (made) void navigate(`/performance/evaluations/${made.id}`);
      } else {
        const made = await scheduleEvaluations(node, toScheduleBody(draft));
        notifySaved(t('perfWizardScheduled', { count: made.length }));
        void refresh();
        onClose();
      }
    } catch (error) {
      const refusal = readRefusal(error, fieldOfKeyFor(draft.mode));
      setErrors(refusal.fields);
      setFailure(refusal.general);
      const first = Object.keys(refusal.fields)[0];
      if (first !== undefined) setStep(stepOfField(first));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} size="xl" title={t('perfWizardTitle')} data-testid="evaluation-wizard">
      <Stack>
        <Stepper active={step} onStepClick={(target) => target < step && setStep(target)} size="sm">
          <Stepper.Step label={t('perfWizardStepSetup')}>
            <SetupStep
              origin={setupOrigin}
              draft={draft}
              onChange={change}
              errors={errors}
              today={today}
              templates={templates.data}
            />
          </Stepper.Step>
          <Stepper.Step label={t('perfWizardStepWorkflow')}>
            <WorkflowStep draft={draft} onChange={change} errors={errors} />
          </Stepper.Step>
          <Stepper.Step label={t('perfWizardStepReview')}>
            <ReviewStep
              draft={draft}
              vendorName={vendorName}
              contractName={contract?.name ?? null}
              templates={templates.data}
            />
          </Stepper.Step>
        </Stepper>
        {failure ? (
          <Alert color="red" role="alert" data-testid="wizard-failure">
            {failure}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={step === 0 ? onClose : () => setStep(step - 1)}>
            {step === 0 ? t('cancel') : t('perfWizardBack')}
          </Button>
          {step < lastStep ? (
            <Button onClick={next} data-testid="wizard-next">
              {t('perfWizardNext')}
            </Button>
          ) : (
            <Button onClick={() => void create()} loading={saving} data-testid="wizard-create">
              {draft.mode === 'single' ? t('perfWizardCreate') : t('perfWizardCreateSchedule')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
