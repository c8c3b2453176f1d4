import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';

/** What services need from the running app: passed explicitly, never imported as a global. */
export type AppContext = { db: Db; clock: Clock; config: Config };
