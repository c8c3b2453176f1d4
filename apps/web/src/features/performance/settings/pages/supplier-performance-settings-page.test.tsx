import type { AssessmentGroup, PerformanceWorkflow } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { controlPanelViewer } from '../../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../../test/fetch-mock.ts';
import { fill } from '../../../../test/fill.ts';
import { refusal } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render.tsx';
import {
  finalRatingPath,
  groupFixture,
  groupPath,
  retype,
  settingsRoutes,
  workflowPath,
} from '../settings-fixtures.ts';

const page = '/control-panel/supplier-performance';

function button(testId: string): HTMLButtonElement {
  return screen.getByTestId(testId) as HTMLButtonElement;
}

function rangeInput(rating: string): HTMLInputElement {
  return screen.getByRole('textbox', { name: `${rating}: minimum (%)` }) as HTMLInputElement;
}

describe('supplier performance settings', () => {
  it('saves the workflow: reviewers in order, default reviewers, supplier review and templates', async () => {
    const server = mockServer(settingsRoutes());
    const user = userEvent.setup();
    renderApp(page);
    await screen.findByTestId('workflow-form');
    const roles = screen
      .getAllByRole('checkbox')
      .map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent);
    expect(roles).toEqual([
      'Project Lead',
      "Project Lead's Manager",
      'Procurement Lead',
      'Purchasing Manager',
      'Director',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Director' }));
    await user.click(screen.getByRole('checkbox', { name: 'Procurement Lead' }));
    await user.click(screen.getByRole('combobox', { name: 'Director' }));
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    await user.click(screen.getByRole('switch', { name: /may appeal/ }));
    const days = screen.getByRole('textbox', { name: /^Supplier review period/ });
    await retype(user, days, '21');
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Non-disclosure agreement' }),
      'Keep it confidential.',
    );
    await user.click(button('workflow-save'));

    await waitFor(() => expect(server.callsTo(`PUT ${workflowPath}`)).toHaveLength(1));
    const sent = server.callsTo(`PUT ${workflowPath}`)[0]?.body as PerformanceWorkflow;
    expect(sent).toMatchObject({
      workflowRoles: ['projectLead', 'procurementLead', 'director'],
      defaultReviewers: { projectLeadManagerId: null, purchasingManagerId: null, directorId: 5 },
      supplierReview: true,
      supplierReviewDays: 21,
      allowAppeal: false,
      ndaTemplate: 'Keep it confidential.',
    });
    await waitFor(() => expect(button('workflow-save').disabled).toBe(true));
  });

  it('names a day count out of range at its field and sends nothing', async () => {
    const server = mockServer(settingsRoutes());
    const user = userEvent.setup();
    renderApp(page);
    await screen.findByTestId('workflow-form');
    const windowDays = screen.getByRole('textbox', { name: /^Evaluation window/ });
    await retype(user, windowDays, '400');
    await user.click(button('workflow-save'));
    expect(await screen.findByText('Enter 365 or less.')).toBeTruthy();
    expect(server.callsTo(`PUT ${workflowPath}`)).toHaveLength(0);
  });

  it('shows a failed load of the workflow with a retry', async () => {
    mockServer({ ...settingsRoutes(), [`GET ${workflowPath}`]: { status: 500, body: ['Server error'] } });
    renderApp(page);
    expect(await screen.findByText('The supplier performance settings could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refuses unordered rating ranges as they are typed, and saves ordered ones', async () => {
    const server = mockServer(settingsRoutes());
    const user = userEvent.setup();
    renderApp(`${page}?tab=finalRating`);
    await screen.findByTestId('final-rating-form');
    expect(screen.getByTestId('ranges-preview')).toBeTruthy();
    expect(screen.getByTestId('unacceptable-range').textContent).toBe('Unacceptable: below 50.0%');

    await retype(user, rangeInput('Good'), '95');
    expect(screen.getByTestId('ranges-problem').textContent).toBe(
      'Each rating’s minimum must be lower than the one above it, between 0 and 100.',
    );
    expect(screen.queryByTestId('ranges-preview')).toBeNull();
    expect(button('final-rating-save').disabled).toBe(true);

    await retype(user, rangeInput('Good'), '85');
    expect(screen.queryByTestId('ranges-problem')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /^Rating scale/ }));
    await user.click(await screen.findByRole('option', { name: 'Average of sections' }));
    await user.click(button('final-rating-save'));
    await waitFor(() => expect(server.callsTo(`PUT ${finalRatingPath}`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${finalRatingPath}`)[0]?.body).toEqual({
      ratingScale: 'average',
      ranges: { exceptional: 90, good: 85, satisfactory: 70, cautionary: 60, notSatisfactory: 50 },
    });
  });

  it('adds an assessment group with its own ranges', async () => {
    // The server keeps what it is sent, so the list fetched after the save has the new group.
    const stored: AssessmentGroup[] = [];
    const server = mockServer({
      ...settingsRoutes({ groups: [] }),
      [`GET ${groupPath}`]: () => ({ body: envelope('assessmentGroup', stored) }),
      [`POST ${groupPath}`]: ({ body }) => {
        stored.push({ ...(body as AssessmentGroup), id: 8, templateCount: 0 });
        return { body: envelope('assessmentGroup', stored) };
      },
    });
    const user = userEvent.setup();
    renderApp(`${page}?tab=assessmentGroups`);
    expect(await screen.findByText('No assessment groups yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add assessment group' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Consulting');
    await user.click(within(dialog).getByRole('switch', { name: /^Own rating ranges/ }));
    const exceptional = within(dialog).getByRole('textbox', { name: 'Exceptional: minimum (%)' });
    await retype(user, exceptional, '40');
    expect(within(dialog).getByTestId('ranges-problem')).toBeTruthy();
    await user.click(within(dialog).getByTestId('assessment-group-save'));
    expect(server.callsTo(`POST ${groupPath}`)).toHaveLength(0);
    await retype(user, exceptional, '95');
    await user.click(within(dialog).getByTestId('assessment-group-save'));
    await waitFor(() => expect(server.callsTo(`POST ${groupPath}`)).toHaveLength(1));
    expect(server.callsTo(`POST ${groupPath}`)[0]?.body).toEqual({
      name: 'Consulting',
      description: '',
      ranges: { exceptional: 95, good: 80, satisfactory: 70, cautionary: 60, notSatisfactory: 50 },
    });
    const table = await screen.findByRole('table', { name: 'Assessment groups' });
    expect(within(table).getByText('95.0% / 80.0% / 70.0% / 60.0% / 50.0%')).toBeTruthy();
  });

  it("keeps the server's refusal to delete a group in use above the list", async () => {
    mockServer({
      ...settingsRoutes(),
      [`DELETE ${groupPath}/3`]: refusal(
        409,
        ['performanceAssessmentGroupInUse'],
        ['Templates belong to this assessment group: move them first.'],
      ),
    });
    const user = userEvent.setup();
    renderApp(`${page}?tab=assessmentGroups`);
    await user.click(await screen.findByRole('button', { name: 'Delete Construction' }));
    await user.click(await screen.findByTestId('confirm-action'));
    expect((await screen.findByRole('alert')).textContent).toContain('move them first');
    expect(screen.getByTestId(`group-${groupFixture().id}`)).toBeTruthy();
  });

  it('locks saving for people who may only look', async () => {
    mockServer(settingsRoutes({ session: controlPanelViewer() }));
    renderApp(page);
    await screen.findByTestId('workflow-form');
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect(button('workflow-save').closest('[data-locked="true"]')).not.toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Director' }) as HTMLInputElement).disabled).toBe(true);
  });
});
