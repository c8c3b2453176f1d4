import type { ReactNode } from 'react';
import { i18n } from '../platform/i18n/index.ts';

/**
 * Contract schemas name their failures with catalogue keys ('requiredField', 'errorInvalidEmail');
 * forms show the translated text.
 */
export function translateFieldError(error: ReactNode): ReactNode {
  if (typeof error !== 'string') return error;
  return i18n.exists(error) ? i18n.t(error as 'requiredField') : error;
}
