import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valuesOf } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/harness.ts';
import {
  type IntakeWorld,
  insertRequest,
  intakeWorld,
  keys,
  requestRow,
} from '../../../test/intake-staff.ts';
import { createReferences } from '../../../test/projects.ts';
import {
  dropdownOptions,
  projects,
  routePermissions,
  tenderInvitations,
  tenderMeetings,
  tenders,
} from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

describe.each(databaseKinds())('a project from an approved intake request on %s', (kind) => {
  let w: IntakeWorld;
  let refs: Awaited<ReturnType<typeof createReferences>>;
  let bidTypeId: number;
  const create = (intakeRequestId: number, change: Record<string, unknown> = {}) =>
    w.buyer.call('POST', '/Projects', {
      name: 'Resurfacing 2026',
      procurementMethod: 'Public',
      intakeRequestId,
      ...change,
    });
  const projectsOf = (intakeRequestId: number) =>
    asSystem(w.t.database.db, (tx) =>
      tx
        .select()
        .from(projects)
        .where(
          and(eq(projects.customerId, w.place.customerId), eq(projects.intakeRequestId, intakeRequestId)),
        ),
    );

  beforeAll(async () => {
    w = await intakeWorld(kind);
    refs = await createReferences(w.admin);
    bidTypeId = await asSystem(w.t.database.db, async (tx) => {
      const [row] = await tx
        .insert(dropdownOptions)
        .values({ customerId: w.place.customerId, list: 'tenderType', name: 'Request for Tender' })
        .returning({ id: dropdownOptions.id });
      return row?.id ?? 0;
    });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('makes exactly one project with the request’s fields, meetings and invitations, and links the request', async () => {
    const id = await insertRequest(w, w.place, {
      status: 2,
      projectName: 'Road resurfacing',
      departmentId: refs.departmentId,
      divisionId: refs.divisionId,
      procurementLeadId: w.buyer.info.user.id,
      classification: 'Construction',
      description: 'Resurface Main Street.',
      bidTypeId,
      categoryIds: [refs.categoryId],
      isSiteVisit: true,
      locations: [
        {
          streetAddress: '1 Main St',
          unit: '',
          city: 'Toronto',
          province: 'ON',
          postalCode: '',
          country: '',
        },
        { streetAddress: '', unit: '', city: '', province: '', postalCode: '', country: '' },
      ],
      estimatedPostingDate: '2026-04-01 12:00:00',
      supplierEmails: 'paving@sup.example;asphalt@sup.example;PAVING@sup.example',
      projectBudget: '250000.00',
      estimatedTotalProjectValue: '500000.00',
    });
    const created = await create(id);
    expect(created.statusCode, created.body).toBe(200);
    const [project] = valuesOf<{ id: number }>(created);
    const rows = await projectsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: project?.id,
      name: 'Resurfacing 2026',
      departmentId: refs.departmentId,
      divisionId: refs.divisionId,
      projectLeadId: w.buyer.info.user.id,
      description: 'Resurface Main Street.',
      classification: 'Construction',
      categoryIds: [refs.categoryId],
      estimatedAnnualValue: '250000.00',
      estimatedValue: '500000.00',
      procurementMethod: 'Public',
    });
    const projectId = rows[0]?.id ?? 0;
    const { tender, meetings, invitations } = await asSystem(w.t.database.db, async (tx) => {
      const [source] = await tx
        .select()
        .from(tenders)
        .where(and(eq(tenders.customerId, w.place.customerId), eq(tenders.projectId, projectId)));
      const at = and(
        eq(tenderMeetings.customerId, w.place.customerId),
        eq(tenderMeetings.tenderId, source?.id ?? 0),
      );
      const invited = and(
        eq(tenderInvitations.customerId, w.place.customerId),
        eq(tenderInvitations.tenderId, source?.id ?? 0),
      );
      return {
        tender: source,
        meetings: await tx.select().from(tenderMeetings).where(at),
        invitations: await tx.select().from(tenderInvitations).where(invited),
      };
    });
    expect(tender?.settings).toMatchObject({ typeId: bidTypeId, hasSiteMeetings: true });
    // 12:00 on the posting day in Toronto (EDT, UTC-4).
    expect(tender?.dateAvailable?.toISOString()).toBe('2026-04-01T16:00:00.000Z');
    expect(
      meetings.map((m) => ({ location: m.location, mandatory: m.isMandatory, date: m.date?.toISOString() })),
    ).toEqual([{ location: '1 Main St, Toronto, ON', mandatory: false, date: '9999-12-31T23:59:59.000Z' }]);
    expect(invitations.map((i) => i.email).sort()).toEqual(['asphalt@sup.example', 'paving@sup.example']);
    expect((await requestRow(w, w.place.customerId, id))?.projectId).toBe(projectId);

    const again = await create(id, { name: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(keys(again)).toBe('intakeProjectExists');
    expect(await projectsOf(id)).toHaveLength(1);
  });

  it('refuses a pending or declined request, another method, and another agency’s request', async () => {
    for (const status of [1, 3] as const) {
      const id = await insertRequest(w, w.place, { status });
      const refused = await create(id);
      expect(refused.statusCode).toBe(409);
      expect(keys(refused)).toBe('intakeNotApproved');
      expect(await projectsOf(id)).toHaveLength(0);
    }
    const approved = await insertRequest(w, w.place, { status: 2 });
    const invitational = await create(approved, { procurementMethod: 'Private' });
    expect(invitational.statusCode).toBe(400);
    expect(keys(invitational)).toBe('intakeMethodInvalid');
    const theirs = await insertRequest(
      w,
      { customerId: w.northwind.info.customer.id, nodeId: w.northwind.info.tenderNode.id },
      { status: 2 },
    );
    const stranger = await create(theirs);
    expect(stranger.statusCode).toBe(404);
    expect(keys(stranger)).toBe('intakeRequestNotFound');
    expect(await projectsOf(approved)).toHaveLength(0);
  });

  it('needs the intake action right', async () => {
    const id = await insertRequest(w, w.place, { status: 2 });
    const intakeRows = and(
      eq(routePermissions.customerId, w.place.customerId),
      eq(routePermissions.routeName, 'intake'),
    );
    await asSystem(w.t.database.db, (tx) =>
      tx.update(routePermissions).set({ canPerformAction: false }).where(intakeRows),
    );
    try {
      const refused = await create(id);
      expect(refused.statusCode).toBe(403);
      expect(await projectsOf(id)).toHaveLength(0);
    } finally {
      await asSystem(w.t.database.db, (tx) =>
        tx.update(routePermissions).set({ canPerformAction: true }).where(intakeRows),
      );
    }
  });
});
