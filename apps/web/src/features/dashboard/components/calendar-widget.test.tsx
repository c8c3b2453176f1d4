import { addDays, type CalendarEvent, daysBetween } from '@procura/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  agencyDay,
  calendarEvent,
  dashboardNode,
  failing,
  gated,
  renderDashboard,
  widgetAt,
} from '../../../test/dashboard-fixtures.ts';
import { envelope, type MockRequest } from '../../../test/fetch-mock.ts';
import { currentLocation } from '../../../test/render.tsx';
import { plusMinutes, rangeOfView } from './calendar-view.tsx';

const calendarPath = `GET ${dashboardNode}/Calendar`;
/** Mid-month, so the day is in the month view whatever today is. */
const day = `${agencyDay().slice(0, 7)}-15`;

/** The Calendar call: the events whose day falls within startDate..endDate, both included. */
function calendarRoute(events: CalendarEvent[]) {
  return ({ url }: MockRequest) => {
    const from = url.searchParams.get('startDate') ?? '';
    const to = url.searchParams.get('endDate') ?? '';
    return {
      body: envelope(
        'calendarEvent',
        events.filter(
          (event) => event.calendarDate.slice(0, 10) >= from && event.calendarDate.slice(0, 10) <= to,
        ),
      ),
    };
  };
}

function shownEvents(): HTMLElement[] {
  return screen.queryAllByTestId('calendar-event');
}

// Whole dashboards (the app's frame, the grid, Mantine's menus and selects) take seconds in jsdom.
describe('calendar widget', { timeout: 40_000 }, () => {
  it('asks for the days of the month shown and draws each event in its type, with a legend', async () => {
    const call = gated(
      calendarRoute([
        calendarEvent(1, `${day}T10:00:00`, 'closed'),
        calendarEvent(2, `${day}T14:30:00`, 'site-meeting'),
      ]),
    );
    const { server } = renderDashboard([widgetAt('calendar')], { [calendarPath]: call.route });
    const widget = await screen.findByTestId('widget-calendar');
    expect(within(widget).getByText('Important Dates')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(calendarPath)).toHaveLength(1));
    expect(within(widget).getByTestId('widget-loading')).toBeTruthy();
    call.release();

    await waitFor(() => expect(shownEvents()).toHaveLength(2));
    const url = server.callsTo(calendarPath)[0]?.url;
    const start = url?.searchParams.get('startDate') ?? '';
    const end = url?.searchParams.get('endDate') ?? '';
    // Six whole weeks, both ends included, around the fifteenth.
    expect(daysBetween(start, end)).toBe(41);
    expect(start <= day && day <= end).toBe(true);
    const [first, second] = shownEvents();
    expect(first?.dataset.eventType).toBe('closed');
    expect(first?.dataset.projectId).toBe('1');
    expect(first?.textContent).toContain('Closing: P-1 Project 1');
    expect(second?.dataset.eventType).toBe('site-meeting');
    expect(second?.getAttribute('title')).toBe('Site meeting: P-2 Project 2 (Not sure)');
    const legend = within(widget).getByTestId('calendar-legend');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Closing', 'Published', 'Question deadline', 'Site meeting', 'Awarded']);
    expect(within(widget).queryByTestId('widget-loading')).toBeNull();
  });

  it("shows three events a day in the month, then '+N more', which opens that day in the Day view", async () => {
    const events = [9, 10, 11, 12].map((hour, index) =>
      calendarEvent(index + 1, `${day}T${String(hour).padStart(2, '0')}:00:00`, 'published'),
    );
    const { server } = renderDashboard([widgetAt('calendar')], { [calendarPath]: calendarRoute(events) });
    await waitFor(() => expect(shownEvents()).toHaveLength(3));
    const more = await screen.findByText('+1 more');
    fireEvent.click(more);

    // The Day view of that day asks for that day alone and shows all four.
    await waitFor(() => expect(server.callsTo(calendarPath)).toHaveLength(2));
    const url = server.callsTo(calendarPath)[1]?.url;
    expect(url?.searchParams.get('startDate')).toBe(day);
    expect(url?.searchParams.get('endDate')).toBe(day);
    await waitFor(() => expect(shownEvents()).toHaveLength(4));
    expect(screen.queryByText('+1 more')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Day view' }).getAttribute('aria-selected')).toBe('true');
  });

  it("toggles between Month and Day and fetches each range's events", async () => {
    const { server } = renderDashboard([widgetAt('calendar')], { [calendarPath]: calendarRoute([]) });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-calendar');
    expect(await within(widget).findByText('No events to show')).toBeTruthy();
    const dayTab = within(widget).getByRole('tab', { name: 'Day view' });
    expect(dayTab.getAttribute('aria-selected')).toBe('false');
    await user.click(dayTab);
    await waitFor(() =>
      expect(within(widget).getByRole('tab', { name: 'Day view' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    await waitFor(() => expect(server.callsTo(calendarPath)).toHaveLength(2));
    const dayCall = server.callsTo(calendarPath)[1]?.url;
    expect(dayCall?.searchParams.get('startDate')).toBe(dayCall?.searchParams.get('endDate'));
    await user.click(within(widget).getByRole('tab', { name: 'Month view' }));
    await user.click(await within(widget).findByRole('button', { name: 'Next Month' }));
    await waitFor(() => expect(server.callsTo(calendarPath).length).toBeGreaterThanOrEqual(3));
    const last = server.callsTo(calendarPath).at(-1)?.url;
    expect((last?.searchParams.get('startDate') ?? '') > day).toBe(true);
  });

  it("opens the project's build settings when an event is clicked", async () => {
    renderDashboard([widgetAt('calendar')], {
      [calendarPath]: calendarRoute([calendarEvent(77, `${day}T10:00:00`, 'awarded')]),
    });
    await waitFor(() => expect(shownEvents()).toHaveLength(1));
    fireEvent.click(shownEvents()[0] as HTMLElement);
    await waitFor(() => expect(currentLocation()).toBe('/projects/77/build/settings'));
  });

  it('shows the widget error with a retry and keeps the calendar on screen', async () => {
    const call = failing(calendarRoute([calendarEvent(5, `${day}T10:00:00`, 'question-deadline')]));
    renderDashboard([widgetAt('calendar')], { [calendarPath]: call.route });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-calendar');
    expect(await within(widget).findByText('This widget could not be loaded.')).toBeTruthy();
    expect(within(widget).getByRole('tab', { name: 'Month view' })).toBeTruthy();
    call.recover();
    await user.click(within(widget).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownEvents()).toHaveLength(1));
    expect(within(widget).queryByText('This widget could not be loaded.')).toBeNull();
  });

  it('makes each event last an hour and reads the visible range with both ends included', () => {
    expect(plusMinutes('2026-03-15T23:30:00', 60)).toBe('2026-03-16T00:30:00');
    expect(plusMinutes('2026-03-15T10:00:00', 60)).toBe('2026-03-15T11:00:00');
    expect(
      rangeOfView({ startStr: '2026-03-01T00:00:00-05:00', endStr: '2026-04-12T00:00:00-04:00' }),
    ).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-04-11',
    });
    expect(addDays('2026-03-01', 41)).toBe('2026-04-11');
  });
});
