import type { Project } from '@procura/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { projectDocuments } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import { signedInCaller, valuesOf } from './api.ts';
import { createTestApp, type DatabaseKind, type TestApp } from './harness.ts';
import { createReferences, insertUploadRequirement, saveBody } from './projects.ts';

export type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const day = 24 * 60 * 60 * 1000;

/**
 * The app, the demo's lead, buyer and administrator, reference data and the helpers the project
 * test files share; call inside a describe, which it gives its beforeAll and afterAll.
 */
export function projectSuite(kind: DatabaseKind) {
  let t: TestApp;
  let lead: Caller;
  let buyer: Caller;
  let admin: Caller;
  let refs: { departmentId: number; divisionId: number; otherDivisionId: number; categoryId: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [lead, buyer, admin] = await Promise.all([
      signedInCaller(t, 'lead@demo.procura.local'),
      signedInCaller(t, 'buyer@demo.procura.local'),
      signedInCaller(t, 'admin@demo.procura.local'),
    ]);
    refs = await createReferences(admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (caller: Caller, body: Record<string, unknown>) => {
    const response = await caller.call('POST', '/Projects', body);
    const project = (response.statusCode === 200 ? valuesOf<Project>(response)[0] : undefined) as Project;
    return { response, project };
  };
  const load = async (caller: Caller, id: number) =>
    valuesOf<Project>(await caller.call('GET', `/Projects?projectId=${id}`))[0] as Project;
  const checklist = async (caller: Caller, id: number) =>
    valuesOf<{ item: string; key: string; page: string }>(
      await caller.call('GET', `/Projects/Checklist?projectId=${id}`),
    );
  const keys = (response: { headers: Record<string, unknown> }) => String(response.headers['x-message-keys']);
  const inDays = (n: number) => new Date(t.clock.now().getTime() + n * day).toISOString();

  /** A project with every checklist item of a Public project filled in. */
  async function readyProject(name: string) {
    const { project } = await create(lead, { name, procurementMethod: 'Public' });
    const saved = await lead.call(
      'PUT',
      '/Projects',
      saveBody(
        project,
        {
          description: 'Resurfacing of Main Street',
          departmentId: refs.departmentId,
          divisionId: refs.divisionId,
          categoryIds: [refs.categoryId],
          classification: 'Construction',
          projectLeadId: lead.info.user.id,
          estimatedValue: 250000.5,
        },
        {
          dateAvailable: inDays(2),
          dateClosing: inDays(30),
          questionDeadline: inDays(20),
          incompleteQuestionNotificationDate: inDays(15),
        },
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const ready = valuesOf<Project>(saved)[0] as Project;
    const tenderId = ready.tenders[0]?.id as number;
    await asSystem(t.database.db, (tx) =>
      tx.insert(projectDocuments).values({
        customerId: lead.info.customer.id,
        tenderId,
        fileName: `${name}.pdf`,
        displayName: 'Specifications',
        contentType: 'application/pdf',
        sizeInByte: 10,
        storageKey: 'fixture',
      }),
    );
    await insertUploadRequirement(t, lead.info.customer.id, tenderId);
    return ready;
  }

  return {
    get t() {
      return t;
    },
    get lead() {
      return lead;
    },
    get buyer() {
      return buyer;
    },
    get admin() {
      return admin;
    },
    get refs() {
      return refs;
    },
    create,
    load,
    checklist,
    keys,
    inDays,
    readyProject,
  };
}
