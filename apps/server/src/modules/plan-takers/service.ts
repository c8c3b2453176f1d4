import {
  type createPlanTakerSchema,
  isSourceClosed,
  type MyOpportunity,
  type PlanTaker,
  type ProjectStatus,
  portalPath,
  type updatePlanTakerSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import type { PortalAgency } from '../customers/index.ts';
import { openFile } from '../documents/index.ts';
import { registrationOf, requireOpportunity } from '../portal/index.ts';
import { findTenderById } from '../projects/index.ts';
import { registrationMail } from './mail.ts';
import {
  findAddendumOfTender,
  findDocumentOfTender,
  findPlanTaker,
  findPlanTakerByName,
  findPlanTakerOfVendor,
  findPlanTakersPage,
  findRegistrationsOfVendor,
  findSupplierAccount,
  insertDownload,
  insertPlanTaker,
  type PlanTakerRow,
  updatePlanTakerRow,
} from './queries.ts';

/**
 * Plan takers (issue 6 §3): suppliers register for an opportunity on the portal, download its
 * documents and addenda (each download recorded), and the buyer keeps the Registered Suppliers list.
 */

const supplierLabel = (email: string) => `supplier:${email}`;
const planTakerNotFound = () => new AppError(404, 'planTakerNotFound');

/**
 * `sourceClosed` decides whether `hasSubmission` is told at all: before closing, who is bidding is
 * sealed like the bids themselves (decision 140: the Submissions tab shows only a count), so it is null.
 */
export function presentPlanTaker(
  row: PlanTakerRow,
  extra: Pick<PlanTaker, 'downloadsCount' | 'meetingsAttended'> & {
    hasSubmission: boolean;
    lastDownloadAt: string | Date | null;
  },
  sourceClosed: boolean,
): PlanTaker {
  return {
    id: row.id,
    tenderId: row.tenderId,
    vendorId: row.vendorId,
    contactId: row.contactId,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    registeredAt: row.registeredAt.toISOString(),
    addedByBuyer: row.vendorId === null,
    downloadsCount: extra.downloadsCount,
    lastDownloadAt: extra.lastDownloadAt === null ? null : new Date(extra.lastDownloadAt).toISOString(),
    meetingsAttended: extra.meetingsAttended,
    hasSubmission: sourceClosed ? extra.hasSubmission : null,
  };
}

const described = (row: Pick<PlanTakerRow, 'companyName' | 'contactName' | 'email' | 'phone'>) => ({
  companyName: row.companyName,
  contactName: row.contactName,
  email: row.email,
  phone: row.phone,
});

/**
 * POST /Opportunities/{projectId}/Register: the signed-in supplier becomes a plan taker with its
 * company and contact, and is mailed a confirmation. Registering again answers the registration
 * already made (nothing mailed); a closed registration is refused with its reason.
 */
export async function registerPlanTaker(
  ctx: AppContext,
  agency: PortalAgency,
  supplier: SupplierContext,
  projectId: number,
): Promise<{ registeredAt: string; created: boolean }> {
  return inTenant(ctx.db, agency.customerId, async (tx) => {
    const { project, tender } = await requireOpportunity(
      tx,
      agency,
      { vendorId: supplier.vendorId },
      projectId,
    );
    const existing = await findPlanTakerOfVendor(tx, agency.customerId, tender.id, supplier.vendorId);
    if (existing) return { registeredAt: existing.registeredAt.toISOString(), created: false };
    const registration = await registrationOf(tx, ctx, project, tender);
    if (!registration.open) throw badRequest(registration.reason);
    const account = await findSupplierAccount(tx, agency.customerId, supplier.vendorId, supplier.contactId);
    if (!account) throw new AppError(401, 'sessionExpired');
    const { vendor, contact } = account;
    const contactName = `${contact.firstName} ${contact.lastName}`.trim();
    const row = await insertPlanTaker(tx, {
      customerId: agency.customerId,
      tenderId: tender.id,
      vendorId: vendor.id,
      contactId: contact.id,
      companyName: vendor.companyName,
      contactName,
      email: contact.email,
      phone: contact.phone || vendor.phone,
      registeredAt: ctx.clock.now(),
    });
    // A concurrent registration of the same company won the unique index: answer it.
    if (!row) {
      const winner = await findPlanTakerOfVendor(tx, agency.customerId, tender.id, supplier.vendorId);
      return { registeredAt: (winner?.registeredAt ?? ctx.clock.now()).toISOString(), created: false };
    }
    const origin = ctx.config.publicUrl.replace(/\/$/, '');
    await enqueueNotice(tx, ctx, {
      customerId: agency.customerId,
      to: contact.email,
      projectId: project.id,
      ...registrationMail({
        agency,
        project,
        dateClosing: tender.dateClosing,
        companyName: vendor.companyName,
        contactName,
        pageUrl: `${origin}${portalPath(agency.domain, `/opportunities/${project.id}`)}`,
      }),
    });
    await recordAudit(tx, ctx.clock, {
      customerId: agency.customerId,
      actorUserId: null,
      actorLabel: supplierLabel(contact.email),
      action: 'planTaker.registered',
      entityType: 'planTaker',
      entityId: row.id,
      after: described(row),
      projectId: project.id,
      companyName: vendor.companyName,
      vendorId: vendor.id,
    });
    return { registeredAt: row.registeredAt.toISOString(), created: true };
  });
}

/** GET /MyOpportunities: what the supplier registered for, latest first. */
export async function myOpportunities(
  ctx: AppContext,
  supplier: SupplierContext,
  page: { start: number; limit: number },
): Promise<{ values: MyOpportunity[]; total: number }> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { rows, total } = await findRegistrationsOfVendor(
      tx,
      supplier.customerId,
      supplier.tenderNodeId,
      supplier.vendorId,
      page.start,
      page.limit,
    );
    return {
      values: rows.map((r) => ({
        projectId: r.project.id,
        number: r.project.number,
        name: r.project.name,
        status: r.project.status,
        dateClosing: r.tender.dateClosing?.toISOString() ?? null,
        registeredAt: r.planTaker.registeredAt.toISOString(),
      })),
      total,
    };
  });
}

/**
 * A bid document or addendum for a registered plan taker, the download recorded in the same
 * transaction; others get 403 planTakerNotRegistered, an unknown file the same 404 as elsewhere.
 */
export async function openOpportunityFile(
  ctx: AppContext,
  agency: PortalAgency,
  supplier: SupplierContext,
  projectId: number,
  file: { documentId: number } | { addendumId: number },
) {
  const found = await inTenant(ctx.db, agency.customerId, async (tx) => {
    const { project, tender } = await requireOpportunity(
      tx,
      agency,
      { vendorId: supplier.vendorId },
      projectId,
    );
    const planTaker = await findPlanTakerOfVendor(tx, agency.customerId, tender.id, supplier.vendorId);
    if (!planTaker) throw new AppError(403, 'planTakerNotRegistered');
    const stored =
      'documentId' in file
        ? await findDocumentOfTender(tx, agency.customerId, tender.id, file.documentId)
        : await findAddendumOfTender(tx, agency.customerId, tender.id, file.addendumId);
    if (!stored) throw new AppError(404, 'fileNotFound');
    await insertDownload(tx, {
      customerId: agency.customerId,
      tenderId: tender.id,
      planTakerId: planTaker.id,
      documentId: 'documentId' in file ? stored.id : null,
      addendumId: 'addendumId' in file ? stored.id : null,
      downloadedAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx.clock, {
      customerId: agency.customerId,
      actorUserId: null,
      actorLabel: supplierLabel(planTaker.email),
      action: 'planTaker.downloaded',
      entityType: 'planTaker',
      entityId: planTaker.id,
      after: {
        fileName: stored.fileName,
        ...('documentId' in file ? { documentId: stored.id } : { addendumId: stored.id }),
      },
      projectId: project.id,
      companyName: planTaker.companyName,
      vendorId: planTaker.vendorId,
    });
    return stored;
  });
  const opened = await openFile(ctx.config.dataDir, found.storageKey);
  return { ...opened, fileName: found.fileName, contentType: found.contentType };
}

/** GET /plantakers?tenderId: one page of the Registered Suppliers table. */
export async function listPlanTakers(
  ctx: AppContext,
  actor: Actor,
  query: { tenderId: number; start: number; limit: number },
): Promise<{ values: PlanTaker[]; total: number }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await findTenderById(tx, actor, query.tenderId);
    const closed = isSourceClosed(project.status);
    const { rows, total } = await findPlanTakersPage(tx, actor.customerId, query.tenderId, query);
    return { values: rows.map((r) => presentPlanTaker(r.planTaker, r, closed)), total };
  });
}

async function presentOne(
  tx: Tx,
  customerId: number,
  row: PlanTakerRow,
  projectStatus: string,
): Promise<PlanTaker> {
  const { rows } = await findPlanTakersPage(tx, customerId, row.tenderId, {
    start: 0,
    limit: 1,
    onlyId: row.id,
  });
  const found = rows[0];
  return presentPlanTaker(
    row,
    found ?? { downloadsCount: 0, lastDownloadAt: null, meetingsAttended: 0, hasSubmission: false },
    isSourceClosed(projectStatus as ProjectStatus),
  );
}

/** POST /plantakers: the buyer adds a company (a hard-copy bidder, say); names are unique per source. */
export async function createPlanTaker(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof createPlanTakerSchema>,
): Promise<PlanTaker> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await findTenderById(tx, actor, input.tenderId);
    if (await findPlanTakerByName(tx, actor.customerId, input.tenderId, input.companyName)) {
      throw badRequest('planTakerAlreadyListed');
    }
    const row = await insertPlanTaker(tx, {
      customerId: actor.customerId,
      tenderId: input.tenderId,
      ...described(input),
      addedById: actor.userId,
      registeredAt: ctx.clock.now(),
    });
    if (!row) throw badRequest('planTakerAlreadyListed');
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'planTaker.added',
      entityType: 'planTaker',
      entityId: row.id,
      after: described(row),
      projectId: project.id,
      companyName: row.companyName,
      vendorId: row.vendorId,
    });
    return presentOne(tx, actor.customerId, row, project.status);
  });
}

/** PUT /plantakers: edits a company the buyer added; a self-registered supplier's details are its own. */
export async function updatePlanTaker(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof updatePlanTakerSchema>,
): Promise<PlanTaker> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const before = await findPlanTaker(tx, actor.customerId, input.id);
    if (!before) throw planTakerNotFound();
    // The source must be of the caller's node: another node's plan taker is not found.
    const { project } = await findTenderById(tx, actor, before.tenderId).catch(() => {
      throw planTakerNotFound();
    });
    if (before.vendorId !== null) throw badRequest('planTakerSelfRegistered');
    if (await findPlanTakerByName(tx, actor.customerId, before.tenderId, input.companyName, before.id)) {
      throw badRequest('planTakerAlreadyListed');
    }
    const row = await updatePlanTakerRow(tx, actor.customerId, before.id, described(input));
    if (!row) throw planTakerNotFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'planTaker.updated',
      entityType: 'planTaker',
      entityId: row.id,
      before: described(before),
      after: described(row),
      projectId: project.id,
      companyName: row.companyName,
      vendorId: row.vendorId,
    });
    return presentOne(tx, actor.customerId, row, project.status);
  });
}
