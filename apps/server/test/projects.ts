import { type ProjectStatus, type TenderInput, tenderDefaults } from '@procura/contract';
import { projects, tenders } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
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
