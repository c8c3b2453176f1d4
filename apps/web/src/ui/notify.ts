import { notifications } from '@mantine/notifications';
import { i18n } from '../platform/i18n/index.ts';

/** The success notice of a change (001 §8: msgSaveSuccess); failures go through the client's rules. */
export function notifySaved(message: string = i18n.t('msgSaveSuccess')): void {
  notifications.show({ title: i18n.t('successTitle'), message, color: 'green' });
}
