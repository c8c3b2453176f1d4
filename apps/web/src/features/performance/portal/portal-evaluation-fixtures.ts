import type { SupplierEvaluation, SupplierEvaluationRow } from '@procura/contract';

/** Fixtures of the portal's evaluation tests (the `demo` portal, supplier 500). */

export const evaluationsApi = '/api/v1/portal/demo/PerformanceEvaluations';

/**
 * An evaluation waiting on the supplier's review: two sections, one criterion unscored, comments
 * and an attachment shown, accepting and appealing both open.
 */
export function supplierEvaluationFixture(overrides: Partial<SupplierEvaluation> = {}): SupplierEvaluation {
  return {
    id: 31,
    contractName: 'Road salt supply',
    type: 'Interim',
    periodStart: '2026-01-01',
    periodEnd: '2026-03-31',
    evaluationDate: '2026-04-01',
    status: 'Pending Supplier/Vendor Review',
    percent: 72.5,
    rating: 'satisfactory',
    card: {
      scoringMethod: 'points',
      decimalPlaces: 1,
      minScore: 0,
      maxScore: 5,
      sections: [
        {
          key: 'quality',
          name: 'Quality',
          description: 'The goods as delivered',
          weight: 60,
          criteria: [
            { key: 'grade', name: 'Salt grade', description: '', worth: 10 },
            { key: 'packing', name: 'Packing', description: 'Bags intact', worth: 10 },
          ],
        },
        {
          key: 'delivery',
          name: 'Delivery',
          description: '',
          weight: 40,
          criteria: [{ key: 'onTime', name: 'On time', description: '', worth: 20 }],
        },
      ],
    },
    scores: { grade: 4, packing: 3.5, onTime: null },
    sections: [
      { key: 'quality', earned: 15, worth: 20, percent: 75, scored: 2, criteria: 2 },
      { key: 'delivery', earned: 0, worth: 20, percent: 0, scored: 0, criteria: 1 },
    ],
    comments: { grade: 'Met the specification.' },
    generalComments: 'Good season overall.',
    documents: [
      {
        id: 7,
        fileName: 'site-visit.pdf',
        contentType: 'application/pdf',
        sizeInByte: 2048,
        uploadedBy: 'Ada Lovelace',
        uploadedAt: '2026-04-02T14:00:00.000Z',
      },
    ],
    supplierReviewEndsOn: '2026-04-20',
    supplierComment: '',
    appeal: null,
    can: { acknowledge: true, appeal: true },
    ...overrides,
  };
}

export function supplierRowFixture(
  id: number,
  overrides: Partial<SupplierEvaluationRow> = {},
): SupplierEvaluationRow {
  const {
    contractName,
    type,
    periodStart,
    periodEnd,
    evaluationDate,
    status,
    percent,
    rating,
    supplierReviewEndsOn,
  } = supplierEvaluationFixture();
  return {
    id,
    contractName,
    type,
    periodStart,
    periodEnd,
    evaluationDate,
    status,
    percent,
    rating,
    supplierReviewEndsOn,
    ...overrides,
  };
}
