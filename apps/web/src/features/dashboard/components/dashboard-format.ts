import { isRealDate, type ProjectStatus, utcToZonedLocal } from '@procura/contract';
import { i18n } from '../../../platform/i18n/index.ts';
import { formatDay } from '../../../ui/format.ts';
import { statusLabelKeys } from '../../projects/index.ts';

/** A dashboard date as 'MMMM DD, YYYY', 'N/A' when empty or the 9999-12-31 sentinel (000 §9). */
export function dashboardDate(value: string | null | undefined): string {
  return isRealDate(value) ? formatDay(value.slice(0, 10)) : i18n.t('notAvailable');
}

/** The agency's calendar day of an instant (a creation time), as 'MMMM DD, YYYY'. */
export function dashboardDayOf(instant: string | null, timeZone: string): string {
  const date = instant ? new Date(instant) : null;
  if (!date || Number.isNaN(date.getTime())) return i18n.t('notAvailable');
  return formatDay(utcToZonedLocal(date, timeZone).slice(0, 10));
}

/** A project status the contract names, in words; any other status text as the server sent it. */
export function statusText(status: string): string {
  return Object.hasOwn(statusLabelKeys, status) ? i18n.t(statusLabelKeys[status as ProjectStatus]) : status;
}

/** A procurement lead's name, or 'Not sure' when the project has none (000 §9). */
export function leadName(name: string | null | undefined): string {
  return name ? name : i18n.t('dashNotSure');
}
