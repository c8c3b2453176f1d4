import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type Evaluation, formatZoned, type Project } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { EditDeleteButtons } from '../../../ui/edit-delete-buttons.tsx';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { deleteMeeting } from '../api/evaluations-queries.ts';
import { useEvaluationCall } from '../api/use-evaluation-call.ts';
import { EvaluationStates, useCanEvaluate } from '../components/evaluation-states.tsx';
import { ReviewMeetingModal } from '../components/review-meeting-modal.tsx';

type Meeting = Evaluation['meetings'][number];

function Meetings({ project, evaluation }: { project: Project; evaluation: Evaluation }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const timeZone = useSession().info.customer.timezone;
  const call = useEvaluationCall(project.id);
  const canAct = useCanEvaluate();
  // undefined: no modal; null: a new meeting.
  const [editing, setEditing] = useState<Meeting | null | undefined>(undefined);
  const meetings = [...evaluation.meetings].sort((a, b) => a.startsAt.localeCompare(b.startsAt));

  function remove(meeting: Meeting, when: string) {
    confirmAction({
      title: t('evaluationMeetingDelete'),
      message: t('evaluationMeetingDeleteConfirm', { when }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () =>
        void call.run(`meeting-${meeting.id}`, () => deleteMeeting(node, evaluation.id, meeting.id)),
    });
  }

  return (
    <Stack>
      {canAct ? (
        <Group justify="flex-end">
          <Button onClick={() => setEditing(null)} data-testid="evaluation-meeting-add">
            {t('evaluationMeetingAdd')}
          </Button>
        </Group>
      ) : null}
      {meetings.length === 0 ? (
        <EmptyResult title={t('evaluationMeetingsEmpty')} description={t('evaluationMeetingsEmptyHint')} />
      ) : (
        <Table striped data-testid="evaluation-meetings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('evaluationMeetingWhen')}</Table.Th>
              <Table.Th>{t('evaluationMeetingLocation')}</Table.Th>
              <Table.Th>{t('evaluationMeetingNotes')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {meetings.map((meeting) => {
              const when = formatZoned(new Date(meeting.startsAt), timeZone);
              return (
                <Table.Tr key={meeting.id}>
                  <Table.Td>{when}</Table.Td>
                  <Table.Td>{meeting.location}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {meeting.notes}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {canAct ? (
                      <EditDeleteButtons
                        name={when}
                        deleting={call.pending === `meeting-${meeting.id}`}
                        onEdit={() => setEditing(meeting)}
                        onDelete={() => remove(meeting, when)}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {editing !== undefined ? (
        <ReviewMeetingModal
          projectId={project.id}
          evaluation={evaluation}
          meeting={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Evaluate › Review Meetings (issue 8 §1): the evaluation team's meetings, on the agency's clock,
 * with where they are held and notes.
 */
export function ReviewMeetingsPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{t('evaluationMeetingsTitle')}</Title>
      <EvaluationStates project={project}>
        {(evaluation) => <Meetings project={project} evaluation={evaluation} />}
      </EvaluationStates>
    </Stack>
  );
}
