import type { ProjectRole, ProjectUser } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  nodePath,
  projectFixture,
  renderProjectScreen,
  viewOnlyProject,
} from '../../../test/collaboration-fixtures.tsx';
import { envelope } from '../../../test/fetch-mock.ts';
import { ProjectTeamPage } from './project-team-page.tsx';

const roles: ProjectRole[] = [
  { id: 'evaluator', name: 'Evaluator', siteAdminOnly: false },
  { id: 'procurementLead', name: 'Procurement Lead', siteAdminOnly: true },
];

function member(id: number, overrides: Partial<ProjectUser> = {}): ProjectUser {
  return {
    id,
    projectId: 12,
    userId: 100 + id,
    roleId: 'evaluator',
    roleName: 'Evaluator',
    questionEmails: false,
    addedAt: '2026-03-01T12:00:00.000Z',
    user: {
      id: 100 + id,
      firstName: 'Jordan',
      lastName: `Lee ${id}`,
      email: `j${id}@x.example`,
      avatarUrl: null,
      inActive: false,
      deleted: false,
    },
    ...overrides,
  };
}

const people = [
  {
    id: 42,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@x.example',
    avatarUrl: null,
    inActive: false,
    deleted: false,
  },
];

function routes(team: ProjectUser[] | (() => { status?: number; body: unknown })) {
  return {
    [`GET ${nodePath}/projectRoles`]: { body: envelope('projectRole', roles) },
    [`GET ${nodePath}/projectUsers/Assignable`]: { body: envelope('user', people) },
    [`GET ${nodePath}/projectUsers`]:
      typeof team === 'function' ? team : { body: envelope('projectUser', team) },
  };
}

describe('project team page', () => {
  it('shows the members and adds one; the Procurement Lead role is for product support only', async () => {
    const team = [member(1)];
    const { server } = renderProjectScreen(<ProjectTeamPage project={projectFixture()} />, {
      ...routes(() => ({ body: envelope('projectUser', team) })),
      [`POST ${nodePath}/projectUsers`]: () => {
        const added = member(2, {
          userId: 42,
          user: { ...people[0], email: 'ada@x.example' } as ProjectUser['user'],
        });
        team.push(added);
        return { body: envelope('projectUser', [added]) };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Jordan Lee 1')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Project role' }));
    const lead = await screen.findByRole('option', { name: /Procurement Lead \(product support only\)/ });
    expect(lead.getAttribute('aria-disabled') ?? lead.getAttribute('data-combobox-disabled')).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Evaluator' }));
    await user.click(screen.getByRole('combobox', { name: 'Team member' }));
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    await user.click(screen.getByRole('button', { name: 'Add to team' }));

    await waitFor(() => expect(server.callsTo(`POST ${nodePath}/projectUsers`)).toHaveLength(1));
    expect(server.callsTo(`POST ${nodePath}/projectUsers`)[0]?.body).toEqual({
      projectId: 12,
      userId: 42,
      roleId: 'evaluator',
      questionEmails: false,
    });
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
  });

  it('shows the server’s refusal in the form', async () => {
    renderProjectScreen(<ProjectTeamPage project={projectFixture()} />, {
      ...routes([]),
      [`POST ${nodePath}/projectUsers`]: {
        status: 400,
        body: ['This person already has this role on the project.'],
        headers: { 'x-message-keys': 'projectUserExists' },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Nobody is on this project team yet.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Project role' }));
    await user.click(await screen.findByRole('option', { name: 'Evaluator' }));
    await user.click(screen.getByRole('combobox', { name: 'Team member' }));
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    await user.click(screen.getByRole('button', { name: 'Add to team' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already has this role');
  });

  it('shows loading, then an error with a retry', async () => {
    let fail = true;
    renderProjectScreen(
      <ProjectTeamPage project={projectFixture()} />,
      routes(() =>
        fail
          ? { status: 500, body: ['Unable to retrieve data, try later.'] }
          : { body: envelope('projectUser', [member(1)]) },
      ),
    );
    expect(await screen.findByTestId('team-loading')).toBeTruthy();
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('The project team could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Jordan Lee 1')).toBeTruthy();
  });

  it('disables adding and removing for people who may only view, and paginates', async () => {
    const many = Array.from({ length: 25 }, (_, i) => member(i + 1));
    renderProjectScreen(<ProjectTeamPage project={projectFixture()} />, routes(many), {
      routePermissions: viewOnlyProject,
    });
    expect(await screen.findByText('Jordan Lee 1')).toBeTruthy();
    expect(screen.getByText('You may view the team but not change it.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to team' }) as HTMLButtonElement).disabled).toBe(true);
    const row = screen.getByTestId('project-member-1');
    expect((within(row).getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('pager-summary').textContent).toBe('Page 1 of 2');
    expect(screen.queryByText('Jordan Lee 21')).toBeNull();
  });
});
