import {
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type ClosingMethod,
  deriveSubmissionDisplay,
  limitedTypes,
  lvpPreferenceOptions,
  type ResultsDisplay,
  unsealManually,
} from '@procura/contract';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { useActiveOptions } from '../api/project-queries.ts';
import { BuildPageFrame, BuildSection, useFieldProps } from '../components/build-form-parts.tsx';
import { useProjectForm } from '../components/project-form-context.tsx';
import { limitedTypeLabelKeys, lvpLabelKeys } from '../presenters.ts';

const resultsDisplayLabels: Record<ResultsDisplay, UiKey> = {
  1: 'resultsDoNotDisplay',
  2: 'resultsDisplayNames',
  3: 'resultsDisplayResults',
  4: 'resultsLetMeChoose',
};

const unsealLabels: Record<number, UiKey> = {
  [unsealManually.letMeChoose]: 'unsealLetMeChoose',
  [unsealManually.others]: 'unsealOthers',
  [unsealManually.automaticallyDisplay]: 'unsealAutomatically',
};

/** Switches of one section, two columns on wide screens. */
function Switches({ fields }: { fields: readonly (readonly [path: string, label: UiKey])[] }) {
  const field = useFieldProps();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {fields.map(([path, label]) => (
        <Switch key={path} {...field.check(`tender.${path}`, label)} />
      ))}
    </SimpleGrid>
  );
}

/** How submissions close and what bidders see, with the two values the spec derives from them (000 §4). */
function SubmissionSection() {
  const { t } = useTranslation();
  const { form, readOnly } = useProjectForm();
  const field = useFieldProps();
  const tender = form.values.tender;
  const derived = deriveSubmissionDisplay(tender.closingMethod, tender.resultsDisplay);

  return (
    <BuildSection title={t('settingsSubmissions')}>
      <Group align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('submissionLabel')}
          </Text>
          <SegmentedControl
            data={[
              { value: '1', label: t('submissionOnline') },
              { value: '0', label: t('submissionHardCopy') },
            ]}
            value={String(tender.submission)}
            onChange={(value) => form.setFieldValue('tender.submission', value === '1' ? 1 : 0)}
            disabled={readOnly}
            data-testid="settings-submission"
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('closingMethodLabel')}
          </Text>
          <SegmentedControl
            data={[
              { value: 'SEALED', label: t('closingSealed') },
              { value: 'UNSEALED', label: t('closingUnsealed') },
            ]}
            value={tender.closingMethod}
            onChange={(value) => form.setFieldValue('tender.closingMethod', value as ClosingMethod)}
            disabled={readOnly}
            data-testid="settings-closing-method"
          />
        </Stack>
        <Select
          label={t('resultsDisplayLabel')}
          data={([1, 2, 3, 4] as const).map((value) => ({
            value: String(value),
            label: t(resultsDisplayLabels[value]),
          }))}
          value={String(tender.resultsDisplay)}
          onChange={(value) =>
            value && form.setFieldValue('tender.resultsDisplay', Number(value) as ResultsDisplay)
          }
          allowDeselect={false}
          disabled={readOnly}
          data-field="resultsDisplay"
          data-testid="settings-results-display"
        />
      </Group>
      <Paper withBorder p="sm" bg="var(--mantine-color-gray-light)" aria-live="polite">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Text size="sm">
            {t('derivedShowSubmitted')}:{' '}
            <Text span fw={600} data-testid="derived-show-submitted">
              {derived.showSubmitted ? t('yes') : t('no')}
            </Text>
          </Text>
          <Text size="sm">
            {t('derivedUnsealManually')}:{' '}
            <Text span fw={600} data-testid="derived-unseal-manually">
              {t(unsealLabels[derived.unsealManually] ?? 'unsealLetMeChoose')}
            </Text>
          </Text>
        </SimpleGrid>
      </Paper>
      <Switches
        fields={[
          ['allowMultipleSubmissions', 'settingMultipleSubmissions'],
          ['includeOtherDocument', 'settingIncludeOtherDocument'],
          ['onlineSubmissionShowNoBid', 'settingNoBid'],
        ]}
      />
      {tender.onlineSubmissionShowNoBid ? (
        <TextInput type="email" {...field.text('tender.noBidEmail', 'settingNoBidEmail')} />
      ) : null}
      <Switch
        {...field.check('tender.hasPromptPayDiscount', 'settingPromptPay')}
        // The project and its source both carry the flag (000 §3); they are one choice.
        onChange={(event) => {
          form.setFieldValue('tender.hasPromptPayDiscount', event.currentTarget.checked);
          form.setFieldValue('hasPromptPayDiscount', event.currentTarget.checked);
        }}
      />
    </BuildSection>
  );
}

/** /projects/:id/build/settings: every setting of the source, grouped as a buyer thinks of them. */
export function BuildSettingsPage() {
  const { t } = useTranslation();
  const { project, form } = useProjectForm();
  const field = useFieldProps();
  const tender = form.values.tender;
  const tenderTypes = useActiveOptions('tenderType');
  const irrevocablePeriods = useActiveOptions('irrevocablePeriod');
  const options = (list: typeof tenderTypes) =>
    (list.data ?? []).map((option) => ({ value: String(option.id), label: option.name }));

  return (
    <BuildPageFrame page="settings">
      <BuildSection title={t('settingsGeneral')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Select
            {...field.id('tender.typeId', 'settingProcurementType')}
            data={options(tenderTypes)}
            clearable
          />
          <TextInput {...field.text('tender.bidClassification', 'settingBidClassification')} />
        </SimpleGrid>
        <Textarea autosize minRows={2} {...field.text('tender.scope', 'settingScope')} />
        <Textarea autosize minRows={2} {...field.text('tender.description', 'settingPublicDescription')} />
        <Textarea autosize minRows={2} {...field.text('tender.openingProcess', 'settingOpeningProcess')} />
      </BuildSection>

      {project.procurementMethod === 'Limited' ? (
        <BuildSection title={t('settingsLimited')}>
          <Select
            {...field.text('tender.procurementMethodLimitedType', 'limitedTypeLabel')}
            data={limitedTypes.map((type) => ({ value: type, label: t(limitedTypeLabelKeys[type]) }))}
            required
          />
          <Textarea
            autosize
            minRows={3}
            required
            {...field.text('tender.procurementMethodLimitedDescription', 'limitedJustificationLabel')}
          />
        </BuildSection>
      ) : null}

      <SubmissionSection />

      <BuildSection title={t('settingsQuestions')}>
        <Switches
          fields={[
            ['hasQuestionDeadline', 'settingQuestionDeadline'],
            ['isCloseQuestionsAfterDeadline', 'settingCloseQuestions'],
          ]}
        />
        <NumberInput
          {...field.number('tender.questionReminderEmailDays', 'settingQuestionReminderDays')}
          description={t('settingQuestionReminderDaysHint')}
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          maw={280}
        />
      </BuildSection>

      <BuildSection title={t('settingsRegistrationMeetings')}>
        <Switches
          fields={[
            ['isRegistrationDisabled', 'settingRegistrationDisabled'],
            ['isCloseRegistrationAfterMeetingDate', 'settingCloseRegistrationAfterMeeting'],
            ['hasSiteMeetings', 'settingMeetings'],
            ['isAttendanceTrackingOn', 'settingAttendance'],
          ]}
        />
      </BuildSection>

      <BuildSection title={t('settingsEvaluation')}>
        <Switches
          fields={[
            ['hasCompliancy', 'settingCompliance'],
            ['evaluations', 'settingEvaluations'],
            ['evaluationsEssential', 'settingEvaluationsEssential'],
            ['onlineEvaluation', 'settingOnlineEvaluation'],
            ['evaluatePerformance', 'settingEvaluatePerformance'],
          ]}
        />
      </BuildSection>

      <BuildSection title={t('settingsTerms')}>
        <Switches
          fields={[
            ['hasIrrevocablePeriod', 'settingIrrevocable'],
            ['hasTradeAgreements', 'settingTradeAgreements'],
            ['isSendToSPA', 'settingSendToSpa'],
            ['hasFirmPricing', 'settingFirmPricing'],
            ['hasWarranty', 'settingWarranty'],
            ['isTermContract', 'settingTermContract'],
            ['hasOptionYears', 'settingOptionYears'],
          ]}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {tender.hasIrrevocablePeriod ? (
            <Select
              {...field.id('tender.irrevocablePeriodId', 'settingIrrevocablePeriod')}
              data={options(irrevocablePeriods)}
              clearable
            />
          ) : null}
          <Select
            {...field.text('tender.lvpPreferenceOption', 'settingLvpPreference')}
            data={lvpPreferenceOptions.map((option) => ({ value: option, label: t(lvpLabelKeys[option]) }))}
            allowDeselect={false}
          />
        </SimpleGrid>
      </BuildSection>

      <BuildSection title={t('settingsPublicDisplay')}>
        <Switches
          fields={[
            ['showPlanTakers', 'settingShowPlanTakers'],
            ['isHidePlanTakers', 'settingHidePlanTakers'],
            ['isHideBidMeetings', 'settingHideMeetings'],
            ['isHideBidDocuments', 'settingHideDocuments'],
            ['showPurchasingRepsOnPublic', 'settingShowPurchasingReps'],
            ['showTeamMembers', 'settingShowTeamMembers'],
            ['showTeamMembersContact', 'settingShowTeamMembersContact'],
            ['allowFullBidDetailsUrl', 'settingFullDetailsUrl'],
            ['allowBidDocumentPreview', 'settingDocumentPreview'],
            ['publicOpening', 'settingPublicOpening'],
          ]}
        />
        {tender.publicOpening ? (
          <Textarea
            autosize
            minRows={2}
            {...field.text('tender.publicOpeningAddress', 'settingPublicOpeningAddress')}
          />
        ) : null}
      </BuildSection>
    </BuildPageFrame>
  );
}
