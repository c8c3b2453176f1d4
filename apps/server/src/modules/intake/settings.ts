import { type IntakeSettings, type IntakeSettingsInput, intakeLinkPath } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, type Problem } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { cleanRichText } from '../content/index.ts';
import { findActiveUserIds } from '../project-team/index.ts';
import { findDepartments } from './public-queries.ts';
import { readIntakeSettings, writeIntakeSettings } from './settings-queries.ts';

/**
 * Control panel › intake-settings (issue 24 §2; 000 §2, §6): whether the node takes requests,
 * the guide above the form (kept only as the shared editor can make it), the departments offered,
 * who hears of new requests, and the node's pending-requests widget flag.
 */

function present(actor: Actor, settings: IntakeSettingsInput): IntakeSettings {
  return { ...settings, linkPath: intakeLinkPath(actor.customerId, actor.nodeId) };
}

/** GET .../IntakeSettings: the defaults (intake off) until first saved. */
export async function getIntakeSettings(ctx: AppContext, actor: Actor): Promise<IntakeSettings> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const settings = await readIntakeSettings(tx, actor.customerId, actor.nodeId);
    if (!settings) throw new Error('the tenant path named a node the guard checked');
    return present(actor, settings);
  });
}

/** Every department one of the agency's and every person an active user of it; all problems at once. */
async function checkSettingsReferences(tx: Tx, customerId: number, input: IntakeSettingsInput) {
  const problems: Problem[] = [];
  const departmentIds = [...new Set(input.departmentIds)];
  if (departmentIds.length > 0) {
    const found = await findDepartments(tx, customerId, departmentIds);
    if (found.length !== departmentIds.length) {
      problems.push({ key: 'intakeDepartmentInvalid', params: { field: 'departmentIds' } });
    }
  }
  const userIds = [...new Set(input.notifyUserIds)];
  const active = await findActiveUserIds(tx, customerId, userIds);
  if (userIds.some((id) => !active.has(id))) {
    problems.push({ key: 'invalidUserId', params: { field: 'notifyUserIds' } });
  }
  if (problems.length > 0) throw badRequest(...problems);
}

/** PUT .../IntakeSettings: checked, the guide cleaned, then saved with the node's flag and audited. */
export async function updateIntakeSettings(
  ctx: AppContext,
  actor: Actor,
  input: IntakeSettingsInput,
): Promise<IntakeSettings> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await checkSettingsReferences(tx, actor.customerId, input);
    const before = await readIntakeSettings(tx, actor.customerId, actor.nodeId);
    const settings: IntakeSettingsInput = {
      ...input,
      guide: cleanRichText(input.guide),
      departmentIds: [...new Set(input.departmentIds)],
      notifyUserIds: [...new Set(input.notifyUserIds)],
    };
    await writeIntakeSettings(tx, actor.customerId, actor.nodeId, actor.userId, settings);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'intakeSettings.updated',
      entityType: 'intakeSettings',
      entityId: actor.nodeId,
      before,
      after: settings,
    });
    return present(actor, settings);
  });
}
