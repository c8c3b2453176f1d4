/**
 * The phases a custom project report covers (000 §3 Phase choices) and the dates its range may
 * apply to (000 §3 Report date kinds), each tied to the part of a project it belongs to.
 */
import type { ProjectType } from '../projects/status.ts';
import type { ReportText } from './catalogue.ts';

/** The two parts of a project a column or a date belongs to; project-wide ones belong to both. */
export const reportParts = ['source', 'contract'] as const;
export type ReportPart = (typeof reportParts)[number];

/**
 * The phase choices of 000 §3, each the project types it takes: a project that started its
 * contract after its source is SOURCE_CONTRACT (contracts/service.ts), so "both" is that type and
 * "source only" a source that has no contract. Templates are never reported.
 */
export const reportPhases = [
  {
    id: 'sourceOnly',
    label: { en: 'Source only', fr: "Appel d'offres seulement" },
    projectTypes: ['SOURCE'],
    parts: ['source'],
  },
  {
    id: 'contractOnly',
    label: { en: 'Contract only', fr: 'Contrat seulement' },
    projectTypes: ['CONTRACT'],
    parts: ['contract'],
  },
  {
    id: 'both',
    label: { en: 'Both source and contract', fr: "Appel d'offres et contrat" },
    projectTypes: ['SOURCE_CONTRACT'],
    parts: ['source', 'contract'],
  },
  {
    id: 'all',
    label: { en: 'All', fr: 'Toutes' },
    projectTypes: ['SOURCE', 'CONTRACT', 'SOURCE_CONTRACT'],
    parts: ['source', 'contract'],
  },
] as const satisfies readonly {
  id: string;
  label: ReportText;
  projectTypes: readonly ProjectType[];
  parts: readonly ReportPart[];
}[];
export type ReportPhase = (typeof reportPhases)[number]['id'];
export const reportPhaseIds = reportPhases.map((phase) => phase.id) as [ReportPhase, ...ReportPhase[]];

/** The parts of a project a phase reports on. */
export function partsOfPhase(phase: ReportPhase): readonly ReportPart[] {
  return reportPhases.find((p) => p.id === phase)?.parts ?? [];
}

const both = ['source', 'contract'] as const;
const source = ['source'] as const;
const contract = ['contract'] as const;

/**
 * The dates a report's range may apply to (000 §3 Report date kinds). `from` names the field;
 * `stores` says whether it holds a calendar day (compared with the range's days) or an instant
 * (compared with the range's instants in the agency's zone, ranges.ts spanInstants). Each has a
 * field today and is also a column (`columnId`).
 */
export const reportDateKinds = [
  {
    id: 'contractClosed',
    label: { en: 'Contract closed', fr: 'Contrat clos' },
    phases: contract,
    from: 'contracts.closed_at',
    stores: 'instant',
    columnId: 59,
  },
  {
    id: 'firmFrom',
    label: { en: 'Firm pricing from', fr: 'Prix fermes du' },
    phases: contract,
    from: 'contracts.firm_pricing_start',
    stores: 'day',
    columnId: 54,
  },
  {
    id: 'firmTo',
    label: { en: 'Firm pricing to', fr: 'Prix fermes au' },
    phases: contract,
    from: 'contracts.firm_pricing_end',
    stores: 'day',
    columnId: 55,
  },
  {
    id: 'contractStarted',
    label: { en: 'Contract started', fr: 'Contrat démarré' },
    phases: contract,
    from: 'contracts.started_at',
    stores: 'instant',
    columnId: 49,
  },
  {
    id: 'warrantyStart',
    label: { en: 'Warranty start', fr: 'Début de la garantie' },
    phases: contract,
    from: 'contracts.warranty_start',
    stores: 'day',
    columnId: 56,
  },
  {
    id: 'warrantyEnd',
    label: { en: 'Warranty end', fr: 'Fin de la garantie' },
    phases: contract,
    from: 'contracts.warranty_end',
    stores: 'day',
    columnId: 57,
  },
  {
    id: 'estimatedAward',
    label: { en: 'Estimated award', fr: 'Adjudication prévue' },
    phases: source,
    from: 'tenders.date_estimated_award',
    stores: 'instant',
    columnId: 32,
  },
  {
    id: 'plannedNotice',
    label: { en: 'Planned notice', fr: 'Avis prévu' },
    phases: source,
    from: 'tenders.date_planned_notice',
    stores: 'instant',
    columnId: 30,
  },
  {
    id: 'projectCreated',
    label: { en: 'Project created', fr: 'Projet créé' },
    phases: both,
    from: 'projects.created_at',
    stores: 'instant',
    columnId: 21,
  },
  {
    id: 'questionDeadline',
    label: { en: 'Question deadline', fr: 'Date limite des questions' },
    phases: source,
    from: 'tenders.question_deadline',
    stores: 'instant',
    columnId: 29,
  },
  {
    id: 'sentToPurchasing',
    label: { en: 'Sent to purchasing', fr: 'Transmis aux achats' },
    phases: source,
    from: 'tenders.date_sent_to_purchasing',
    stores: 'instant',
    columnId: 31,
  },
  {
    id: 'sourceAwarded',
    label: { en: 'Source awarded', fr: "Appel d'offres adjugé" },
    phases: source,
    // A source awarded to several companies counts from its first award.
    from: 'min(awards.award_date)',
    stores: 'day',
    columnId: 40,
  },
  {
    id: 'sourceClosed',
    label: { en: 'Source closed', fr: "Clôture de l'appel d'offres" },
    phases: source,
    // The closing date the buyer set, as project search filters it; closed_at is only the job's run.
    from: 'tenders.date_closing',
    stores: 'instant',
    columnId: 28,
  },
  {
    id: 'sourcePublished',
    label: { en: 'Source published', fr: "Publication de l'appel d'offres" },
    phases: source,
    from: 'tenders.date_available',
    stores: 'instant',
    columnId: 27,
  },
  {
    id: 'substantialCompletion',
    label: { en: 'Substantial completion', fr: 'Achèvement substantiel' },
    phases: contract,
    from: 'contracts.substantial_completion_date',
    stores: 'day',
    columnId: 58,
  },
] as const satisfies readonly {
  id: string;
  label: ReportText;
  phases: readonly ReportPart[];
  from: string;
  stores: 'day' | 'instant';
  columnId: number;
}[];
export type ReportDateKind = (typeof reportDateKinds)[number]['id'];
export const reportDateKindIds = reportDateKinds.map((kind) => kind.id) as [
  ReportDateKind,
  ...ReportDateKind[],
];

/** The date kinds the wizard offers for a phase: those of one of the phase's parts. */
export function dateKindsOfPhase(phase: ReportPhase): ReportDateKind[] {
  const parts = partsOfPhase(phase);
  return reportDateKinds.filter((k) => k.phases.some((part) => parts.includes(part))).map((k) => k.id);
}
