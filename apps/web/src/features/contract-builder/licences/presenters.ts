import type { BillingPeriodStatus } from '@procura/contract';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';

export const periodStatusLabelKeys = {
  Expired: 'licencePeriodExpired',
  Current: 'licencePeriodCurrent',
  Future: 'licencePeriodFuture',
} as const satisfies Record<BillingPeriodStatus, UiKey>;

export const periodStatusColors: Record<BillingPeriodStatus, string> = {
  Expired: 'gray',
  Current: 'green',
  Future: 'blue',
};
