import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../ui/icons.tsx';
import { type BrowserEnvironment, missingFeatures } from './browser-support.ts';

const dismissedKey = 'procura.outdatedBrowserDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(dismissedKey) === '1';
  } catch {
    return false;
  }
}

/** A dismissible notice for browsers that lack what the app needs; dismissed for this tab. */
export function OutdatedBrowserBanner({
  env = globalThis as BrowserEnvironment,
}: {
  env?: BrowserEnvironment;
}) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [missing] = useState(() => missingFeatures(env));
  if (dismissed || missing.length === 0) return null;

  function dismiss() {
    setDismissed(true);
    try {
      sessionStorage.setItem(dismissedKey, '1');
    } catch {
      // Not remembered: the notice comes back on the next page load, which is acceptable.
    }
  }

  return (
    <Alert
      color="yellow"
      radius={0}
      icon={<AlertIcon />}
      title={t('outdatedBrowserTitle')}
      withCloseButton
      closeButtonLabel={t('dismiss')}
      onClose={dismiss}
      data-testid="outdated-browser"
    >
      {t('outdatedBrowserText')}
    </Alert>
  );
}
