/** Every area's calls, declared once (issue 21 §1): one file per server area, named after it. */

export * from './access.ts';
export * from './activity.ts';
export * from './auth.ts';
export * from './comments.ts';
export * from './content.ts';
export * from './contract-builder.ts';
export * from './contract-builder-envelopes.ts';
export * from './contract-builder-signing.ts';
export * from './customers.ts';
export * from './departments.ts';
export * from './exports.ts';
export * from './features.ts';
export * from './invitations.ts';
export * from './journal.ts';
export * from './meetings.ts';
export * from './plan-takers.ts';
export * from './portal.ts';
export * from './project-team.ts';
export * from './settings.ts';
export * from './snapshot.ts';
export * from './sso.ts';
export * from './suppliers.ts';
export * from './tasks.ts';
export * from './team.ts';
export * from './team-groups.ts';
