import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes, projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { attendanceFixture, planTakerFixture } from '../../../test/portal-fixtures.ts';
import { MeetingsPage } from '../../meetings/pages/meetings-page.tsx';
import {
  currentStatusKey,
  currentStatusRoute,
  onProbation,
  probationWarning,
  warningSession,
} from '../../performance/status-warnings/warning-fixtures.ts';
import { PlanTakersPage } from './plan-takers-page.tsx';

describe('the Registered Suppliers tab', () => {
  it('lists the plan takers with downloads and offers the export', async () => {
    mockServer({
      ...buildRoutes(),
      [`GET ${nodePath}/plantakers`]: { body: envelope('planTaker', [planTakerFixture(1)], 1) },
    });
    renderBuildPage(<PlanTakersPage project={projectFixture()} />);
    expect(await screen.findByText('Company 1')).toBeTruthy();
    expect(screen.getByText(/Last: /)).toBeTruthy();
    const tenderId = projectFixture().tenders[0]?.id;
    expect(screen.getByRole('link', { name: 'Download (Excel)' }).getAttribute('href')).toBe(
      `${nodePath}/plantakers/Export?tenderId=${tenderId}`,
    );
  });

  it('adds a company, showing the refusal beside the name', async () => {
    let refuse = true;
    const server = mockServer({
      ...buildRoutes(),
      [`GET ${nodePath}/plantakers`]: { body: envelope('planTaker', [], 0) },
      [`POST ${nodePath}/plantakers`]: () =>
        refuse
          ? refusal(
              400,
              ['planTakerAlreadyListed'],
              ['This company is already a registered supplier of the project.'],
            )
          : { body: envelope('planTaker', [planTakerFixture(2, { addedByBuyer: true })]) },
    });
    const user = userEvent.setup();
    renderBuildPage(<PlanTakersPage project={projectFixture()} />);
    expect(await screen.findByText('No registered suppliers')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Hard Copy Inc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This company is already a registered supplier of the project.'),
    ).toBeTruthy();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('No registered suppliers');
    expect(server.callsTo(`POST ${nodePath}/plantakers`).at(-1)?.body).toMatchObject({
      companyName: 'Hard Copy Inc',
    });
  });
});

describe('the Project Meetings tab', () => {
  it('records attendance and links the sign-in sheets', async () => {
    const server = mockServer({
      ...buildRoutes(),
      [`GET ${nodePath}/Meetings/Attendance`]: { body: envelope('meetingAttendance', [attendanceFixture()]) },
      [`PUT ${nodePath}/Meetings/Attendance`]: ({ body }) => ({ body: envelope('attendance', [body]) }),
    });
    const user = userEvent.setup();
    renderBuildPage(<MeetingsPage project={projectFixture()} />);
    expect(await screen.findByRole('heading', { name: 'Site walkthrough' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign-in sheet (PDF)' }).getAttribute('href')).toBe(
      `${nodePath}/SignInSheet?meetingId=3&format=pdf`,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Acme Roads attended' }));
    expect(server.callsTo(`PUT ${nodePath}/Meetings/Attendance`)[0]?.body).toEqual({
      meetingId: 3,
      planTakerId: 9,
      attended: true,
      attendeeName: '',
    });
  });

  it('disables attendance when tracking is off and shows the empty state without meetings', async () => {
    mockServer({
      ...buildRoutes(),
      [`GET ${nodePath}/Meetings/Attendance`]: {
        body: envelope('meetingAttendance', [attendanceFixture({ isAttendanceTrackingOn: false })]),
      },
    });
    renderBuildPage(<MeetingsPage project={projectFixture()} />);
    const box = await screen.findByRole('checkbox', { name: 'Acme Roads attended' });
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Attendance tracking is off/)).toBeTruthy();
  });
});

describe('the performance status warning on the Registered Suppliers', () => {
  const routes = (canView: boolean) => ({
    ...buildRoutes(warningSession(['BUILD_VIEW', 'BUILD_EDIT'], canView)),
    [`GET ${nodePath}/plantakers`]: {
      body: envelope(
        'planTaker',
        [
          planTakerFixture(1, { vendorId: 11 }),
          planTakerFixture(2, { vendorId: 12 }),
          planTakerFixture(3, { vendorId: null, addedByBuyer: true }),
        ],
        3,
      ),
    },
    [currentStatusKey]: currentStatusRoute([onProbation(11)]),
  });
  const rowOf = (company: string) => screen.getByText(company).closest('tr') as HTMLElement;

  it('warns beside the registered supplier with a current status only', async () => {
    const server = mockServer(routes(true));
    renderBuildPage(<PlanTakersPage project={projectFixture()} />);
    expect(await screen.findByLabelText(probationWarning)).toBeTruthy();
    expect(within(rowOf('Company 1')).getByLabelText(probationWarning)).toBeTruthy();
    expect(screen.getAllByTestId('performance-status-warning')).toHaveLength(1);
    expect(server.callsTo(currentStatusKey).map((call) => call.url.searchParams.getAll('vendorId'))).toEqual([
      ['11', '12'],
    ]);
  });

  it('shows no warning and asks nothing without the view of supplier performance', async () => {
    const server = mockServer(routes(false));
    renderBuildPage(<PlanTakersPage project={projectFixture()} />);
    expect(await screen.findByText('Company 1')).toBeTruthy();
    expect(screen.queryByTestId('performance-status-warning')).toBeNull();
    expect(server.callsTo(currentStatusKey)).toEqual([]);
  });
});
