/**
 * The agency's report rows of the security world (issue 26): a custom project report of the
 * report centre named with the agency's mark, and a subscription to a library report mailed to
 * the agency's user and to an address carrying the mark.
 */
import { newCustomProjectReport } from '@procura/contract';
import {
  customReports,
  reportSubscriptionRecipients,
  reportSubscriptions,
} from '../../src/db/schema/index.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import type { TestApp } from '../harness.ts';

export async function insertReportRows(
  t: TestApp,
  place: { customerId: number; nodeId: number; userId: number },
  mark: string,
) {
  const { customerId, nodeId, userId } = place;
  return asSystem(t.database.db, async (tx) => {
    const name = `${mark} custom report`;
    const [report] = await tx
      .insert(customReports)
      .values({
        customerId,
        nodeId,
        name,
        definition: { ...newCustomProjectReport, name, columns: [23, 24] },
        createdById: userId,
      })
      .returning({ id: customReports.id });
    const [subscription] = await tx
      .insert(reportSubscriptions)
      .values({
        customerId,
        nodeId,
        reportName: 'ActiveContracts',
        start: '2030-01-01',
        sendAt: '08:00',
        frequency: 'Weekly',
        nextSendAt: new Date('2030-01-01T13:00:00Z'),
        createdById: userId,
      })
      .returning({ id: reportSubscriptions.id });
    if (!report || !subscription) throw new Error('report rows not inserted');
    const recipients = await tx
      .insert(reportSubscriptionRecipients)
      .values([
        { customerId, subscriptionId: subscription.id, userId },
        { customerId, subscriptionId: subscription.id, email: `reports@${mark.toLowerCase()}.test` },
      ])
      .returning({ id: reportSubscriptionRecipients.id });
    return {
      customReport: [report.id],
      reportSubscription: [subscription.id],
      reportRecipient: recipients.map((r) => r.id),
    };
  });
}
