import type { ActivityAggregates, ActivityEvent } from '@procura/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  nodePath,
  projectFixture,
  renderProjectScreen,
  viewOnlyProject,
} from '../../../test/collaboration-fixtures.tsx';
import { envelope, type MockRequest } from '../../../test/fetch-mock.ts';
import { ProjectActivitiesPage } from './project-activities-page.tsx';

const searchPath = `GET ${nodePath}/AuditEvents/Search`;
const aggregatesPath = `GET ${nodePath}/AuditEvents/ActivityAggregates`;

const aggregates: ActivityAggregates = {
  eventTypes: [
    { eventType: 'comment.added', name: 'Comment added', count: 20 },
    { eventType: 'journal.created', name: 'Journal entry added', count: 5 },
  ],
  users: [{ userId: 42, userName: 'Ada Lovelace', count: 25 }],
  companies: [{ companyName: 'Acme Paving', count: 1 }],
  clearedAt: null,
};

function event(id: number): ActivityEvent {
  return {
    id,
    created: '2026-03-01T12:00:00.000Z',
    eventType: 'comment.added',
    eventTypeName: 'Comment added',
    description: `Ada Lovelace commented: “Item ${id}”`,
    userId: 42,
    userName: 'Ada Lovelace',
    companyName: null,
  };
}

function paged(total: number) {
  return ({ url }: MockRequest) => {
    const start = Number(url.searchParams.get('start') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const all = Array.from({ length: total }, (_, i) => event(total - i));
    return { body: envelope('auditEvent', all.slice(start, start + limit), total) };
  };
}

describe('project activities page', () => {
  it('pages the feed, filters by event type and dates, and links the export to the same filters', async () => {
    const { server } = renderProjectScreen(<ProjectActivitiesPage project={projectFixture()} />, {
      [aggregatesPath]: { body: envelope('activityAggregate', [aggregates]) },
      [searchPath]: paged(25),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Ada Lovelace commented: “Item 25”')).toBeTruthy();
    expect(screen.getByTestId('pager-summary').textContent).toBe('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Ada Lovelace commented: “Item 5”')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Event type' }));
    await user.click(await screen.findByRole('option', { name: 'Journal entry added (5)' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => {
      const last = server.callsTo(searchPath).at(-1)?.url.searchParams;
      expect(last?.get('eventType')).toBe('journal.created');
      expect(last?.get('filter.dateFrom')).toBe('2026-03-01');
      expect(last?.get('start')).toBe('0');
    });
    const exportLink = screen.getByTestId('activity-export').getAttribute('href') ?? '';
    expect(exportLink).toContain(`${nodePath}/AuditEvents/Export?`);
    expect(exportLink).toContain('eventType=journal.created');
    expect(exportLink).toContain('filter.dateFrom=2026-03-01');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-01' } });
    expect(await screen.findByText('The start date may not be after the end date.')).toBeTruthy();
  });

  it('clears all after confirmation', async () => {
    const { server } = renderProjectScreen(<ProjectActivitiesPage project={projectFixture()} />, {
      [aggregatesPath]: { body: envelope('activityAggregate', [aggregates]) },
      [searchPath]: paged(3),
      [`PUT ${nodePath}/AuditEvents/Clear`]: { body: envelope('activityAggregate', [aggregates]) },
    });
    const user = userEvent.setup();
    await screen.findByText('Ada Lovelace commented: “Item 3”');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(server.callsTo(`PUT ${nodePath}/AuditEvents/Clear`)).toHaveLength(0);
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(server.callsTo(`PUT ${nodePath}/AuditEvents/Clear`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${nodePath}/AuditEvents/Clear`)[0]?.url.searchParams.get('projectId')).toBe(
      '12',
    );
  });

  it('says when there are no events, and locks clear all for people who may not act', async () => {
    renderProjectScreen(
      <ProjectActivitiesPage project={projectFixture()} />,
      {
        [aggregatesPath]: {
          body: envelope('activityAggregate', [{ ...aggregates, eventTypes: [], users: [], companies: [] }]),
        },
        [searchPath]: paged(0),
      },
      { routePermissions: viewOnlyProject },
    );
    expect(await screen.findByText('No events to show')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Clear all' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows loading, then an error with a retry', async () => {
    let fail = true;
    renderProjectScreen(<ProjectActivitiesPage project={projectFixture()} />, {
      [aggregatesPath]: { body: envelope('activityAggregate', [aggregates]) },
      [searchPath]: (request) =>
        fail ? { status: 500, body: ['Unable to retrieve data, try later.'] } : paged(1)(request),
    });
    expect(await screen.findByTestId('activity-loading')).toBeTruthy();
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('The activity could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Lovelace commented: “Item 1”')).toBeTruthy();
  });
});
