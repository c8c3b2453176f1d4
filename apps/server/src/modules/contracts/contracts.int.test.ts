import type { Contract, ContractDateEntry, ContractInput, Project } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { contractBody, insertAwardedProject } from '../../../test/contracts.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { movableClock } from '../../platform/clock.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

describe.each(databaseKinds())('contracts: Start Contract, dates and status on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let evaluator: Caller;
  let northwind: Caller;
  const at = () => ({ customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id });

  beforeAll(async () => {
    // Noon on 15 June 2026 in Toronto: "today" for every status below.
    t = await createTestApp(kind, { clock: movableClock(new Date('2026-06-15T16:00:00Z')) });
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function started(options: { durationMonths?: number } = {}) {
    const awarded = await insertAwardedProject(
      t,
      at(),
      [
        {
          companyName: 'Northern Paving',
          registered: true,
          awardAmount: 120000.5,
          awardDate: '2026-04-02',
          contractNumber: 'C-77',
        },
        { companyName: 'Hard Copy Ltd.', registered: false, awardAmount: 30000.25, awardDate: '2026-04-01' },
      ],
      options,
    );
    const response = await buyer.call('POST', '/Contracts', { projectId: awarded.projectId });
    expect(response.statusCode, response.body).toBe(200);
    const [contract] = valuesOf<Contract>(response);
    if (!contract) throw new Error('no contract');
    return { ...awarded, contract };
  }

  const save = (contract: Contract, changes: Partial<ContractInput>) =>
    buyer.call('PUT', `/Contracts/${contract.id}`, contractBody(contract, changes));

  it('starts a contract from the award: its registered companies, amounts, number and a term from the award date', async () => {
    const { projectId, vendorIds, contract } = await started({ durationMonths: 24 });
    expect(contract).toMatchObject({
      projectId,
      name: 'Winter road maintenance',
      number: 'C-77',
      status: 'Active',
      storedStatus: 'Active',
      amount: 150000.75,
      initialTerm: { start: '2026-04-01', end: '2028-03-31' },
      termEnd: '2028-03-31',
      allowedActions: ['close', 'cancel'],
      canEdit: true,
    });
    // The hard copy of an unregistered company has no supplier record to join with.
    expect(contract.vendors.map((v) => [v.vendorId, v.companyName, v.fromAward, v.isActive])).toEqual([
      [vendorIds[0], 'Northern Paving', true, true],
    ]);
    const [project] = valuesOf<Project>(await buyer.call('GET', `/Projects?projectId=${projectId}`));
    expect(project).toMatchObject({ phase: 'Contract', type: 'SOURCE_CONTRACT' });
    expect(valuesOf<Contract>(await buyer.call('GET', `/Contracts?projectId=${projectId}`))).toHaveLength(1);

    const again = await buyer.call('POST', '/Contracts', { projectId });
    expect(again.statusCode).toBe(409);
    expect(keys(again)).toBe('contractAlreadyStarted');
    const trail = await auditTrail(t, at().customerId, 'contract', contract.id);
    expect(trail.map((e) => e.action)).toEqual(['contract.created', 'contract.started']);
  });

  it('refuses to start before the award, and answers another agency as if the project did not exist', async () => {
    const { projectId } = await insertProject(t, at(), { status: 'Closed' });
    const early = await buyer.call('POST', '/Contracts', { projectId });
    expect(early.statusCode).toBe(409);
    expect(keys(early)).toBe('contractStartNeedsAward');
    expect(valuesOf(await buyer.call('GET', `/Contracts?projectId=${projectId}`))).toEqual([]);
    const { contract } = await started();
    expect((await northwind.call('GET', `/Contracts/${contract.id}`)).statusCode).toBe(404);
    expect(
      (await northwind.call('PUT', `/Contracts/${contract.id}/Status`, { action: 'close' })).statusCode,
    ).toBe(404);
    // The demo's evaluators hold no Contract right.
    expect((await evaluator.call('GET', `/Contracts/${contract.id}`)).statusCode).toBe(403);
  });

  it('gives a contract-only project its contract in Design from creation, started later without an award', async () => {
    const created = await buyer.call('POST', '/Projects', {
      name: 'Janitorial services',
      procurementMethod: 'Public',
      type: 'CONTRACT',
    });
    expect(created.statusCode, created.body).toBe(200);
    const projectId = valuesOf<Project>(created)[0]?.id ?? 0;
    const [design] = valuesOf<Contract>(await buyer.call('GET', `/Contracts?projectId=${projectId}`));
    expect(design).toMatchObject({ status: 'In Progress', allowedActions: ['start', 'cancel'], vendors: [] });
    const bad = await buyer.call('POST', '/Contracts', {
      projectId,
      initialTerm: { start: '2026-07-01', end: '2026-07-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(keys(bad)).toBe('contractInitialTermOrder');
    const go = await buyer.call('POST', '/Contracts', {
      projectId,
      initialTerm: { start: '2026-07-01', end: '2027-06-30' },
      amount: 5000,
      contigencyAmount: 500,
    });
    expect(valuesOf<Contract>(go)[0]).toMatchObject({
      id: design?.id,
      status: 'Active',
      amount: 5000,
      contigencyAmount: 500,
      termEnd: '2027-06-30',
    });
  });

  it('enforces every date-order rule of 000 §5 and writes nothing refused', async () => {
    const { contract } = await started();
    const refused = async (changes: Partial<ContractInput>, key: string, message?: string) => {
      const response = await save(contract, changes);
      expect(response.statusCode, response.body).toBe(400);
      expect(keys(response)).toBe(key);
      if (message) expect(response.body).toContain(message);
    };
    const same = { start: '2026-09-01', end: '2026-09-01' };
    await refused({ initialTerm: same }, 'contractInitialTermOrder');
    await refused({ initialTerm: { start: '2026-04-01', end: null } }, 'contractDatesRequired');
    await refused({ hasFirmPricingPeriod: true, firmPricing: same }, 'contractFirmPricingOrder');
    await refused({ hasWarrantyPeriod: true, warranty: { start: null, end: null } }, 'contractDatesRequired');
    await refused({ hasWarrantyPeriod: true, warranty: same }, 'contractWarrantyOrder');
    await refused(
      { hasOptionYears: true, optionTerms: [{ start: '2028-01-01', end: '2027-12-31', isTaken: false }] },
      'contractOptionalTermOrder',
    );
    await refused({ substantialCompletionDate: '2026-04-01' }, 'contractSubstantialCompletionOrder');
    // The term runs 1 April 2026 to the end of March 2027.
    await refused({ expiryNoticeDays: 400 }, 'contractExpiryNoticeBeyondTerm', '(364 days)');
    await refused({ amount: 10.001 }, 'invalidParameter');
    await refused({ name: '  ' }, 'nameRequired');
    const [unchanged] = valuesOf<Contract>(await buyer.call('GET', `/Contracts/${contract.id}`));
    expect(unchanged?.version).toBe(contract.version);

    const stale = await save(contract, { version: contract.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(keys(stale)).toBe('contractStaleVersion');
  });

  it('saves options, firm pricing and warranty; the term ends with the last option taken; DateList lists them', async () => {
    const { contract } = await started();
    const response = await save(contract, {
      initialTerm: { start: '2026-04-01', end: '2027-03-31' },
      hasOptionYears: true,
      optionTerms: [
        { start: '2027-04-01', end: '2028-03-31', isTaken: true },
        { start: '2028-04-01', end: '2029-03-31', isTaken: false },
      ],
      hasFirmPricingPeriod: true,
      firmPricing: { start: '2026-04-01', end: '2026-12-31' },
      hasWarrantyPeriod: true,
      warranty: { start: '2028-04-01', end: '2029-03-31' },
      substantialCompletionDate: '2026-10-15',
      expiryNoticeDays: 30,
      contigencyAmount: 10000,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [saved] = valuesOf<Contract>(response);
    expect(saved).toMatchObject({ termEnd: '2028-03-31', expiryNoticeDays: 30, contigencyAmount: 10000 });
    expect(saved?.optionTerms.map((o) => o.isTaken)).toEqual([true, false]);
    const list = valuesOf<ContractDateEntry>(await buyer.call('GET', `/Contracts/${contract.id}/DateList/`));
    expect(
      list.map((e) => `${e.termType}${e.option} ${e.start}..${e.end}${e.isTaken ? '' : ' (not taken)'}`),
    ).toEqual([
      'open0 2026-04-01..2027-03-31',
      'open1 2027-04-01..2028-03-31',
      'open2 2028-04-01..2029-03-31 (not taken)',
      'firm0 2026-04-01..2026-12-31',
      'warranty0 2028-04-01..2029-03-31',
    ]);
  });

  it('shows Warranty then Expired past its term; extending it asks first, then makes it Active', async () => {
    const { contract } = await started();
    const warranty = await save(contract, {
      initialTerm: { start: '2025-06-01', end: '2026-05-31' },
      hasWarrantyPeriod: true,
      warranty: { start: '2026-06-01', end: '2026-12-31' },
    });
    const [underWarranty] = valuesOf<Contract>(warranty);
    expect(underWarranty?.status).toBe('Warranty');
    if (!underWarranty) return;
    const [expired] = valuesOf<Contract>(
      await save(underWarranty, {
        hasWarrantyPeriod: true,
        warranty: { start: '2026-06-01', end: '2026-06-14' },
      }),
    );
    expect(expired?.status).toBe('Expired');
    if (!expired) return;
    const extend = { initialTerm: { start: '2025-06-01', end: '2026-08-31' } };
    const asked = await save(expired, extend);
    expect(asked.statusCode).toBe(409);
    expect(keys(asked)).toBe('contractReactivateConfirm');
    const [active] = valuesOf<Contract>(await save(expired, { ...extend, confirmReactivate: true }));
    expect(active).toMatchObject({ status: 'Active', termEnd: '2026-08-31' });
    const trail = await auditTrail(t, at().customerId, 'contract', contract.id);
    expect(trail.map((e) => e.action)).toContain('contract.reactivated');
  });

  it('closes, reopens a closed contract by extending it, cancels with a reason, and then refuses changes', async () => {
    const { contract } = await started();
    const [closed] = valuesOf<Contract>(
      await buyer.call('PUT', `/Contracts/${contract.id}/Status`, { action: 'close' }),
    );
    expect(closed).toMatchObject({ status: 'Closed', allowedActions: ['archive'] });
    expect(closed?.closedAt).not.toBeNull();
    const twice = await buyer.call('PUT', `/Contracts/${contract.id}/Status`, { action: 'close' });
    expect(twice.statusCode).toBe(409);
    expect(keys(twice)).toBe('contractActionNotAllowed');
    if (!closed) return;
    const [reopened] = valuesOf<Contract>(
      await save(closed, {
        initialTerm: { start: '2026-04-01', end: '2027-12-31' },
        confirmReactivate: true,
      }),
    );
    expect(reopened).toMatchObject({ status: 'Active', closedAt: null });

    const [cancelled] = valuesOf<Contract>(
      await buyer.call('PUT', `/Contracts/${contract.id}/Status`, {
        action: 'cancel',
        reason: 'Funding withdrawn',
      }),
    );
    expect(cancelled).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Funding withdrawn',
      allowedActions: [],
    });
    if (!cancelled) return;
    const locked = await save(cancelled, { description: 'late change' });
    expect(locked.statusCode).toBe(409);
    expect(keys(locked)).toBe('contractNotEditable');
    const archive = await buyer.call('PUT', `/Contracts/${contract.id}/Status`, { action: 'archive' });
    expect(archive.statusCode).toBe(409);
    const unknown = await buyer.call('PUT', `/Contracts/${contract.id}/Status`, { action: 'reopen' });
    expect(unknown.statusCode).toBe(400);
  });

  it('archives a closed contract', async () => {
    const { contract } = await started();
    await buyer.call('PUT', `/Contracts/${contract.id}/Status`, { action: 'close' });
    const [archived] = valuesOf<Contract>(
      await buyer.call('PUT', `/Contracts/${contract.id}/Status`, { action: 'archive' }),
    );
    expect(archived).toMatchObject({ status: 'Closed-Archived', allowedActions: [] });
  });
});
