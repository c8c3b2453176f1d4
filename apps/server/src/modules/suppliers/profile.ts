import {
  type saveVendorContactSchema,
  supplierAccountRules,
  type Vendor,
  type VendorContact,
  type VendorProfileInput,
} from '@procura/contract';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../platform/errors.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyDay } from '../customers/index.ts';
import { presentContact, presentVendor } from './presenters.ts';
import {
  accountEmailTaken,
  clearPrimaryContacts,
  deleteContact,
  findCategoriesByIds,
  findContact,
  findContactsOfVendor,
  findVendor,
  insertContact,
  lockVendor,
  updateContact,
  updateVendor,
  type VendorContactRow,
  type VendorRow,
} from './queries.ts';

/**
 * A supplier's company profile and contacts (portal); the vendors area reads a company through
 * describeVendor. At most 10 contacts, exactly one primary, emails unique within the company.
 */

type ContactInput = z.output<typeof saveVendorContactSchema>;

/** Who acted, for an audit event a supplier causes: no staff user, the contact's email, the company. */
export function bySupplier(
  customerId: number,
  contact: Pick<VendorContactRow, 'email'>,
  vendor: Pick<VendorRow, 'id' | 'companyName'>,
) {
  return {
    customerId,
    actorUserId: null,
    actorLabel: `supplier:${contact.email}`,
    companyName: vendor.companyName,
    vendorId: vendor.id,
  };
}

/** Who acted, for a change the signed-in supplier makes. */
async function bySignedIn(tx: Tx, supplier: SupplierContext, vendor: Pick<VendorRow, 'id' | 'companyName'>) {
  const contact = await findContact(tx, supplier.customerId, supplier.contactId);
  return bySupplier(
    supplier.customerId,
    { email: contact?.email ?? `contact ${supplier.contactId}` },
    vendor,
  );
}

/** The vendor columns of the profile fields. */
export function profileColumns(input: VendorProfileInput) {
  const { categories, ...fields } = input;
  return { ...fields, categoryIds: categories };
}

/** Every chosen category must be one of the agency's active categories (or one the vendor already has). */
export async function assertCategoriesExist(
  tx: Tx,
  customerId: number,
  ids: readonly number[],
  kept: readonly number[] = [],
) {
  const found = await findCategoriesByIds(tx, customerId, ids);
  const usable = new Set(found.filter((c) => c.active || kept.includes(c.id)).map((c) => c.id));
  if (ids.some((id) => !usable.has(id))) throw badRequest('supplierCategoryInvalid');
}

/** The company as the supplier keeps it, with its contacts and categories (portal and agency reads). */
export async function describeVendor(tx: Tx, vendor: VendorRow, now: Date): Promise<Vendor> {
  const contacts = await findContactsOfVendor(tx, vendor.customerId, vendor.id);
  const categories = await findCategoriesByIds(tx, vendor.customerId, vendor.categoryIds);
  return presentVendor(vendor, contacts, categories, await agencyDay(tx, vendor.customerId, now));
}

async function requireOwnVendor(tx: Tx, supplier: SupplierContext, lock = false) {
  const vendor = lock
    ? await lockVendor(tx, supplier.customerId, supplier.vendorId)
    : await findVendor(tx, supplier.customerId, supplier.vendorId);
  if (!vendor) throw new AppError(401, 'sessionExpired');
  return vendor;
}

/** The signed-in supplier's company with its contacts. */
export async function getSupplierProfile(ctx: AppContext, supplier: SupplierContext): Promise<Vendor> {
  return inTenant(ctx.db, supplier.customerId, async (tx) =>
    describeVendor(tx, await requireOwnVendor(tx, supplier), ctx.clock.now()),
  );
}

/** Saves the company's fields (not its contacts, which have their own calls). */
export async function updateSupplierProfile(
  ctx: AppContext,
  supplier: SupplierContext,
  input: VendorProfileInput,
): Promise<Vendor> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const before = await requireOwnVendor(tx, supplier, true);
    await assertCategoriesExist(tx, supplier.customerId, input.categories, before.categoryIds);
    const after = await updateVendor(tx, supplier.customerId, before.id, profileColumns(input));
    const { categoryIds: _b, createdAt: _bc, searchNames: _bs, ...beforeFields } = before;
    const { categoryIds: _a, createdAt: _ac, searchNames: _as, ...afterFields } = after;
    await recordAudit(tx, ctx.clock, {
      ...(await bySignedIn(tx, supplier, after)),
      action: 'vendor.updated',
      entityType: 'vendor',
      entityId: after.id,
      before: { ...beforeFields, categories: before.categoryIds },
      after: { ...afterFields, categories: after.categoryIds },
    });
    return describeVendor(tx, after, ctx.clock.now());
  });
}

function assertEmailFreeInCompany(contacts: readonly VendorContactRow[], email: string, exceptId?: number) {
  const wanted = email.trim().toLowerCase();
  if (contacts.some((c) => c.id !== exceptId && c.email.trim().toLowerCase() === wanted)) {
    throw badRequest('supplierContactEmailInUse');
  }
}

async function withUniqueAccountEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('supplierEmailInUse');
    throw error;
  }
}

const described = (
  c: Pick<VendorContactRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'title' | 'isPrimary'>,
) => ({
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone,
  title: c.title,
  isPrimary: c.isPrimary,
});

/** Adds a contact (at most 10); a new primary contact takes the mark from the old one. */
export async function addSupplierContact(
  ctx: AppContext,
  supplier: SupplierContext,
  input: ContactInput,
): Promise<VendorContact[]> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const vendor = await requireOwnVendor(tx, supplier, true);
    const contacts = await findContactsOfVendor(tx, supplier.customerId, vendor.id);
    if (contacts.length >= supplierAccountRules.maxContacts) throw badRequest('supplierContactLimit');
    assertEmailFreeInCompany(contacts, input.email);
    if (input.isPrimary) await clearPrimaryContacts(tx, supplier.customerId, vendor.id);
    const contact = await insertContact(tx, {
      customerId: supplier.customerId,
      vendorId: vendor.id,
      ...input,
      createdAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx.clock, {
      ...(await bySignedIn(tx, supplier, vendor)),
      action: 'vendorContact.created',
      entityType: 'vendorContact',
      entityId: contact.id,
      after: described(contact),
    });
    return (await findContactsOfVendor(tx, supplier.customerId, vendor.id)).map(presentContact);
  });
}

/**
 * Edits a contact of the company. Marking it primary moves the mark; un-marking the primary
 * contact is refused (`vendorMissingPrimaryContact`): another contact is made primary instead.
 * An account's email stays unique among the portal's accounts.
 */
export async function updateSupplierContact(
  ctx: AppContext,
  supplier: SupplierContext,
  contactId: number,
  input: ContactInput,
): Promise<VendorContact[]> {
  return withUniqueAccountEmail(() =>
    inTenant(ctx.db, supplier.customerId, async (tx) => {
      const vendor = await requireOwnVendor(tx, supplier, true);
      const contacts = await findContactsOfVendor(tx, supplier.customerId, vendor.id);
      const before = contacts.find((c) => c.id === contactId);
      if (!before) throw notFound();
      assertEmailFreeInCompany(contacts, input.email, contactId);
      if (before.isPrimary && !input.isPrimary) throw badRequest('vendorMissingPrimaryContact');
      if (before.passwordHash && (await accountEmailTaken(tx, supplier.customerId, input.email, contactId))) {
        throw badRequest('supplierEmailInUse');
      }
      if (input.isPrimary && !before.isPrimary)
        await clearPrimaryContacts(tx, supplier.customerId, vendor.id);
      const after = await updateContact(tx, supplier.customerId, contactId, input);
      await recordAudit(tx, ctx.clock, {
        ...(await bySignedIn(tx, supplier, vendor)),
        action: 'vendorContact.updated',
        entityType: 'vendorContact',
        entityId: contactId,
        before: described(before),
        after: described(after),
      });
      return (await findContactsOfVendor(tx, supplier.customerId, vendor.id)).map(presentContact);
    }),
  );
}

/**
 * Deletes a contact. The signed-in contact cannot delete itself, the primary contact cannot be
 * deleted (another is made primary first) and the last contact stays.
 */
export async function deleteSupplierContact(
  ctx: AppContext,
  supplier: SupplierContext,
  contactId: number,
): Promise<VendorContact[]> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const vendor = await requireOwnVendor(tx, supplier, true);
    const contacts = await findContactsOfVendor(tx, supplier.customerId, vendor.id);
    const target = contacts.find((c) => c.id === contactId);
    if (!target) throw notFound();
    if (contactId === supplier.contactId) throw badRequest('supplierCannotDeleteSelf');
    if (contacts.length <= 1) throw badRequest('vendorNoContacts');
    if (target.isPrimary) throw badRequest('vendorMissingPrimaryContact');
    await deleteContact(tx, supplier.customerId, contactId);
    await recordAudit(tx, ctx.clock, {
      ...(await bySignedIn(tx, supplier, vendor)),
      action: 'vendorContact.deleted',
      entityType: 'vendorContact',
      entityId: contactId,
      before: described(target),
    });
    return contacts.filter((c) => c.id !== contactId).map(presentContact);
  });
}
