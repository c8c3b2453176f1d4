import type { Licence, OwnLicence } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import { movableClock } from '../../platform/clock.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { useTransaction } from './transactions.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

describe.each(databaseKinds())('contract builder licences on %s', (kind) => {
  let t: TestApp;
  let support: Caller;
  let admin: Caller;
  let northwindAdmin: Caller;

  beforeAll(async () => {
    // 15 June 2026 in Toronto.
    t = await createTestApp(kind, { clock: movableClock(new Date('2026-06-15T16:00:00Z')) });
    support = await signedInCaller(t, 'siteadmin@demo.procura.local');
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    northwindAdmin = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
  });
  afterAll(async () => {
    await t?.close();
  });

  const period = (start: string, end: string, over: Record<string, unknown> = {}) => ({
    dateStartUTC: start,
    dateEndUTC: end,
    transactionPurchased: 30,
    pricePerTransaction: 12.5,
    ...over,
  });

  it('is managed by product support only, one licence per agency, under every billing-period rule', async () => {
    const agencies = valuesOf<{ id: number; customerName: string }>(
      await support.call('GET', '/ContractBuilderLicenseConfiguration/Agencies'),
    );
    const northwind = agencies.find((a) => a.customerName === 'Northwind County');
    expect(northwind).toBeDefined();
    const body = {
      licensedCustomerId: northwind?.id,
      allowContractBuilder: true,
      contactEmail: 'licence@northwind.test',
      billingPeriods: [period('2025-06-01', '2026-05-31'), period('2026-06-01', '2027-05-31')],
    };
    // An agency's administrator is not product support, whatever the agency.
    expect((await admin.call('POST', '/ContractBuilderLicenseConfiguration', body)).statusCode).toBe(403);
    expect((await northwindAdmin.call('GET', '/ContractBuilderLicenseConfiguration/All')).statusCode).toBe(
      403,
    );

    const refused = async (changes: Record<string, unknown>, key: string) => {
      const response = await support.call('POST', '/ContractBuilderLicenseConfiguration', {
        ...body,
        ...changes,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(keys(response)).toContain(key);
    };
    await refused({ billingPeriods: [] }, 'licenceBillingPeriodRequired');
    await refused({ contactEmail: 'nobody' }, 'errorInvalidEmail');
    await refused({ billingPeriods: [period('2026-06-01', '2026-06-01')] }, 'licenceBillingPeriodOrder');
    await refused(
      { billingPeriods: [period('2025-06-01', '2026-06-01'), period('2026-06-01', '2027-05-31')] },
      'licenceBillingPeriodOverlap',
    );
    await refused(
      { billingPeriods: [period('2026-06-01', '2027-05-31', { transactionPurchased: 2.5 })] },
      'licencePurchasedWhole',
    );
    await refused(
      { billingPeriods: [period('2026-06-01', '2027-05-31', { pricePerTransaction: null })] },
      'licenceBillingPeriodIncomplete',
    );

    const created = await support.call('POST', '/ContractBuilderLicenseConfiguration', body);
    expect(created.statusCode, created.body).toBe(200);
    const [licence] = valuesOf<Licence>(created);
    expect(licence).toMatchObject({
      node: { id: northwind?.id, customerName: 'Northwind County' },
      reminders: { remainingTransactionCount: 30 },
    });
    expect(licence?.billingPeriods.map((p) => p.status)).toEqual(['Expired', 'Current']);
    const twice = await support.call('POST', '/ContractBuilderLicenseConfiguration', body);
    expect(twice.statusCode).toBe(409);
    expect(keys(twice)).toBe('licenceAgencyAlreadyLicensed');
    const offered = valuesOf<{ id: number }>(
      await support.call('GET', '/ContractBuilderLicenseConfiguration/Agencies'),
    );
    expect(offered.map((a) => a.id)).not.toContain(northwind?.id);
    expect(licence?.auditEvent.map((e) => e.userFriendlyMessage)).toEqual(['Licence created']);
  });

  it('uses a transaction per envelope, reminds at 25, 5 and 0 left, then has none left; used periods stay', async () => {
    const demoId = admin.info.customer.id;
    const created = await support.call('POST', '/ContractBuilderLicenseConfiguration', {
      licensedCustomerId: demoId,
      allowContractBuilder: true,
      contactEmail: 'licence@demo.test',
      billingPeriods: [period('2026-01-01', '2026-12-31', { transactionPurchased: 26 })],
    });
    const [licence] = valuesOf<Licence>(created);
    if (!licence) throw new Error(created.body);
    const actor = { customerId: demoId, nodeId: admin.info.tenderNode.id, userId: admin.info.user.id };
    const use = () =>
      inTenant(t.database.db, demoId, (tx) => useTransaction(tx, t.ctx, actor, { envelope: 'test' }));
    expect(await use()).toBe(25);
    expect(
      (await outboxMailTo(t, 'licence@demo.test', 'contractBuilderReminder')).map((m) => m.subject),
    ).toEqual(['25 envelopes left']);
    for (let i = 0; i < 25; i++) await use();
    const subjects = (await outboxMailTo(t, 'licence@demo.test', 'contractBuilderReminder')).map(
      (m) => m.subject,
    );
    expect(subjects).toEqual(['25 envelopes left', '5 envelopes left', 'No envelopes left']);
    await expect(use()).rejects.toMatchObject({ status: 409, problems: [{ key: 'noEnvelopesLeft' }] });
    const [own] = valuesOf<OwnLicence>(await admin.call('GET', '/ContractBuilderLicenseConfiguration'));
    expect(own).toMatchObject({
      allowContractBuilder: true,
      remainingTransactionCount: 0,
      currentPeriodEnd: '2026-12-31',
    });

    const [saved] = valuesOf<Licence>(
      await support.call('GET', `/ContractBuilderLicenseConfiguration/${licence.id}`),
    );
    const used = saved?.billingPeriods[0];
    expect(used?.transactionUsed).toBe(26);
    const put = (billingPeriods: unknown[]) =>
      support.call('PUT', `/ContractBuilderLicenseConfiguration/${licence.id}`, {
        allowContractBuilder: true,
        contactEmail: 'licence@demo.test',
        billingPeriods,
      });
    const below = await put([
      { ...period('2026-01-01', '2026-12-31', { transactionPurchased: 25 }), id: used?.id },
    ]);
    expect(keys(below)).toBe('licencePurchasedBelowUsed');
    const dropped = await put([period('2027-01-01', '2027-12-31')]);
    expect(keys(dropped)).toBe('licencePeriodInUse');
    const topped = await put([
      { ...period('2026-01-01', '2026-12-31', { transactionPurchased: 40 }), id: used?.id },
    ]);
    expect(valuesOf<Licence>(topped)[0]?.reminders.remainingTransactionCount).toBe(14);
    expect(await use()).toBe(13);

    const [summary] = valuesOf<{ purchased: number; completed: number }>(
      await support.call('GET', '/ContractBuilderLicenseConfiguration/Summary'),
    );
    expect(summary?.completed).toBeGreaterThanOrEqual(27);
    await support.call('PUT', `/ContractBuilderLicenseConfiguration/${licence.id}`, {
      allowContractBuilder: false,
      contactEmail: 'licence@demo.test',
      billingPeriods: [{ ...period('2026-01-01', '2026-12-31', { transactionPurchased: 40 }), id: used?.id }],
    });
    await expect(use()).rejects.toMatchObject({
      status: 409,
      problems: [{ key: 'contractBuilderNotLicensed' }],
    });
  });
});
