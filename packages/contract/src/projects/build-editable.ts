import type { ProjectStatus } from './status.ts';

/**
 * Statuses in which a project's Build pages (documents, compliance items, invitations) may change:
 * before it is published (in design or awaiting approval), a template, or a planned notice, which
 * is completed into an open project later. Once published, what suppliers were given stays put.
 */
export const buildEditableStatuses = [
  'Design_Mode_Pending',
  'Request_for_Approval',
  'Template',
  'Planned',
] as const satisfies readonly ProjectStatus[];

export function isBuildEditable(status: ProjectStatus): boolean {
  return (buildEditableStatuses as readonly ProjectStatus[]).includes(status);
}

/**
 * Invitations may still change while publication is scheduled and once the project is open: a
 * supplier invited to an open bid is mailed at once; the others when the project opens.
 */
export const invitationEditableStatuses = [
  ...buildEditableStatuses,
  'Open_Scheduled',
  'Open',
] as const satisfies readonly ProjectStatus[];

export function canChangeInvitations(status: ProjectStatus): boolean {
  return (invitationEditableStatuses as readonly ProjectStatus[]).includes(status);
}
