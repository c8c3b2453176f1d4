import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** What the team area asks of higher areas (registered in app.ts). */
declare module '../../platform/context.ts' {
  interface AreaHooks {
    /**
     * A user may no longer use their open sessions (deactivated, deleted, given a new password).
     * Auth ends them, but `keepSessionId`: a user changing their own password stays signed in.
     */
    userAccessEnded: (
      tx: Tx,
      ctx: AppContext,
      user: { customerId: number; userId: number; keepSessionId?: number | undefined },
    ) => Promise<void>;
  }
}
