import { Badge, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A time in the agency's zone, with the zone named (closing times are always shown with their zone). */
export function formatInZone(iso: string, timeZone: string, language: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  };
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}

function parts(ms: number) {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/**
 * Time left before closing by the server's clock: the page's offset from the server time it was
 * given, ticking each second. The server decides; this only tells the supplier how long is left.
 */
export function ClosingCountdown({
  closing,
  serverTime,
  timezone,
}: {
  closing: string | null;
  serverTime: string;
  timezone: string;
}) {
  const { t, i18n } = useTranslation();
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  if (!closing) return <Text c="dimmed">{t('bidNoClosing')}</Text>;
  const left = Date.parse(closing) - now;
  return (
    <div data-testid="bid-closing">
      <Text>{t('bidClosesAt', { time: formatInZone(closing, timezone, i18n.language) })}</Text>
      {left > 0 ? (
        <Badge color={left < 3_600_000 ? 'red' : 'blue'} size="lg" data-testid="bid-countdown">
          {t('bidTimeLeft', parts(left))}
        </Badge>
      ) : (
        <Badge color="gray" size="lg" data-testid="bid-countdown">
          {t('bidClosedBadge')}
        </Badge>
      )}
    </div>
  );
}
