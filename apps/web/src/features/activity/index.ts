/**
 * What other features use of activity (issue 21 §2: through this file only): the project's
 * Activities page and the feed for another scope (a supplier's), lazy, each loading as its own
 * chunk when first shown.
 */
export type { ActivityScope } from './api/activity-queries.ts';
export { ActivityFeed, ProjectActivitiesPage } from './pages/lazy-pages.ts';
