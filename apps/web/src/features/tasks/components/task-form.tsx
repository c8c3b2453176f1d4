import { Alert, Button, Group, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type ProjectTask,
  type TaskDateField,
  taskDateProblems,
  utcToZonedLocal,
  zonedLocalToUtc,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { useSession } from '../../../platform/session/session-context.tsx';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import type { AssignableUser } from '../../project-team/index.ts';

export type TaskFormValues = {
  subject: string;
  description: string;
  assignedUserIds: number[];
  dueDate: string;
  reminderDate: string | null;
};

function toInstant(local: string, zone: string): Date | null {
  try {
    return local ? zonedLocalToUtc(local, zone) : null;
  } catch {
    return null;
  }
}

/**
 * A task's fields. Dates are typed on the agency's clock and sent as UTC instants; the rules of
 * 000 §5 are checked here with the contract's own function before anything is sent (the server
 * checks again by its clock). Editing re-judges only the dates that changed, as the server does.
 */
export function TaskForm({
  task,
  people,
  onSubmit,
  onCancel,
}: {
  task: ProjectTask | null;
  people: AssignableUser[];
  onSubmit: (values: TaskFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const zone = useSession().info.customer.timezone;
  const initialDue = task ? utcToZonedLocal(new Date(task.dueDate), zone) : '';
  const initialReminder = task?.reminderDate ? utcToZonedLocal(new Date(task.reminderDate), zone) : '';
  const [subject, setSubject] = useState(task?.subject ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [assigned, setAssigned] = useState<string[]>(task?.assignedUserIds.map(String) ?? []);
  const [due, setDue] = useState(initialDue);
  const [reminder, setReminder] = useState(initialReminder);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const dueDate = toInstant(due, zone);
  const reminderDate = toInstant(reminder, zone);
  const dateProblems = dueDate
    ? taskDateProblems({ dueDate, reminderDate }, new Date(), zone, {
        dueDate: due !== initialDue,
        reminderDate: reminder !== initialReminder,
      })
    : [];
  const problemOn = (field: TaskDateField) => dateProblems.find((p) => p.field === field)?.key;
  const problems = {
    subject: subject.trim() === '' ? t('taskSubjectRequired') : undefined,
    assigned: assigned.length === 0 ? t('taskAssigneeRequired') : undefined,
    dueDate: !dueDate
      ? t('taskDueDateRequired')
      : problemOn('dueDate')
        ? t(problemOn('dueDate') as 'taskDueDateNotAfterToday')
        : undefined,
    reminderDate: problemOn('reminderDate')
      ? t(problemOn('reminderDate') as 'taskReminderNotBeforeDue')
      : undefined,
  };
  const valid = Object.values(problems).every((p) => p === undefined);
  const shown = (message: string | undefined) => (touched ? message : undefined);

  async function submit() {
    setTouched(true);
    if (!valid || !dueDate) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit({
        subject,
        description,
        assignedUserIds: assigned.map(Number),
        dueDate: dueDate.toISOString(),
        reminderDate: reminderDate ? reminderDate.toISOString() : null,
      });
    } catch (failure) {
      setError(
        isApiError(failure) && failure.messages.length ? failure.messages.join(' ') : t('unknownError'),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="task-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('taskSubjectLabel')}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={shown(problems.subject)}
          withAsterisk
        />
        <Textarea
          label={t('taskDescriptionLabel')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <MultiSelect
          label={t('taskAssigneesLabel')}
          data={people.map((person) => ({ value: String(person.id), label: fullNameOf(person) }))}
          value={assigned}
          onChange={setAssigned}
          searchable
          error={shown(problems.assigned)}
          withAsterisk
        />
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label={t('taskDueDateLabel')}
            description={t('taskZoneNote', { zone })}
            value={due}
            onChange={(event) => setDue(event.currentTarget.value)}
            error={shown(problems.dueDate)}
            withAsterisk
          />
          <TextInput
            type="datetime-local"
            label={t('taskReminderDateLabel')}
            value={reminder}
            onChange={(event) => setReminder(event.currentTarget.value)}
            error={shown(problems.reminderDate)}
          />
        </Group>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={touched && !valid}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
