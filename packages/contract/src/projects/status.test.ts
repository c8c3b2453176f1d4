import { describe, expect, it } from 'vitest';
import {
  actionReaching,
  actionTakesReason,
  actionTarget,
  allowedProjectActions,
  initialProjectStatus,
  nextProjectStatus,
  type ProjectAction,
  type ProjectStatus,
  projectActions,
  projectStatuses,
  projectStatusLabels,
  sourceStatusOf,
} from './status.ts';

/**
 * The transitions the spec allows, written out independently of the table in status.ts: every
 * pair not listed here must be refused.
 */
const allowed: [ProjectStatus, ProjectAction, ProjectStatus | 'deleted'][] = [
  ['Design_Mode_Pending', 'sendForApproval', 'Request_for_Approval'],
  ['Request_for_Approval', 'returnToDesign', 'Design_Mode_Pending'],
  ['Design_Mode_Pending', 'publishNow', 'Open'],
  ['Request_for_Approval', 'publishNow', 'Open'],
  ['Design_Mode_Pending', 'schedulePublish', 'Open_Scheduled'],
  ['Request_for_Approval', 'schedulePublish', 'Open_Scheduled'],
  ['Open_Scheduled', 'openScheduled', 'Open'],
  ['Open', 'editPublishDate', 'Design_Mode_Pending'],
  ['Open_Scheduled', 'editPublishDate', 'Design_Mode_Pending'],
  ['Design_Mode_Pending', 'publishPlanned', 'Planned'],
  ['Planned', 'completePlanned', 'Open'],
  ['Upcoming', 'completePlanned', 'Open'],
  ['Open', 'close', 'Unofficial_Results'],
  ['Unofficial_Results', 'finalizeResults', 'Closed'],
  ['Unofficial_Results', 'award', 'Awarded'],
  ['Closed', 'award', 'Awarded'],
  ['Design_Mode_Pending', 'cancel', 'Cancelled'],
  ['Request_for_Approval', 'cancel', 'Cancelled'],
  ['Open_Scheduled', 'cancel', 'Cancelled'],
  ['Planned', 'cancel', 'Cancelled'],
  ['Upcoming', 'cancel', 'Cancelled'],
  ['Open', 'cancel', 'Cancelled'],
  ['Open', 'terminate', 'Terminated'],
  ['Unofficial_Results', 'terminate', 'Terminated'],
  ['Closed', 'terminate', 'Terminated'],
  ['Awarded', 'terminate', 'Terminated'],
  ['Closed', 'archive', 'Archived'],
  ['Awarded', 'archive', 'Archived'],
  ['Cancelled', 'archive', 'Archived'],
  ['Terminated', 'archive', 'Archived'],
  ['Design_Mode_Pending', 'delete', 'deleted'],
  ['Request_for_Approval', 'delete', 'deleted'],
  ['Planned', 'delete', 'deleted'],
  ['Template', 'delete', 'deleted'],
  ['Cancelled', 'delete', 'deleted'],
];

describe('project status machine', () => {
  it.each(allowed)('allows %s --%s--> %s', (from, action, to) => {
    expect(nextProjectStatus(from, action)).toBe(to);
  });

  const refused = projectStatuses.flatMap((status) =>
    projectActions
      .filter((action) => !allowed.some(([from, a]) => from === status && a === action))
      .map((action) => [status, action] as const),
  );

  it.each(refused)('refuses %s --%s-->', (status, action) => {
    expect(nextProjectStatus(status, action)).toBeNull();
  });

  it('covers every status and action pair exactly once between the two lists', () => {
    expect(allowed.length + refused.length).toBe(projectStatuses.length * projectActions.length);
  });

  it('offers exactly the allowed actions for each status', () => {
    for (const status of projectStatuses) {
      expect(allowedProjectActions(status).sort()).toEqual(
        allowed
          .filter(([from]) => from === status)
          .map(([, action]) => action)
          .sort(),
      );
    }
  });

  it('never leaves Archived, and a Template is only ever deleted', () => {
    expect(allowedProjectActions('Archived')).toEqual([]);
    expect(allowedProjectActions('Template')).toEqual(['delete']);
  });

  it('returns a published project to In Progress when its publish date changes, to be republished', () => {
    const back = nextProjectStatus('Open', 'editPublishDate');
    expect(back).toBe('Design_Mode_Pending');
    expect(back && back !== 'deleted' ? nextProjectStatus(back, 'publishNow') : null).toBe('Open');
  });

  it('takes a reason only for cancel and terminate', () => {
    expect(projectActions.filter(actionTakesReason)).toEqual(['cancel', 'terminate']);
  });

  it('starts a new project in Design, or Template for a template', () => {
    expect(initialProjectStatus('SOURCE')).toBe('Design_Mode_Pending');
    expect(initialProjectStatus('SOURCE_CONTRACT')).toBe('Design_Mode_Pending');
    expect(initialProjectStatus('CONTRACT')).toBe('Design_Mode_Pending');
    expect(initialProjectStatus('TEMPLATE')).toBe('Template');
  });

  it('labels statuses and their source statuses as the spec names them', () => {
    expect(projectStatusLabels.Design_Mode_Pending).toBe('Design / In Progress');
    expect(projectStatusLabels.Open).toBe('Published');
    expect(projectStatusLabels.Open_Scheduled).toBe('Scheduled to Publish');
    expect(projectStatusLabels.Request_for_Approval).toBe('Pending Approval');
    expect(projectStatusLabels.Unofficial_Results).toBe('Closed / Unofficial');
    expect(sourceStatusOf.Design_Mode_Pending).toBe('In Progress');
    expect(sourceStatusOf.Open_Scheduled).toBe('Scheduled To Publish');
    expect(new Set(Object.values(sourceStatusOf))).toEqual(
      new Set([
        'Archived',
        'Awarded',
        'Cancelled',
        'Closed',
        'In Progress',
        'Planned',
        'Published',
        'Request for Approval',
        'Scheduled To Publish',
        'Terminated',
      ]),
    );
  });
});

describe('actionReaching', () => {
  it('names the action behind each target the status call may ask for', () => {
    expect(actionReaching('Design_Mode_Pending', 'Open')).toBe('publishNow');
    expect(actionReaching('Design_Mode_Pending', 'Open_Scheduled')).toBe('schedulePublish');
    expect(actionReaching('Design_Mode_Pending', 'Request_for_Approval')).toBe('sendForApproval');
    expect(actionReaching('Request_for_Approval', 'Design_Mode_Pending')).toBe('returnToDesign');
    expect(actionReaching('Planned', 'Open')).toBe('completePlanned');
    expect(actionReaching('Design_Mode_Pending', 'Planned')).toBe('publishPlanned');
    expect(actionReaching('Open', 'Cancelled')).toBe('cancel');
    expect(actionReaching('Awarded', 'Terminated')).toBe('terminate');
    expect(actionReaching('Closed', 'Archived')).toBe('archive');
  });

  it('refuses targets no allowed action reaches, and the internal transitions', () => {
    expect(actionReaching('Open_Scheduled', 'Open')).toBeNull();
    expect(actionReaching('Open', 'Design_Mode_Pending')).toBeNull();
    expect(actionReaching('Archived', 'Open')).toBeNull();
    expect(actionReaching('Template', 'Open')).toBeNull();
    expect(actionTarget('delete')).toBe('deleted');
  });
});
