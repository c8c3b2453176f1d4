import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { i18n } from '../../../../platform/i18n/index.ts';
import type { UiKey } from '../../../../platform/i18n/ui-en.ts';
import { unsavedChanges } from '../../../../platform/session/unsaved-changes.ts';
import { confirmAction } from '../../../../ui/confirm-action.tsx';
import { AssessmentGroupsPanel } from '../components/assessment-groups-panel.tsx';
import { FinalRatingPanel } from '../components/final-rating-form.tsx';
import { SettingsFrame, useSettingsReadOnly } from '../components/settings-frame.tsx';
import { WorkflowPanel } from '../components/workflow-form.tsx';

type Tab = 'workflow' | 'finalRating' | 'assessmentGroups';
const tabs: readonly { value: Tab; label: UiKey }[] = [
  { value: 'workflow', label: 'perfSetTabWorkflow' },
  { value: 'finalRating', label: 'perfSetTabFinalRating' },
  { value: 'assessmentGroups', label: 'perfSetTabAssessmentGroups' },
];

/** Runs `next` at once, or once the user agrees to drop the open tab's unsaved changes. */
function leaveTab(next: () => void): void {
  if (!unsavedChanges.has()) {
    next();
    return;
  }
  confirmAction({
    title: i18n.t('discardChangesTitle'),
    message: i18n.t('discardChangesConfirm'),
    confirmLabel: i18n.t('discardChanges'),
    danger: true,
    onConfirm: next,
  });
}

/**
 * /control-panel/supplier-performance (issue 23 §1): the evaluation workflow, the rating scale
 * with the final rating ranges, and the assessment groups, one tab each. The open tab is in the
 * address (`?tab=finalRating`) and only it is mounted, so each loads what it needs when opened.
 */
export function SupplierPerformanceSettingsPage() {
  const { t } = useTranslation();
  const readOnly = useSettingsReadOnly();
  const [params, setParams] = useSearchParams();
  const active = tabs.find((tab) => tab.value === params.get('tab'))?.value ?? 'workflow';
  return (
    <SettingsFrame
      title={t('perfSetSupplierPerformanceTitle')}
      description={t('perfSetSupplierPerformanceIntro')}
      readOnly={readOnly}
    >
      <Tabs
        value={active}
        onChange={(value) => value && leaveTab(() => setParams({ tab: value }, { replace: true }))}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="workflow" pt="md">
          <WorkflowPanel readOnly={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="finalRating" pt="md">
          <FinalRatingPanel readOnly={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="assessmentGroups" pt="md">
          <AssessmentGroupsPanel readOnly={readOnly} />
        </Tabs.Panel>
      </Tabs>
    </SettingsFrame>
  );
}
