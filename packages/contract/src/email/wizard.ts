/**
 * The email wizard's steps (000 §2, §4; 001 §4): Contacts, Compose, Preview, Sent, shown as
 * 'Step x of 3'; Back on steps 2 and 3; sending now or later goes to step 4; reset returns to
 * step 1 with an empty draft.
 */
export const wizardSteps = ['Contacts', 'Compose', 'Preview', 'Sent'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** The counter the dialog shows: three steps to take; Sent is past them. */
export const stepLabel = (step: WizardStep) => ({
  current: Math.min(wizardSteps.indexOf(step) + 1, 3),
  total: 3,
});

export const canGoBack = (step: WizardStep) => step === 'Compose' || step === 'Preview';

export function previousStep(step: WizardStep): WizardStep {
  return canGoBack(step) ? (wizardSteps[wizardSteps.indexOf(step) - 1] ?? 'Contacts') : step;
}
