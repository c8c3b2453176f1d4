import { intakeReference } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { enqueueMail } from '../../platform/mail.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { findCustomer } from '../customers/index.ts';
import type { IntakeRequestRow } from './request-queries.ts';

/**
 * The requester hears of the decision (issue 24 §5; 000 §4: the decline reason is emailed),
 * through the outbox in the decision's transaction: a refused decision mails nobody.
 */
export async function mailIntakeDecision(tx: Tx, ctx: AppContext, row: IntakeRequestRow): Promise<void> {
  const agency = (await findCustomer(tx, row.customerId))?.displayName ?? 'The procurement office';
  const reference = intakeReference(row.id);
  const approved = row.status === 2;
  const lines = approved
    ? [
        `${agency} has approved your intake request ${reference} for "${row.projectName}".`,
        'Procurement will prepare the project from it.',
      ]
    : [
        `${agency} has declined your intake request ${reference} for "${row.projectName}".`,
        '',
        'The reason given:',
        row.declineReason ?? '',
      ];
  await enqueueMail(tx, ctx.clock, {
    customerId: row.customerId,
    to: row.email,
    kind: approved ? 'intakeApproved' : 'intakeDeclined',
    subject: `Your intake request ${reference} was ${approved ? 'approved' : 'declined'}`,
    text: [`Hello ${row.firstName},`, '', ...lines].join('\n'),
  });
}
