import type {
  CreatePerformanceEvaluation,
  PerformanceEvaluation,
  PerformanceWorkflow,
  RatingRanges,
  ScoreCard,
} from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import {
  outbox,
  performanceAssessmentGroups,
  performanceTemplates,
  projects,
  projectUsers,
  users,
} from '../src/db/schema/index.ts';
import {
  readPerformanceSettings,
  writePerformanceSettings,
} from '../src/modules/performance/settings-queries.ts';
import { movableClock } from '../src/platform/clock.ts';
import { asSystem, inTenant } from '../src/platform/tenancy.ts';
import { signedInCaller, valuesOf } from './api.ts';
import { insertAwardedProject } from './contracts.ts';
import { createTestApp, type DatabaseKind } from './harness.ts';
import { signedInSupplier } from './suppliers.ts';

/**
 * The world of supplier performance evaluations' tests (issue 23 §2): the demo agency on a fixed
 * day (Monday 2 March 2026 in Toronto), its people signed in, a template, a contract with a
 * supplier who has a portal account, and helpers to make and move evaluations through the API.
 */

export type Caller = Awaited<ReturnType<typeof signedInCaller>>;
export type Supplier = Awaited<ReturnType<typeof signedInSupplier>>;

export const today = '2026-03-02';
export const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

/** Two sections of two criteria, points 10 each, scored 0 to 5 in whole steps. */
export const card: ScoreCard = {
  scoringMethod: 'points',
  decimalPlaces: 0,
  minScore: 0,
  maxScore: 5,
  sections: [
    {
      key: 'quality',
      name: 'Quality',
      description: '',
      weight: 60,
      criteria: [
        { key: 'workmanship', name: 'Workmanship', description: '', worth: 10 },
        { key: 'materials', name: 'Materials', description: '', worth: 10 },
      ],
    },
    {
      key: 'schedule',
      name: 'Schedule',
      description: '',
      weight: 40,
      criteria: [
        { key: 'milestones', name: 'Milestones', description: '', worth: 10 },
        { key: 'reporting', name: 'Reporting', description: '', worth: 10 },
      ],
    },
  ],
};
export const fullMarks = { workmanship: 5, materials: 5, milestones: 5, reporting: 5 };

export async function performanceWorld(kind: DatabaseKind) {
  const t = await createTestApp(kind, { clock: movableClock(new Date(`${today}T15:00:00Z`)) });
  const [admin, lead, buyer, evaluator] = await Promise.all(
    ['admin', 'lead', 'buyer', 'evaluator'].map((name) => signedInCaller(t, `${name}@demo.procura.local`)),
  );
  if (!admin || !lead || !buyer || !evaluator) throw new Error('sign-in failed');
  const at = { customerId: admin.info.customer.id, nodeId: admin.info.tenderNode.id };
  const userIds = {
    admin: admin.info.user.id,
    lead: lead.info.user.id,
    buyer: buyer.info.user.id,
    evaluator: evaluator.info.user.id,
  };
  return { t, admin, lead, buyer, evaluator, at, userIds };
}

export type World = Awaited<ReturnType<typeof performanceWorld>>;

/** A template of the node (active unless told), in an assessment group with `ranges` when given. */
export async function insertTemplate(
  w: World,
  options: { isActive?: boolean; ranges?: RatingRanges; guide?: string } = {},
) {
  return asSystem(w.t.database.db, async (tx) => {
    let groupId: number | null = null;
    if (options.ranges) {
      const [group] = await tx
        .insert(performanceAssessmentGroups)
        .values({ ...w.at, name: `Group ${Math.random().toString(36).slice(2, 8)}`, ranges: options.ranges })
        .returning();
      groupId = group?.id ?? null;
    }
    const [template] = await tx
      .insert(performanceTemplates)
      .values({
        ...w.at,
        name: `Template ${Math.random().toString(36).slice(2, 8)}`,
        guide: options.guide ?? 'Rate what was delivered.',
        assessmentGroupId: groupId,
        isActive: options.isActive ?? true,
        card,
      })
      .returning();
    if (!template) throw new Error('template not inserted');
    return template.id;
  });
}

/** Saves the node's workflow settings (the rest as they are). */
export async function setWorkflow(w: World, change: Partial<PerformanceWorkflow>) {
  await inTenant(w.t.database.db, w.at.customerId, async (tx) => {
    const { workflow } = await readPerformanceSettings(tx, w.at.customerId, w.at.nodeId);
    await writePerformanceSettings(tx, w.at.customerId, w.at.nodeId, w.userIds.admin, {
      workflow: { ...workflow, ...change },
    });
  });
}

/**
 * A started contract whose project the evaluator leads (its project lead) with the lead as its
 * procurement lead, and a supplier with a portal account on it.
 */
export async function contractWithSupplier(w: World, supplier?: Supplier) {
  const { projectId, tenderId } = await insertAwardedProject(w.t, w.at, [
    { companyName: 'Northern Paving', registered: true, awardAmount: 1000, awardDate: null },
  ]);
  await asSystem(w.t.database.db, async (tx) => {
    await tx
      .update(projects)
      .set({ projectLeadId: w.userIds.evaluator })
      .where(and(eq(projects.customerId, w.at.customerId), eq(projects.id, projectId)));
    await tx
      .insert(projectUsers)
      .values({ customerId: w.at.customerId, projectId, userId: w.userIds.lead, roleId: 'procurementLead' });
  });
  const started = await w.buyer.call('POST', '/Contracts', { projectId });
  const [contract] = valuesOf<{ id: number }>(started);
  if (!contract) throw new Error(started.body);
  const account = supplier ?? (await signedInSupplier(w.t));
  const added = await w.buyer.call('POST', `/Contracts/${contract.id}/Supplier/${account.vendorId}`);
  if (added.statusCode !== 200) throw new Error(added.body);
  return { contractId: contract.id, projectId, tenderId, supplier: account };
}

/** POST /PerformanceEvaluation by `caller` (the buyer unless told), due today with the evaluator. */
export async function createEvaluation(
  w: World,
  body: Partial<CreatePerformanceEvaluation> & { vendorId: number; performanceTemplateId: number },
  caller: Caller = w.buyer,
) {
  const response = await caller.call('POST', '/PerformanceEvaluation', {
    type: 'Interim',
    periodStart: '2026-01-01',
    periodEnd: '2026-02-28',
    evaluationDate: today,
    evaluatorId: w.userIds.evaluator,
    ...body,
  });
  const evaluation = response.statusCode === 200 ? valuesOf<PerformanceEvaluation>(response)[0] : undefined;
  return { response, evaluation };
}

/** The evaluation as `caller` reads it. */
export async function read(caller: Caller, id: number) {
  const [evaluation] = valuesOf<PerformanceEvaluation>(
    await caller.call('GET', `/PerformanceEvaluation/${id}`),
  );
  if (!evaluation) throw new Error(`evaluation ${id} not read`);
  return evaluation;
}

/** PUT /PerformanceEvaluation/{id} at the version `caller` reads now. */
export async function change(caller: Caller, id: number, body: Record<string, unknown>) {
  const { version } = await read(caller, id);
  return caller.call('PUT', `/PerformanceEvaluation/${id}`, { version, ...body });
}

/** POST /PerformanceWorkflow/{id} at the version `caller` reads now. */
export async function step(caller: Caller, id: number, body: Record<string, unknown>) {
  const { version } = await read(caller, id);
  return caller.call('POST', `/PerformanceWorkflow/${id}`, { version, ...body });
}

/** The mails of a kind the outbox holds for an address, oldest first. */
export function mailsTo(w: World, address: string, kind = 'performanceEvaluationStep') {
  return asSystem(w.t.database.db, (tx) =>
    tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, address), eq(outbox.kind, kind)))
      .orderBy(outbox.id),
  );
}

/** A user's address, to find their mails. */
export async function emailOf(w: World, userId: number) {
  const [user] = await asSystem(w.t.database.db, (tx) =>
    tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.customerId, w.at.customerId), eq(users.id, userId))),
  );
  if (!user) throw new Error(`user ${userId} not found`);
  return user.email;
}
