/** What other features use of the Message Centre (issue 25 §4): a project's Messages page (lazy: its own chunk). */
import { lazyPage } from '../../ui/lazy-page.tsx';

export const ProjectMessagesPage = lazyPage(() =>
  import('./pages/project-messages-page.tsx').then((m) => m.ProjectMessagesPage),
);
