import { intakeReference } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { findCustomer } from '../customers/index.ts';
import type { IntakeRequestRow } from './request-queries.ts';

/**
 * The requester hears of the decision (issue 24 §5; 000 §4: the decline reason is emailed),
 * through the outbox in the decision's transaction: a refused decision mails nobody.
 */
export async function mailIntakeDecision(tx: Tx, ctx: AppContext, row: IntakeRequestRow): Promise<void> {
  const agency = (await findCustomer(tx, row.customerId))?.displayName ?? 'The procurement office';
  const values = {
    FirstName: row.firstName,
    AgencyName: agency,
    Reference: intakeReference(row.id),
    ProjectName: row.projectName,
  };
  await enqueueNotice(
    tx,
    ctx,
    row.status === 2
      ? { customerId: row.customerId, to: row.email, kind: 'intakeApproved', values }
      : {
          customerId: row.customerId,
          to: row.email,
          kind: 'intakeDeclined',
          values: { ...values, Reason: row.declineReason ?? '' },
        },
  );
}
