import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AssessmentGroup,
  cardWithMethod,
  type PerformanceTemplate,
  performanceTemplateInputSchema,
  performanceTemplateRules,
  type RatingScale,
  type ScoringMethod,
  scoringMethods,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { useUnsavedChanges } from '../../../../platform/session/unsaved-changes.ts';
import { confirmAction } from '../../../../ui/confirm-action.tsx';
import { translateFieldError } from '../../../../ui/field-error.ts';
import { applyRefusal } from '../../../../ui/form-errors.ts';
import { useLeaveGuard } from '../../../../ui/leave-guard.ts';
import { schemaErrors } from '../../../../ui/schema-errors.ts';
import { savePerformanceTemplate } from '../../api/settings-queries.ts';
import { scoringMethodLabels } from '../labels.ts';
import {
  cardProblems,
  cardTotals,
  hasWorth,
  newTemplateValues,
  sectionWeightTotal,
  type TemplateValues,
  toInput,
  valuesOf,
} from '../template-model.ts';
import { CardSectionsEditor } from './card-sections-editor.tsx';
import { CardTotals } from './card-totals.tsx';
import { SettingsActions } from './settings-frame.tsx';

export const evaluationSettingsPath = '/control-panel/evaluation-settings';

const validate = (values: TemplateValues) => schemaErrors(performanceTemplateInputSchema, toInput(values));

/** The server's refusals that belong to one field; the rest show above the form. */
const fieldOfKey: Record<string, string> = {
  performanceNameRequired: 'name',
  performanceNameTaken: 'name',
  performanceScaleInvalid: 'card.maxScore',
  invalidAssessmentGroupId: 'assessmentGroupId',
};

/**
 * One score card template (000 §3 Evaluation): what it is, how it scores, its sections and
 * criteria, the guide evaluators read. The totals and the contract's problems follow every
 * keystroke, and Save waits until there are none, so the server's refusal is the exception.
 */
export function TemplateEditor({
  template,
  groups,
  ratingScale,
  readOnly,
  onSaved,
  onClose,
}: {
  template: PerformanceTemplate | null;
  groups: readonly AssessmentGroup[];
  ratingScale: RatingScale;
  readOnly: boolean;
  onSaved: (template: PerformanceTemplate) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TemplateValues>({
    mode: 'controlled',
    initialValues: template ? valuesOf(template) : newTemplateValues(),
    validate,
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty() && !readOnly;
  useUnsavedChanges(dirty);
  useLeaveGuard(dirty, evaluationSettingsPath);

  const { card } = form.values;
  const showWeights = ratingScale === 'sectionWeight';
  const totals = cardTotals(card, ratingScale);
  const problems = cardProblems(card, ratingScale);

  const submit = form.onSubmit(async (values) => {
    if (cardProblems(values.card, ratingScale).length > 0) return;
    setFailure(null);
    try {
      const saved = await savePerformanceTemplate(node, template?.id ?? null, toInput(values));
      form.resetDirty();
      onSaved(saved);
    } catch (error) {
      setFailure(applyRefusal(form, error, fieldOfKey));
    }
  });

  function changeMethod(method: ScoringMethod) {
    const change = () => form.setFieldValue('card', cardWithMethod(form.values.card, method));
    if (!hasWorth(form.values.card)) return change();
    confirmAction({
      title: t('perfSetMethodChangeTitle'),
      message: t('perfSetMethodChangeWarning'),
      confirmLabel: t('perfSetMethodChangeConfirm'),
      danger: true,
      onConfirm: change,
    });
  }

  function close() {
    if (!dirty) return onClose();
    confirmAction({
      title: t('discardChangesTitle'),
      message: t('discardChangesConfirm'),
      confirmLabel: t('discardChanges'),
      danger: true,
      onConfirm: onClose,
    });
  }

  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error), disabled: readOnly };
  };
  const scoreInput = (path: 'minScore' | 'maxScore', label: string) => (
    <NumberInput
      label={label}
      required
      min={-performanceTemplateRules.scoreLimit}
      max={performanceTemplateRules.scoreLimit}
      decimalScale={4}
      clampBehavior="none"
      {...field(`card.${path}`)}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="template-editor">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {template ? template.name : t('perfSetNewTemplate')}
          </Title>
          <Button variant="default" onClick={close}>
            {t('perfSetBackToTemplates')}
          </Button>
        </Group>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Fieldset legend={t('perfSetTemplateGeneral')}>
          <Stack gap="sm">
            <TextInput
              label={t('perfSetTemplateName')}
              required
              maxLength={performanceTemplateRules.nameMax}
              {...field('name')}
            />
            <Textarea
              label={t('perfSetTemplateDescription')}
              autosize
              minRows={2}
              maxLength={performanceTemplateRules.textMax}
              {...field('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('perfSetColumnGroup')}
                placeholder={t('perfSetNoGroup')}
                data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
                clearable
                {...field('assessmentGroupId')}
              />
              <Switch
                mt="xl"
                label={t('perfSetTemplateActive')}
                {...form.getInputProps('isActive', { type: 'checkbox' })}
                disabled={readOnly}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('perfSetScoring')}>
          <Stack gap="sm">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="scoring-method-label">
                {t('perfSetScoringMethod')}
              </Text>
              <SegmentedControl
                aria-labelledby="scoring-method-label"
                value={card.scoringMethod}
                onChange={(value) => changeMethod(value as ScoringMethod)}
                disabled={readOnly}
                data={scoringMethods.map((method) => ({
                  value: method,
                  label: t(scoringMethodLabels[method]),
                }))}
              />
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={t('perfSetDecimalPlaces')}
                required
                min={0}
                max={performanceTemplateRules.maxDecimalPlaces}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                {...field('card.decimalPlaces')}
              />
              {scoreInput('minScore', t('perfSetMinScore'))}
              {scoreInput('maxScore', t('perfSetMaxScore'))}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <CardSectionsEditor form={form} showWeights={showWeights} totals={totals} readOnly={readOnly} />
        <CardTotals
          method={card.scoringMethod}
          totals={totals}
          sectionWeights={showWeights ? sectionWeightTotal(card) : null}
          problems={problems}
        />
        <Textarea
          label={t('perfSetGuide')}
          description={t('perfSetGuideHelp')}
          autosize
          minRows={4}
          maxRows={16}
          maxLength={performanceTemplateRules.guideMax}
          {...field('guide')}
        />
        <SettingsActions
          controlId="savePerformanceTemplate"
          testId="template-save"
          dirty={form.isDirty()}
          blocked={problems.length > 0}
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
