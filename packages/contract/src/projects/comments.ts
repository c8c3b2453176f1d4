/** Project comments (001 §3 "Project comment", §7 ProjectComments and its dashboard list). */
import { z } from 'zod';
import { idSchema } from '../validation/ids.ts';
import { projectPhases } from './schemas.ts';
import { projectPersonSchema } from './team.ts';

/** The dashboard's comments widget shows at most this many (000 §9). */
export const dashboardCommentLimit = 10;

export const projectCommentSchema = z.object({
  id: z.number().int(),
  comment: z.string(),
  created: z.string(),
  project: z.object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    phase: z.enum(projectPhases),
  }),
  createdBy: projectPersonSchema.nullable(),
});
export type ProjectComment = z.infer<typeof projectCommentSchema>;

export const createProjectCommentSchema = z.object({
  projectId: idSchema(),
  comment: z.string().trim().min(1, 'commentRequired').max(5000, 'invalidParameter'),
});
export type CreateProjectComment = z.infer<typeof createProjectCommentSchema>;
