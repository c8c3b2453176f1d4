import { type ProjectStatus, type QuestionStatus, tenderDefaults } from '@procura/contract';
import {
  awards,
  contractDocuments,
  contracts,
  nodes,
  projects,
  projectUsers,
  submissions,
  tenderMeetings,
  tenders,
  vendorQuestions,
} from '../src/db/schema/index.ts';
import { asSystem, type Tx } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';

/**
 * Rows for the dashboard's tests, written straight into the database: projects with their source
 * dates, team, meetings, questions, awards, contracts and contract documents, each as a test
 * describes it, so that the test can work out what the dashboard must answer on its own.
 */

export type Place = { customerId: number; nodeId: number };

export type ProjectSeed = {
  number: string;
  name?: string;
  status: ProjectStatus;
  type?: 'SOURCE' | 'CONTRACT' | 'SOURCE_CONTRACT' | 'TEMPLATE';
  leadId?: number | null;
  /** Team members and their roles (a member may hold several). */
  team?: { userId: number; roleId: string }[];
  dates?: { dateAvailable?: Date | null; dateClosing?: Date | null; questionDeadline?: Date | null };
  meetings?: Date[];
  /** Supplier questions by status. */
  questions?: { incomplete: number; complete: number };
  /** Awarded companies: amount (text, two decimals) and award day. */
  awards?: { amount: string | null; date: string | null }[];
  contract?: ContractSeed;
};

export type ContractSeed = {
  status: 'In Progress' | 'Active' | 'Closed' | 'Closed-Archived' | 'Cancelled';
  termEnd: string | null;
  hasWarrantyPeriod?: boolean;
  warrantyEnd?: string | null;
  documents?: { approved: boolean; expiryDate: string | null }[];
};

/** A tender node of its own in the agency: "another node" for the tests. */
export async function insertTenderNode(t: TestApp, customerId: number, name: string): Promise<number> {
  const [node] = await asSystem(t.database.db, (tx) =>
    tx.insert(nodes).values({ customerId, kind: 'tender', name }).returning({ id: nodes.id }),
  );
  if (!node) throw new Error('node not inserted');
  return node.id;
}

async function insertAward(
  tx: Tx,
  at: Place,
  tenderId: number,
  award: NonNullable<ProjectSeed['awards']>[number],
  n: number,
) {
  const [submission] = await tx
    .insert(submissions)
    .values({
      customerId: at.customerId,
      tenderId,
      companyName: `Company ${n}`,
      contactEmail: `bids${n}@example.test`,
      status: 'complete',
      isHardCopy: true,
    })
    .returning({ id: submissions.id });
  if (!submission) throw new Error('submission not inserted');
  await tx.insert(awards).values({
    customerId: at.customerId,
    tenderId,
    submissionId: submission.id,
    awardAmount: award.amount,
    awardDate: award.date,
  });
}

async function insertContract(tx: Tx, at: Place, projectId: number, seed: ContractSeed) {
  const [contract] = await tx
    .insert(contracts)
    .values({
      customerId: at.customerId,
      projectId,
      name: 'Contract',
      status: seed.status,
      termEnd: seed.termEnd,
      hasWarrantyPeriod: seed.hasWarrantyPeriod ?? false,
      warrantyEnd: seed.warrantyEnd ?? null,
    })
    .returning({ id: contracts.id });
  if (!contract) throw new Error('contract not inserted');
  for (const [i, document] of (seed.documents ?? []).entries()) {
    await tx.insert(contractDocuments).values({
      customerId: at.customerId,
      contractId: contract.id,
      category: 'insurance',
      displayName: `Certificate ${i + 1}`,
      expiryDate: document.expiryDate,
      approved: document.approved,
      fileName: `certificate-${i + 1}.pdf`,
      contentType: 'application/pdf',
      sizeInByte: 10,
      storageKey: `seed/${projectId}/${i}`,
    });
  }
}

/** One project with everything its seed describes; answers its ids. */
export async function insertDashboardProject(t: TestApp, at: Place, seed: ProjectSeed) {
  return asSystem(t.database.db, async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        customerId: at.customerId,
        nodeId: at.nodeId,
        name: seed.name ?? `Project ${seed.number}`,
        number: seed.number,
        type: seed.type ?? 'SOURCE',
        status: seed.status,
        procurementMethod: 'Public',
        projectLeadId: seed.leadId ?? null,
      })
      .returning({ id: projects.id });
    if (!project) throw new Error('project not inserted');
    const { meetings: _meetings, ...settings } = tenderDefaults;
    const [tender] = await tx
      .insert(tenders)
      .values({ customerId: at.customerId, projectId: project.id, settings, ...seed.dates })
      .returning({ id: tenders.id });
    if (!tender) throw new Error('tender not inserted');
    for (const member of seed.team ?? []) {
      await tx.insert(projectUsers).values({ customerId: at.customerId, projectId: project.id, ...member });
    }
    for (const date of seed.meetings ?? []) {
      await tx.insert(tenderMeetings).values({ customerId: at.customerId, tenderId: tender.id, date });
    }
    const questions = seed.questions ?? { incomplete: 0, complete: 0 };
    const statuses = [
      ...Array<QuestionStatus>(questions.incomplete).fill('Incomplete'),
      ...Array<QuestionStatus>(questions.complete).fill('Complete'),
    ];
    for (const [i, status] of statuses.entries()) {
      await tx.insert(vendorQuestions).values({
        customerId: at.customerId,
        tenderId: tender.id,
        companyName: 'Asking Ltd',
        fullName: 'Ada Asker',
        email: 'ada@example.test',
        question: `Question ${i + 1}?`,
        answer: status === 'Complete' ? 'Answered.' : '',
        status,
        askedAt: new Date('2026-01-01T12:00:00Z'),
      });
    }
    for (const [i, award] of (seed.awards ?? []).entries()) await insertAward(tx, at, tender.id, award, i);
    if (seed.contract) await insertContract(tx, at, project.id, seed.contract);
    return { projectId: project.id, tenderId: tender.id };
  });
}
