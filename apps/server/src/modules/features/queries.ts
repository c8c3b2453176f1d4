import { sql } from 'drizzle-orm';
import { featureOverrides } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

export async function findFeatureOverrides(tx: Tx) {
  return tx.select().from(featureOverrides);
}

/** Overrides a flag (`module` empty) or one of its modules, replacing any override it had. */
export async function upsertFeatureOverride(tx: Tx, feature: string, module: string, enabled: boolean) {
  await tx
    .insert(featureOverrides)
    .values({ feature, module, enabled })
    .onConflictDoUpdate({
      target: [featureOverrides.feature, featureOverrides.module],
      set: { enabled: sql`excluded.enabled` },
    });
}
