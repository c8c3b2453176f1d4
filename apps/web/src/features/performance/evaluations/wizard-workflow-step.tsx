import { Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { workflowRoles } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { PersonSelect } from './person-select.tsx';
import { roleLabelKeys } from './presenters.ts';
import type { WizardDraft } from './wizard-model.ts';

/** The roles a project names itself: left empty, the project's own lead is the reviewer. */
const projectRoles = new Set(['projectLead', 'procurementLead']);

/**
 * Step 2: the reviewers the evaluation passes through (the agency's workflow by default), who is
 * named for each, and the supplier's part: its review, its appeal, and what of the evaluators'
 * work it sees.
 */
export function WorkflowStep({
  draft,
  onChange,
  errors,
}: {
  draft: WizardDraft;
  onChange: (draft: WizardDraft) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const flag = (
    name: 'supplierReview' | 'allowAppeal' | 'commentsVisibleToSupplier' | 'attachmentsVisibleToSupplier',
  ) => ({
    checked: draft[name],
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      onChange({ ...draft, [name]: event.currentTarget.checked }),
  });
  return (
    <Stack gap="md" data-testid="wizard-workflow">
      <Title order={4}>{t('perfWizardReviewers')}</Title>
      {errors.reviewers ? (
        <Text size="sm" c="red" role="alert">
          {errors.reviewers}
        </Text>
      ) : null}
      {workflowRoles.map((role) => {
        const required = draft.roles.includes(role);
        return (
          <Group key={role} align="flex-end" wrap="nowrap" data-testid={`wizard-role-${role}`}>
            <Checkbox
              label={t(roleLabelKeys[role])}
              checked={required}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                const roles = workflowRoles.filter((r) => (r === role ? on : draft.roles.includes(r)));
                onChange({ ...draft, roles });
              }}
              w={240}
              mb={8}
              data-testid={`wizard-role-${role}-required`}
            />
            {required ? (
              <PersonSelect
                label={t('perfWizardReviewer')}
                value={draft.reviewers[role]}
                onChange={(userId) =>
                  onChange({ ...draft, reviewers: { ...draft.reviewers, [role]: userId } })
                }
                placeholder={
                  projectRoles.has(role) ? t('perfWizardProjectDefault') : t('perfWizardChooseReviewer')
                }
                testId={`wizard-reviewer-${role}`}
              />
            ) : null}
          </Group>
        );
      })}
      <Title order={4}>{t('perfWizardSupplierPart')}</Title>
      <Switch
        label={t('perfSupplierReview')}
        {...flag('supplierReview')}
        data-testid="wizard-supplier-review"
      />
      <Switch
        label={t('perfAllowAppeal')}
        {...flag('allowAppeal')}
        disabled={!draft.supplierReview}
        data-testid="wizard-allow-appeal"
      />
      <Switch label={t('perfCommentsVisible')} {...flag('commentsVisibleToSupplier')} />
      <Switch label={t('perfAttachmentsVisible')} {...flag('attachmentsVisibleToSupplier')} />
    </Stack>
  );
}
