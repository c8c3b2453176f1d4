import { useState } from 'react';
import { isApiError, showErrorNotification } from '../platform/api/client.ts';
import { i18n } from '../platform/i18n/index.ts';
import { notifySaved } from './notify.ts';

/**
 * Shows every message of a refused call at once: a send refused for a missing document and a
 * missing approver says both, where the client's own notification shows the first only.
 */
export function notifyRefusal(error: unknown): void {
  // The client has already sent an expired session to the login page.
  if (isApiError(error) && error.status === 401) return;
  const messages = isApiError(error) ? error.messages : [];
  showErrorNotification(messages.length > 0 ? messages.join(' ') : i18n.t('unknownError'));
}

/**
 * Runs one call at a time on a record the server answers whole (an approval, an evaluation): the
 * answer replaces the cached record, success and refusal are notified, `run` answers whether it
 * went through, and `pending` names the running call for its button's spinner.
 */
export function useCachedCall<T>(cache: { put(value: T | null): void }) {
  const [pending, setPending] = useState<string | null>(null);

  async function run(name: string, action: () => Promise<T | null>, success?: string): Promise<boolean> {
    setPending(name);
    try {
      cache.put(await action());
      if (success) notifySaved(success);
      return true;
    } catch (error) {
      notifyRefusal(error);
      return false;
    } finally {
      setPending(null);
    }
  }

  return { pending, run };
}
