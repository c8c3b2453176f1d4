import { Select, Stack, TextInput } from '@mantine/core';
import {
  type AwardApproval,
  type AwardApprovalSettings,
  awardApprovalRules,
  awardApprovalSettingsSchema,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { useCompleteSubmissions } from '../../awards/index.ts';
import { createApproval, updateApproval, useApprovalCache } from '../api/award-approvals-queries.ts';

const settingsFields: Record<string, keyof AwardApprovalSettings> = {
  awardApprovalReportNameRequired: 'reportName',
  awardApprovalReportNameTooLong: 'reportName',
  awardApprovalReportNumberRequired: 'reportNumber',
  awardApprovalReportNumberTooLong: 'reportNumber',
  awardSubmissionInvalid: 'submissionId',
};

const settingsOf = (approval: AwardApproval | null): AwardApprovalSettings => ({
  reportName: approval?.reportName ?? '',
  reportNumber: approval?.reportNumber ?? '',
  submissionId: approval?.submissionId ?? 0,
});

/**
 * Step 1: the report's name and number and the supplier (000 §5: settings complete before save).
 * The supplier may be any company with a complete bid, as for an award. Unchanged settings are not
 * saved again: a save of a pending approval would put it back in correction.
 */
export function SettingsStep({
  projectId,
  tenderId,
  approval,
  onSaved,
  onCancel,
}: {
  projectId: number;
  tenderId: number;
  approval: AwardApproval | null;
  onSaved: (approvalId: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const cache = useApprovalCache(projectId);
  const companies = useCompleteSubmissions(tenderId);
  const [draft, setDraft] = useState(() => settingsOf(approval));
  const { errors, failure, saving, run } = useModalSave(settingsFields);
  const set = <K extends keyof AwardApprovalSettings>(name: K, value: AwardApprovalSettings[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));

  const options = (companies.data ?? []).map((s) => ({ value: String(s.id), label: s.companyName }));
  // The chosen company stays listed even when it is past the first page of complete bids.
  if (approval && !options.some((o) => o.value === String(approval.submissionId))) {
    options.push({ value: String(approval.submissionId), label: approval.companyName });
  }

  async function save() {
    const saved = settingsOf(approval);
    const unchanged = (Object.keys(saved) as (keyof AwardApprovalSettings)[]).every(
      (name) => saved[name] === draft[name],
    );
    if (approval && unchanged) return onSaved(approval.id);
    const problems = schemaErrors(awardApprovalSettingsSchema, draft);
    if (!draft.submissionId) problems.submissionId = t('awardSubmissionInvalid');
    let savedId = approval?.id ?? 0;
    const done = await run(problems, async () => {
      const answer = approval
        ? await updateApproval(node, approval.id, draft)
        : await createApproval(node, projectId, draft);
      cache.put(answer);
      savedId = answer?.id ?? savedId;
    });
    if (done && savedId) onSaved(savedId);
  }

  return (
    <Stack>
      <TextInput
        label={t('awardApprovalsReportName')}
        required
        maxLength={awardApprovalRules.reportNameMax}
        value={draft.reportName}
        onChange={(e) => set('reportName', e.currentTarget.value)}
        error={errors.reportName}
      />
      <TextInput
        label={t('awardApprovalsReportNumber')}
        required
        maxLength={awardApprovalRules.reportNumberMax}
        value={draft.reportNumber}
        onChange={(e) => set('reportNumber', e.currentTarget.value)}
        error={errors.reportNumber}
      />
      <Select
        label={t('awardApprovalsSupplier')}
        required
        searchable
        data={options}
        value={draft.submissionId ? String(draft.submissionId) : null}
        onChange={(value) => set('submissionId', value ? Number(value) : 0)}
        error={errors.submissionId ?? (companies.isError ? t('awardCompaniesFailed') : undefined)}
        nothingFoundMessage={t('awardNoCompleteBids')}
        disabled={companies.isPending}
      />
      <ModalFormFooter
        failure={failure}
        saving={saving}
        saveLabel={t('awardApprovalsSaveContinue')}
        onCancel={onCancel}
        onSave={() => void save()}
      />
    </Stack>
  );
}
