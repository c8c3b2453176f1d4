/**
 * What other features use of email (issue 21 §2: through this file only; issue 25): the wizard,
 * lazy, with what its openers describe it with, and the Email action the pages show (with whether
 * the user may email, for the row ticks that feed it); the lists of what went out and one mail's
 * drawer (the Message Centre, a project's Messages, a supplier's Emails).
 */

export {
  type EmailListKind,
  emailKeys,
  useEmail,
  useEmailAggregates,
  useEmailChanges,
  useEmailDocuments,
  useEmailList,
} from './api/read-queries.ts';
export { ForwardDialog, forwardProblem, RescheduleDialog } from './read/email-dialogs.tsx';
export { EmailDrawer } from './read/email-drawer.tsx';
export { CopyCounts, CopyStatusBadge, EmailStatusBadge } from './read/email-status.tsx';
export { EmailButton, EmailSelectedButton } from './wizard/email-button.tsx';
export type { EmailWizardProps } from './wizard/email-wizard.tsx';
export { EmailWizard } from './wizard/lazy-wizard.ts';
export { useMayEmail } from './wizard/use-may-email.ts';
export {
  aboutProject,
  type ContactGroup,
  contactKey,
  type EmailAbout,
  supplierKey,
  type WizardContact,
} from './wizard/wizard-model.ts';
