/**
 * This area's pages that other features mount, as lazy pages (decision 210): each loads as its
 * own chunk on first use. Other features reach them through ../index.ts.
 */
import { lazyPage } from '../../../ui/lazy-page.tsx';

export const ProjectActivitiesPage = lazyPage(() =>
  import('./project-activities-page.tsx').then((m) => m.ProjectActivitiesPage),
);

/** The feed itself, for a scope other than a project's (the supplier profile's Activity Feed tab). */
export const ActivityFeed = lazyPage(() =>
  import('../components/activity-feed.tsx').then((m) => m.ActivityFeed),
);
