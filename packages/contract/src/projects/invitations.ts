/** Suppliers invited by email to a source (Build > invitations; an invitational project needs one). */
import { z } from 'zod';
import { isValidEmail } from '../validation/email.ts';
import { idSchema } from '../validation/ids.ts';
import { userRefSchema } from './schemas.ts';

export const invitationRules = { maxPerSource: 1000, maxNameLength: 300 } as const;

export const invitationSchema = z.object({
  id: z.number().int(),
  tenderId: z.number().int(),
  email: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  invitedBy: userRefSchema.nullable(),
  invitedAt: z.string(),
  /** When the invitation was mailed: at publication, or at once on an open project. */
  notifiedAt: z.string().nullable(),
  /**
   * The directory's supplier invited: the one it was made for, else the one with a contact at this
   * address; null when the address has no directory entry.
   */
  vendorId: z.number().int().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const inviteeEmailSchema = z
  .string()
  .trim()
  .max(254, 'errorInvalidEmail')
  .refine(isValidEmail, 'errorInvalidEmail');

const name = z.string().trim().max(invitationRules.maxNameLength, 'invalidParameter').default('');

export const createInvitationSchema = z.object({
  tenderId: idSchema(),
  email: inviteeEmailSchema,
  companyName: name,
  contactName: name,
});
export type CreateInvitation = z.input<typeof createInvitationSchema>;

/** PUT /VendorInvitations: the company and contact change; the address is the invitation itself. */
export const updateInvitationSchema = z.object({
  id: idSchema(),
  companyName: name,
  contactName: name,
});
export type UpdateInvitation = z.input<typeof updateInvitationSchema>;

/** GET /VendorInvitations/LookupEmailInvitee: whether the address is already invited to the source. */
export const inviteeLookupSchema = z.object({
  tenderId: z.number().int(),
  email: z.string(),
  invited: z.boolean(),
  invitationId: z.number().int().nullable(),
});
export type InviteeLookup = z.infer<typeof inviteeLookupSchema>;

/** Whether an address is already invited, as the server decides it: ignoring case and spaces. */
export function isAlreadyInvited(invitations: readonly { email: string }[], email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return invitations.some((invitation) => invitation.email.toLowerCase() === wanted);
}
