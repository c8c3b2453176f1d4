import {
  defaultFinalRating,
  defaultPerformanceWorkflow,
  type FinalRating,
  type PerformanceWorkflow,
} from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { performanceSettings } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of a node's supplier performance settings (issue 23 §1). A node that never saved them works
 * with the defaults of the contract package, so the row is written on the first save only.
 */

export type PerformanceSettings = { workflow: PerformanceWorkflow; finalRating: FinalRating };

export async function readPerformanceSettings(
  tx: Tx,
  customerId: number,
  nodeId: number,
): Promise<PerformanceSettings> {
  const [row] = await tx
    .select({ workflow: performanceSettings.workflow, finalRating: performanceSettings.finalRating })
    .from(performanceSettings)
    .where(and(eq(performanceSettings.customerId, customerId), eq(performanceSettings.nodeId, nodeId)));
  return {
    workflow: { ...defaultPerformanceWorkflow, ...row?.workflow },
    finalRating: { ...defaultFinalRating, ...row?.finalRating },
  };
}

/** Saves one part of the settings, keeping the other as it was (or its default). */
export async function writePerformanceSettings(
  tx: Tx,
  customerId: number,
  nodeId: number,
  userId: number,
  change: Partial<PerformanceSettings>,
): Promise<PerformanceSettings> {
  const next = { ...(await readPerformanceSettings(tx, customerId, nodeId)), ...change };
  await tx
    .insert(performanceSettings)
    .values({ customerId, nodeId, ...next, updatedById: userId })
    .onConflictDoUpdate({
      target: [performanceSettings.customerId, performanceSettings.nodeId],
      set: { ...next, updatedById: userId, updatedAt: new Date() },
    });
  return next;
}
