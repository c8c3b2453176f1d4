import {
  Alert,
  Button,
  Fieldset,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  type ApproverKind,
  type ApproverRole,
  type AwardApproval,
  approverRoles,
  awardApprovalRules,
  workflowPersonInputSchema,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { useModalSave } from '../../../ui/modal-form.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { useAssignableUsers } from '../../project-team/index.ts';
import { addPerson, useApprovalCache } from '../api/award-approvals-queries.ts';
import { roleLabels } from '../presenters.ts';

type Draft = {
  kind: ApproverKind;
  userId: number;
  fullName: string;
  email: string;
  title: string;
  role: ApproverRole;
};
const blank: Draft = { kind: 'TEAM_MEMBER', userId: 0, fullName: '', email: '', title: '', role: 'approver' };

const personFields: Record<string, keyof Draft> = {
  awardApproverUserInvalid: 'userId',
  awardApproverNameRequired: 'fullName',
  emailAddressBadFormat: 'email',
  awardApproverEmailExists: 'email',
  awardApproverTitleTooLong: 'title',
};

function inputOf(draft: Draft) {
  const common = { role: draft.role, title: draft.title };
  return draft.kind === 'TEAM_MEMBER'
    ? { kind: draft.kind, userId: draft.userId, ...common }
    : { kind: draft.kind, fullName: draft.fullName, email: draft.email, ...common };
}

/**
 * Adds a person at the end of the workflow: a team member of the agency, or anyone by email, as
 * an approver or a reviewer (000 §3). Members already in the approval are not offered, and an
 * email already in it is refused before sending (000 §5); the server checks both again.
 */
export function AddPersonForm({ projectId, approval }: { projectId: number; approval: AwardApproval }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const cache = useApprovalCache(projectId);
  const members = useAssignableUsers();
  const [draft, setDraft] = useState<Draft>(blank);
  const { errors, failure, saving, run } = useModalSave(personFields);
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => setDraft((d) => ({ ...d, [name]: value }));
  const taken = new Set(approval.workflow.map((p) => p.email.toLowerCase()));
  const full = approval.workflow.length >= awardApprovalRules.maxPeople;

  const memberOptions = (members.data ?? [])
    .filter((m) => !m.inActive && !m.deleted && !taken.has(m.email.toLowerCase()))
    .map((m) => ({ value: String(m.id), label: `${m.firstName} ${m.lastName}`.trim() || m.email }));

  async function add() {
    const input = inputOf(draft);
    const problems = schemaErrors(workflowPersonInputSchema, input);
    if (draft.kind === 'TEAM_MEMBER' && !draft.userId) problems.userId = t('awardApprovalsMemberRequired');
    if (draft.kind === 'EMAIL' && taken.has(draft.email.trim().toLowerCase())) {
      problems.email = t('awardApproverEmailExists');
    }
    const done = await run(problems, async () => {
      cache.put(await addPerson(node, approval.id, workflowPersonInputSchema.parse(input)));
    });
    if (done) setDraft({ ...blank, kind: draft.kind, role: draft.role });
  }

  return (
    <Fieldset legend={t('awardApprovalsAddPerson')} disabled={full}>
      <Stack gap="sm">
        <SegmentedControl
          value={draft.kind}
          onChange={(value) => set('kind', value as ApproverKind)}
          data={[
            { value: 'TEAM_MEMBER', label: t('awardApprovalsKindTeamMember') },
            { value: 'EMAIL', label: t('awardApprovalsKindEmail') },
          ]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {draft.kind === 'TEAM_MEMBER' ? (
            <Select
              label={t('awardApprovalsKindTeamMember')}
              required
              searchable
              data={memberOptions}
              value={draft.userId ? String(draft.userId) : null}
              onChange={(value) => set('userId', value ? Number(value) : 0)}
              error={errors.userId ?? (members.isError ? t('awardApprovalsMembersFailed') : undefined)}
              disabled={members.isPending}
            />
          ) : (
            <>
              <TextInput
                label={t('awardApprovalsFullName')}
                required
                maxLength={awardApprovalRules.fullNameMax}
                value={draft.fullName}
                onChange={(e) => set('fullName', e.currentTarget.value)}
                error={errors.fullName}
              />
              <TextInput
                label={t('awardApprovalsEmail')}
                required
                type="email"
                maxLength={awardApprovalRules.emailMax}
                value={draft.email}
                onChange={(e) => set('email', e.currentTarget.value)}
                error={errors.email}
              />
            </>
          )}
          <TextInput
            label={t('awardApprovalsPersonTitle')}
            maxLength={awardApprovalRules.titleMax}
            value={draft.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
          />
          <Select
            label={t('awardApprovalsColumnRole')}
            required
            allowDeselect={false}
            data={approverRoles.map((role) => ({ value: role, label: t(roleLabels[role]) }))}
            value={draft.role}
            onChange={(value) => set('role', (value ?? 'approver') as ApproverRole)}
          />
        </SimpleGrid>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={() => void add()} loading={saving}>
            {t('awardApprovalsAddPersonButton')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
