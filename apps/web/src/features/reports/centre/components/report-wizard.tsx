import { Alert, Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { readRefusal } from '../../../../ui/form-errors.ts';
import { notifySaved } from '../../../../ui/notify.ts';
import { ErrorState, PageLoader } from '../../../../ui/page-states.tsx';
import { customReportKeys, saveCustomReport, useCustomReport } from '../api/custom-report-queries.ts';
import { stepTitleKeys } from '../labels.ts';
import {
  draftOf,
  draftProblems,
  emptyDraft,
  fieldOfRefusal,
  problemsOf,
  type ReportDraft,
  stepOfPath,
  type WizardStep,
  wizardSteps,
} from '../wizard-model.ts';
import { ColumnsStep } from './columns-step.tsx';
import { DateRangeStep } from './date-range-step.tsx';
import { FiltersStep } from './filters-step.tsx';
import { PhaseStep, StatusesStep, TypeStep } from './scope-steps.tsx';

export type ReportWizardProps = {
  /** The saved report to edit, or null for a new one. */
  reportId: number | null;
  onClose: () => void;
};

/**
 * The report wizard (000 §2): one dialog, six steps counted 'Step x of 6', a new report or a saved
 * one's Edit (read again when it opens, so it edits what is saved now).
 */
export function ReportWizard({ reportId, onClose }: ReportWizardProps) {
  const { t } = useTranslation();
  const saved = useCustomReport(reportId);

  function body() {
    if (reportId === null) return <WizardSteps reportId={null} initial={emptyDraft()} onClose={onClose} />;
    if (saved.isPending) return <PageLoader />;
    if (saved.isError) {
      return (
        <ErrorState
          title={t('reportWizardLoadFailed')}
          message={saved.error.message}
          onRetry={() => void saved.refetch()}
        />
      );
    }
    return <WizardSteps reportId={reportId} initial={draftOf(saved.data)} onClose={onClose} />;
  }

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      closeOnClickOutside={false}
      title={t(reportId === null ? 'reportWizardTitleNew' : 'reportWizardTitleEdit')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {body()}
    </Modal>
  );
}

type Refusal = { fields: Record<string, string>; general: string | null; step: WizardStep };

function WizardSteps({
  reportId,
  initial,
  onClose,
}: {
  reportId: number | null;
  initial: ReportDraft;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(0);
  const [draft, setDraft] = useState<ReportDraft>(initial);
  const [nameTouched, setNameTouched] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const own = draftProblems(draft);
  // The server's word on a field stands until the draft changes (change() clears it).
  const problems = { ...own, ...refusal?.fields };
  const step = wizardSteps[active] ?? 'columns';
  const stepProblems = problemsOf(problems, step);
  const isLast = active === wizardSteps.length - 1;
  // A later step is reachable once every step before it is complete.
  const firstIncomplete = wizardSteps.findIndex(
    (s) => s !== 'columns' && Object.keys(problemsOf(own, s)).length > 0,
  );
  const reachable = firstIncomplete === -1 ? wizardSteps.length - 1 : firstIncomplete;

  const save = useMutation({
    mutationFn: (definition: ReportDraft) => saveCustomReport(node, definition, reportId),
    onSuccess: async () => {
      notifySaved(t('reportCentreSaved'));
      await queryClient.invalidateQueries({ queryKey: customReportKeys.node(node) });
      onClose();
    },
    onError: (error) => {
      const { fields, general } = readRefusal(error, fieldOfRefusal);
      const first = Object.keys(fields)[0];
      const at = first === undefined ? 'columns' : stepOfPath(first);
      setRefusal({ fields, general, step: at });
      setActive(wizardSteps.indexOf(at));
    },
  });

  function change(next: ReportDraft) {
    setDraft(next);
    setRefusal(null);
  }

  function trySave() {
    setNameTouched(true);
    const first = Object.keys(own)[0];
    if (first !== undefined) {
      setActive(wizardSteps.indexOf(stepOfPath(first)));
      return;
    }
    save.mutate(draft);
  }

  const props = { draft, problems: stepProblems, onChange: change };
  return (
    <Stack data-testid="report-wizard">
      <Stepper active={active} onStepClick={setActive} size="xs" allowNextStepsSelect={false}>
        {wizardSteps.map((s, index) => (
          <Stepper.Step key={s} label={t(stepTitleKeys[s])} allowStepSelect={index <= reachable} />
        ))}
      </Stepper>
      <div>
        <Text size="xs" c="dimmed" data-testid="report-wizard-step">
          {t('reportWizardStepOf', { current: active + 1, total: wizardSteps.length })}
        </Text>
        <Text fw={600}>{t(stepTitleKeys[step])}</Text>
      </div>
      {step === 'type' ? <TypeStep draft={draft} /> : null}
      {step === 'phase' ? <PhaseStep {...props} /> : null}
      {step === 'statuses' ? <StatusesStep {...props} /> : null}
      {step === 'dateRange' ? <DateRangeStep {...props} /> : null}
      {step === 'filters' ? <FiltersStep {...props} /> : null}
      {step === 'columns' ? (
        <ColumnsStep
          {...props}
          showNameError={nameTouched || refusal !== null}
          onNameBlur={() => setNameTouched(true)}
          previewReady={Object.keys(own).length === 0}
        />
      ) : null}
      {refusal?.general && refusal.step === step ? (
        <Alert color="red" role="alert" data-testid="report-wizard-refusal">
          {refusal.general}
        </Alert>
      ) : null}
      <Group justify="space-between">
        {active > 0 ? (
          <Button variant="default" onClick={() => setActive(active - 1)}>
            {t('reportWizardBack')}
          </Button>
        ) : (
          <span />
        )}
        {isLast ? (
          <Button onClick={trySave} loading={save.isPending}>
            {t('reportWizardSave')}
          </Button>
        ) : (
          <Button onClick={() => setActive(active + 1)} disabled={Object.keys(stepProblems).length > 0}>
            {t('reportWizardNext')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
