import type { PerformanceEvaluationRow, PerformanceSummary, SessionInfo } from '@procura/contract';
import { sessionFixture } from '../../../test/fixtures.ts';

/** Fixtures of the supplier-performance dashboard's tests (agency 7, tender node 70). */

export const performanceNode = '/api/v1/customer/7/node/70';

/** The fixture buyer on a node with or without the contractor-performance feature. */
export function performanceSession(contractorPerformance = true): SessionInfo {
  const session = sessionFixture();
  return { ...session, tenderNode: { ...session.tenderNode, contractorPerformance } };
}

/**
 * A summary of three departments (one the bucket without a department): 12 of 14 completed
 * evaluations satisfactory (85.71%), 2 not (14.29%), 8 of 12 contracts evaluated (66.67%).
 */
export function summaryFixture(overrides: Partial<PerformanceSummary> = {}): PerformanceSummary {
  return {
    suppliers: 7,
    contracts: { numRegistered: 12, numEvaluated: 8, pctEvaluated: 66.67 },
    evaluations: { numEvaluated: 14, numInterim: 9, numFinal: 5 },
    departments: [
      {
        departmentId: 3,
        name: 'Roads',
        numExpired: 1,
        numInProgress: 2,
        numInterim: 6,
        numFinal: 3,
        numCustom: 0,
        pctEvaluated: 75,
      },
      {
        departmentId: 4,
        name: 'Parks',
        numExpired: 0,
        numInProgress: 4,
        numInterim: 3,
        numFinal: 2,
        numCustom: 1,
        pctEvaluated: 50,
      },
      {
        departmentId: null,
        name: 'No department',
        numExpired: 2,
        numInProgress: 0,
        numInterim: 0,
        numFinal: 0,
        numCustom: 0,
        pctEvaluated: 0,
      },
    ],
    satisfactory: 12,
    nonSatisfactory: 2,
    showSatisfactory: true,
    ...overrides,
  };
}

export function evaluationRowFixture(
  id: number,
  overrides: Partial<PerformanceEvaluationRow> = {},
): PerformanceEvaluationRow {
  return {
    id,
    vendorId: 500,
    companyName: `Supplier ${id}`,
    contractId: 80,
    contractName: 'Road salt supply',
    projectId: 12,
    departmentName: 'Roads',
    templateName: 'Standard card',
    type: 'Interim',
    periodStart: '2026-01-01',
    periodEnd: '2026-03-31',
    evaluationDate: '2026-04-01',
    status: 'Complete',
    evaluator: { id: 42, name: 'Ada Lovelace' },
    percent: 82.5,
    rating: 'good',
    completedAt: '2026-04-10T14:00:00.000Z',
    ...overrides,
  };
}
