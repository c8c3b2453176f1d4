import { Button, Group, Modal, Text } from '@mantine/core';
import { session } from '@procura/contract';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { idleClock } from '../../platform/api/idle-clock.ts';
import { refreshSession } from '../../platform/session/session-api.ts';
import { useSignOut } from '../../platform/session/session-queries.ts';

/** Whole seconds left before `expiresAt`, never negative. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/**
 * The idle-timeout warning (000 §9 Session). It opens `session.warningSeconds` before the idle
 * expiry last reported by the server, counts down every second, and signs out at zero. "Stay
 * signed in" asks the server to extend the session; the new expiry closes the dialog by itself.
 */
export function SessionTimeoutDialog() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const expiresAt = useSyncExternalStore(idleClock.subscribe, idleClock.get);
  const [now, setNow] = useState(() => Date.now());
  const [staying, setStaying] = useState(false);
  const signedOut = useRef(false);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const remaining = expiresAt === null ? null : secondsLeft(expiresAt, now);
  const warning = remaining !== null && remaining <= session.warningSeconds;

  useEffect(() => {
    if (remaining !== 0 || signedOut.current) return;
    signedOut.current = true;
    void signOut({ expired: true });
  }, [remaining, signOut]);

  async function stay() {
    setStaying(true);
    try {
      await refreshSession();
      setNow(Date.now());
    } catch {
      // The client already reported it (or redirected on 401); the countdown carries on.
    } finally {
      setStaying(false);
    }
  }

  return (
    <Modal
      opened={warning}
      onClose={() => void stay()}
      title={t('sessionTimeoutTitle')}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
      data-testid="session-timeout-dialog"
    >
      <Text aria-live="polite">{t('sessionTimeoutWarning', { seconds: remaining ?? 0 })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => void signOut()}>
          {t('signOut')}
        </Button>
        <Button onClick={() => void stay()} loading={staying}>
          {t('staySignedIn')}
        </Button>
      </Group>
    </Modal>
  );
}
