import { z } from 'zod';
import { idSchema } from '../validation/ids.ts';

/** Departments and divisions (001 §7 Categories, departments, lists). */
const name = z.string().trim().min(1, 'nameRequired').max(200);
const id = idSchema();

export const divisionSchema = z.object({
  id: z.number().int(),
  departmentId: z.number().int(),
  name: z.string(),
});

export const departmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** With `filter.fields=Divisions`. */
  divisions: z.array(divisionSchema).optional(),
  /** With `filter.fields=UserGroups`: the groups that belong to the department. */
  userGroups: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});
export type Department = z.infer<typeof departmentSchema>;
export type Division = z.infer<typeof divisionSchema>;

export const createDepartmentSchema = z.object({ name });
export const renameDepartmentSchema = z.object({ id, name });
export const createDivisionSchema = z.object({ departmentId: id, name });
/** A division may move to another department of the agency. */
export const updateDivisionSchema = z.object({ id, name, departmentId: id.optional() });
