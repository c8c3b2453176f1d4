/**
 * The agency's supplier performance rows of the security world (issue 23): an assessment group, a
 * template in it, an evaluation of the bidder on the contract in supplier review (so the bidder's
 * portal calls reach it too) with the admin as evaluator, a workflow event, an attachment and a
 * current status log, each carrying the agency's mark.
 */
import { defaultPerformanceWorkflow, defaultRatingRanges, type ScoreCard } from '@procura/contract';
import {
  performanceAssessmentGroups,
  performanceEvaluationDocuments,
  performanceEvaluationEvents,
  performanceEvaluations,
  performanceTemplates,
  performanceVendorStatusLogs,
} from '../../src/db/schema/index.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import type { TestApp } from '../harness.ts';

const card = (mark: string): ScoreCard => ({
  scoringMethod: 'points',
  decimalPlaces: 0,
  minScore: 0,
  maxScore: 5,
  sections: [
    {
      key: 'quality',
      name: `${mark} quality`,
      description: '',
      weight: 100,
      criteria: [{ key: 'workmanship', name: `${mark} workmanship`, description: '', worth: 10 }],
    },
  ],
});

export async function insertPerformanceRows(
  t: TestApp,
  place: {
    customerId: number;
    nodeId: number;
    vendorId: number;
    contractId: number;
    userId: number;
    storageKey: string;
  },
  mark: string,
) {
  const { customerId, nodeId, vendorId, userId } = place;
  return asSystem(t.database.db, async (tx) => {
    const [group] = await tx
      .insert(performanceAssessmentGroups)
      .values({ customerId, nodeId, name: `${mark} group` })
      .returning();
    if (!group) throw new Error('assessment group not inserted');
    const [template] = await tx
      .insert(performanceTemplates)
      .values({ customerId, nodeId, name: `${mark} template`, assessmentGroupId: group.id, card: card(mark) })
      .returning();
    if (!template) throw new Error('template not inserted');
    const [evaluation] = await tx
      .insert(performanceEvaluations)
      .values({
        customerId,
        nodeId,
        vendorId,
        contractId: place.contractId,
        templateId: template.id,
        templateName: template.name,
        type: 'Interim',
        periodStart: '2026-01-01',
        periodEnd: '2026-06-30',
        evaluationDate: '2026-07-01',
        expiresOn: '2099-12-31',
        status: 'Pending Supplier/Vendor Review',
        evaluatorId: userId,
        supplierReview: true,
        supplierReviewDays: defaultPerformanceWorkflow.supplierReviewDays,
        allowAppeal: true,
        commentsVisibleToSupplier: true,
        attachmentsVisibleToSupplier: true,
        card: card(mark),
        scores: { workmanship: 4 },
        comments: { workmanship: `${mark} criterion comment` },
        generalComments: `${mark} general comments`,
        ratingScale: 'sum',
        ranges: defaultRatingRanges,
        percent: 80,
        rating: 'good',
        supplierReviewEndsOn: '2099-12-31',
      })
      .returning();
    if (!evaluation) throw new Error('evaluation not inserted');
    await tx.insert(performanceEvaluationEvents).values({
      customerId,
      evaluationId: evaluation.id,
      action: 'submit',
      fromStatus: 'In Progress',
      toStatus: 'Pending Supplier/Vendor Review',
      userId,
      comment: `${mark} submitted`,
    });
    const [document] = await tx
      .insert(performanceEvaluationDocuments)
      .values({
        customerId,
        evaluationId: evaluation.id,
        fileName: `${mark}-evidence.txt`,
        contentType: 'text/plain',
        sizeInByte: 4,
        storageKey: place.storageKey,
        uploadedById: userId,
      })
      .returning();
    const [status] = await tx
      .insert(performanceVendorStatusLogs)
      .values({
        customerId,
        nodeId,
        vendorId,
        status: 'Probation',
        comments: `${mark} probation`,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        createdById: userId,
      })
      .returning();
    if (!document || !status) throw new Error('performance rows not inserted');
    return {
      assessmentGroup: [group.id],
      performanceTemplate: [template.id],
      performanceEvaluation: [evaluation.id],
      performanceDocument: [document.id],
      performanceStatusLog: [status.id],
    };
  });
}
