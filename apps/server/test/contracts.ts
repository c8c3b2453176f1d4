import type { Contract, ContractInput } from '@procura/contract';
import { awards, submissions, vendors } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';
import { insertProject } from './projects.ts';

type AwardedCompany = {
  companyName: string;
  /** A registered supplier (a vendor row); false for a hard copy of an unregistered company. */
  registered: boolean;
  awardAmount: number | null;
  awardDate: string | null;
  contractNumber?: string;
};

/**
 * An awarded project straight in the database: its source closed and awarded to `companies`, each
 * a complete bid; the registered ones are suppliers of the agency. Contract tests start here.
 */
export async function insertAwardedProject(
  t: TestApp,
  at: { customerId: number; nodeId: number },
  companies: AwardedCompany[],
  project: { durationMonths?: number; name?: string } = {},
) {
  const { projectId, tenderId } = await insertProject(t, at, {
    status: 'Awarded',
    name: project.name ?? 'Winter road maintenance',
    durationMonths: project.durationMonths ?? null,
  });
  const vendorIds = await asSystem(t.database.db, async (tx) => {
    const ids: (number | null)[] = [];
    for (const company of companies) {
      const [vendor] = company.registered
        ? await tx
            .insert(vendors)
            .values({
              customerId: at.customerId,
              belongsToNodeId: at.nodeId,
              companyName: company.companyName,
            })
            .returning({ id: vendors.id })
        : [];
      const [submission] = await tx
        .insert(submissions)
        .values({
          customerId: at.customerId,
          tenderId,
          companyName: company.companyName,
          contactEmail: 'bids@example.test',
          status: 'complete',
          isHardCopy: !company.registered,
          vendorId: vendor?.id ?? null,
        })
        .returning({ id: submissions.id });
      if (!submission) throw new Error('submission not inserted');
      await tx.insert(awards).values({
        customerId: at.customerId,
        tenderId,
        submissionId: submission.id,
        awardAmount: company.awardAmount === null ? null : company.awardAmount.toFixed(2),
        awardDate: company.awardDate,
        contractNumber: company.contractNumber ?? '',
      });
      ids.push(vendor?.id ?? null);
    }
    return ids;
  });
  return { projectId, tenderId, vendorIds };
}

/** A supplier company of the agency with no account, to add to contracts by hand. */
export async function insertVendor(
  t: TestApp,
  at: { customerId: number; nodeId: number },
  companyName: string,
) {
  const [vendor] = await asSystem(t.database.db, (tx) =>
    tx
      .insert(vendors)
      .values({ customerId: at.customerId, belongsToNodeId: at.nodeId, companyName })
      .returning({ id: vendors.id }),
  );
  if (!vendor) throw new Error('vendor not inserted');
  return vendor.id;
}

/** The details and dates of a contract as the Dates page sends them back, with changes. */
export function contractBody(contract: Contract, changes: Partial<ContractInput> = {}): ContractInput {
  const {
    id: _id,
    projectId: _p,
    status: _s,
    storedStatus: _st,
    termEnd: _t,
    vendors: _v,
    ...rest
  } = contract;
  const {
    cancelReason: _c,
    startedAt: _sa,
    closedAt: _ca,
    createdBy: _cb,
    createdAt: _cr,
    updatedAt: _u,
    ...input
  } = rest;
  const { canEdit: _e, allowedActions: _a, ...body } = input;
  return { ...body, ...changes };
}
