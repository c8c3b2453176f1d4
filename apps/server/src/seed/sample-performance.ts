import {
  defaultFinalRating,
  defaultPerformanceWorkflow,
  type ScoreCard,
  scoreCardProblems,
  utcToZonedLocal,
} from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import {
  nodes,
  performanceSettings,
  performanceTemplates,
  performanceVendorStatusLogs,
  vendors,
} from '../db/schema/index.ts';
import type { Clock } from '../platform/clock.ts';
import type { Tx } from '../platform/tenancy.ts';

const day = 24 * 60 * 60 * 1000;

const criterion = (key: string, name: string, worth: number) => ({ key, name, description: '', worth });

/** A card the default rating scale (section weight) accepts: the sections' weights total 100. */
const standardCard: ScoreCard = {
  scoringMethod: 'points',
  decimalPlaces: 0,
  minScore: 0,
  maxScore: 5,
  sections: [
    {
      key: 'quality',
      name: 'Quality of work',
      description: 'Workmanship and compliance with the specifications.',
      weight: 40,
      criteria: [
        criterion('workmanship', 'Workmanship', 10),
        criterion('specifications', 'Compliance with the specifications', 10),
      ],
    },
    {
      key: 'schedule',
      name: 'Schedule and communication',
      description: 'Milestones met and how the contractor kept the agency informed.',
      weight: 30,
      criteria: [criterion('timeliness', 'Timeliness', 10), criterion('communication', 'Communication', 10)],
    },
    {
      key: 'safety',
      name: 'Health, safety and environment',
      description: 'Site safety and care of the environment.',
      weight: 30,
      criteria: [
        criterion('site-safety', 'Site safety', 10),
        criterion('environment', 'Environmental protection', 10),
      ],
    },
  ],
};

const templateName = 'Standard contractor evaluation';
/** The paving company that starts on the watch list (one of seedSampleVendorLists' companies). */
const watchedCompany = 'Granite Road Works';

/**
 * The demo's supplier performance (issue 23; npm start only): supplier performance on for the
 * tender node (the supplier dashboard's flag), the default settings saved, one score card template,
 * and a current Watch List status on one paving company. Runs after the suppliers are seeded, and
 * adds only what is missing.
 */
export async function seedSamplePerformance(tx: Tx, clock: Clock, customerId: number, leadId: number) {
  const [node] = await tx
    .update(nodes)
    .set({ contractorPerformance: true })
    .where(and(eq(nodes.customerId, customerId), eq(nodes.kind, 'tender')))
    .returning();
  if (!node) return;
  await tx
    .insert(performanceSettings)
    .values({
      customerId,
      nodeId: node.id,
      workflow: defaultPerformanceWorkflow,
      finalRating: defaultFinalRating,
      updatedById: leadId,
    })
    .onConflictDoNothing();

  // The card must be one the node's own check accepts, as if it were saved from the editor.
  if (scoreCardProblems(standardCard, defaultFinalRating.ratingScale).length > 0) {
    throw new Error('the sample score card does not pass its own check');
  }
  const [template] = await tx
    .select({ id: performanceTemplates.id })
    .from(performanceTemplates)
    .where(and(eq(performanceTemplates.customerId, customerId), eq(performanceTemplates.name, templateName)));
  if (!template) {
    await tx.insert(performanceTemplates).values({
      customerId,
      nodeId: node.id,
      name: templateName,
      description: 'Interim and final evaluations of construction and maintenance contractors.',
      guide:
        'Score each criterion from 0 (unacceptable) to 5 (exceptional), with a comment for any score below 3.',
      card: standardCard,
      createdById: leadId,
    });
  }

  const [supplier] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.customerId, customerId), eq(vendors.companyName, watchedCompany)));
  if (!supplier) return;
  const [current] = await tx
    .select({ id: performanceVendorStatusLogs.id })
    .from(performanceVendorStatusLogs)
    .where(
      and(
        eq(performanceVendorStatusLogs.customerId, customerId),
        eq(performanceVendorStatusLogs.vendorId, supplier.id),
        eq(performanceVendorStatusLogs.complete, false),
      ),
    );
  if (current) return;
  const today = (offsetDays: number) =>
    utcToZonedLocal(new Date(clock.now().getTime() + offsetDays * day), 'America/Toronto').slice(0, 10);
  await tx.insert(performanceVendorStatusLogs).values({
    customerId,
    nodeId: node.id,
    vendorId: supplier.id,
    status: 'Watch List',
    comments: 'Two late milestones on the 2025 resurfacing contract: watch the next interim evaluation.',
    startDate: today(-10),
    endDate: today(80),
    createdById: leadId,
  });
}
