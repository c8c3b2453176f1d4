import { Text } from '@mantine/core';
import { formatZoned } from '@procura/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The server's clock in the agency's zone: it starts from the server's `serverTime` and ticks by
 * the time elapsed since that answer arrived, so it never shows the browser's own clock.
 */
export function ServerClock({
  serverTime,
  receivedAt,
  timezone,
}: {
  serverTime: string;
  receivedAt: number;
  timezone: string;
}) {
  const { t } = useTranslation();
  const [elapsed, setElapsed] = useState(() => Date.now() - receivedAt);
  useEffect(() => {
    const timer = setInterval(() => setElapsed(Date.now() - receivedAt), 1000);
    return () => clearInterval(timer);
  }, [receivedAt]);
  const now = new Date(Date.parse(serverTime) + Math.max(0, elapsed));
  return (
    <Text size="sm" c="dimmed" data-testid="server-clock">
      {t('portalServerTime', { time: formatZoned(now, timezone) })}
    </Text>
  );
}

/** A closing or meeting time on the agency's clock with its zone, or "Not set". */
export function ZonedTime({ value, timezone }: { value: string | null; timezone: string }) {
  const { t } = useTranslation();
  return <>{value ? formatZoned(new Date(value), timezone) : t('portalNotSet')}</>;
}
