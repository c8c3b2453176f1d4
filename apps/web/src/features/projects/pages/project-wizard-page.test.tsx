import type { PermissionId } from '@procura/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectSettingsFixture } from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { refusal } from '../../../test/fixtures.ts';
import { intakeReadRoutes, intakeRequestFixture } from '../../../test/intake-fixtures.ts';
import {
  buyerSession,
  nodePath,
  projectFixture,
  projectRoutes,
  projectsPropertiesFixture,
} from '../../../test/project-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

// The first render loads the session, the project and its lists: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

function wizardRoutes(permissions: PermissionId[], allowInformal = true) {
  return {
    ...projectRoutes(projectFixture({ id: 77 }), buyerSession(['BUILD_VIEW', 'BUILD_EDIT', ...permissions])),
    [`GET ${nodePath}/Projects/ProjectsProperties`]: {
      body: envelope('projectsProperties', [projectsPropertiesFixture({ allowInformal })]),
    },
    [`GET ${nodePath}/TenderNodes`]: { body: envelope('tenderNode', [projectSettingsFixture()]) },
  };
}

const methodChoice = (method: string) => screen.queryByTestId(`wizard-method-${method}`);
const createButton = () => screen.getByTestId('wizard-create') as HTMLButtonElement;

describe('project wizard', { timeout: 20_000 }, () => {
  it('offers only the methods the user may create, Informal only where the agency allows it', async () => {
    mockServer(
      wizardRoutes(['PROJECT_CREATE_PUBLIC', 'PROJECT_CREATE_LIMITED', 'PROJECT_CREATE_INFORMAL'], false),
    );
    renderApp('/projects/new/newproject');

    expect(await screen.findByTestId('wizard-method-Public')).toBeTruthy();
    expect(methodChoice('Limited')).toBeTruthy();
    expect(methodChoice('Prequalification')).toBeNull();
    expect(methodChoice('Private')).toBeNull();
    // Held, but the agency has not enabled Informal projects.
    expect(methodChoice('Informal')).toBeNull();
    // No planned-procurement permission: no link to the notice wizard.
    expect(screen.queryByTestId('wizard-planned-link')).toBeNull();
    expect(await screen.findByText('Optional. Leave empty and the next number is generated.')).toBeTruthy();
  });

  it('offers Informal when the agency allows it, and planned notices to those who may create them', async () => {
    mockServer(wizardRoutes(['PROJECT_CREATE_INFORMAL', 'PROJECT_CREATE_PLANNED'], true));
    renderApp('/projects/new/newproject');
    expect(await screen.findByTestId('wizard-method-Informal')).toBeTruthy();
    expect(methodChoice('Public')).toBeNull();
    expect(screen.getByTestId('wizard-planned-link').getAttribute('href')).toBe('/projects/new/planned');
  });

  it('requires the limited type and justification, refuses forbidden number characters, then creates', async () => {
    const server = mockServer({
      ...wizardRoutes(['PROJECT_CREATE_PUBLIC', 'PROJECT_CREATE_LIMITED']),
      [`POST ${nodePath}/Projects`]: { body: envelope('project', [projectFixture({ id: 77 })]) },
    });
    const user = userEvent.setup();
    renderApp('/projects/new/newproject');

    await user.click(await screen.findByTestId('wizard-method-Limited'));
    await fill(user, screen.getByTestId('wizard-name'), 'Emergency culvert repair');
    expect(createButton().disabled).toBe(true);
    expect(screen.getByTestId('wizard-limited-required').textContent).toBe(
      'A limited project needs its type and justification.',
    );

    await user.click(screen.getByTestId('wizard-limited-type'));
    await user.click(await screen.findByRole('option', { name: 'Emergency' }));
    expect(createButton().disabled).toBe(true);
    await fill(user, screen.getByTestId('wizard-limited-justification'), 'The culvert collapsed.');
    expect(createButton().disabled).toBe(false);

    await user.type(screen.getByTestId('wizard-number'), 'EM/1');
    expect(await screen.findByText(/The number may not contain any of/)).toBeTruthy();
    expect(createButton().disabled).toBe(true);
    await user.clear(screen.getByTestId('wizard-number'));
    expect(createButton().disabled).toBe(false);

    await user.click(createButton());
    await waitFor(() => expect(currentLocation()).toBe('/projects/77/build/settings'));
    expect(server.callsTo(`POST ${nodePath}/Projects`)[0]?.body).toEqual({
      name: 'Emergency culvert repair',
      procurementMethod: 'Limited',
      type: 'SOURCE',
      isPlanned: false,
      blueprint: null,
      procurementMethodLimitedType: 'Emergency',
      procurementMethodLimitedDescription: 'The culvert collapsed.',
      templateId: null,
    });
  });

  it('shows a refused number under the number field', async () => {
    mockServer({
      ...wizardRoutes(['PROJECT_CREATE_PUBLIC']),
      [`POST ${nodePath}/Projects`]: refusal(
        409,
        ['projectNumberTaken'],
        ['Another project already uses this number.'],
      ),
    });
    const user = userEvent.setup();
    renderApp('/projects/new/newproject');
    await user.click(await screen.findByTestId('wizard-method-Public'));
    await user.type(screen.getByTestId('wizard-name'), 'Road salt');
    await user.type(screen.getByTestId('wizard-number'), 'RFP-0001');
    await user.click(createButton());
    expect(await screen.findByText('Another project already uses this number.')).toBeTruthy();
    expect(currentLocation()).toBe('/projects/new/newproject');
  });

  describe('from an intake request', () => {
    const everyMethod: PermissionId[] = [
      'PROJECT_CREATE_PUBLIC',
      'PROJECT_CREATE_LIMITED',
      'PROJECT_CREATE_INVITATIONAL',
      'PROJECT_CREATE_INFORMAL',
    ];
    const approved = intakeRequestFixture({ allowedActions: ['createProject'] }, { status: 2 });

    it('shows what the project gets, offers Public and Limited only, and sends the request id', async () => {
      const server = mockServer({
        ...wizardRoutes(everyMethod),
        ...intakeReadRoutes(approved),
        [`POST ${nodePath}/Projects`]: { body: envelope('project', [projectFixture({ id: 77 })]) },
      });
      const user = userEvent.setup();
      renderApp('/projects/new/newproject?intakeRequestId=31');

      const card = await screen.findByTestId('wizard-intake-card');
      expect(card.textContent).toContain('From intake request IR-000031');
      expect(card.textContent).toContain('Public Works');
      expect(card.textContent).toContain('Ada Lovelace');
      expect(card.textContent).toContain('$150,000.00');
      expect(await screen.findByTestId('wizard-method-Public')).toBeTruthy();
      expect(methodChoice('Limited')).toBeTruthy();
      expect(methodChoice('Informal')).toBeNull();
      expect(methodChoice('Private')).toBeNull();
      // Started new: no copy nor template.
      expect(screen.queryByTestId('wizard-start-copy')).toBeNull();
      await waitFor(() =>
        expect((screen.getByTestId('wizard-name') as HTMLInputElement).value).toBe('New salt dome'),
      );

      await user.click(screen.getByTestId('wizard-method-Public'));
      await user.click(createButton());
      await waitFor(() => expect(currentLocation()).toBe('/projects/77/build/settings'));
      expect(server.callsTo(`POST ${nodePath}/Projects`)[0]?.body).toMatchObject({
        name: 'New salt dome',
        procurementMethod: 'Public',
        intakeRequestId: 31,
      });
    });

    it('says why a request that is not approved, or already a project, cannot become one', async () => {
      mockServer({ ...wizardRoutes(everyMethod), ...intakeReadRoutes(intakeRequestFixture()) });
      const user = userEvent.setup();
      const { unmount } = renderApp('/projects/new/newproject?intakeRequestId=31');
      expect((await screen.findByTestId('wizard-intake-blocked')).textContent).toBe(
        'Only an approved request can become a project.',
      );
      await user.click(await screen.findByTestId('wizard-method-Public'));
      expect(createButton().disabled).toBe(true);
      unmount();

      mockServer({
        ...wizardRoutes(everyMethod),
        ...intakeReadRoutes(intakeRequestFixture({ projectId: 12 }, { status: 2 })),
      });
      renderApp('/projects/new/newproject?intakeRequestId=31');
      expect((await screen.findByTestId('wizard-intake-blocked')).textContent).toBe(
        'A project was already created from this request.',
      );
    });

    it('shows the server’s refusal of the create', async () => {
      mockServer({
        ...wizardRoutes(everyMethod),
        ...intakeReadRoutes(approved),
        [`POST ${nodePath}/Projects`]: refusal(
          409,
          ['intakeProjectExists'],
          ['A project was already created from this request.'],
        ),
      });
      const user = userEvent.setup();
      renderApp('/projects/new/newproject?intakeRequestId=31');
      await user.click(await screen.findByTestId('wizard-method-Limited'));
      await user.click(screen.getByTestId('wizard-limited-type'));
      await user.click(await screen.findByRole('option', { name: 'Emergency' }));
      await fill(user, screen.getByTestId('wizard-limited-justification'), 'The dome collapsed.');
      await waitFor(() => expect(createButton().disabled).toBe(false));
      await user.click(createButton());
      expect((await screen.findByTestId('wizard-failure')).textContent).toBe(
        'A project was already created from this request.',
      );
    });
  });
});
