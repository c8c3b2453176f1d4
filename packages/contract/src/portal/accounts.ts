import { z } from 'zod';

/**
 * The signed-in supplier as the portal reads it (`GET /api/v1/portal/{agency}/Session`): who is
 * signed in and for which company. 401 means no supplier is signed in on this agency's portal.
 */
export const supplierSessionAnswerSchema = z.object({
  agency: z.string(),
  vendorId: z.number().int(),
  contactId: z.number().int(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type SupplierSessionAnswer = z.infer<typeof supplierSessionAnswerSchema>;
