import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import FullCalendar, { type DatesSetInfo, type EventClickInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import frLocale from '@fullcalendar/react/locales/fr';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { addDays, type CalendarEvent, calendarEventMinutes, calendarEventsPerDay } from '@procura/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { calendarColors, eventTypeLabels } from './calendar-legend.tsx';
import { leadName } from './dashboard-format.ts';

export type CalendarRange = { startDate: string; endDate: string };

export type CalendarViewProps = {
  events: readonly CalendarEvent[];
  onRangeChange: (range: CalendarRange) => void;
};

/** The local date-time `minutes` later, on the same wall clock ('YYYY-MM-DDTHH:mm:ss'). */
export function plusMinutes(local: string, minutes: number): string {
  const at = new Date(`${local.slice(0, 19)}Z`);
  at.setUTCMinutes(at.getUTCMinutes() + minutes);
  return at.toISOString().slice(0, 19);
}

/** The days a view shows, both ends included: FullCalendar's end is the day after the last. */
export function rangeOfView(info: Pick<DatesSetInfo, 'startStr' | 'endStr'>): CalendarRange {
  return { startDate: info.startStr.slice(0, 10), endDate: addDays(info.endStr.slice(0, 10), -1) };
}

/**
 * The Important Dates calendar (000 §4): Month and Day views with a toggle, at most three events a
 * day in the month, then '+N more', which opens that day in the Day view; every event lasts an
 * hour; a click opens the project's build settings. Its own chunk: FullCalendar is the heaviest
 * part of the dashboard.
 */
export function CalendarView({ events, onRangeChange }: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => ({
        id: `${event.projectId}-${event.type}-${event.calendarDate}`,
        title: `${event.projectNumber} ${event.projectName}`,
        // The agency's wall-clock time without an offset: shown as it is, whatever the browser's zone.
        start: event.calendarDate.slice(0, 19),
        end: plusMinutes(event.calendarDate, calendarEventMinutes),
        backgroundColor: calendarColors[event.type],
        borderColor: calendarColors[event.type],
        extendedProps: { source: event },
      })),
    [events],
  );

  return (
    <FullCalendar
      plugins={[classicTheme, dayGridPlugin, timeGridPlugin]}
      locale={i18n.language === 'fr' ? frLocale : undefined}
      initialView="dayGridMonth"
      headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridDay' }}
      monthText={t('dashCalendarMonth')}
      dayText={t('dashCalendarDay')}
      todayText={t('dashCalendarToday')}
      height="auto"
      dayMaxEvents={calendarEventsPerDay}
      moreLinkClick="timeGridDay"
      events={inputs}
      datesSet={(info) => onRangeChange(rangeOfView(info))}
      eventClick={(info: EventClickInfo) => {
        info.jsEvent.preventDefault();
        const source = info.event.extendedProps.source as CalendarEvent;
        void navigate(`/projects/${source.projectId}/build/settings`);
      }}
      eventContent={(arg) => {
        const source = arg.event.extendedProps.source as CalendarEvent;
        const label = t(eventTypeLabels[source.type]);
        return (
          <span
            data-testid="calendar-event"
            data-project-id={source.projectId}
            data-event-type={source.type}
            title={`${label}: ${arg.event.title} (${leadName(source.procurementLead)})`}
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', cursor: 'pointer' }}
          >
            {arg.timeText ? `${arg.timeText} ` : ''}
            {label}: {arg.event.title}
          </span>
        );
      }}
    />
  );
}
