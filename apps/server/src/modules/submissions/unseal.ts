import {
  isSourceClosed,
  needsUnsealAuthorisation,
  type OpeningState,
  type SealedPartName,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone } from '../customers/index.ts';
import { completedSubmissionCount, findProject, findTenderById, type TenderRow } from '../projects/index.ts';
import { openingState, type Source } from './opening.ts';
import { setUnsealed, submissionsRequiredToUnseal } from './queries.ts';

/**
 * Unsealing (000 §4): each part on its own, only once the source has closed; with fewer complete
 * submissions than the agency's minimum, only on an explicit authorisation, which the audit event
 * records. The minimum itself is never shown (decision 141).
 */

const column = { price: 'priceUnsealedAt', submission: 'submissionUnsealedAt' } as const;

/**
 * Unseals both parts of a closed source whose closing method says "automatically display" (the
 * closing job may call it; the Submissions calls call it too when they find such a source still
 * sealed). Audited as the system. Answers the tender as it now is.
 */
export async function unsealAtClosing(
  tx: Tx,
  ctx: AppContext,
  source: Source,
  now: Date = ctx.clock.now(),
): Promise<TenderRow> {
  const changes = {
    priceUnsealedAt: source.tender.priceUnsealedAt ?? now,
    submissionUnsealedAt: source.tender.submissionUnsealedAt ?? now,
  };
  await setUnsealed(tx, source.tender.customerId, source.tender.id, changes);
  await recordAudit(tx, ctx.clock, {
    customerId: source.tender.customerId,
    actorUserId: null,
    actorLabel: 'system',
    action: 'submissions.unsealed',
    entityType: 'tender',
    entityId: source.tender.id,
    after: { parts: ['price', 'submission'], automatic: true },
    projectId: source.project.id,
  });
  return { ...source.tender, ...changes };
}

/** Unseals one part of a closed source's submissions for the agency. */
export async function unsealSubmissions(
  ctx: AppContext,
  actor: Actor,
  input: { tenderId: number; part: SealedPartName; confirmBelowMinimum: boolean },
): Promise<OpeningState> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const found = await findTenderById(tx, actor, input.tenderId);
    // Lock the project so two unseal calls do not both pass the checks.
    const project = await findProject(tx, actor, found.project.id, { forUpdate: true });
    const source = { tender: found.tender, project };
    if (!isSourceClosed(project.status)) throw new AppError(409, 'submissionsNotClosed');
    if (found.tender[column[input.part]]) throw new AppError(409, 'submissionsAlreadyUnsealed');
    const complete = await completedSubmissionCount(tx, actor.customerId, input.tenderId);
    const required = await submissionsRequiredToUnseal(tx, actor.customerId, project.nodeId);
    const belowMinimum = needsUnsealAuthorisation(complete, required);
    if (belowMinimum && !input.confirmBelowMinimum) throw new AppError(409, 'submissionsBelowMinimum');
    const now = ctx.clock.now();
    await setUnsealed(tx, actor.customerId, input.tenderId, {
      [column[input.part]]: now,
      unsealedById: actor.userId,
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'submissions.unsealed',
      entityType: 'tender',
      entityId: input.tenderId,
      after: {
        parts: [input.part],
        completeSubmissions: complete,
        // The authorisation of 000 §4: unsealed below the minimum on the user's confirmation.
        authorisedBelowMinimum: belowMinimum,
      },
      projectId: project.id,
    });
    const tender = { ...source.tender, [column[input.part]]: now, unsealedById: actor.userId };
    return openingState({ tender, project }, complete, await agencyTimeZone(tx, actor.customerId));
  });
}
