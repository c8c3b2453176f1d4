/**
 * The project-team area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { findPeople, fullName, type ProjectActor, presentPerson, recordProjectEvent } from './people.ts';
export { findActiveUserIds, personColumns } from './queries.ts';
export { projectActorOf } from './route-helpers.ts';
