import { createHash } from 'node:crypto';
import { type MessageKey, type RateLimitName, type RateLimitRule, rateLimits } from '@procura/contract';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import type { AppContext } from './context.ts';
import { RateLimited } from './errors.ts';

/**
 * Rate limits as a platform piece (issue 20): counters in the database every server process
 * shares, read through the app's clock (tests move it), limits from the contract's one table.
 * Routes declare theirs (`config.rateLimits`); services count what only they know (a failed
 * sign-in, a mail about an account) through `hit`, `isOver` and `clear`.
 */

/** What a route's limit counts by: the client address, or a target read from the request. */
export type RouteRateLimit = {
  limit: RateLimitName;
  by: 'address' | ((request: FastifyRequest) => string);
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The limits a call passes before its handler runs. Every public route declares them (an
     * empty list only with a reason: the health check); the anti-automation suite hammers each.
     */
    rateLimits?: readonly RouteRateLimit[];
  }
}

const digest = (text: string) => createHash('sha256').update(text.toLowerCase()).digest('base64url');

/**
 * The counter's key: the limit's name and the hash of what it counts. `parts` after the first
 * keep their order so that a target's counters share a prefix (`clear` of an account's lock-outs
 * from every address).
 */
export function counterKey(limit: RateLimitName, ...parts: string[]): string {
  return [limit, ...parts.map(digest)].join(':');
}

type Counted = { hits: number; windowEndsAt: Date };

async function count(db: Db, rule: RateLimitRule, key: string, now: Date): Promise<Counted> {
  const windowEnds = new Date(now.getTime() + rule.windowSeconds * 1000);
  const expired = sql`${rateLimitCounters.windowEndsAt} <= ${now}`;
  const reachesMax = rule.restartsAtMax ? sql`${rateLimitCounters.hits} + 1 >= ${rule.max}` : sql`false`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: windowEnds })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} or ${reachesMax} then ${windowEnds} else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (!row) throw new Error('rate limit counter not written');
  return row;
}

const secondsLeft = (counted: Counted, now: Date) => (counted.windowEndsAt.getTime() - now.getTime()) / 1000;

export type RateLimiter = {
  /** Counts one call and says where the key stands (services that decide themselves: lock-outs). */
  count(limit: RateLimitName, key: string): Promise<{ hits: number; retryAfterSeconds: number }>;
  /**
   * Counts one call; past the limit, throws 429 (a silent limit answers false instead, and the
   * caller skips its work). True while within the limit.
   */
  hit(limit: RateLimitName, key: string, refusal?: MessageKey): Promise<boolean>;
  /** Throws 429 while the key is at or past its limit, without counting (a lock-out's check). */
  refuseIfOver(limit: RateLimitName, key: string, refusal?: MessageKey): Promise<void>;
  /** Forgets the counters whose key starts with `keyPrefix` (a success, an administrator's unlock). */
  clear(keyPrefix: string): Promise<void>;
  /** Deletes the counters whose window ended (the hourly sweep). */
  sweep(): Promise<number>;
};

export function createRateLimiter(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): RateLimiter {
  const enabled = ctx.config.rateLimits;
  return {
    async count(limit, key) {
      if (!enabled) return { hits: 0, retryAfterSeconds: 0 };
      const now = ctx.clock.now();
      const counted = await count(ctx.db, rateLimits[limit], key, now);
      return { hits: counted.hits, retryAfterSeconds: secondsLeft(counted, now) };
    },
    async hit(limit, key, refusal) {
      if (!enabled) return true;
      const rule: RateLimitRule = rateLimits[limit];
      const now = ctx.clock.now();
      const counted = await count(ctx.db, rule, key, now);
      if (counted.hits <= rule.max) return true;
      if (rule.silent) return false;
      throw new RateLimited(secondsLeft(counted, now), refusal);
    },
    async refuseIfOver(limit, key, refusal) {
      if (!enabled) return;
      const rule: RateLimitRule = rateLimits[limit];
      const now = ctx.clock.now();
      const [row] = await ctx.db
        .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key}`);
      if (row && row.windowEndsAt > now && row.hits >= rule.max) {
        throw new RateLimited(secondsLeft(row, now), refusal);
      }
    },
    async clear(keyPrefix) {
      const escaped = keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      await ctx.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} like ${`${escaped}%`}`);
    },
    async sweep() {
      const gone = await ctx.db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowEndsAt, ctx.clock.now()))
        .returning({ key: rateLimitCounters.key });
      return gone.length;
    },
  };
}

/**
 * Applies each route's declared limits after its input is validated (a malformed call costs the
 * caller nothing and tells nothing) and before its handler. Public routes must declare limits:
 * a route without them is refused at start-up, as a route without access is.
 */
export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter) {
  app.addHook('onRoute', (options) => {
    const access = options.config?.access;
    if (access?.kind === 'public' && options.config?.rateLimits === undefined) {
      throw new Error(`public route ${String(options.method)} ${options.url} declares no rate limits`);
    }
  });
  app.addHook('preHandler', async (request) => {
    const declared = request.routeOptions.config?.rateLimits;
    if (!declared) return;
    for (const { limit, by } of declared) {
      await limiter.hit(
        limit,
        by === 'address' ? counterKey(limit, request.ip) : counterKey(limit, by(request)),
      );
    }
  });
}
