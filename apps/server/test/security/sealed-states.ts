import type { ProjectStatus } from '@procura/contract';
import type { TestApp } from '../harness.ts';
import { setTenderDates } from '../sourcing.ts';
import { setProjectStatus } from '../submissions.ts';
import type { SealedPartName } from './sealed-fixture.ts';

/**
 * The source states of the sealed-bids matrix, in the order one test walks them. Statuses are set
 * directly (the status call has its own tests); closing is a clock move past the closing time;
 * unsealing goes through the buyer's real Unseal call. The one step real life has no way back
 * from, unsealing, is undone in the database once (price again sealed for "submission only"):
 * nothing made from an unsealed part is kept between states before the last.
 */
export type SourceState = {
  name: string;
  status: ProjectStatus;
  /** Whether the closing time has passed (the clock moves once, before the first closed state). */
  closed: boolean;
  unsealed: Record<SealedPartName, boolean>;
};

const sealed = { price: false, submission: false };

export const sourceStates: SourceState[] = [
  { name: 'Draft / In Progress', status: 'Design_Mode_Pending', closed: false, unsealed: sealed },
  { name: 'Open', status: 'Open', closed: false, unsealed: sealed },
  { name: 'Cancelled before closing', status: 'Cancelled', closed: false, unsealed: sealed },
  { name: 'Closed, sealed', status: 'Closed', closed: true, unsealed: sealed },
  { name: 'Unofficial results, sealed', status: 'Unofficial_Results', closed: true, unsealed: sealed },
  {
    name: 'Closed, price part unsealed',
    status: 'Closed',
    closed: true,
    unsealed: { price: true, submission: false },
  },
  {
    name: 'Closed, submission part unsealed',
    status: 'Closed',
    closed: true,
    unsealed: { price: false, submission: true },
  },
  {
    name: 'Awarded, both parts unsealed',
    status: 'Awarded',
    closed: true,
    unsealed: { price: true, submission: true },
  },
];

const minute = 60_000;

type Unseal = (part: SealedPartName) => Promise<void>;

/**
 * Moves the source into `state` from `previous`: the closing time set when it opens, the clock
 * moved past it when it first closes (well within the sessions' idle time), then the parts
 * re-sealed or unsealed as the state asks.
 */
export async function enterState(
  t: TestApp,
  source: { customerId: number; projectId: number; tenderId: number },
  state: SourceState,
  previous: SourceState | null,
  unseal: Unseal,
) {
  const { customerId, projectId, tenderId } = source;
  await setProjectStatus(t, customerId, projectId, state.status);
  if (state.status === 'Open') {
    await setTenderDates(t, customerId, tenderId, {
      dateClosing: new Date(t.clock.now().getTime() + 5 * minute),
    });
  }
  if (state.closed && !previous?.closed) {
    t.clock.advance(10 * minute);
    await setTenderDates(t, customerId, tenderId, { closedAt: t.clock.now() });
  }
  const reseal: { priceUnsealedAt?: null; submissionUnsealedAt?: null } = {};
  if (!state.unsealed.price) reseal.priceUnsealedAt = null;
  if (!state.unsealed.submission) reseal.submissionUnsealedAt = null;
  if (Object.keys(reseal).length > 0) await setTenderDates(t, customerId, tenderId, reseal);
  for (const part of ['price', 'submission'] as const) {
    if (state.unsealed[part] && !previous?.unsealed[part]) await unseal(part);
  }
}
