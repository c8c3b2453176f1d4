import { formatMoney, isRealDate, parseDecimal, utcToZonedLocal } from '@procura/contract';
import { currentLanguage, i18n } from '../platform/i18n/index.ts';

/** A file size as people read it (1 KB = 1024 bytes), one decimal above a kilobyte. */
export function formatFileSize(bytes: number): string {
  const units = ['sizeBytes', 'sizeKilobytes', 'sizeMegabytes', 'sizeGigabytes'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(currentLanguage(), {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return i18n.t(units[unit] ?? 'sizeBytes', { value: number });
}

/** A date and time in the spec's long form ('MMMM DD, YYYY' with the time), 'N/A' when empty. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return new Intl.DateTimeFormat(currentLanguage() === 'fr' ? 'fr-CA' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** A calendar date ('YYYY-MM-DD') as 'MMMM DD, YYYY' (001 §9), 'N/A' when empty; no zone shift. */
export function formatDay(day: string | null): string {
  if (!day) return 'N/A';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return new Intl.DateTimeFormat(currentLanguage() === 'fr' ? 'fr-CA' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** Money in US dollar format with two decimals (001 §9), empty when there is none. */
export function formatAmount(value: number | null): string {
  return value === null ? '' : formatMoney(parseDecimal(value.toFixed(2)) ?? 0n);
}

/** A date or date-time as 'MMMM DD, YYYY', 'N/A' when empty or the 9999-12-31 sentinel (000 §9). */
export function formatSpecDate(value: string | null | undefined): string {
  return isRealDate(value) ? formatDay(value.slice(0, 10)) : i18n.t('notAvailable');
}

/** The agency's calendar day of an instant (a creation time), as 'MMMM DD, YYYY'. */
export function formatAgencyDay(instant: string | null, timeZone: string): string {
  const date = instant ? new Date(instant) : null;
  if (!date || Number.isNaN(date.getTime())) return i18n.t('notAvailable');
  return formatDay(utcToZonedLocal(date, timeZone).slice(0, 10));
}
