const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and zone: building an Intl.DateTimeFormat costs far more than using one. */
function formatFor(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formats.set(key, format);
  }
  return format;
}

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
  try {
    return formatFor(locale, timeZone).format(closing);
  } catch {
    // An agency zone Intl does not know: UTC still names the right instant.
    return formatFor(locale, 'UTC').format(closing);
  }
}
