import { Checkbox, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  contractStatuses,
  customReportTypes,
  type ReportPhase,
  reportableProjectStatuses,
  reportPhases,
} from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { contractStatusLabelKeys } from '../../../contracts/index.ts';
import { statusLabelKeys } from '../../../projects/index.ts';
import { phaseLabel } from '../labels.ts';
import { phaseHasContracts, type ReportDraft, withPhase } from '../wizard-model.ts';

/** The wizard's first three steps (000 §2): what the report lists, its phase and its statuses. */

export type StepProps = {
  draft: ReportDraft;
  problems: Record<string, string>;
  onChange: (draft: ReportDraft) => void;
};

/** Step 1: Projects; Suppliers shows, disabled, as coming soon. */
export function TypeStep({ draft }: Pick<StepProps, 'draft'>) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('reportWizardTypeLabel')} value={draft.type}>
      <Stack gap="sm" mt="xs">
        {customReportTypes.map((type) =>
          type === 'Projects' ? (
            <Radio key={type} value={type} label={t('reportWizardTypeProjects')} />
          ) : (
            <Radio
              key={type}
              value={type}
              label={t('reportWizardTypeSuppliers')}
              description={t('reportWizardComingSoon')}
              disabled
            />
          ),
        )}
      </Stack>
    </Radio.Group>
  );
}

/** Step 2: the four phase choices; changing it drops what the new phase does not offer. */
export function PhaseStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('reportWizardPhaseLabel')}
      value={draft.phase}
      onChange={(value) => onChange(withPhase(draft, value as ReportPhase))}
    >
      <Stack gap="sm" mt="xs">
        {reportPhases.map((phase) => (
          <Radio key={phase.id} value={phase.id} label={phaseLabel(phase.id)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** Step 3: project statuses, and contract statuses when the phase has contracts; none means all. */
export function StatusesStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('reportWizardStatusesHint')}
      </Text>
      <Checkbox.Group
        label={t('reportWizardProjectStatuses')}
        value={draft.statuses}
        onChange={(value) =>
          onChange({ ...draft, statuses: reportableProjectStatuses.filter((s) => value.includes(s)) })
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt="xs">
          {reportableProjectStatuses.map((status) => (
            <Checkbox key={status} value={status} label={t(statusLabelKeys[status])} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {phaseHasContracts(draft.phase) ? (
        <Checkbox.Group
          label={t('reportWizardContractStatuses')}
          value={draft.contractStatuses}
          onChange={(value) =>
            onChange({ ...draft, contractStatuses: contractStatuses.filter((s) => value.includes(s)) })
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt="xs">
            {contractStatuses.map((status) => (
              <Checkbox key={status} value={status} label={t(contractStatusLabelKeys[status])} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      ) : null}
    </Stack>
  );
}
