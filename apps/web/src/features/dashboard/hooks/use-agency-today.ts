import { utcToZonedLocal } from '@procura/contract';
import { useSession } from '../../../platform/session/session-context.tsx';

/**
 * Today in the agency's time zone (YYYY-MM-DD): the closing ranges count the agency's calendar
 * days (000 §9), whatever zone the browser is in.
 */
export function useAgencyToday(): string {
  const { info } = useSession();
  return utcToZonedLocal(new Date(), info.customer.timezone).slice(0, 10);
}
