import type { Project, TenderInput, UpdateProject } from '@procura/contract';

/**
 * The PUT body that saves `project` as it is, with `changes` on top. It imports nothing of the
 * server, so the browser journeys (e2e) build their saves with it too.
 */
export function saveBody(
  project: Project,
  changes: Partial<UpdateProject> = {},
  tender: Partial<TenderInput> = {},
): UpdateProject {
  const {
    id,
    version,
    tenders: [source],
    type: _t,
    phase: _p,
    status: _s,
    procurementMethod: _m,
    isPlanned: _i,
    blueprint: _b,
    createdBy: _c,
    createdAt: _ca,
    updatedAt: _u,
    locked: _l,
    cancelReason: _cr,
    terminateReason: _tr,
    intakeRequestId: _ir,
    convertedFromId: _cf,
    canEdit: _ce,
    allowedActions: _aa,
    ...details
  } = project;
  if (!source) throw new Error('project without source');
  const { id: _tid, status: _ts, showSubmitted: _ss, unsealManually: _um, meetings, ...settings } = source;
  return {
    ...details,
    id,
    version,
    tender: { ...settings, meetings: meetings.map(({ id: _mid, ...m }) => m), ...tender },
    ...changes,
  };
}
