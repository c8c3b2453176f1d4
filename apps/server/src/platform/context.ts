import type { realtimeEvents } from '@procura/contract';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { JobQueue } from './jobs.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Tx } from './tenancy.ts';

export type RealtimeEvent = (typeof realtimeEvents)[keyof typeof realtimeEvents];

/**
 * Sends a real-time event to every open screen of an agency (on every server instance when
 * Redis fans out). Call it after the change's transaction has committed, never inside it.
 */
export type EmitToAgency = (customerId: number, event: RealtimeEvent, payload: unknown) => void;

/**
 * Closes the open sockets of ended sessions: one session, or every session of a user but one.
 * A socket outliving its session would go on hearing the agency's events.
 */
export type DisconnectSockets = (
  target:
    | { customerId: number; sessionId: number }
    | { customerId: number; userId: number; keepSessionId?: number | undefined },
) => void;

/** What services need from the running app: passed explicitly, never imported as a global. */
export type AppContext = {
  db: Db;
  clock: Clock;
  config: Config;
  emitToAgency: EmitToAgency;
  disconnectSockets: DisconnectSockets;
  /** The rate limits' counters, shared by every server process (platform/rate-limit.ts). */
  limiter: RateLimiter;
  /** The job queue; null until started (main.ts starts it; most tests run without one). */
  jobs: JobQueue | null;
  /**
   * What other areas do, in the same transaction, when a project opens to suppliers (invitation
   * mail, for one). Registered by app.ts so the projects area needs to know none of them.
   */
  onProjectOpened: ProjectOpenedHook[];
  /**
   * What a lower area asks of a higher one, registered by app.ts so the lower area imports none
   * of them (issue 21 §2: no loop between areas).
   */
  hooks: AreaHooks;
};

export type AreaHooks = {
  /**
   * Team: a user may no longer use their open sessions (deactivated, deleted, given a new
   * password). Auth ends them, but `keepSessionId`: a user changing their own password stays in.
   */
  userAccessEnded: (
    tx: Tx,
    ctx: AppContext,
    user: { customerId: number; userId: number; keepSessionId?: number | undefined },
  ) => Promise<void>;
  /** Departments: the user groups of departments (the list's `userGroups`; a department in use stays). */
  groupsOfDepartments: (
    tx: Tx,
    customerId: number,
    departmentIds: number[],
  ) => Promise<{ id: number; name: string; departmentId: number | null }[]>;
};

export type ProjectOpenedHook = (
  tx: Tx,
  ctx: AppContext,
  project: { customerId: number; id: number; nodeId: number },
  /** Who opened it; null when the scheduled-publishing job did. */
  actorUserId: number | null,
) => Promise<void>;
