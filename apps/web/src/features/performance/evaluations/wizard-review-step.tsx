import { Stack, Table, Text } from '@mantine/core';
import type { PerformanceTemplate } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../ui/format.ts';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import { useAllTeamMembers } from '../../team/index.ts';
import { roleLabelKeys, typeLabelKeys } from './presenters.ts';
import type { DraftSlot, WizardDraft } from './wizard-model.ts';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Table.Tr data-testid={testId}>
      <Table.Th w={220}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Step 3: what will be made, read back before it is created. */
export function ReviewStep({
  draft,
  vendorName,
  contractName,
  templates,
}: {
  draft: WizardDraft;
  vendorName: string;
  contractName: string | null;
  templates: readonly PerformanceTemplate[] | undefined;
}) {
  const { t } = useTranslation();
  const members = useAllTeamMembers();
  const nameOf = (userId: number | null, empty: string) => {
    if (userId === null) return empty;
    const member = members.data?.find((m) => m.id === userId);
    return member ? fullNameOf(member) : `#${userId}`;
  };
  const slots: DraftSlot[] = draft.mode === 'single' ? [{ ...draft.single, rowId: 0 }] : draft.slots;
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <Stack data-testid="wizard-review">
      <Table withRowBorders={false}>
        <Table.Tbody>
          <Row label={t('perfSupplier')}>{vendorName}</Row>
          <Row label={t('perfContract')}>{contractName ?? t('perfWizardNoContract')}</Row>
          <Row label={t('perfTemplate')}>
            {templates?.find((template) => template.id === draft.templateId)?.name ?? ''}
          </Row>
          <Row label={t('perfEvaluator')}>{nameOf(draft.evaluatorId, t('perfWizardEvaluatorLater'))}</Row>
          <Row label={t('perfWizardReviewers')}>
            {draft.roles.length === 0
              ? t('perfWizardNoReviewers')
              : draft.roles
                  .map(
                    (role) =>
                      `${t(roleLabelKeys[role])}: ${nameOf(draft.reviewers[role], t('perfWizardDefaultReviewer'))}`,
                  )
                  .join(' · ')}
          </Row>
          <Row label={t('perfSupplierReview')}>{yesNo(draft.supplierReview)}</Row>
          <Row label={t('perfAllowAppeal')}>{yesNo(draft.supplierReview && draft.allowAppeal)}</Row>
        </Table.Tbody>
      </Table>
      <Text fw={600}>{t('perfWizardEvaluationsToMake', { count: slots.length })}</Text>
      <Table striped data-testid="wizard-review-slots">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('perfWizardType')}</Table.Th>
            <Table.Th>{t('perfPeriod')}</Table.Th>
            <Table.Th>{t('perfEvaluationDate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slots.map((slot) => (
            <Table.Tr key={slot.rowId}>
              <Table.Td>{t(typeLabelKeys[slot.type])}</Table.Td>
              <Table.Td>
                {formatDay(slot.periodStart)} – {formatDay(slot.periodEnd)}
              </Table.Td>
              <Table.Td>{formatDay(slot.evaluationDate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
