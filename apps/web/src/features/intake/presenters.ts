import type { IntakeStatus } from '@procura/contract';
import { i18n } from '../../platform/i18n/index.ts';
import type { UiKey } from '../../platform/i18n/ui-en.ts';
import { classificationLabelKeys } from '../../ui/classification-labels.ts';

/** An intake request's status (1 pending, 2 approved, 3 declined) in words and colour. */
export const intakeStatusLabels: Record<IntakeStatus, UiKey> = {
  1: 'intakeStatusPending',
  2: 'intakeStatusApproved',
  3: 'intakeStatusDeclined',
};

export const intakeStatusColors: Record<IntakeStatus, string> = { 1: 'blue', 2: 'green', 3: 'red' };

/** A classification in words; one the contract does not know, as the server sent it. */
export function classificationText(classification: string | null): string {
  if (!classification) return '';
  return Object.hasOwn(classificationLabelKeys, classification)
    ? i18n.t(classificationLabelKeys[classification as keyof typeof classificationLabelKeys])
    : classification;
}
