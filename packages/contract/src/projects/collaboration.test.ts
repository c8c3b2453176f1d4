import { describe, expect, it } from 'vitest';
import { activityEventTypeName, describeActivity, describedActivityActions } from './activity.ts';
import { taskDateProblems, taskDescriptionPreview } from './tasks.ts';
import { canAssignProjectRole, projectRoleIds, projectRoleLabels } from './team.ts';

describe('project roles', () => {
  it('has the six roles of 000 §6 with English and French labels', () => {
    expect(projectRoleIds).toHaveLength(6);
    expect(projectRoleLabels.purchasingTeamMember.en).toBe('Purchasing Team Member (Purchasing Rep)');
    for (const id of projectRoleIds) expect(projectRoleLabels[id].fr).not.toBe('');
  });

  it('gives the Procurement Lead role to product support only', () => {
    expect(canAssignProjectRole('procurementLead', { isSiteAdmin: false })).toBe(false);
    expect(canAssignProjectRole('procurementLead', { isSiteAdmin: true })).toBe(true);
    expect(canAssignProjectRole('evaluator', { isSiteAdmin: false })).toBe(true);
  });
});

describe('task dates', () => {
  const zone = 'America/Toronto';
  // 22:30 on March 10 in Toronto (02:30 UTC on March 11).
  const now = new Date('2026-03-11T02:30:00Z');
  const keys = (due: string, reminder: string | null) =>
    taskDateProblems(
      { dueDate: new Date(due), reminderDate: reminder ? new Date(reminder) : null },
      now,
      zone,
    ).map((p) => p.key);

  it('needs a due date on a day after today in the agency zone', () => {
    // 03:59 UTC on the 11th is still the 10th in Toronto.
    expect(keys('2026-03-11T03:59:00Z', null)).toEqual(['taskDueDateNotAfterToday']);
    expect(keys('2026-03-11T04:00:00Z', null)).toEqual([]);
  });

  it('needs a reminder after today and before the due date', () => {
    expect(keys('2026-03-15T12:00:00Z', '2026-03-11T01:00:00Z')).toEqual(['taskReminderDateNotAfterToday']);
    expect(keys('2026-03-15T12:00:00Z', '2026-03-15T12:00:00Z')).toEqual(['taskReminderNotBeforeDue']);
    expect(keys('2026-03-15T12:00:00Z', '2026-03-14T12:00:00Z')).toEqual([]);
  });

  it('does not re-judge dates that did not change', () => {
    const problems = taskDateProblems(
      { dueDate: new Date('2026-03-01T12:00:00Z'), reminderDate: null },
      now,
      zone,
      { dueDate: false, reminderDate: false },
    );
    expect(problems).toEqual([]);
  });

  it('cuts descriptions at 50 characters plus two dots', () => {
    expect(taskDescriptionPreview('short')).toBe('short');
    expect(taskDescriptionPreview('x'.repeat(60))).toBe(`${'x'.repeat(50)}..`);
  });
});

describe('activity describer', () => {
  const base = {
    entityType: 'project',
    entityId: '12',
    before: null,
    after: null,
    actorName: 'Sam Tremblay',
    companyName: null,
  };

  it('writes a sentence for every known action in both languages', () => {
    for (const action of describedActivityActions) {
      for (const language of ['en', 'fr'] as const) {
        const text = describeActivity({ ...base, action }, language);
        expect(text.length, action).toBeGreaterThan(5);
        expect(text, action).not.toContain('undefined');
      }
    }
  });

  it('names statuses and roles as people read them', () => {
    expect(
      describeActivity({
        ...base,
        action: 'project.statusChanged',
        before: { status: 'Open' },
        after: { status: 'Closed' },
      }),
    ).toBe('Sam Tremblay changed the status from Published to Closed');
    expect(
      describeActivity({
        ...base,
        action: 'projectUser.added',
        after: { userName: 'Jordan Lee', roleId: 'evaluator' },
      }),
    ).toBe('Sam Tremblay added Jordan Lee to the team as Evaluator');
  });

  it('describes every action the Build areas record on a project', () => {
    // The action names written by the server's projects, documents, compliance, invitations and tables modules.
    const recorded = [
      'project.created',
      'project.createdFromTemplate',
      'project.copied',
      'project.savedAsTemplate',
      'project.convertedFromPlanned',
      'project.updated',
      'project.statusChanged',
      'document.uploaded',
      'document.reordered',
      'document.deleted',
      'complianceItem.created',
      'complianceItem.updated',
      'complianceItem.deleted',
      'complianceItem.reordered',
      'invitation.created',
      'invitation.updated',
      'invitation.deleted',
      'invitations.notified',
      'tenderTable.created',
      'tenderTable.updated',
      'tenderTable.deleted',
      'tenderTable.reordered',
    ];
    expect(recorded.filter((action) => !describedActivityActions.includes(action))).toEqual([]);
    expect(
      describeActivity({
        ...base,
        action: 'invitation.created',
        after: { email: 'bids@paving.example', companyName: '' },
      }),
    ).toBe('Sam Tremblay invited “bids@paving.example”');
    expect(
      describeActivity({ ...base, action: 'project.convertedFromPlanned', after: { name: 'Bridge' } }),
    ).toBe('Sam Tremblay created the project “Bridge” from a notice of planned procurement');
  });

  it('falls back to readable words for actions it does not know', () => {
    expect(describeActivity({ ...base, action: 'contract.optionYearTaken' })).toBe(
      'Sam Tremblay: contract option year taken (project 12)',
    );
    expect(activityEventTypeName('contract.optionYearTaken')).toBe('Contract option year taken');
  });
});
