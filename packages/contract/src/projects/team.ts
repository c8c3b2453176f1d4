/**
 * Project roles and the project team (000 §6, 001 §7 Customer and settings: projectRoles,
 * projectUsers). Role ids are stable strings: they are stored on each membership and travel in the
 * API, so a label may change but an id never does.
 */
import { z } from 'zod';
import { idSchema } from '../validation/ids.ts';

export const projectRoleIds = [
  'purchasingTeamMember',
  'contractAdministrator',
  'evaluator',
  'projectTeamMember',
  'procurementLead',
  'departmentProjectLead',
] as const;
export type ProjectRoleId = (typeof projectRoleIds)[number];

/** How people read each role (000 §6). */
export const projectRoleLabels: Record<ProjectRoleId, { en: string; fr: string }> = {
  purchasingTeamMember: {
    en: 'Purchasing Team Member (Purchasing Rep)',
    fr: "Membre de l'équipe d'approvisionnement (représentant)",
  },
  contractAdministrator: { en: 'Contract Administrator', fr: 'Administrateur de contrat' },
  evaluator: { en: 'Evaluator', fr: 'Évaluateur' },
  projectTeamMember: { en: 'Project Team Member', fr: "Membre de l'équipe de projet" },
  procurementLead: { en: 'Procurement Lead', fr: "Responsable de l'approvisionnement" },
  departmentProjectLead: { en: 'Department Project Lead', fr: 'Chargé de projet du service' },
};

export function isProjectRoleId(value: string): value is ProjectRoleId {
  return (projectRoleIds as readonly string[]).includes(value);
}

/**
 * Whether this person may give or take away `roleId`: the Procurement Lead role belongs to product
 * support (the site administrator) alone (000 §6); every other role to whoever may edit the team.
 */
export function canAssignProjectRole(roleId: ProjectRoleId, subject: { isSiteAdmin: boolean }): boolean {
  return roleId !== 'procurementLead' || subject.isSiteAdmin;
}

export const projectRoleSchema = z.object({
  id: z.enum(projectRoleIds),
  name: z.string(),
  /** Whether only product support may assign it. */
  siteAdminOnly: z.boolean(),
});
export type ProjectRole = z.infer<typeof projectRoleSchema>;

/** A person as lists show them (001 §3 "createdBy": id, names, avatar, status). */
export const projectPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  inActive: z.boolean(),
  deleted: z.boolean(),
});
export type ProjectPerson = z.infer<typeof projectPersonSchema>;

export const projectUserSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  userId: z.number().int(),
  roleId: z.enum(projectRoleIds),
  roleName: z.string(),
  /** Opted in to emails when a supplier submits a question (000 §6). */
  questionEmails: z.boolean(),
  addedAt: z.string(),
  user: projectPersonSchema.extend({ email: z.string() }),
});
export type ProjectUser = z.infer<typeof projectUserSchema>;

const id = idSchema();

export const addProjectUserSchema = z.object({
  projectId: id,
  userId: id,
  roleId: z.enum(projectRoleIds, 'invalidProjectRoleId'),
  questionEmails: z.boolean().default(false),
});
export type AddProjectUser = z.input<typeof addProjectUserSchema>;

/** PUT projectUsers: a member opts in or out of question emails. */
export const updateProjectUserSchema = z.object({ id, questionEmails: z.boolean() });
export type UpdateProjectUser = z.infer<typeof updateProjectUserSchema>;
