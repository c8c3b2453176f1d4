import {
  buildMilestones,
  type Milestone,
  type MilestoneCandidate,
  type ProjectPerson,
  type ProjectSnapshot,
} from '@procura/contract';
import type { ProjectRow } from '../projects/index.ts';
import type { findAwardFigures, findContractFigures, findMeetings, SourceFigures } from './queries.ts';

/** Shapes the snapshot's rows into its answer; nothing here reads the database. */

type Meetings = Awaited<ReturnType<typeof findMeetings>>;
type AwardFigures = Awaited<ReturnType<typeof findAwardFigures>>;
type ContractFigures = NonNullable<Awaited<ReturnType<typeof findContractFigures>>>;

const earliest = (...dates: (Date | null)[]) =>
  dates.filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;

/**
 * The project's key dates as stored, for the contract's milestone rule to order and judge: the
 * question deadline only when the source has one, each site meeting, the first unsealing as the
 * opening, the latest award date, and the contract's term.
 */
export function milestonesOf(
  project: ProjectRow,
  source: SourceFigures | null,
  meetings: Meetings,
  awardDate: string | null,
  contract: ContractFigures | null,
  context: { now: Date; timeZone: string },
): Milestone[] {
  const candidates: MilestoneCandidate[] = [{ key: 'created', date: project.createdAt }];
  if (source) {
    const { tender } = source;
    const settings = tender.settings;
    candidates.push({ key: 'published', date: tender.dateAvailable });
    if (settings.hasQuestionDeadline)
      candidates.push({ key: 'questionDeadline', date: tender.questionDeadline });
    for (const meeting of meetings) {
      candidates.push({
        key: 'siteMeeting',
        date: meeting.date,
        meetingId: meeting.id,
        label: meeting.description,
      });
    }
    candidates.push({ key: 'closing', date: tender.dateClosing });
    candidates.push({ key: 'opened', date: earliest(tender.priceUnsealedAt, tender.submissionUnsealedAt) });
    candidates.push({ key: 'estimatedAward', date: tender.dateEstimatedAward });
  }
  candidates.push({ key: 'awarded', date: awardDate });
  if (contract) {
    candidates.push({ key: 'contractStart', date: contract.contract.initialTermStart });
    candidates.push({ key: 'contractEnd', date: contract.contract.termEnd });
  }
  return buildMilestones(candidates, { ...context, status: project.status });
}

export function valuesOf(
  estimates: { estimatedValue: string | null; estimatedAnnualValue: string | null },
  awarded: AwardFigures,
  contract: ContractFigures | null,
  contractStatus: string | null,
): ProjectSnapshot['estimatedVsActual'] {
  return {
    ...estimates,
    awardCount: awarded.count,
    awardedTotal: awarded.awardedTotal,
    actualTotalProjectValue: awarded.actualTotalProjectValue,
    actualTotalAnnualValue: awarded.actualTotalAnnualValue,
    contract:
      contract && contractStatus
        ? {
            id: contract.contract.id,
            status: contractStatus,
            amount: contract.amount,
            contigencyAmount: contract.contigencyAmount,
            purchaseOrderCount: contract.orders,
            purchaseOrderTotal: contract.ordered,
          }
        : null,
  };
}

type TeamRow = { roleId: string; person: ProjectPerson & { email: string } };

/** The team by person, in the order each first joined, with every role they hold. */
export function teamOf(lead: ProjectPerson | null, rows: readonly TeamRow[]): ProjectSnapshot['team'] {
  const members = new Map<number, ProjectSnapshot['team']['members'][number]>();
  for (const row of rows) {
    const member = members.get(row.person.id) ?? { person: row.person, roles: [] };
    member.roles.push(row.roleId as (typeof member.roles)[number]);
    members.set(row.person.id, member);
  }
  return { lead, members: [...members.values()] };
}
