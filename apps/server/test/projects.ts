import { type ProjectStatus, type TenderInput, tenderDefaults } from '@procura/contract';
import { projects, tenders, tenderUploadRequirements } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import { valuesOf } from './api.ts';

export { saveBody } from './save-body.ts';

import type { TestApp } from './harness.ts';

type ProjectValues = typeof projects.$inferInsert;

/**
 * Inserts a project and its source straight into the database, for tests of areas that hang off a
 * project (documents, team, journal...). Tests of creating projects go through POST /Projects.
 */
export async function insertProject(
  t: TestApp,
  at: { customerId: number; nodeId: number; createdById?: number },
  overrides: Partial<Omit<ProjectValues, 'customerId' | 'nodeId'>> & {
    status?: ProjectStatus;
    tender?: Partial<TenderInput>;
  } = {},
) {
  const { tender: tenderOverrides, ...projectOverrides } = overrides;
  return asSystem(t.database.db, async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        customerId: at.customerId,
        nodeId: at.nodeId,
        name: 'Fixture project',
        number: `FX-${Math.random().toString(36).slice(2, 8)}`,
        type: 'SOURCE',
        status: 'Design_Mode_Pending',
        procurementMethod: 'Public',
        createdById: at.createdById ?? null,
        ...projectOverrides,
      })
      .returning();
    if (!project) throw new Error('project not inserted');
    const { meetings: _meetings, ...settings } = { ...tenderDefaults, ...tenderOverrides };
    const [tender] = await tx
      .insert(tenders)
      .values({ customerId: at.customerId, projectId: project.id, settings })
      .returning();
    if (!tender) throw new Error('tender not inserted');
    return { projectId: project.id, tenderId: tender.id };
  });
}

/**
 * Gives a source one document upload requirement: an online source needs a form or an upload
 * field before it may be published (000 §5), and tests of publishing are not about forms.
 */
export async function insertUploadRequirement(t: TestApp, customerId: number, tenderId: number) {
  await asSystem(t.database.db, (tx) =>
    tx.insert(tenderUploadRequirements).values({ customerId, tenderId, name: 'Signed form of tender' }),
  );
}

type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
) => Promise<{ json(): unknown }>;

/** Two departments (one division each) and a category, created through an administrator's calls. */
export async function createReferences(admin: { call: Call }) {
  const first = async (response: Promise<{ json(): unknown }>) => {
    const [value] = valuesOf<{ id: number }>(await response);
    if (!value) throw new Error('reference not created');
    return value.id;
  };
  const departmentId = await first(admin.call('POST', '/Departments', { name: 'Public Works' }));
  const otherId = await first(admin.call('POST', '/Departments', { name: 'Parks' }));
  return {
    departmentId,
    divisionId: await first(admin.call('POST', '/Divisions', { departmentId, name: 'Roads' })),
    otherDivisionId: await first(admin.call('POST', '/Divisions', { departmentId: otherId, name: 'Trees' })),
    categoryId: await first(admin.call('POST', '/Category', { code: '72', name: 'Works' })),
  };
}
