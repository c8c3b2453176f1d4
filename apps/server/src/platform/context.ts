import type { realtimeEvents } from '@procura/contract';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { JobQueue } from './jobs.ts';
import type { RateLimiter } from './rate-limit.ts';

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
   * What a lower area asks of higher ones, registered by app.ts so the lower area imports none of
   * them (issue 21 §2: no loop between areas). Each area declares the hooks it offers in its own
   * `hooks.ts`, adding them to AreaHooks by declaration merging.
   */
  hooks: AreaHooks;
};

/** Filled by the areas' `hooks.ts` (`declare module '…/platform/context.ts'`); app.ts registers every one. */
// biome-ignore lint/suspicious/noEmptyInterface: areas add their hooks by declaration merging
export interface AreaHooks {}
