import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import {
  answer,
  evaluationFixture,
  evaluationOf,
  evaluationRoutes,
  evaluationsPath,
} from '../../../test/evaluation-fixtures.ts';
import { mockServer } from '../../../test/fetch-mock.ts';
import type { ReviewMeetingInput } from '../api/evaluations-queries.ts';
import { ReviewMeetingsPage } from './review-meetings-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const project = projectFixture({ status: 'Closed' });

describe('the Evaluate › Review Meetings page', { timeout: 30_000 }, () => {
  it("adds a meeting typed on the agency's clock and lists it in the agency's zone", async () => {
    const evaluation = evaluationFixture();
    const server = mockServer({
      ...evaluationRoutes(),
      ...evaluationOf(evaluation),
      [`POST ${evaluationsPath}/9/Meetings`]: ({ body }) =>
        answer({
          ...evaluation,
          meetings: [{ ...(body as ReviewMeetingInput), id: 71 }],
        }),
    });
    const user = userEvent.setup();
    renderBuildPage(<ReviewMeetingsPage project={project} />);
    expect(await screen.findByText('No review meeting yet')).toBeTruthy();
    await user.click(screen.getByTestId('evaluation-meeting-add'));
    const dialog = await screen.findByRole('dialog', { name: 'Add meeting' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the date and time of the meeting.')).toBeTruthy();
    expect(server.callsTo(`POST ${evaluationsPath}/9/Meetings`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Date and time/), {
      target: { value: '2026-12-01T10:00' },
    });
    expect(within(dialog).getByText('Tue, Dec 1, 2026 10:00 AM EST')).toBeTruthy();
    await user.click(within(dialog).getByRole('textbox', { name: 'Location' }));
    await user.paste('Room 4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const table = await screen.findByTestId('evaluation-meetings');
    expect(within(table).getByText('Tue, Dec 1, 2026 10:00 AM EST')).toBeTruthy();
    expect(within(table).getByText('Room 4')).toBeTruthy();
    expect(server.callsTo(`POST ${evaluationsPath}/9/Meetings`)[0]?.body).toEqual({
      startsAt: '2026-12-01T15:00:00.000Z',
      location: 'Room 4',
      notes: '',
    });
  });
});
