/**
 * A closing time as mails write it: in the agency's zone (people read local time), in the
 * reader's language, with the zone named; null when unset. Intl refuses a zone name beside
 * dateStyle, so the parts are spelled out.
 */
export function closingTimeText(
  closing: Date | null,
  timeZone: string,
  locale: 'en-CA' | 'fr-CA' = 'en-CA',
): string | null {
  if (!closing) return null;
  const format = (zone: string) =>
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(closing);
  try {
    return format(timeZone);
  } catch {
    // An agency zone Intl does not know: UTC still names the right instant.
    return format('UTC');
  }
}
