import {
  type CreatePerformanceEvaluation,
  type EvaluationSlot,
  type EvaluationType,
  evaluationSlotProblems,
  type PerformanceWorkflow,
  proposeSchedule,
  type SchedulePerformanceEvaluations,
  scheduleProblems,
  type WorkflowRole,
  workflowRoles,
} from '@procura/contract';
import { i18n } from '../../../platform/i18n/index.ts';

/**
 * The evaluation wizard's draft and its rules (issue 23 §2: a single evaluation, or a schedule of
 * interims and a final across the contract's term; the workflow; the review). The date rules are
 * the contract's (evaluationSlotProblems, scheduleProblems, proposeSchedule): the wizard only asks.
 */

export type WizardMode = 'single' | 'schedule';

/** A schedule row: a slot with an id of its own, so rows keep their inputs when one is removed. */
export type DraftSlot = EvaluationSlot & { rowId: number };

let lastRowId = 0;
const withRowIds = (slots: readonly EvaluationSlot[]): DraftSlot[] =>
  slots.map((slot) => {
    lastRowId += 1;
    return { ...slot, rowId: lastRowId };
  });

/** The contract an evaluation may rate: its id, name and term (null while the term is unset). */
export type ContractChoice = {
  id: number;
  name: string;
  termStart: string | null;
  termEnd: string | null;
  vendors: readonly { vendorId: number; companyName: string }[];
};

export type WizardDraft = {
  vendorId: number | null;
  contractId: number | null;
  mode: WizardMode;
  /** The single evaluation; dates '' until typed. */
  single: EvaluationSlot;
  interims: number;
  /** The schedule's rows, proposed from the term and then edited. */
  slots: DraftSlot[];
  templateId: number | null;
  evaluatorId: number | null;
  /** The roles the evaluation passes through, and who is named for each (null: the role's default). */
  roles: WorkflowRole[];
  reviewers: Record<WorkflowRole, number | null>;
  supplierReview: boolean;
  allowAppeal: boolean;
  commentsVisibleToSupplier: boolean;
  attachmentsVisibleToSupplier: boolean;
};

export const wizardSteps = ['setup', 'workflow', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** A term the schedule can split: both ends known, in order. */
export const termOf = (contract: ContractChoice | null) =>
  contract?.termStart && contract.termEnd && contract.termStart <= contract.termEnd
    ? { start: contract.termStart, end: contract.termEnd }
    : null;

/** The first draft: the origin's supplier and contract, the agency's workflow, the proposed schedule. */
export function initialDraft(options: {
  vendorId: number | null;
  contract: ContractChoice | null;
  mode: WizardMode;
  interims?: number;
}): WizardDraft {
  const interims = options.interims ?? 1;
  const term = termOf(options.contract);
  return {
    vendorId: options.vendorId,
    contractId: options.contract?.id ?? null,
    mode: options.mode === 'schedule' && term ? 'schedule' : 'single',
    single: {
      type: options.contract ? 'Interim' : 'Custom',
      periodStart: '',
      periodEnd: '',
      evaluationDate: '',
    },
    interims,
    slots: term ? withRowIds(proposeSchedule(term.start, term.end, interims)) : [],
    templateId: null,
    evaluatorId: null,
    roles: [],
    reviewers: {
      projectLead: null,
      projectLeadManager: null,
      procurementLead: null,
      purchasingManager: null,
      director: null,
    },
    supplierReview: false,
    allowAppeal: false,
    commentsVisibleToSupplier: false,
    attachmentsVisibleToSupplier: false,
  };
}

/** The agency's workflow as the draft's defaults (GET /PerformanceWorkflow). */
export function withWorkflow(draft: WizardDraft, workflow: PerformanceWorkflow): WizardDraft {
  return {
    ...draft,
    roles: workflowRoles.filter((role) => workflow.workflowRoles.includes(role)),
    reviewers: {
      ...draft.reviewers,
      projectLeadManager: workflow.defaultReviewers.projectLeadManagerId,
      purchasingManager: workflow.defaultReviewers.purchasingManagerId,
      director: workflow.defaultReviewers.directorId,
    },
    supplierReview: workflow.supplierReview,
    allowAppeal: workflow.allowAppeal,
    commentsVisibleToSupplier: workflow.commentsVisibleToSupplier,
    attachmentsVisibleToSupplier: workflow.attachmentsVisibleToSupplier,
  };
}

/** A change of contract: no contract makes the evaluation Custom and rules out a schedule. */
export function withContract(draft: WizardDraft, contract: ContractChoice | null): WizardDraft {
  const term = termOf(contract);
  const keepsVendor = contract === null || contract.vendors.some((v) => v.vendorId === draft.vendorId);
  return {
    ...draft,
    contractId: contract?.id ?? null,
    vendorId: keepsVendor ? draft.vendorId : null,
    mode: term ? draft.mode : 'single',
    single: { ...draft.single, type: contract ? draft.single.type : 'Custom' },
    slots: term ? withRowIds(proposeSchedule(term.start, term.end, draft.interims)) : [],
  };
}

/** A new number of interims proposes the schedule again over the term (the rows typed are replaced). */
export function withInterims(
  draft: WizardDraft,
  contract: ContractChoice | null,
  interims: number,
): WizardDraft {
  const term = termOf(contract);
  return {
    ...draft,
    interims,
    slots: term ? withRowIds(proposeSchedule(term.start, term.end, interims)) : draft.slots,
  };
}

/** A catalogue or interface text by key (the contract's rules name theirs). */
const t = (key: string): string => i18n.t(key as 'requiredField');

/**
 * What stops the draft, by field path ('single.evaluationDate', 'slots.1.periodEnd'): the
 * contract's date rules against the agency's today, and the choices every evaluation needs.
 */
export function draftProblems(draft: WizardDraft, today: string, contract: ContractChoice | null) {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string) => {
    errors[field] ??= message;
  };
  if (draft.vendorId === null) put('vendorId', t('requiredField'));
  if (draft.templateId === null) put('templateId', t('requiredField'));
  if (draft.mode === 'single') {
    const slot = draft.single;
    for (const field of ['periodStart', 'periodEnd', 'evaluationDate'] as const) {
      if (slot[field] === '') put(`single.${field}`, t('performanceDateRequired'));
    }
    if (Object.keys(errors).every((field) => !field.startsWith('single.'))) {
      for (const problem of evaluationSlotProblems(slot, today, 'single.'))
        put(problem.field, t(problem.key));
    }
  } else {
    if (!termOf(contract)) put('slots', t('perfWizardScheduleNeedsTerm'));
    if (draft.slots.length === 0) put('slots', t('perfWizardScheduleEmpty'));
    draft.slots.forEach((slot, i) => {
      for (const field of ['periodStart', 'periodEnd', 'evaluationDate'] as const) {
        if (slot[field] === '') put(`slots.${i}.${field}`, t('performanceDateRequired'));
      }
    });
    for (const problem of scheduleProblems(
      draft.slots.filter((slot) => slot.periodStart && slot.periodEnd && slot.evaluationDate),
      today,
    )) {
      put(problem.field, t(problem.key));
    }
  }
  return errors;
}

/** The step that shows a field: the wizard goes back there when the field is wrong. */
export const stepOfField = (field: string): number => (field.startsWith('reviewers') ? 1 : 0);

/** Where a server refusal's catalogue key shows (the schedule's rows are not named by the server). */
export const wizardFieldOfKey: Record<string, string> = {
  vendorInvalidId: 'vendorId',
  performanceVendorNotOnContract: 'vendorId',
  invalidContractId: 'contractId',
  invalidPerformanceTemplateId: 'templateId',
  performanceTemplateInactive: 'templateId',
  invalidUserId: 'evaluatorId',
  performanceReviewerMissing: 'reviewers',
  performanceScheduleOneFinal: 'slots',
};

/** The keys whose field depends on the mode: one evaluation's own date, or the schedule's rows. */
export function fieldOfKeyFor(mode: WizardMode): Record<string, string> {
  const single = mode === 'single';
  return {
    ...wizardFieldOfKey,
    performanceEvaluationDateInPast: single ? 'single.evaluationDate' : 'slots',
    performancePeriodOrder: single ? 'single.periodEnd' : 'slots',
    performanceDateRequired: single ? 'single.evaluationDate' : 'slots',
  };
}

function setupOf(draft: WizardDraft) {
  return {
    vendorId: draft.vendorId ?? 0,
    performanceTemplateId: draft.templateId ?? 0,
    evaluatorId: draft.evaluatorId,
    reviewers: draft.roles.map((role) => ({ role, userId: draft.reviewers[role] })),
    supplierReview: draft.supplierReview,
    allowAppeal: draft.supplierReview && draft.allowAppeal,
    commentsVisibleToSupplier: draft.commentsVisibleToSupplier,
    attachmentsVisibleToSupplier: draft.attachmentsVisibleToSupplier,
  };
}

/** POST /PerformanceEvaluation's body. */
export function toCreateBody(draft: WizardDraft): CreatePerformanceEvaluation {
  return { ...setupOf(draft), contractId: draft.contractId, ...draft.single };
}

/** POST /Contracts/PerformanceEvaluation's body. */
export function toScheduleBody(draft: WizardDraft): SchedulePerformanceEvaluations {
  return {
    ...setupOf(draft),
    contractId: draft.contractId ?? 0,
    slots: draft.slots.map(({ rowId: _rowId, ...slot }) => slot),
  };
}

/** The types a slot may take: Custom only without a contract; a schedule has interims and a final. */
export const typeChoices = (hasContract: boolean, mode: WizardMode): EvaluationType[] =>
  mode === 'schedule' ? ['Interim', 'Final'] : hasContract ? ['Interim', 'Final', 'Custom'] : ['Custom'];
