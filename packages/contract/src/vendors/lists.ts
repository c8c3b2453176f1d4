/**
 * Supplier lists (000 §3 Supplier list: name, visibility Personal or Shared, rotational option;
 * 001 §7 VendorLists) and inviting suppliers to a source from the directory or a list (001 §7
 * VendorInvitations SearchCriteria and SearchTender). A rotational list hands out its members in
 * turn: the next N are those invited from the list least recently (never invited first).
 */
import { z } from 'zod';
import { procurementMethods } from '../projects/schemas.ts';
import { projectStatuses } from '../projects/status.ts';
import { projectPersonSchema } from '../projects/team.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { vendorAdvancedSearchSchema, vendorSearchPageSize, vendorSearchRowSchema } from './directory.ts';

export const vendorListVisibilities = ['Personal', 'Shared'] as const;
export type VendorListVisibility = (typeof vendorListVisibilities)[number];

export const vendorListRules = { nameMax: 200, maxMembers: 5000, maxLists: 500, maxPerTurn: 100 } as const;

export const vendorListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  visibility: z.enum(vendorListVisibilities),
  isRotational: z.boolean(),
  owner: projectPersonSchema.nullable(),
  memberCount: z.number().int(),
  created: z.string(),
});
export type VendorList = z.infer<typeof vendorListSchema>;

/** A member of a list, in the list's turn order when it is rotational. */
export const vendorListMemberSchema = z.object({
  vendorId: z.number().int(),
  companyName: z.string(),
  primaryContact: z.string(),
  email: z.string(),
  city: z.string(),
  isActive: z.boolean(),
  addedAt: z.string(),
  /** When the list last handed this member out to a source, and which one. */
  lastTurnAt: z.string().nullable(),
  lastTurnProjectId: z.number().int().nullable(),
  lastTurnProjectName: z.string().nullable(),
});
export type VendorListMember = z.infer<typeof vendorListMemberSchema>;

export const vendorListDetailSchema = vendorListSchema.extend({
  members: z.array(vendorListMemberSchema),
  /** For a rotational list: the turn order, whose turn is first. */
  turnOrder: z.array(z.number().int()),
});
export type VendorListDetail = z.infer<typeof vendorListDetailSchema>;

const listName = z
  .string()
  .trim()
  .min(1, 'vendorListNameRequired')
  .max(vendorListRules.nameMax, 'invalidParameter');

/** POST /VendorLists: a new list, optionally with its first members. */
export const createVendorListSchema = z.object({
  name: listName,
  visibility: z.enum(vendorListVisibilities),
  isRotational: z.boolean().default(false),
  vendorIds: z.array(idSchema('vendorInvalidId')).max(vendorListRules.maxMembers).default([]),
});
export type CreateVendorList = z.input<typeof createVendorListSchema>;

/** PUT /VendorLists/{id}/: rename, change visibility or the rotational option (owner or editor). */
export const updateVendorListSchema = z.object({
  name: listName,
  visibility: z.enum(vendorListVisibilities),
  isRotational: z.boolean(),
});

/** POST /VendorLists/AddVendorToList and /RemoveVendorFromList. */
export const vendorListMembersSchema = z.object({
  vendorListId: idSchema('invalidVendorListId'),
  vendorIds: z.array(idSchema('vendorInvalidId')).min(1, 'invalidParameter').max(vendorListRules.maxMembers),
});

export const vendorListParamsSchema = z.object({ id: idParamSchema('invalidVendorListId') });

/** POST /VendorInvitations/SearchCriteria: the directory's search for a source, with who is invited. */
export const invitationSearchSchema = vendorAdvancedSearchSchema.safeExtend({
  tenderId: idSchema('invitationInvalidTender'),
  limit: z.number().int().min(1).max(200).default(vendorSearchPageSize),
});
export const invitationCandidateSchema = vendorSearchRowSchema.extend({ invited: z.boolean() });
export type InvitationCandidate = z.infer<typeof invitationCandidateSchema>;

/** GET /VendorInvitations/SearchTender: sources a supplier may be invited to, by name or number. */
export const invitationTenderQuerySchema = z.object({
  searchText: z.string().trim().max(200, 'invalidParameter').default(''),
  vendorId: idParamSchema('vendorInvalidId').optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const invitationTenderSchema = z.object({
  tenderId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  projectNumber: z.string(),
  status: z.enum(projectStatuses),
  procurementMethod: z.enum(procurementMethods),
  dateClosing: z.string().nullable(),
  /** Whether the supplier named by vendorId is already invited. */
  invited: z.boolean(),
});
export type InvitationTender = z.infer<typeof invitationTenderSchema>;

/**
 * POST /VendorInvitations/Vendors: invites suppliers of the directory to a source, by their primary
 * contact's address. With a rotational list, `count` of its members in turn; otherwise the ids.
 */
export const inviteVendorsSchema = z.union([
  z.object({
    tenderId: idSchema('invitationInvalidTender'),
    vendorIds: z
      .array(idSchema('vendorInvalidId'))
      .min(1, 'invalidParameter')
      .max(vendorListRules.maxMembers),
  }),
  z.object({
    tenderId: idSchema('invitationInvalidTender'),
    vendorListId: idSchema('invalidVendorListId'),
    count: z.number().int().min(1, 'invalidParameter').max(vendorListRules.maxPerTurn, 'invalidParameter'),
  }),
]);
export type InviteVendors = z.input<typeof inviteVendorsSchema>;

/** What inviting did: the invitations made, and who was skipped (already invited, no contact, inactive). */
export const inviteVendorsResultSchema = z.object({
  invited: z.array(z.object({ vendorId: z.number().int(), companyName: z.string(), email: z.string() })),
  skipped: z.array(
    z.object({
      vendorId: z.number().int(),
      companyName: z.string(),
      reason: z.enum(['alreadyInvited', 'noContact', 'inactive']),
    }),
  ),
});
export type InviteVendorsResult = z.infer<typeof inviteVendorsResultSchema>;
