import { tenderDefaults } from '@procura/contract';
import { asSystem, type Db, schema } from '@procura/server';
import { and, eq } from 'drizzle-orm';

/** A source in Design mode in the demo agency, inserted directly: the benches' starting point. */
export async function insertDraftSource(db: Db, project: { name: string; number: string }) {
  return asSystem(db, async (tx) => {
    const [agency] = await tx.select().from(schema.customers).where(eq(schema.customers.domain, 'demo'));
    if (!agency) throw new Error('demo agency missing');
    const [node] = await tx
      .select()
      .from(schema.nodes)
      .where(and(eq(schema.nodes.customerId, agency.id), eq(schema.nodes.kind, 'tender')));
    if (!node) throw new Error('tender node missing');
    const [inserted] = await tx
      .insert(schema.projects)
      .values({
        customerId: agency.id,
        nodeId: node.id,
        ...project,
        type: 'SOURCE',
        status: 'Design_Mode_Pending',
        procurementMethod: 'Public',
      })
      .returning();
    if (!inserted) throw new Error('project not inserted');
    const { meetings: _meetings, ...settings } = tenderDefaults;
    const [tender] = await tx
      .insert(schema.tenders)
      .values({ customerId: agency.id, projectId: inserted.id, settings })
      .returning();
    if (!tender) throw new Error('source not inserted');
    return { customerId: agency.id, nodeId: node.id, projectId: inserted.id, tenderId: tender.id };
  });
}
