import { describe, expect, it } from 'vitest';
import { canGoBack, previousStep, stepLabel, wizardSteps } from './wizard.ts';

describe('the email wizard’s steps (000 §2, §4)', () => {
  it('runs Contacts, Compose, Preview, then Sent', () => {
    expect(wizardSteps).toEqual(['Contacts', 'Compose', 'Preview', 'Sent']);
  });

  it('shows Step x of 3, Sent past the three', () => {
    expect(wizardSteps.map((step) => stepLabel(step))).toEqual([
      { current: 1, total: 3 },
      { current: 2, total: 3 },
      { current: 3, total: 3 },
      { current: 3, total: 3 },
    ]);
  });

  it('offers Back on steps 2 and 3 only', () => {
    expect(wizardSteps.filter(canGoBack)).toEqual(['Compose', 'Preview']);
    expect(previousStep('Compose')).toBe('Contacts');
    expect(previousStep('Preview')).toBe('Compose');
    expect(previousStep('Contacts')).toBe('Contacts');
    expect(previousStep('Sent')).toBe('Sent');
  });
});
