import { Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  type Evaluation,
  type Evaluator,
  evaluationRules,
  formatZoned,
  type Project,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { useAssignableUsers } from '../../project-team/index.ts';
import { addEvaluator, removeEvaluator } from '../api/evaluations-queries.ts';
import { type EvaluationCall, useEvaluationCall } from '../api/use-evaluation-call.ts';
import { EvaluationStates, useCanEvaluate } from '../components/evaluation-states.tsx';

/** A date of the team's record on the agency's wall clock, or 'not yet'. */
function useWhen() {
  const { t } = useTranslation();
  const timezone = useSession().info.customer.timezone;
  return (iso: string | null) => (iso ? formatZoned(new Date(iso), timezone) : t('evaluationNotYet'));
}

/** None yet, no conflict, or a conflict with the evaluator's note: a conflict keeps them out. */
function ConflictDeclaration({ member }: { member: Evaluator }) {
  const { t } = useTranslation();
  if (member.hasConflict === null)
    return (
      <Badge color="gray" variant="light">
        {t('evaluationConflictNotDeclared')}
      </Badge>
    );
  if (!member.hasConflict)
    return (
      <Badge color="green" variant="light">
        {t('evaluationNoConflict')}
      </Badge>
    );
  return (
    <Stack gap={2}>
      <Badge color="red" variant="light">
        {t('evaluationConflict')}
      </Badge>
      {member.conflictNote ? <Text size="xs">{member.conflictNote}</Text> : null}
      <Text size="xs" c="dimmed">
        {t('evaluationConflictExcluded')}
      </Text>
    </Stack>
  );
}

/** Adds an active team member of the agency who is not on the team yet. */
function AddEvaluator({ evaluation, call }: { evaluation: Evaluation; call: EvaluationCall }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const users = useAssignableUsers();
  const [userId, setUserId] = useState<string | null>(null);
  const onTeam = new Set(evaluation.team.map((m) => m.userId));
  const options = (users.data ?? [])
    .filter((u) => !u.inActive && !u.deleted && !onTeam.has(u.id))
    .map((u) => ({ value: String(u.id), label: `${u.firstName} ${u.lastName}`.trim() || u.email }));
  const full = evaluation.team.length >= evaluationRules.maxTeam;

  async function add() {
    if (!userId) return;
    if (
      await call.run(
        'add',
        () => addEvaluator(node, evaluation.id, Number(userId)),
        t('evaluationEvaluatorAdded'),
      )
    )
      setUserId(null);
  }

  return (
    <Group align="flex-end">
      <Select
        label={t('evaluationAddEvaluator')}
        placeholder={t('evaluationChooseMember')}
        searchable
        data={options}
        value={userId}
        onChange={setUserId}
        disabled={users.isPending || full}
        error={users.isError ? t('evaluationMembersFailed') : undefined}
        nothingFoundMessage={t('noMatches')}
        w={320}
      />
      <Button onClick={() => void add()} disabled={!userId || full} loading={call.pending === 'add'}>
        {t('evaluationAddEvaluatorButton')}
      </Button>
    </Group>
  );
}

function Team({ project, evaluation }: { project: Project; evaluation: Evaluation }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const call = useEvaluationCall(project.id);
  const when = useWhen();
  // The server adds no evaluator to a complete evaluation; removing one who scored it refuses.
  const canAct = useCanEvaluate();
  const canAdd = canAct && evaluation.status !== 'Complete';

  function remove(member: Evaluator) {
    confirmAction({
      title: t('evaluationRemoveEvaluator'),
      message: t('evaluationRemoveEvaluatorConfirm', { name: member.fullName }),
      confirmLabel: t('evaluationRemoveEvaluator'),
      danger: true,
      onConfirm: () =>
        void call.run(`remove-${member.id}`, () => removeEvaluator(node, evaluation.id, member.id)),
    });
  }

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('evaluationTeamHint')}
      </Text>
      {canAdd ? <AddEvaluator evaluation={evaluation} call={call} /> : null}
      {evaluation.team.length === 0 ? (
        <EmptyResult title={t('evaluationTeamEmpty')} description={t('evaluationTeamEmptyHint')} />
      ) : (
        <Table striped data-testid="evaluation-team">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('evaluationEvaluator')}</Table.Th>
              <Table.Th>{t('evaluationNdaAccepted')}</Table.Th>
              <Table.Th>{t('evaluationConflictDeclaration')}</Table.Th>
              <Table.Th>{t('evaluationScoresSubmitted')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {evaluation.team.map((member) => (
              <Table.Tr key={member.id} data-testid={`evaluator-${member.id}`}>
                <Table.Td>
                  <Text size="sm">{member.fullName || member.email}</Text>
                  <Text size="xs" c="dimmed">
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td>{when(member.ndaAcceptedAt)}</Table.Td>
                <Table.Td>
                  <ConflictDeclaration member={member} />
                </Table.Td>
                <Table.Td>{when(member.submittedAt)}</Table.Td>
                <Table.Td>
                  {canAct ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      loading={call.pending === `remove-${member.id}`}
                      onClick={() => remove(member)}
                      aria-label={t('evaluationRemoveItem', { name: member.fullName || member.email })}
                    >
                      {t('evaluationRemoveEvaluator')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * Evaluate › Evaluation Team (issue 8 §1): who evaluates, whether each accepted the NDA and
 * declared a conflict (they see no submission before both; a conflict excludes them), and when
 * they submitted their scores.
 */
export function EvaluationTeamPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{t('evaluationTeamTitle')}</Title>
      <EvaluationStates project={project}>
        {(evaluation) => <Team project={project} evaluation={evaluation} />}
      </EvaluationStates>
    </Stack>
  );
}
