import type { realtimeEvents } from '@procura/contract';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';

export type RealtimeEvent = (typeof realtimeEvents)[keyof typeof realtimeEvents];

/**
 * Sends a real-time event to every open screen of an agency (on every server instance when
 * Redis fans out). Call it after the change's transaction has committed, never inside it.
 */
export type EmitToAgency = (customerId: number, event: RealtimeEvent, payload: unknown) => void;

/** What services need from the running app: passed explicitly, never imported as a global. */
export type AppContext = { db: Db; clock: Clock; config: Config; emitToAgency: EmitToAgency };
