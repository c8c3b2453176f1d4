/** What other features use of the control panel (issue 21 §2: through this file only). */
export { useTemplates, useTimeZones } from './api/control-panel-queries.ts';
export {
  type Category,
  type CategoryKind,
  fetchActiveOptions,
  fetchCategories,
} from './api/lists-queries.ts';
export { fetchProjectSettings } from './api/settings-queries.ts';
export { FormActions } from './components/form-actions.tsx';
export { loadStateOf, SectionLayout } from './components/section-layout.tsx';
