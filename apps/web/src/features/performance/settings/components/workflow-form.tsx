import {
  Alert,
  Card,
  Checkbox,
  Fieldset,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type PerformanceWorkflow,
  performanceSettingRules,
  performanceWorkflowSchema,
  reviewOrder,
  type WorkflowRole,
  workflowRoles,
} from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { useUnsavedChanges } from '../../../../platform/session/unsaved-changes.ts';
import { translateFieldError } from '../../../../ui/field-error.ts';
import { applyRefusal } from '../../../../ui/form-errors.ts';
import { notifySaved } from '../../../../ui/notify.ts';
import { schemaErrors } from '../../../../ui/schema-errors.ts';
import {
  performanceSettingsKeys,
  savePerformanceWorkflow,
  usePerformanceWorkflow,
} from '../../api/settings-queries.ts';
import { PersonSelect } from '../../evaluations/person-select.tsx';
import { workflowRoleLabels } from '../labels.ts';
import { typedNumber } from '../template-model.ts';
import { loadStateOf, SettingsActions } from './settings-frame.tsx';

type ReviewerField = keyof PerformanceWorkflow['defaultReviewers'];
const reviewerFields: readonly { field: ReviewerField; role: WorkflowRole }[] = [
  { field: 'projectLeadManagerId', role: 'projectLeadManager' },
  { field: 'purchasingManagerId', role: 'purchasingManager' },
  { field: 'directorId', role: 'director' },
];

const toWorkflow = (values: PerformanceWorkflow): PerformanceWorkflow => ({
  ...values,
  supplierReviewDays: typedNumber(values.supplierReviewDays),
  evaluationWindowDays: typedNumber(values.evaluationWindowDays),
});
const validate = (values: PerformanceWorkflow) => schemaErrors(performanceWorkflowSchema, toWorkflow(values));

function WorkflowForm({ workflow, readOnly }: { workflow: PerformanceWorkflow; readOnly: boolean }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PerformanceWorkflow>({
    mode: 'controlled',
    initialValues: workflow,
    validate,
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty();
  useUnsavedChanges(dirty && !readOnly);
  const reviewers = form.values.defaultReviewers;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await savePerformanceWorkflow(node, toWorkflow(values));
      queryClient.setQueryData(performanceSettingsKeys.workflow(node.customerId, node.nodeId), saved);
      form.setValues(saved);
      form.resetDirty(saved);
      notifySaved();
    } catch (error) {
      setFailure(applyRefusal(form, error, {}));
    }
  });

  const field = (path: keyof PerformanceWorkflow) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error), disabled: readOnly };
  };
  const toggle = (path: keyof PerformanceWorkflow, label: string, disabled = false) => (
    <Switch
      label={label}
      {...form.getInputProps(path, { type: 'checkbox' })}
      disabled={readOnly || disabled}
    />
  );
  const days = (path: 'supplierReviewDays' | 'evaluationWindowDays', label: string, help: string) => (
    <NumberInput
      label={label}
      description={help}
      required
      min={performanceSettingRules.minDays}
      max={performanceSettingRules.maxDays}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      {...field(path)}
      disabled={readOnly || (path === 'supplierReviewDays' && !form.values.supplierReview)}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="workflow-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Checkbox.Group
          label={t('perfSetWorkflowRoles')}
          description={t('perfSetWorkflowRolesHelp')}
          value={form.values.workflowRoles}
          onChange={(roles) => form.setFieldValue('workflowRoles', reviewOrder(roles as WorkflowRole[]))}
          error={translateFieldError(form.errors.workflowRoles)}
        >
          <Stack gap={6} mt={6}>
            {workflowRoles.map((role) => (
              <Checkbox key={role} value={role} label={t(workflowRoleLabels[role])} disabled={readOnly} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Fieldset legend={t('perfSetDefaultReviewers')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {reviewerFields.map(({ field: name, role }) => (
              <PersonSelect
                key={name}
                label={t(workflowRoleLabels[role])}
                placeholder={t('perfSetNoReviewer')}
                disabled={readOnly}
                value={reviewers[name]}
                onChange={(userId) => form.setFieldValue(`defaultReviewers.${name}`, userId)}
                error={translateFieldError(form.errors[`defaultReviewers.${name}`])}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('perfSetSupplierSection')}>
          <Stack gap="sm">
            {toggle('supplierReview', t('perfSetSupplierReview'))}
            {days('supplierReviewDays', t('perfSetSupplierReviewDays'), t('perfSetSupplierReviewDaysHelp'))}
            {toggle('allowAppeal', t('perfSetAllowAppeal'), !form.values.supplierReview)}
            {toggle('commentsVisibleToSupplier', t('perfSetCommentsVisible'))}
            {toggle('attachmentsVisibleToSupplier', t('perfSetAttachmentsVisible'))}
          </Stack>
        </Fieldset>
        {days('evaluationWindowDays', t('perfSetEvaluationWindow'), t('perfSetEvaluationWindowHelp'))}
        <Textarea
          label={t('perfSetNdaTemplate')}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={performanceSettingRules.textMax}
          {...field('ndaTemplate')}
        />
        <Textarea
          label={t('perfSetConflictTemplate')}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={performanceSettingRules.textMax}
          {...field('conflictOfInterestTemplate')}
        />
        <SettingsActions
          controlId="savePerformanceWorkflow"
          testId="workflow-save"
          dirty={dirty}
          submitting={form.submitting}
          readOnly={readOnly}
          onDiscard={() => {
            form.reset();
            setFailure(null);
          }}
        />
      </Stack>
    </form>
  );
}

/**
 * The Workflow tab (001 §7 PerformanceWorkflow; 000 §3 workflow roles, visibility, appeal and
 * the evaluators' templates): what a new evaluation starts with; evaluations already made keep
 * the workflow they were made with.
 */
export function WorkflowPanel({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const workflow = usePerformanceWorkflow();
  return (
    loadStateOf([workflow], t('perfSetSettingsLoadFailed')) ??
    (workflow.data ? (
      <Card withBorder>
        <WorkflowForm workflow={workflow.data} readOnly={readOnly} />
      </Card>
    ) : null)
  );
}
