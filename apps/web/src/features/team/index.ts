/** What other features use of the team (issue 21 §2: through this file only). */
export { teamKeys, useAllTeamMembers } from './api/team-queries.ts';
