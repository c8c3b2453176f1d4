import { z } from 'zod';
import { isValidEmail, isValidUsername } from '../validation/email.ts';
import { idSchema } from '../validation/ids.ts';
import { isComplexPassword } from '../validation/password.ts';

/** Schemas of the authentication calls (001 §7). Each is used by the web's forms and the server. */

const domain = z
  .string()
  .trim()
  .min(1, 'requiredField')
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/i, 'errorInvalidDomain');

export const loginTypeRequestSchema = z.object({ domain });
export const loginTypes = ['local', 'sso', 'both'] as const;
export type LoginType = (typeof loginTypes)[number];
export const loginTypeResponseSchema = z.object({ loginType: z.enum(loginTypes) });

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'requiredField').max(254).refine(isValidUsername, 'errorInvalidEmail'),
  password: z.string().min(1, 'requiredField').max(1024),
  domain,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const email = z.string().trim().min(1, 'requiredField').max(254).refine(isValidEmail, 'errorInvalidEmail');

export const forgotPasswordRequestSchema = z.object({
  email,
  domain: domain.optional(),
  isTeammemberportal: z.boolean().optional(),
});

export const verifyEmailRequestSchema = z.object({ email, token: z.string().min(1).max(200) });
export const verifyEmailResponseSchema = z.object({ isValid: z.boolean() });

export const changeForgottenPasswordRequestSchema = z.object({
  email,
  token: z.string().min(1).max(200),
  newPassword: z.string().max(1024).refine(isComplexPassword, 'passwordNotComplex'),
});

export const switchAgencyRequestSchema = z.object({ customerId: idSchema() });

/** The customer, user and nodes a session works in: the answer of login and login/validate. */
export const nodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['customer', 'tender']),
  contractorPerformance: z.boolean(),
  enableIntakeEssentials: z.boolean(),
});
export const customerSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  accountName: z.string(),
  domain: z.string(),
  timezone: z.string(),
  language: z.string(),
});
export const sessionUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  inActive: z.boolean(),
  purchaser: z.boolean(),
  groupIds: z.array(z.number().int()),
  permissions: z.array(z.string()),
  isSiteAdmin: z.boolean(),
});
export const sessionInfoSchema = z.object({
  customer: customerSchema,
  user: sessionUserSchema,
  tenderNode: nodeSchema,
  customerNode: nodeSchema,
  host: z.string(),
  expiresAt: z.string(),
  idleExpiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type TenantNode = z.infer<typeof nodeSchema>;

export const signoffResponseSchema = z.object({ redirectUrl: z.string().nullable() });
export const messageResponseSchema = z.object({ message: z.string() });
export const refreshSessionResponseSchema = z.object({ idleExpiresAt: z.string(), expiresAt: z.string() });
