/** Who may create, approve and edit projects (000 §6 create and approve per method; 000 §4 templates). */
import type { PermissionId } from '../permissions/permission-ids.ts';
import type { ProcurementMethod } from './schemas.ts';

/** Which permission lets a user create a project by `method` (or a planned notice). */
export function createPermissionFor(method: ProcurementMethod, isPlanned: boolean): PermissionId {
  if (isPlanned) return 'PROJECT_CREATE_PLANNED';
  const byMethod: Record<ProcurementMethod, PermissionId> = {
    Public: 'PROJECT_CREATE_PUBLIC',
    Prequalification: 'PROJECT_CREATE_PREQUALIFICATION',
    Private: 'PROJECT_CREATE_INVITATIONAL',
    Limited: 'PROJECT_CREATE_LIMITED',
    Informal: 'PROJECT_CREATE_INFORMAL',
  };
  return byMethod[method];
}

/** Which permission lets a user approve (publish after approval) a project by `method`. */
export function approvePermissionFor(method: ProcurementMethod, isPlanned: boolean): PermissionId {
  if (isPlanned) return 'PROJECT_APPROVE_PLANNED';
  const byMethod: Record<ProcurementMethod, PermissionId> = {
    Public: 'PROJECT_APPROVE_PUBLIC',
    Prequalification: 'PROJECT_APPROVE_PREQUALIFICATION',
    Private: 'PROJECT_APPROVE_INVITATIONAL',
    Limited: 'PROJECT_APPROVE_LIMITED',
    Informal: 'PROJECT_APPROVE_INFORMAL',
  };
  return byMethod[method];
}

/**
 * Template projects are editable with TEMPLATE_EDIT, or TEMPLATE_CREATE when the user created the
 * project; otherwise view only (000 §4).
 */
export function canEditTemplate(held: readonly string[], isCreator: boolean): boolean {
  return held.includes('TEMPLATE_EDIT') || (isCreator && held.includes('TEMPLATE_CREATE'));
}
