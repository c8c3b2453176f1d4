import { type IntakeSettingsInput, intakeSettingsDefaults } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { intakeSettings, nodes } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of a node's intake settings (issue 24 §2). A node that never saved them has intake off; the
 * row is written on the first save. enableIntakeEssentials is the node's own flag (000 §6), kept
 * on the node where the session and the dashboard read it.
 */

/** The node's settings, or null when the node is not one of the agency's (a wrong link). */
export async function readIntakeSettings(
  tx: Tx,
  customerId: number,
  nodeId: number,
): Promise<IntakeSettingsInput | null> {
  const [row] = await tx
    .select({
      enableIntakeEssentials: nodes.enableIntakeEssentials,
      enableIntake: intakeSettings.enableIntake,
      guide: intakeSettings.guide,
      departmentIds: intakeSettings.departmentIds,
      notifyUserIds: intakeSettings.notifyUserIds,
    })
    .from(nodes)
    .leftJoin(
      intakeSettings,
      and(eq(intakeSettings.customerId, nodes.customerId), eq(intakeSettings.nodeId, nodes.id)),
    )
    .where(and(eq(nodes.customerId, customerId), eq(nodes.id, nodeId)));
  if (!row) return null;
  return {
    enableIntake: row.enableIntake ?? intakeSettingsDefaults.enableIntake,
    enableIntakeEssentials: row.enableIntakeEssentials,
    guide: row.guide ?? intakeSettingsDefaults.guide,
    departmentIds: row.departmentIds ?? intakeSettingsDefaults.departmentIds,
    notifyUserIds: row.notifyUserIds ?? intakeSettingsDefaults.notifyUserIds,
  };
}

/** Saves the settings (the guide already cleaned) and the node's flag. */
export async function writeIntakeSettings(
  tx: Tx,
  customerId: number,
  nodeId: number,
  userId: number,
  settings: IntakeSettingsInput,
): Promise<void> {
  const { enableIntakeEssentials, ...own } = settings;
  await tx
    .update(nodes)
    .set({ enableIntakeEssentials })
    .where(and(eq(nodes.customerId, customerId), eq(nodes.id, nodeId)));
  const values = { ...own, updatedById: userId, updatedAt: new Date() };
  await tx
    .insert(intakeSettings)
    .values({ customerId, nodeId, ...values })
    .onConflictDoUpdate({ target: [intakeSettings.customerId, intakeSettings.nodeId], set: values });
}
