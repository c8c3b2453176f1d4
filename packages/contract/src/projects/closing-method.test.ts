import { describe, expect, it } from 'vitest';
import {
  type ClosingMethod,
  deriveSubmissionDisplay,
  type ResultsDisplay,
  submissionModes,
} from './closing-method.ts';

describe('closing method and results display (000 §4)', () => {
  const table: [ClosingMethod, ResultsDisplay, boolean, number][] = [
    ['SEALED', 1, false, 1],
    ['SEALED', 2, true, 1],
    ['UNSEALED', 1, false, 0],
    ['UNSEALED', 2, true, 0],
    ['UNSEALED', 3, true, 2],
    // Any other combination: false, let me choose.
    ['SEALED', 3, false, 0],
    ['SEALED', 4, false, 0],
    ['UNSEALED', 4, false, 0],
  ];
  it.each(table)(
    '%s with results display %i gives showSubmitted %s and unseal manually %i',
    (method, display, showSubmitted, unseal) => {
      expect(deriveSubmissionDisplay(method, display)).toEqual({ showSubmitted, unsealManually: unseal });
    },
  );

  it('maps online submission to 1 and hard copy to 0', () => {
    expect(submissionModes).toEqual({ online: 1, hardCopy: 0 });
  });
});
