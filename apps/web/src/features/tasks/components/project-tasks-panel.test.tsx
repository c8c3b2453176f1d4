import type { ProjectTask } from '@procura/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  nodePath,
  personFixture,
  projectFixture,
  renderProjectScreen,
  viewOnlyProject,
} from '../../../test/collaboration-fixtures.tsx';
import { envelope } from '../../../test/fetch-mock.ts';
import { ProjectTasksPanel } from './project-tasks-panel.tsx';

const listPath = `GET ${nodePath}/ProjectTask`;
const people = {
  [`GET ${nodePath}/projectUsers/Assignable`]: {
    body: envelope('user', [{ ...personFixture(42, 'Ada', 'Lovelace'), email: 'ada@x.example' }]),
  },
};

function task(id: number, overrides: Partial<ProjectTask> = {}): ProjectTask {
  return {
    id,
    projectId: 12,
    subject: `Task ${id}`,
    description: '',
    assignedUserIds: [42],
    assignedUsers: [personFixture(42, 'Ada', 'Lovelace')],
    dueDate: '2099-03-01T17:00:00.000Z',
    reminderDate: null,
    completed: false,
    created: '2026-03-01T12:00:00.000Z',
    createdBy: null,
    project: { id: 12, number: 'RS-1', name: 'Road Salt', phase: 'Build' },
    ...overrides,
  };
}

describe('project tasks panel', () => {
  it('creates a task with dates read on the agency clock', async () => {
    const { server } = renderProjectScreen(<ProjectTasksPanel project={projectFixture()} />, {
      ...people,
      [listPath]: { body: envelope('projectTask', []) },
      [`POST ${nodePath}/ProjectTask`]: { body: envelope('projectTask', [task(1)]) },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No tasks for this project.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'New task' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'New task' }));
    const form = await screen.findByTestId('task-form');

    // Saving empty shows the required-field messages and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Subject is required.')).toBeTruthy();
    expect(within(form).getByText('Assign the task to at least one team member.')).toBeTruthy();

    await user.type(within(form).getByLabelText(/Subject/), 'Review the bids');
    await user.click(within(form).getByRole('combobox', { name: /Assigned to/ }));
    await user.click(await screen.findByRole('option', { name: 'Ada Lovelace' }));
    fireEvent.change(within(form).getByLabelText(/Due date/), { target: { value: '2099-03-01T12:00' } });
    fireEvent.change(within(form).getByLabelText(/Reminder date/), { target: { value: '2099-03-02T09:00' } });
    expect(within(form).getByText('Reminder date must be before the due date.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Reminder date/), { target: { value: '2099-02-27T09:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.callsTo(`POST ${nodePath}/ProjectTask`)).toHaveLength(1));
    // Noon in Toronto (EST) is 17:00 UTC.
    expect(server.callsTo(`POST ${nodePath}/ProjectTask`)[0]?.body).toEqual({
      projectId: 12,
      subject: 'Review the bids',
      description: '',
      assignedUserIds: [42],
      dueDate: '2099-03-01T17:00:00.000Z',
      reminderDate: '2099-02-27T14:00:00.000Z',
    });
  });

  it('completes a task from its checkbox', async () => {
    const { server } = renderProjectScreen(<ProjectTasksPanel project={projectFixture()} />, {
      ...people,
      [listPath]: { body: envelope('projectTask', [task(1), task(2, { completed: true })]) },
      [`PUT ${nodePath}/ProjectTask`]: { body: envelope('projectTask', [task(1, { completed: true })]) },
    });
    const user = userEvent.setup();
    const card = await screen.findByTestId('task-1');
    expect(within(screen.getByTestId('task-2')).getByText('Completed')).toBeTruthy();
    await user.click(within(card).getByRole('checkbox'));
    await waitFor(() =>
      expect(server.callsTo(`PUT ${nodePath}/ProjectTask`)[0]?.body).toMatchObject({
        id: 1,
        completed: true,
      }),
    );
  });

  it('locks every control for people who may only view', async () => {
    renderProjectScreen(
      <ProjectTasksPanel project={projectFixture()} />,
      { ...people, [listPath]: { body: envelope('projectTask', [task(1)]) } },
      { routePermissions: viewOnlyProject },
    );
    const card = await screen.findByTestId('task-1');
    expect((within(card).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect((within(card).getByRole('button', { name: 'Edit task' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'New task' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows loading, then an error with a retry', async () => {
    let fail = true;
    renderProjectScreen(<ProjectTasksPanel project={projectFixture()} />, {
      ...people,
      [listPath]: () =>
        fail
          ? { status: 500, body: ['Unable to retrieve data, try later.'] }
          : { body: envelope('projectTask', [task(1)]) },
    });
    expect(await screen.findByTestId('tasks-loading')).toBeTruthy();
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('The tasks could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Task 1')).toBeTruthy();
  });
});
