import type { Project } from '@procura/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../test/api.ts';
import { type Chain, seededRng, tamperings } from '../../test/audit-tampering.ts';
import { createTestApp, jsonHeaders, suiteDatabaseKinds, type TestApp } from '../../test/harness.ts';
import { saveBody } from '../../test/projects.ts';
import { auditChainHeads, auditEvents } from '../db/schema/index.ts';
import { recordAudit, verifyAuditChain } from '../platform/audit.ts';
import { asSystem, inTenant } from '../platform/tenancy.ts';

const trials = 1000;
const seed = Number(process.env.AUDIT_TAMPER_SEED ?? Date.now() % 2 ** 31);

/** Payloads as real events carry them: nested, with nulls, quotes, accents and other scripts. */
function payload(rng: () => number, depth = 0): unknown {
  const roll = rng();
  if (depth > 2 || roll < 0.3) {
    return [
      null,
      true,
      Math.round(rng() * 1e6) / 100,
      "O'Brien & Sons",
      'Café ✓ 東京 "quoted"',
      new Date(1_790_000_000_000 + Math.floor(rng() * 1e9)).toISOString(),
    ][Math.floor(rng() * 6)];
  }
  if (roll < 0.45) return Array.from({ length: 1 + Math.floor(rng() * 3) }, () => payload(rng, depth + 1));
  const keys = ['status', 'name', 'dateClosing', 'estimatedValue', 'categoryIds', 'settings', 'note'];
  return Object.fromEntries(
    keys.filter(() => rng() < 0.5).map((key) => [key, payload(rng, depth + 1)] as const),
  );
}

/** A working day of both agencies through the API, and events of every shape through recordAudit. */
async function writeRealisticChains(t: TestApp) {
  const rng = seededRng(7);
  const failSignIn = (username: string, domain: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: jsonHeaders,
      payload: { username, password: 'Wrong!Password1', domain },
    });
  const lead = await signedInCaller(t, 'lead@demo.procura.local');
  const buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
  await failSignIn('evaluator@demo.procura.local', 'demo');
  await failSignIn('admin@northwind.procura.local', 'northwind');
  for (const [caller, name] of [
    [lead, 'Main Street resurfacing'],
    [lead, "Children's library roof"],
    [northwind, 'Harbour dredging'],
  ] as const) {
    t.clock.advance(60_000);
    const created = await caller.call('POST', '/Projects', { name, procurementMethod: 'Public' });
    expect(created.statusCode, created.body).toBe(200);
    const project = valuesOf<Project>(created)[0] as Project;
    const saved = await caller.call(
      'PUT',
      '/Projects',
      saveBody(project, { description: `Scope of ${name}` }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    if (caller === lead) {
      const note = await buyer.call('POST', '/ProjectJournals', {
        projectId: project.id,
        note: 'Kick-off held',
      });
      expect(note.statusCode, note.body).toBe(200);
    }
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/login/signoff',
    headers: { ...jsonHeaders, cookie: buyer.cookie },
  });
  for (const customerId of [t.seed.demoCustomerId, t.seed.northwindCustomerId]) {
    for (let i = 0; i < 40; i++) {
      t.clock.advance(Math.floor(rng() * 3_600_000));
      await inTenant(t.database.db, customerId, (tx) =>
        recordAudit(tx, t.clock, {
          customerId,
          actorUserId: rng() < 0.8 ? 1 + Math.floor(rng() * 5) : null,
          actorLabel: rng() < 0.5 ? 'system' : `user:${Math.floor(rng() * 9)}`,
          action: ['project.updated', 'submission.unsealed', 'bid.submitted', 'user.updated'][
            i % 4
          ] as string,
          entityType: ['project', 'submission', 'user'][i % 3] as string,
          entityId: rng() < 0.9 ? Math.floor(rng() * 1000) : null,
          before: rng() < 0.7 ? payload(rng) : null,
          after: rng() < 0.85 ? payload(rng) : null,
          projectId: rng() < 0.6 ? 1 + Math.floor(rng() * 50) : null,
          companyName: rng() < 0.4 ? "Acme Paving Ltd. (O'Hara)" : null,
        }),
      );
    }
  }
}

describe.each(suiteDatabaseKinds())('audit chain tampering on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await writeRealisticChains(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const agencies = () => [t.seed.demoCustomerId, t.seed.northwindCustomerId] as const;

  /** Why a statement failed, driver wrappers included. */
  async function failureOf(work: Promise<unknown>): Promise<string> {
    try {
      await work;
      return 'succeeded';
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      return `${String(error)} ${cause ? String(cause) : ''}`;
    }
  }

  it('keeps the application role from changing or removing audit events and heads', async () => {
    const [demo] = agencies();
    const asApp = (statement: ReturnType<typeof sql>) =>
      t.database.db.transaction(async (tx) => {
        // On PostgreSQL the pool already is procura_app; PGlite's one session is a superuser.
        await tx.execute(sql`set local role procura_app`);
        await tx.execute(sql`select set_config('procura.customer_id', ${String(demo)}, true)`);
        await tx.execute(statement);
      });
    const refusals = [
      sql`update audit_events set after = '{"forged": true}' where customer_id = ${demo}`,
      sql`delete from audit_events where customer_id = ${demo}`,
      sql`truncate audit_events`,
      sql`delete from audit_chain_heads where customer_id = ${demo}`,
    ];
    for (const statement of refusals) {
      expect(await failureOf(asApp(statement))).toMatch(/permission denied/);
    }
    // Appending stays the application's right, in that same role.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role procura_app`);
      await tx.execute(sql`select set_config('procura.customer_id', ${String(demo)}, true)`);
      await recordAudit(tx, t.clock, {
        customerId: demo,
        actorUserId: null,
        actorLabel: 'system',
        action: 'security.appendChecked',
        entityType: 'test',
      });
    });
    expect(await verifyAuditChain(t.database.db, demo)).toMatchObject({ ok: true });
    console.info(`audit chain: application role refused ${refusals.length} of ${refusals.length} changes`);
  });

  it(`detects ${trials} random tampering trials (edit, delete, insert, reorder, move, head)`, async () => {
    const [demo, northwind] = agencies();
    const chainOf = async (customerId: number): Promise<Chain> => {
      const [events, [head]] = await asSystem(t.database.db, (tx) =>
        Promise.all([
          tx
            .select()
            .from(auditEvents)
            .where(eq(auditEvents.customerId, customerId))
            .orderBy(auditEvents.seq),
          tx.select().from(auditChainHeads).where(eq(auditChainHeads.customerId, customerId)),
        ]),
      );
      if (!head || events.length < 10) throw new Error(`agency ${customerId} has too short a chain`);
      return { customerId, events, head };
    };
    const chains = [await chainOf(demo), await chainOf(northwind)] as const;
    for (const chain of chains) {
      expect(await verifyAuditChain(t.database.db, chain.customerId)).toEqual({
        ok: true,
        events: chain.events.length,
      });
    }
    const scope = `customer_id in (${demo}, ${northwind})`;
    await t.database.execOwner(
      `drop table if exists tampering_events; drop table if exists tampering_heads;
       create table tampering_events as select * from audit_events where ${scope};
       create table tampering_heads as select * from audit_chain_heads where ${scope};`,
    );
    const restore = `delete from audit_events where ${scope}; insert into audit_events select * from tampering_events;
      delete from audit_chain_heads where ${scope}; insert into audit_chain_heads select * from tampering_heads;`;

    console.info(`audit chain: seed ${seed} (AUDIT_TAMPER_SEED=${seed} repeats this run)`);
    const rng = seededRng(seed);
    const kinds = Object.keys(tamperings);
    const perKind = new Map<string, number>();
    const undetected: string[] = [];
    for (let trial = 0; trial < trials; trial++) {
      // Every kind once, then kinds at random.
      const name = (trial < kinds.length ? kinds[trial] : kinds[Math.floor(rng() * kinds.length)]) as string;
      const victim = rng() < 0.5 ? 0 : 1;
      const tampering = tamperings[name]?.(chains[victim], chains[1 - victim] as Chain, rng);
      if (!tampering) throw new Error(`no tampering ${name}`);
      await t.database.execOwner(tampering.sql);
      const verdicts = await Promise.all(chains.map((c) => verifyAuditChain(t.database.db, c.customerId)));
      if (verdicts.every((v) => v.ok)) undetected.push(`${name}: ${tampering.what} (trial ${trial})`);
      perKind.set(name, (perKind.get(name) ?? 0) + 1);
      await t.database.execOwner(restore);
      if (trial % 100 === 99) {
        for (const chain of chains)
          expect((await verifyAuditChain(t.database.db, chain.customerId)).ok).toBe(true);
      }
    }
    await t.database.execOwner('drop table tampering_events; drop table tampering_heads;');
    console.info(
      `audit chain: ${kinds.length} kinds over ${chains[0].events.length} + ${chains[1].events.length} events: ${[
        ...perKind,
      ]
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    console.info(`audit chain: ${trials} tampering trials, ${trials - undetected.length} detected`);
    expect(undetected).toEqual([]);
  }, 300_000);
});
