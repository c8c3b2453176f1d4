import { loadAreaTexts } from '../../platform/i18n/index.ts';

/**
 * The signed-in frame's chunk, with every area's texts (decision 212). RequireSession starts it
 * while the session is checked, so the frame and the session arrive together, not one by one.
 */
export const loadAppLayout = () =>
  Promise.all([import('./app-layout.tsx'), loadAreaTexts()]).then(([m]) => m.AppLayout);
