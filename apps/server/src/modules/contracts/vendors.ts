import {
  type Contract,
  type ContractVendorInvitation,
  type ContractVendorInvitationInput,
  inviteeEmailSchema,
  supplierLookupLimit,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import {
  deleteInvitationRow,
  findAgencyForMail,
  findInvitationOfNode,
  findInvitations,
  findOpenInvitations,
  type InvitationRow,
  insertInvitation,
  isRegisteredAddress,
  markInvitationAccepted,
} from './invitation-queries.ts';
import { auditContract, type ContractViewer, presentContract } from './presenters.ts';
import {
  deleteContractVendor,
  findContract,
  findContractVendor,
  findUsableVendor,
  insertContractVendor,
  insertContractVendorIfAbsent,
  lookupVendors,
  setContractVendorActive,
  userName,
} from './queries.ts';
import { lockContract } from './service.ts';

/**
 * The suppliers on a contract (000 §4: added, removed, activated, deactivated) and the companies
 * invited by email to join it (001 §7 ContractVendorInvitations).
 */

const notInContract = () => new AppError(404, 'contractSupplierNotInContract');

/** POST /Contracts/{contractId}/Supplier/{vendorId}. */
export async function addSupplier(
  ctx: AppContext,
  viewer: ContractViewer,
  contractId: number,
  vendorId: number,
) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const { row, today } = await lockContract(tx, ctx, viewer, contractId);
    const vendor = await findUsableVendor(tx, viewer.customerId, vendorId);
    if (!vendor) throw new AppError(404, 'invalidVendorId');
    if (await findContractVendor(tx, viewer.customerId, row.id, vendorId)) {
      throw new AppError(409, 'contractSupplierAlreadyAdded');
    }
    await insertContractVendor(tx, {
      customerId: viewer.customerId,
      contractId: row.id,
      vendorId,
      addedAt: ctx.clock.now(),
    });
    await auditContract(tx, ctx, viewer, row, 'contract.supplierAdded', {
      vendorId,
      companyName: vendor.companyName,
    });
    return presentContract(tx, viewer, row, today);
  });
}

/** DELETE /Contracts/{contractId}/Supplier/{vendorId}. */
export async function removeSupplier(
  ctx: AppContext,
  viewer: ContractViewer,
  contractId: number,
  vendorId: number,
) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const { row, today } = await lockContract(tx, ctx, viewer, contractId);
    if (!(await deleteContractVendor(tx, viewer.customerId, row.id, vendorId))) throw notInContract();
    await auditContract(tx, ctx, viewer, row, 'contract.supplierRemoved', { vendorId });
    return presentContract(tx, viewer, row, today);
  });
}

/** PUT /Contracts/{contractId}/Supplier/{vendorId}/Activate and /Deactivate. */
export async function setSupplierActive(
  ctx: AppContext,
  viewer: ContractViewer,
  contractId: number,
  vendorId: number,
  isActive: boolean,
): Promise<Contract> {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const { row, today } = await lockContract(tx, ctx, viewer, contractId);
    if (!(await setContractVendorActive(tx, viewer.customerId, row.id, vendorId, isActive)))
      throw notInContract();
    await auditContract(
      tx,
      ctx,
      viewer,
      row,
      isActive ? 'contract.supplierActivated' : 'contract.supplierDeactivated',
      {
        vendorId,
      },
    );
    return presentContract(tx, viewer, row, today);
  });
}

async function presentInvitation(tx: Tx, row: InvitationRow): Promise<ContractVendorInvitation> {
  return {
    id: row.id,
    contractId: row.contractId,
    email: row.email,
    companyName: row.companyName,
    contactName: row.contactName,
    invitedBy: await userName(tx, row.customerId, row.invitedById),
    invitedAt: row.invitedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    vendorId: row.vendorId,
  };
}

/**
 * The invitation's values. Without a contact or company name the invitee is named by its address,
 * which reads the same in either language.
 */
function invitationValues(input: {
  agency: { displayName: string; domain: string };
  contract: { name: string; number: string };
  invitation: { email: string; companyName: string; contactName: string };
  publicUrl: string;
}) {
  const { agency, contract, invitation } = input;
  return {
    ContactName: invitation.contactName || invitation.companyName || invitation.email,
    AgencyName: agency.displayName,
    CompanyName: invitation.companyName || invitation.email,
    ContractName: contract.number ? `${contract.number} ${contract.name}` : contract.name,
    Link: `${input.publicUrl}/portal/${encodeURIComponent(agency.domain)}/register`,
  };
}

/**
 * POST /ContractVendorInvitations: mails a company that is not yet a registered supplier; when it
 * registers with this address and verifies it, it joins the contract. A registered address is
 * refused (the buyer adds that supplier instead); the same address twice is refused.
 */
export async function inviteSupplier(
  ctx: AppContext,
  viewer: ContractViewer,
  input: ContractVendorInvitationInput,
): Promise<ContractVendorInvitation> {
  const email = inviteeEmailSchema.safeParse(input.email);
  if (!email.success) throw badRequest({ key: 'errorInvalidEmail', params: { field: 'email' } });
  try {
    return await inTenant(ctx.db, viewer.customerId, async (tx) => {
      const { row } = await lockContract(tx, ctx, viewer, input.contractId);
      if (await isRegisteredAddress(tx, viewer.customerId, email.data)) {
        throw new AppError(409, 'contractInvitationRegistered');
      }
      const saved = await insertInvitation(tx, {
        customerId: viewer.customerId,
        contractId: row.id,
        email: email.data,
        companyName: input.companyName ?? '',
        contactName: input.contactName ?? '',
        invitedById: viewer.userId,
        invitedAt: ctx.clock.now(),
      });
      if (!saved) throw new Error('invitation not saved');
      const agency = await findAgencyForMail(tx, viewer.customerId);
      const values = invitationValues({
        agency: agency ?? { displayName: '', domain: '' },
        contract: row,
        invitation: saved,
        publicUrl: ctx.config.publicUrl,
      });
      await enqueueNotice(tx, ctx, {
        customerId: viewer.customerId,
        to: saved.email,
        kind: 'contractVendorInvitation',
        projectId: row.projectId,
        values,
      });
      await auditContract(tx, ctx, viewer, row, 'contract.supplierInvited', { email: saved.email });
      return presentInvitation(tx, saved);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'invitationAlreadyInvited');
    throw error;
  }
}

/** GET /ContractVendorInvitations?contractId. */
export async function listInvitations(ctx: AppContext, actor: Actor, contractId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const contract = await findContract(tx, actor, contractId);
    const rows = await findInvitations(tx, actor.customerId, contract.id);
    return Promise.all(rows.map((row) => presentInvitation(tx, row)));
  });
}

/** DELETE /ContractVendorInvitations?contractVendorInvitationId: withdraws an invitation. */
export async function deleteInvitation(ctx: AppContext, viewer: ContractViewer, invitationId: number) {
  await inTenant(ctx.db, viewer.customerId, async (tx) => {
    const found = await findInvitationOfNode(tx, viewer.customerId, viewer.nodeId, invitationId);
    if (!found) throw new AppError(404, 'invalidContractInvitationId');
    const { row } = await lockContract(tx, ctx, viewer, found.contractId);
    await deleteInvitationRow(tx, viewer.customerId, invitationId);
    await auditContract(tx, ctx, viewer, row, 'contract.invitationWithdrawn', { invitationId });
  });
}

/**
 * A supplier proved it reads `email` (its registration is verified): every open invitation to that
 * address adds the supplier to its contract, unless the contract was cancelled or archived since.
 */
export async function acceptContractInvitations(
  tx: Tx,
  ctx: AppContext,
  customerId: number,
  email: string,
  vendorId: number,
) {
  const now = ctx.clock.now();
  const open = await findOpenInvitations(tx, customerId, email);
  for (const invitation of open) {
    await insertContractVendorIfAbsent(tx, {
      customerId,
      contractId: invitation.contractId,
      vendorId,
      addedAt: now,
    });
    await markInvitationAccepted(tx, customerId, invitation.id, vendorId, now);
  }
  return open.length;
}

/** GET /Contracts/SupplierLookup?search: the agency's suppliers whose name holds the text. */
export async function lookupSuppliers(ctx: AppContext, actor: Actor, search: string) {
  return inTenant(ctx.db, actor.customerId, (tx) =>
    lookupVendors(tx, actor.customerId, search, supplierLookupLimit),
  );
}
