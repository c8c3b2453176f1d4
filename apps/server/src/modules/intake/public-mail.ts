import type { AppContext } from '../../platform/context.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { findCustomer } from '../customers/index.ts';
import { findMailableUsers } from './public-queries.ts';

/**
 * The mails of a new intake request (issue 24 §5), through the outbox in the submission's
 * transaction: the requester's confirmation with the reference, and word of it to the team members
 * the settings name, with a link to the request's page. A refused submission mails nobody.
 */

export type SubmittedRequest = {
  id: number;
  customerId: number;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  projectName: string;
};

/** The request's page in the app (/projects/{id}/intake), from the app's public address. */
export function intakeRequestUrl(ctx: AppContext, id: number): string {
  return `${ctx.config.publicUrl.replace(/\/+$/, '')}/projects/${id}/intake`;
}

/** Mails the requester's confirmation and tells `notifyUserIds` (those still live) of the request. */
export async function mailIntakeSubmitted(
  tx: Tx,
  ctx: AppContext,
  request: SubmittedRequest,
  notifyUserIds: number[],
): Promise<void> {
  const agency = (await findCustomer(tx, request.customerId))?.displayName ?? 'The procurement office';
  await enqueueNotice(tx, ctx, {
    customerId: request.customerId,
    to: request.email,
    kind: 'intakeConfirmation',
    values: {
      FirstName: request.firstName,
      AgencyName: agency,
      ProjectName: request.projectName,
      Reference: request.reference,
    },
  });
  const link = intakeRequestUrl(ctx, request.id);
  for (const to of await findMailableUsers(tx, request.customerId, [...new Set(notifyUserIds)])) {
    await enqueueNotice(tx, ctx, {
      customerId: request.customerId,
      to: to.email,
      kind: 'intakeNewRequest',
      values: {
        FirstName: to.firstName,
        RequesterName: `${request.firstName} ${request.lastName}`,
        RequesterEmail: request.email,
        Reference: request.reference,
        ProjectName: request.projectName,
        Link: link,
      },
    });
  }
}
