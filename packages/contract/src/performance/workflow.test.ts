import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type WorkflowRole, workflowRoles } from './settings.ts';
import {
  actorOf,
  availableActions,
  dueStatus,
  evaluationLifecycleNames,
  hasExpired,
  isCompleted,
  isInProgress,
  isOpen,
  isScoreEditable,
  nextStatus,
  type PerformanceEvaluationStatus,
  performanceEvaluationStatuses,
  reviewingRole,
  reviewOrder,
  type WorkflowAction,
  type WorkflowShape,
  workflowActions,
} from './workflow.ts';

type Table = Partial<
  Record<PerformanceEvaluationStatus, Partial<Record<WorkflowAction, PerformanceEvaluationStatus>>>
>;

/** Every status x action: the table's cell, or null where the machine refuses the action. */
function expectMachine(shape: Omit<WorkflowShape, 'status'>, table: Table) {
  const actual = performanceEvaluationStatuses.map((status) =>
    workflowActions.map((action) => nextStatus({ ...shape, status }, action)),
  );
  const expected = performanceEvaluationStatuses.map((status) =>
    workflowActions.map((action) => table[status]?.[action] ?? null),
  );
  expect(actual).toEqual(expected);
}

const returnOnly = { return: 'In Progress' } as const;

describe('nextStatus: the machine of the header comment', () => {
  it('passes through every reviewer, the supplier and an appeal when all are on', () => {
    expectMachine(
      { workflowRoles: [...workflowRoles], supplierReview: true, allowAppeal: true },
      {
        'In Progress': { submit: 'Pending Project Lead Review' },
        'Pending Project Lead Review': { ...returnOnly, approve: "Pending Project Lead's Manager Review" },
        "Pending Project Lead's Manager Review": {
          ...returnOnly,
          approve: 'Pending Procurement Lead Review',
        },
        'Pending Procurement Lead Review': {
          ...returnOnly,
          approve: 'Pending Procurement/Purchasing Manager Review',
        },
        'Pending Procurement/Purchasing Manager Review': {
          ...returnOnly,
          approve: 'Pending Director Review',
        },
        'Pending Director Review': { ...returnOnly, approve: 'Pending Supplier/Vendor Review' },
        'Pending Supplier/Vendor Review': { acknowledge: 'Complete', appeal: 'Under Appeal' },
        'Under Appeal': { completeAppeal: 'Complete - Appeal Complete' },
      },
    );
  });

  it('completes on the last approval when the supplier does not review, and refuses an appeal when not allowed', () => {
    expectMachine(
      { workflowRoles: ['procurementLead'], supplierReview: false, allowAppeal: false },
      {
        'In Progress': { submit: 'Pending Procurement Lead Review' },
        // Review statuses of roles this evaluation does not require still move forward (see below).
        'Pending Project Lead Review': { ...returnOnly, approve: 'Pending Procurement Lead Review' },
        "Pending Project Lead's Manager Review": {
          ...returnOnly,
          approve: 'Pending Procurement Lead Review',
        },
        'Pending Procurement Lead Review': { ...returnOnly, approve: 'Complete' },
        'Pending Procurement/Purchasing Manager Review': { ...returnOnly, approve: 'Complete' },
        'Pending Director Review': { ...returnOnly, approve: 'Complete' },
        'Pending Supplier/Vendor Review': { acknowledge: 'Complete' },
        'Under Appeal': { completeAppeal: 'Complete - Appeal Complete' },
      },
    );
  });

  it('goes from submission straight to the supplier, or to Complete, with no reviewers', () => {
    const shape = (supplierReview: boolean): WorkflowShape => ({
      status: 'In Progress',
      workflowRoles: [],
      supplierReview,
      allowAppeal: true,
    });
    expect(nextStatus(shape(true), 'submit')).toBe('Pending Supplier/Vendor Review');
    expect(nextStatus(shape(false), 'submit')).toBe('Complete');
  });

  it('reviews in workflowRoles order whatever order the evaluation lists its roles in', () => {
    const shape = (status: PerformanceEvaluationStatus): WorkflowShape => ({
      status,
      workflowRoles: ['director', 'projectLead', 'purchasingManager'],
      supplierReview: false,
      allowAppeal: false,
    });
    const path: PerformanceEvaluationStatus[] = [];
    let status: PerformanceEvaluationStatus | null = nextStatus(shape('In Progress'), 'submit');
    while (status !== null && status !== 'Complete') {
      path.push(status);
      status = nextStatus(shape(status), 'approve');
    }
    expect(path).toEqual([
      'Pending Project Lead Review',
      'Pending Procurement/Purchasing Manager Review',
      'Pending Director Review',
    ]);
    expect(reviewOrder(['director', 'projectLead', 'purchasingManager'])).toEqual([
      'projectLead',
      'purchasingManager',
      'director',
    ]);
  });

  it('property: submitting then approving visits each required reviewer once, in order, then ends', () => {
    const roles = fc
      .subarray([...workflowRoles])
      .chain((set) => fc.shuffledSubarray(set, { minLength: set.length }));
    return fc.assert(
      fc.property(
        roles,
        fc.boolean(),
        fc.boolean(),
        (listed: WorkflowRole[], supplierReview, allowAppeal) => {
          const base = { workflowRoles: listed, supplierReview, allowAppeal };
          const visited: (WorkflowRole | null)[] = [];
          let status = nextStatus(
            { ...base, status: 'In Progress' },
            'submit',
          ) as PerformanceEvaluationStatus;
          while (reviewingRole(status) !== null) {
            visited.push(reviewingRole(status));
            expect(nextStatus({ ...base, status }, 'return')).toBe('In Progress');
            status = nextStatus({ ...base, status }, 'approve') as PerformanceEvaluationStatus;
          }
          expect(visited).toEqual(workflowRoles.filter((r) => listed.includes(r)));
          expect(status).toBe(supplierReview ? 'Pending Supplier/Vendor Review' : 'Complete');
        },
      ),
    );
  });

  it('moves forward when the current reviewer is no longer required (reviewers changed mid-review)', () => {
    const shape: WorkflowShape = {
      status: 'Pending Procurement Lead Review',
      workflowRoles: ['projectLead', 'director'],
      supplierReview: true,
      allowAppeal: true,
    };
    expect(nextStatus(shape, 'approve')).toBe('Pending Director Review');
    expect(
      nextStatus({ ...shape, status: 'Pending Director Review', workflowRoles: ['projectLead'] }, 'approve'),
    ).toBe('Pending Supplier/Vendor Review');
  });
});

describe('availableActions and who takes them', () => {
  const shape = (status: PerformanceEvaluationStatus, allowAppeal = true): WorkflowShape => ({
    status,
    workflowRoles: ['projectLead'],
    supplierReview: true,
    allowAppeal,
  });

  it('offers only the actions that can succeed in each status', () => {
    expect(
      Object.fromEntries(performanceEvaluationStatuses.map((s) => [s, availableActions(shape(s))])),
    ).toEqual({
      Scheduled: [],
      'Draft-Unassigned': [],
      'In Progress': ['submit'],
      'Pending Supplier/Vendor Review': ['acknowledge', 'appeal'],
      'Pending Procurement Lead Review': ['approve', 'return'],
      'Pending Project Lead Review': ['approve', 'return'],
      "Pending Project Lead's Manager Review": ['approve', 'return'],
      'Pending Procurement/Purchasing Manager Review': ['approve', 'return'],
      'Pending Director Review': ['approve', 'return'],
      Complete: [],
      Expired: [],
      'Under Appeal': ['completeAppeal'],
      'Complete - Appeal Complete': [],
    });
    expect(availableActions(shape('Pending Supplier/Vendor Review', false))).toEqual(['acknowledge']);
  });

  it('names the actor of each action', () => {
    expect(actorOf).toEqual({
      submit: 'evaluator',
      approve: 'reviewer',
      return: 'reviewer',
      acknowledge: 'supplier',
      appeal: 'supplier',
      completeAppeal: 'editor',
    });
  });
});

describe('status groups, due and expiry', () => {
  it('groups the statuses', () => {
    expect(performanceEvaluationStatuses.filter(isCompleted)).toEqual([
      'Complete',
      'Complete - Appeal Complete',
    ]);
    expect(performanceEvaluationStatuses.filter(isOpen)).toEqual([
      'Scheduled',
      'Draft-Unassigned',
      'In Progress',
    ]);
    expect(performanceEvaluationStatuses.filter(isScoreEditable)).toEqual([
      'Draft-Unassigned',
      'In Progress',
      'Under Appeal',
    ]);
    // In progress on the dashboard: neither scheduled, finished nor expired.
    expect(performanceEvaluationStatuses.filter((s) => !isInProgress(s))).toEqual([
      'Scheduled',
      'Complete',
      'Expired',
      'Complete - Appeal Complete',
    ]);
    expect(reviewingRole('Pending Director Review')).toBe('director');
    expect(reviewingRole("Pending Project Lead's Manager Review")).toBe('projectLeadManager');
    expect(reviewingRole('In Progress')).toBeNull();
  });

  it('falls due as In Progress with an evaluator, else Draft-Unassigned', () => {
    expect([dueStatus(true), dueStatus(false)]).toEqual(['In Progress', 'Draft-Unassigned']);
  });

  it('expires an open evaluation the day after its window ends, and nothing else', () => {
    expect(hasExpired('Scheduled', '2025-03-10', '2025-03-11')).toBe(true);
    expect(hasExpired('Draft-Unassigned', '2025-03-10', '2025-03-11')).toBe(true);
    expect(hasExpired('In Progress', '2024-12-31', '2025-01-01')).toBe(true);
    // The window's last day is still inside it.
    expect(hasExpired('In Progress', '2025-03-10', '2025-03-10')).toBe(false);
    expect(hasExpired('In Progress', '2025-03-10', '2025-03-09')).toBe(false);
    const closed = performanceEvaluationStatuses.filter((s) => !isOpen(s));
    expect(closed.filter((s) => hasExpired(s, '2020-01-01', '2025-01-01'))).toEqual([]);
  });
});

describe('lifecycle names', () => {
  /** 001 §9, as listed there. */
  const spec = [
    'pending requisitioner supervisor',
    'pending director',
    'complete',
    'pending purchaser',
    'pending requisitioner',
    'pending manager',
    'pending vendor',
    'scheduled',
    'expired',
    'complete with appeal complete',
    'under appeal',
    'draft',
  ];

  it('gives every status a lifecycle name of 001 §9, and uses every name', () => {
    const names = performanceEvaluationStatuses.map((s) => evaluationLifecycleNames[s]);
    for (const name of names) expect(spec).toContain(name);
    expect([...new Set(names)].sort()).toEqual([...spec].sort());
  });
});
