/**
 * This area's pages that the project workspace mounts, as lazy pages (decision 210): each loads as
 * its own chunk on first use. Other features reach them through ../index.ts.
 */
import { lazyPage } from '../../../ui/lazy-page.tsx';

/** The project snapshot (000 §2 /projects/{id}/snapshot), opened from the project header. */
export const SnapshotPage = lazyPage(() => import('./snapshot-page.tsx').then((m) => m.SnapshotPage));
