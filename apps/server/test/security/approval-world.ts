import { Readable } from 'node:stream';
import { csrfHeader, csrfHeaderValue } from '@procura/contract';
import { awardApprovalDocuments, awardApprovals, awardApprovalWorkflows } from '../../src/db/schema/index.ts';
import { storeFile } from '../../src/modules/documents/storage.ts';
import { newToken, tokenHash } from '../../src/platform/secrets.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import type { TestApp } from '../harness.ts';

/**
 * An award approval waiting on its first approver, written straight into the database, with a
 * stored document; `approverCookie` exchanges the approver's link for the session the public
 * page holds. The security suites probe with that approver (issue 7: the approver link role).
 */
export async function insertPendingApproval(
  t: TestApp,
  place: { customerId: number; tenderId: number; submissionId: number; createdBy: number },
  mark: string,
) {
  const stored = await storeFile(t.ctx.config.dataDir, place, {
    fileName: `${mark} report.txt`,
    stream: Readable.from([Buffer.from(`${mark} approval document`)]),
    truncated: () => false,
  });
  const token = newToken();
  return asSystem(t.database.db, async (tx) => {
    const [approval] = await tx
      .insert(awardApprovals)
      .values({
        customerId: place.customerId,
        tenderId: place.tenderId,
        submissionId: place.submissionId,
        reportName: `${mark} report`,
        reportNumber: `${mark}-1`,
        status: 'Pending Approval',
        createdBy: place.createdBy,
      })
      .returning();
    if (!approval) throw new Error('approval not inserted');
    const [document] = await tx
      .insert(awardApprovalDocuments)
      .values({
        customerId: place.customerId,
        approvalId: approval.id,
        fileName: `${mark} report.txt`,
        contentType: stored.contentType,
        size: stored.size,
        storageKey: stored.storageKey,
        sortOrder: 1,
      })
      .returning();
    const [person] = await tx
      .insert(awardApprovalWorkflows)
      .values({
        customerId: place.customerId,
        approvalId: approval.id,
        kind: 'EMAIL',
        fullName: `${mark} Approver`,
        email: `${mark.toLowerCase()}@approver.test`,
        role: 'approver',
        status: 'Email Sent',
        sortOrder: 1,
        linkTokenHash: tokenHash(token),
        linkExpiresAt: new Date(t.clock.now().getTime() + 86_400_000),
        emailSentAt: t.clock.now(),
      })
      .returning();
    if (!document || !person) throw new Error('approval rows not inserted');
    return { approvalId: approval.id, workflowId: person.id, documentId: document.id, token };
  });
}

/** The approver's session cookie, from the link's one exchange. */
export async function approverCookie(
  t: TestApp,
  approval: { approvalId: number; workflowId: number; token: string },
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/approvals/${approval.approvalId}/approver/${approval.workflowId}`,
    headers: { [csrfHeader]: csrfHeaderValue, 'content-type': 'application/json' },
    payload: { uat: approval.token },
  });
  if (response.statusCode !== 200) throw new Error(`link not exchanged: ${response.body}`);
  return String(response.headers['set-cookie']).split(';')[0] ?? '';
}
