/**
 * Project statuses and their transitions (000 §4), as one table that the server enforces and the
 * web reads to offer only the actions a project's status allows.
 */

export const projectStatuses = [
  'Design_Mode_Pending',
  'Request_for_Approval',
  'Open_Scheduled',
  'Open',
  'Planned',
  'Upcoming',
  'Unofficial_Results',
  'Closed',
  'Awarded',
  'Cancelled',
  'Terminated',
  'Archived',
  'Template',
] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** How people read each status (the labels of 000 §4). */
export const projectStatusLabels: Record<ProjectStatus, string> = {
  Design_Mode_Pending: 'Design / In Progress',
  Request_for_Approval: 'Pending Approval',
  Open_Scheduled: 'Scheduled to Publish',
  Open: 'Published',
  Planned: 'Planned',
  Upcoming: 'Upcoming',
  Unofficial_Results: 'Closed / Unofficial',
  Closed: 'Closed',
  Awarded: 'Awarded',
  Cancelled: 'Cancelled',
  Terminated: 'Terminated',
  Archived: 'Archived',
  Template: 'Template',
};

/** The source (tender) status each project status shows as (000 §4, Source statuses). */
export const sourceStatusOf: Record<ProjectStatus, string> = {
  Design_Mode_Pending: 'In Progress',
  Request_for_Approval: 'Request for Approval',
  Open_Scheduled: 'Scheduled To Publish',
  Open: 'Published',
  Planned: 'Planned',
  Upcoming: 'Planned',
  Unofficial_Results: 'Closed',
  Closed: 'Closed',
  Awarded: 'Awarded',
  Cancelled: 'Cancelled',
  Terminated: 'Terminated',
  Archived: 'Archived',
  Template: 'In Progress',
};

export const projectTypes = ['SOURCE', 'CONTRACT', 'SOURCE_CONTRACT', 'TEMPLATE'] as const;
export type ProjectType = (typeof projectTypes)[number];

/** A new project starts in Build; its source starts in Design, or Template for a template (000 §4). */
export function initialProjectStatus(type: ProjectType): ProjectStatus {
  return type === 'TEMPLATE' ? 'Template' : 'Design_Mode_Pending';
}

export const projectActions = [
  'sendForApproval',
  'returnToDesign',
  'publishNow',
  'schedulePublish',
  'openScheduled',
  'editPublishDate',
  'publishPlanned',
  'completePlanned',
  'close',
  'finalizeResults',
  'award',
  'cancel',
  'terminate',
  'archive',
  'delete',
] as const;
export type ProjectAction = (typeof projectActions)[number];

/** Where an action leads; `deleted` means the project is removed for good. */
export type TransitionTarget = ProjectStatus | 'deleted';

const notYetPublished: ProjectStatus[] = [
  'Design_Mode_Pending',
  'Request_for_Approval',
  'Open_Scheduled',
  'Planned',
  'Upcoming',
];

/**
 * Every allowed transition: action -> the statuses it may start from -> where it leads.
 * Anything not listed is refused.
 */
const transitions: Record<ProjectAction, { from: readonly ProjectStatus[]; to: TransitionTarget }> = {
  sendForApproval: { from: ['Design_Mode_Pending'], to: 'Request_for_Approval' },
  // An approver sends it back for changes.
  returnToDesign: { from: ['Request_for_Approval'], to: 'Design_Mode_Pending' },
  publishNow: { from: ['Design_Mode_Pending', 'Request_for_Approval'], to: 'Open' },
  schedulePublish: { from: ['Design_Mode_Pending', 'Request_for_Approval'], to: 'Open_Scheduled' },
  // The scheduled-publishing job, at the publish time.
  openScheduled: { from: ['Open_Scheduled'], to: 'Open' },
  // Editing a published project's publish date returns it to In Progress; it must be republished.
  editPublishDate: { from: ['Open', 'Open_Scheduled'], to: 'Design_Mode_Pending' },
  // A notice of planned procurement is published as Planned, then completed into an open project.
  publishPlanned: { from: ['Design_Mode_Pending'], to: 'Planned' },
  completePlanned: { from: ['Planned', 'Upcoming'], to: 'Open' },
  // At the closing time results are unofficial until the agency finalizes them.
  close: { from: ['Open'], to: 'Unofficial_Results' },
  finalizeResults: { from: ['Unofficial_Results'], to: 'Closed' },
  award: { from: ['Unofficial_Results', 'Closed'], to: 'Awarded' },
  cancel: { from: [...notYetPublished, 'Open'], to: 'Cancelled' },
  terminate: { from: ['Open', 'Unofficial_Results', 'Closed', 'Awarded'], to: 'Terminated' },
  archive: { from: ['Closed', 'Awarded', 'Cancelled', 'Terminated'], to: 'Archived' },
  delete: {
    from: ['Design_Mode_Pending', 'Request_for_Approval', 'Planned', 'Template', 'Cancelled'],
    to: 'deleted',
  },
};

/** Where `action` takes a project in `status`, or null when the spec does not allow it. */
export function nextProjectStatus(status: ProjectStatus, action: ProjectAction): TransitionTarget | null {
  const rule = transitions[action];
  return rule.from.includes(status) ? rule.to : null;
}

/** The actions a project in `status` offers, in the table's order. */
export function allowedProjectActions(status: ProjectStatus): ProjectAction[] {
  return projectActions.filter((action) => transitions[action].from.includes(status));
}

/** Cancel and terminate take an optional reason (000 §4); the others take none. */
export function actionTakesReason(action: ProjectAction): boolean {
  return action === 'cancel' || action === 'terminate';
}

/** Where `action` leads, whatever the current status (for labelling buttons). */
export function actionTarget(action: ProjectAction): TransitionTarget {
  return transitions[action].to;
}

/**
 * The action that takes a project from `status` to `target`, for PUT /Projects/status, which names
 * the status wanted (001 §7). Null when no allowed action leads there. Publishing a project whose
 * publish date lies ahead asks for Open_Scheduled; the job opens it at that time.
 */
export function actionReaching(status: ProjectStatus, target: ProjectStatus): ProjectAction | null {
  // The job's and the date edit's transitions are not asked for through the status call.
  const internal: ProjectAction[] = ['openScheduled', 'editPublishDate', 'delete'];
  return (
    projectActions.find(
      (action) =>
        !internal.includes(action) &&
        transitions[action].to === target &&
        transitions[action].from.includes(status),
    ) ?? null
  );
}
