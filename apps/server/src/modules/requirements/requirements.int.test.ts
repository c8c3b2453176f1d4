import { type Requirements, requirementSections } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('submission requirement sections on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const newProject = (overrides: Parameters<typeof insertProject>[2] = {}) =>
    insertProject(t, { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id }, overrides);
  const load = async (tenderId: number, caller = buyer) =>
    valuesOf<Requirements>(
      await caller.call('GET', `/TenderRequirements?tenderId=${tenderId}`),
    )[0] as Requirements;
  const save = (body: Record<string, unknown>, caller = buyer) =>
    caller.call('PUT', '/TenderRequirements', body);

  it('answers every section, not included and empty, before the first save', async () => {
    const { tenderId } = await newProject();
    const requirements = await load(tenderId);
    expect(requirements).toEqual({
      tenderId,
      sections: Object.fromEntries(requirementSections.map((s) => [s, { isIncluded: false }])),
      texts: Object.fromEntries(requirementSections.map((s) => [s, ''])),
      specificationsTitle: '',
      bondTitle: '',
      allowDigitalBonds: false,
      lock: null,
      completedSubmissions: 0,
      version: 0,
    });
  });

  it('saves sections, texts and titles, keeps what a save leaves out, and audits what changed', async () => {
    const { projectId, tenderId } = await newProject();
    const first = await save({
      tenderId,
      version: 0,
      sections: { Instructions: { isIncluded: true }, Security: { isIncluded: true } },
      texts: { Instructions: '<p>Read everything.</p>' },
      specificationsTitle: '  Technical Specifications 2  ',
      bondTitle: 'Bid security',
      allowDigitalBonds: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = valuesOf<Requirements>(first)[0];
    expect(saved).toMatchObject({
      version: 1,
      specificationsTitle: 'Technical Specifications 2',
      bondTitle: 'Bid security',
      allowDigitalBonds: true,
    });
    expect(saved?.sections.Instructions).toEqual({ isIncluded: true });
    expect(saved?.sections.Terms).toEqual({ isIncluded: false });
    expect(saved?.texts.Instructions).toBe('<p>Read everything.</p>');

    // The Terms page saves its own part; the rest stays as it was.
    const long = `<p>${'Liability is limited. '.repeat(30)}</p>`;
    const second = await save({
      tenderId,
      version: 1,
      sections: { Terms: { isIncluded: true }, Security: { isIncluded: false } },
      texts: { Terms: long },
    });
    expect(second.statusCode, second.body).toBe(200);
    const merged = valuesOf<Requirements>(second)[0];
    expect(merged).toMatchObject({ version: 2, bondTitle: 'Bid security', allowDigitalBonds: true });
    expect(merged?.sections).toMatchObject({
      Instructions: { isIncluded: true },
      Terms: { isIncluded: true },
      Security: { isIncluded: false },
    });
    expect(merged?.texts).toMatchObject({ Instructions: '<p>Read everything.</p>', Terms: long });
    expect(await load(tenderId)).toEqual(merged);

    // Saving what is already stored writes nothing: no new version, no audit event.
    const same = await save({ tenderId, version: 2, bondTitle: 'Bid security' });
    expect(valuesOf<Requirements>(same)[0]?.version).toBe(2);

    const trail = await auditTrail(t, buyer.info.customer.id, 'tender', tenderId);
    expect(trail.map((e) => [e.action, e.projectId])).toEqual([
      ['tenderRequirements.updated', projectId],
      ['tenderRequirements.updated', projectId],
    ]);
    expect(trail[0]?.after).toEqual({
      sections: { Instructions: true, Security: true },
      texts: { Instructions: '<p>Read everything.</p>' },
      specificationsTitle: 'Technical Specifications 2',
      bondTitle: 'Bid security',
      allowDigitalBonds: true,
    });
    // A long text is recorded by its size and hash, not whole.
    expect(trail[1]?.before).toEqual({ sections: { Terms: false, Security: true }, texts: { Terms: '' } });
    expect(trail[1]?.after).toEqual({
      sections: { Terms: true, Security: false },
      texts: { Terms: { length: long.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } },
    });
  });

  it('sanitises the texts on the server: scripts, handlers and javascript links go, images and https links stay', async () => {
    const { tenderId } = await newProject();
    const image =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const dirty = [
      '<p>Terms<script>alert(1)</script></p>',
      '<p><img src="x" onerror="alert(2)"></p>',
      '<p><a href="javascript:alert(3)">click</a></p>',
      `<p><img src="${image}" alt="logo"></p>`,
      '<p><a href="https://procura.example/terms">full terms</a></p>',
    ].join('');
    const response = await save({ tenderId, version: 0, texts: { Terms: dirty } });
    expect(response.statusCode, response.body).toBe(200);
    const text = (await load(tenderId)).texts.Terms;
    expect(text).not.toMatch(/script|alert|onerror|javascript:/i);
    expect(text).toContain(`<img src="${image}" alt="logo" />`);
    expect(text).toContain('<a href="https://procura.example/terms">full terms</a>');
    expect(text).toContain('<a>click</a>');
  });

  it('refuses a stale version, a special character in the specification title and bad input', async () => {
    const { tenderId } = await newProject();
    expect((await save({ tenderId, version: 0, bondTitle: 'Bid bond' })).statusCode).toBe(200);
    const stale = await save({ tenderId, version: 0, bondTitle: 'Performance bond' });
    expect(stale.statusCode).toBe(409);
    expect(keys(stale)).toBe('requirementsStaleVersion');
    const ahead = await save({ tenderId, version: 5, bondTitle: 'Performance bond' });
    expect(keys(ahead)).toBe('requirementsStaleVersion');
    const fresh = await newProject();
    expect(keys(await save({ tenderId: fresh.tenderId, version: 1, bondTitle: 'x' }))).toBe(
      'requirementsStaleVersion',
    );

    const hash = await save({ tenderId, version: 1, specificationsTitle: 'Specs #2' });
    expect(hash.statusCode).toBe(400);
    expect(keys(hash)).toBe('specificationTitleInvalid');
    // Letters of any script, digits and spaces are fine.
    expect(
      (await save({ tenderId, version: 1, specificationsTitle: 'Devis technique 2 éléments' })).statusCode,
    ).toBe(200);

    for (const body of [
      { tenderId, version: 2, sections: { Pricing: { isIncluded: true } } },
      { tenderId, version: 2, sections: { Terms: { isIncluded: 'yes' } } },
      { tenderId, version: 2, texts: { Terms: 'x'.repeat(500_001) } },
      { tenderId, version: -1 },
      { tenderId: 'abc', version: 2 },
      { version: 2 },
    ]) {
      const refused = await save(body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    expect((await load(tenderId)).version).toBe(2);
    expect((await buyer.call('GET', '/TenderRequirements?tenderId=abc')).statusCode).toBe(400);
    expect((await buyer.call('GET', '/TenderRequirements')).statusCode).toBe(400);
  });

  it('keeps requirements within their agency and node, and needs the Build rights to change them', async () => {
    const { tenderId } = await newProject();
    const otherNode = await insertProject(t, {
      customerId: buyer.info.customer.id,
      nodeId: buyer.info.customerNode.id,
    });
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    for (const [caller, id] of [
      [northwind, tenderId],
      [buyer, otherNode.tenderId],
      [buyer, 999_999],
    ] as const) {
      expect((await caller.call('GET', `/TenderRequirements?tenderId=${id}`)).statusCode).toBe(404);
      expect((await save({ tenderId: id, version: 0, bondTitle: 'Mine' }, caller)).statusCode).toBe(404);
      expect((await caller.call('POST', `/TenderRequirements/Unlock?tenderId=${id}`)).statusCode).toBe(404);
    }

    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    expect((await load(tenderId, evaluator)).version).toBe(0);
    expect((await save({ tenderId, version: 0, bondTitle: 'Viewer' }, evaluator)).statusCode).toBe(403);
    expect((await evaluator.call('POST', `/TenderRequirements/Unlock?tenderId=${tenderId}`)).statusCode).toBe(
      403,
    );
    expect((await load(tenderId)).bondTitle).toBe('');
  });
});
