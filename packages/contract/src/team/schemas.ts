import { z } from 'zod';
import { permissions } from '../permissions/permission-ids.ts';
import { isValidEmail } from '../validation/email.ts';
import { idSchema } from '../validation/ids.ts';
import { isComplexPassword } from '../validation/password.ts';

/**
 * Team members and groups (000 §3 People and access, §5 Team member, 001 §7 Users and groups).
 * Issues carry catalogue keys, so the server's 400s and the web's field errors say the same thing.
 */

const email = z
  .string()
  .trim()
  .min(1, 'userEmailRequired')
  .max(254)
  .refine((value) => value === '' || isValidEmail(value), 'userInvalidEmail');
const firstName = z.string().trim().min(1, 'userFirstNameRequired').max(100);
const lastName = z.string().trim().min(1, 'userLastNameRequired').max(100);
const password = z.string().max(128).refine(isComplexPassword, 'passwordNotComplex');

/** A team member as the API answers it. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  inActive: z.boolean(),
  locked: z.boolean(),
  purchaser: z.boolean(),
  groupIds: z.array(z.number().int()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** POST /Users: add a team member. The active flag is required (000 §5). */
export const createTeamMemberSchema = z
  .object({
    email,
    username: z.string().trim().max(254).optional(),
    firstName,
    lastName,
    password,
    confirmPassword: z.string().max(128),
    inActive: z.boolean(),
    purchaser: z.boolean().optional(),
    groupIds: z.array(idSchema()).max(200).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });
export type CreateTeamMember = z.infer<typeof createTeamMemberSchema>;

/** PUT /Users: an administrator edits a team member; a new password is optional. */
export const updateTeamMemberSchema = z
  .object({
    id: idSchema(),
    email,
    username: z.string().trim().max(254).optional(),
    firstName,
    lastName,
    inActive: z.boolean(),
    purchaser: z.boolean().optional(),
    groupIds: z.array(idSchema()).max(200).optional(),
    password: password.optional(),
    confirmPassword: z.string().max(128).optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.confirmPassword, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });
export type UpdateTeamMember = z.infer<typeof updateTeamMemberSchema>;

/**
 * PUT /Users/{id}/teamMember: a user edits their own profile, and may change their own password
 * (the old one must be right: a wrong one answers 401 oldPasswordIncorrect, which the web's 401
 * rule exempts from signing out).
 */
export const updateOwnProfileSchema = z
  .object({
    firstName,
    lastName,
    email,
    oldPassword: z.string().max(1024).optional(),
    newPassword: password.optional(),
    confirmPassword: z.string().max(128).optional(),
  })
  .refine((v) => v.newPassword === undefined || v.oldPassword !== undefined, {
    message: 'oldPasswordIncorrect',
    path: ['oldPassword'],
  })
  .refine((v) => v.newPassword === undefined || v.newPassword === v.confirmPassword, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });
export type UpdateOwnProfile = z.infer<typeof updateOwnProfileSchema>;

const permissionIdSchema = z.enum(permissions.map((p) => p.id) as [string, ...string[]], {
  message: 'userGroupInvalidPermission',
});

/** A group as the API answers it, with its members and permissions. */
export const userGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  departmentId: z.number().int().nullable(),
  users: z.array(
    z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  ),
  permissions: z.array(z.string()),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

/** POST and PUT /UserGroups: a group's name (unique, case-insensitively), department and permissions. */
export const saveUserGroupSchema = z.object({
  id: idSchema().optional(),
  name: z.string().trim().min(1, 'userGroupNameRequired').max(100),
  departmentId: idSchema().nullable().optional(),
  permissions: z.array(permissionIdSchema).max(200),
});
export type SaveUserGroup = z.infer<typeof saveUserGroupSchema>;

/** POST and DELETE /UserGroups/Users: add or remove every listed user to or from every listed group. */
export const groupMembershipSchema = z.object({
  userIds: z.array(idSchema()).min(1).max(10_000),
  groupIds: z.array(idSchema()).min(1).max(200),
});

/** Saving a group without any Department permission asks for confirmation first (000 §6). */
export function lacksDepartmentPermission(held: readonly string[]): boolean {
  const department = permissions.filter((p) => p.category === 'Department').map((p) => p.id as string);
  return !held.some((id) => department.includes(id));
}

/** The real-time event a group change sends to the agency's open browsers (001 §7). */
export const realtimeEvents = {
  userGroupUpdated: 'userGroupUpdated',
  exportReady: 'exportReady',
  customReportsUpdating: 'customReportsUpdating',
  customReportsUpdated: 'customReportsUpdated',
  contractSignatureUpdate: 'contractSignatureUpdate',
} as const;
export const realtimePath = '/api/v1/realtime';
