import { randomInt } from 'node:crypto';
import {
  type IntakeReceipt,
  intakeReference,
  intakeStatuses,
  type intakeSubmissionSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { hashUploadToken } from './documents.ts';
import { requireOpenIntake } from './public-context.ts';
import { mailIntakeSubmitted } from './public-mail.ts';
import { insertIntakeRequest, type NewIntakeRequest } from './public-queries.ts';
import { checkIntakeReferences } from './references.ts';
import { requestColumns } from './request-columns.ts';
import { claimDocuments, lockUnclaimedDocuments } from './upload-queries.ts';

/**
 * POST api/intake (issue 24 §1, §5): a department's request from the public form. All of it is
 * checked before anything is kept (the ids it names, each document's token), then the request, its
 * documents' claim, the mails and the audit event commit together; a refusal leaves no trace.
 */

export type IntakeSubmissionValues = z.infer<typeof intakeSubmissionSchema>;

/** The row of a checked submission, a pending request. */
function requestValues(submission: IntakeSubmissionValues, now: Date): NewIntakeRequest {
  const { customerId, nodeId } = submission;
  return {
    customerId,
    nodeId,
    status: intakeStatuses.pending,
    ...requestColumns(submission),
    dateCreatedUtc: now,
  };
}

/**
 * The node's unclaimed documents the tokens name, one each; 400 intakeDocumentInvalid when a token
 * names none (unknown, of another agency or node, already claimed, swept) or is sent twice.
 */
async function documentsToClaim(tx: Tx, submission: IntakeSubmissionValues): Promise<number[]> {
  const hashes = submission.documentTokens.map(hashUploadToken);
  const found = await lockUnclaimedDocuments(tx, submission, hashes);
  if (new Set(hashes).size !== hashes.length || found.length !== hashes.length) {
    throw badRequest({ key: 'intakeDocumentInvalid', params: { field: 'documentTokens' } });
  }
  return found.map((document) => document.id);
}

/**
 * Keeps the request and answers its reference. A filled honeypot gets an answer like any other,
 * so a robot learns nothing, and nothing is kept or mailed. The form's documents are the ones its
 * tokens claim: projectDetail.documentIds is procurement's, and ignored here.
 */
export async function submitIntakeRequest(
  ctx: AppContext,
  submission: IntakeSubmissionValues,
): Promise<IntakeReceipt> {
  if (submission.website.trim() !== '') return { reference: intakeReference(randomInt(100_000, 1_000_000)) };
  const { customerId } = submission;
  return inTenant(ctx.db, customerId, async (tx) => {
    const settings = await requireOpenIntake(tx, submission);
    await checkIntakeReferences(tx, customerId, submission.nodeId, submission, settings);
    const documentIds = await documentsToClaim(tx, submission);
    const id = await insertIntakeRequest(tx, requestValues(submission, ctx.clock.now()));
    await claimDocuments(tx, customerId, documentIds, id);
    const reference = intakeReference(id);
    const { firstName, lastName, email } = submission.contactDetails;
    const { projectName } = submission.projectDetail;
    await mailIntakeSubmitted(
      tx,
      ctx,
      { id, customerId, reference, firstName, lastName, email, projectName },
      settings.notifyUserIds,
    );
    // Nobody is signed in: the event names the requester by the address they gave.
    await recordAudit(tx, ctx.clock, {
      customerId,
      actorUserId: null,
      actorLabel: email,
      action: 'intakeRequest.submitted',
      entityType: 'intakeRequest',
      entityId: id,
      after: { nodeId: submission.nodeId, reference, projectName, documentIds },
    });
    return { reference };
  });
}
