import { awardMessages } from './catalogue-awards.ts';
import { contractMessages } from './catalogue-contracts.ts';
import { dashboardMessages } from './catalogue-dashboard.ts';
import { emailMessages } from './catalogue-email.ts';
import { evaluationMessages } from './catalogue-evaluations.ts';
import { exportMessages } from './catalogue-exports.ts';
import { generalMessages } from './catalogue-general.ts';
import { intakeMessages } from './catalogue-intake.ts';
import { peopleMessages } from './catalogue-people.ts';
import { performanceMessages } from './catalogue-performance.ts';
import { platformMessages } from './catalogue-platform.ts';
import { portalMessages } from './catalogue-portal.ts';
import { projectMessages } from './catalogue-projects.ts';
import { questionMessages } from './catalogue-questions.ts';
import { reportMessages } from './catalogue-reports.ts';
import { requirementMessages } from './catalogue-requirements.ts';
import { submissionMessages } from './catalogue-submissions.ts';
import { supplierMessages } from './catalogue-suppliers.ts';

/**
 * The server message catalogue of 001 §8, with the client-side texts that the handling rules name.
 * Each key has an English and a French text; `{name}` placeholders are filled by `translate`.
 * Keys are the API's contract: clients match on them, so they never change once published.
 */
export const catalogue = {
  ...generalMessages,
  ...peopleMessages,
  ...platformMessages,
  ...projectMessages,
  ...requirementMessages,
  ...submissionMessages,
  ...questionMessages,
  ...portalMessages,
  ...supplierMessages,
  ...exportMessages,
  ...awardMessages,
  ...evaluationMessages,
  ...contractMessages,
  ...dashboardMessages,
  ...performanceMessages,
  ...intakeMessages,
  ...emailMessages,
  ...reportMessages,
} as const;

export type MessageKey = keyof typeof catalogue;
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];
