import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, suiteDatabaseKinds, type TestApp } from '../../test/harness.ts';
import { approverCookie } from '../../test/security/approval-world.ts';
import { signerCookie } from '../../test/security/envelope-world.ts';
import { shapeOf } from '../../test/security/probes.ts';
import {
  type Prober,
  probeAgencyPath,
  probeIds,
  probeTenantPath,
  Tally,
} from '../../test/security/runner.ts';
import { type AgencyWorld, buildAgencyWorld, portalProber, supportIds } from '../../test/security/world.ts';

/**
 * Tenant isolation (issue 7): on every route of the inventory and every id parameter its zod
 * schemas name, an id of another agency must answer exactly as an id that exists nowhere, and
 * show nothing of the other agency's row; the tenant path and the portal's agency likewise.
 */
describe.each(suiteDatabaseKinds())('tenant isolation on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let demo: AgencyWorld;
  let northwind: AgencyWorld;
  let staff: Prober[];
  let suppliers: Prober[];
  let anonymous: Prober[];
  let approvers: Prober[];
  let signers: Prober[];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-tenancy-'));
    t = await createTestApp(kind, { config: { dataDir } });
    demo = await buildAgencyWorld(t, 'demo', 'Qdemomark', ['City of Demo', 'Tremblay', 'Raman']);
    northwind = await buildAgencyWorld(t, 'northwind', 'Qnorthwindmark', ['Northwind', 'Whitfield']);
    const extra = await supportIds(t);
    const staffOf = async (username: string, own: AgencyWorld, foreign: AgencyWorld): Promise<Prober> => {
      const session = await signIn(t, username, own.domain);
      return { label: username, cookie: session.cookie, own, foreign, extra };
    };
    staff = [
      await staffOf('admin@demo.procura.local', demo, northwind),
      await staffOf('lead@demo.procura.local', demo, northwind),
      await staffOf('buyer@demo.procura.local', demo, northwind),
      await staffOf('evaluator@demo.procura.local', demo, northwind),
      await staffOf('admin@northwind.procura.local', northwind, demo),
    ];
    const supplierOf = async (own: AgencyWorld, foreign: AgencyWorld): Promise<Prober> => {
      const supplier = await portalProber(t, own);
      return { label: `supplier of ${own.domain}`, cookie: supplier.cookie, own, foreign, extra };
    };
    suppliers = [await supplierOf(demo, northwind), await supplierOf(northwind, demo)];
    approvers = [
      {
        label: 'approver of demo',
        cookie: await approverCookie(t, demo.approval),
        own: demo,
        foreign: northwind,
        extra,
      },
      {
        label: 'approver of northwind',
        cookie: await approverCookie(t, northwind.approval),
        own: northwind,
        foreign: demo,
        extra,
      },
    ];
    signers = [
      {
        label: 'signer of demo',
        cookie: await signerCookie(t, demo.envelope),
        own: demo,
        foreign: northwind,
        extra,
      },
      {
        label: 'signer of northwind',
        cookie: await signerCookie(t, northwind.envelope),
        own: northwind,
        foreign: demo,
        extra,
      },
    ];
    anonymous = [
      { label: 'anonymous on demo', cookie: null, own: demo, foreign: northwind, extra },
      { label: 'anonymous on northwind', cookie: null, own: northwind, foreign: demo, extra },
    ];
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers another agency's ids as missing ones on every route, id parameter and role", async () => {
    const tally = new Tally();
    const only = process.env.PROBE_ONLY ? new RegExp(process.env.PROBE_ONLY) : null;
    const shapes = t.routes
      .map(shapeOf)
      .filter((s) => !only || only.test(`${s.route.method} ${s.route.url}`));
    for (const [index, shape] of shapes.entries()) {
      const before = tally.findings.length;
      // Both administrators probe every route; the other roles, and the tenant path, take turns.
      const turn = <T>(list: T[]) => list[index % list.length] as T;
      const probers =
        shape.area === 'supplier'
          ? suppliers
          : shape.area === 'public'
            ? anonymous
            : shape.area === 'approver'
              ? approvers
              : shape.area === 'signer'
                ? signers
                : [staff[0], staff[4], turn(staff.slice(1, 4))].filter((p): p is Prober => p !== undefined);
      if (shape.area === 'tenant') await probeTenantPath(t, shape, turn(staff), tally);
      for (const prober of probers) {
        if (shape.area === 'supplier') await probeAgencyPath(t, shape, prober, tally);
        await probeIds(t, shape, prober, tally);
      }
      if (process.env.PROBE_DEBUG) console.info(tally.findings.slice(before).join('\n'));
    }
    console.info(`tenant isolation: ${tally.probes} probes, ${tally.findings.length} leaks`);
    console.info(
      `tenant isolation: ${tally.reached} of ${tally.fields} id fields of reads answered A's own id differently from a missing one (the probe reached the lookup)`,
    );
    if (tally.uncovered.size)
      console.info(
        `tenant isolation: id fields with no row of their kind yet: ${[...tally.uncovered].join('; ')}`,
      );
    if (tally.findings.length) {
      console.info([...tally.perRoute].map(([route, count]) => `${count}\t${route}`).join('\n'));
      console.info(tally.findings.slice(0, 200).join('\n'));
    }
    expect(tally.findings).toEqual([]);
    expect(tally.probes).toBeGreaterThanOrEqual(10_000);
  }, 900_000);
});
