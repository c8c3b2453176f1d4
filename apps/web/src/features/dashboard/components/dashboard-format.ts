import type { ProjectStatus } from '@procura/contract';
import { i18n } from '../../../platform/i18n/index.ts';
import { statusLabelKeys } from '../../projects/index.ts';

/** A project status the contract names, in words; any other status text as the server sent it. */
export function statusText(status: string): string {
  return Object.hasOwn(statusLabelKeys, status) ? i18n.t(statusLabelKeys[status as ProjectStatus]) : status;
}

/** A procurement lead's name, or 'Not sure' when the project has none (000 §9). */
export function leadName(name: string | null | undefined): string {
  return name ? name : i18n.t('dashNotSure');
}
