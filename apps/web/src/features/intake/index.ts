/**
 * What other features use of intake requests (issue 24 §3-§4): the calls the dashboard's
 * pending-requests widget makes, the wizard's draft card, and the project's intake-project page
 * (lazy: its own chunk on first use).
 */
import { lazyPage } from '../../ui/lazy-page.tsx';

export {
  fetchIntakeSearch,
  intakeKeys,
  useIntakeDepartments,
  useIntakeRequest,
  useIntakeRequesters,
  useIntakeSearch,
} from './api/intake-queries.ts';
export { classificationText, intakeStatusColors, intakeStatusLabels } from './presenters.ts';
export { IntakeDraftBlocked, IntakeDraftCard } from './requests/components/intake-draft-card.tsx';
export { useWizardIntake, type WizardIntake } from './requests/components/wizard-intake.tsx';

export const IntakeProjectPage = lazyPage(() =>
  import('./requests/pages/intake-project-page.tsx').then((m) => m.IntakeProjectPage),
);
