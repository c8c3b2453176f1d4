/**
 * The closing method and the results display of a source combine into showSubmitted and the
 * manual-unseal setting, exactly as 000 §4 tabulates.
 */
export const closingMethods = ['SEALED', 'UNSEALED'] as const;
export type ClosingMethod = (typeof closingMethods)[number];

/** Results display: 1 do not display, 2 names, 3 results, 4 choose. */
export const resultsDisplay = { doNotDisplay: 1, names: 2, results: 3, choose: 4 } as const;
export type ResultsDisplay = (typeof resultsDisplay)[keyof typeof resultsDisplay];

/** Unseal manually: 0 let me choose, 1 others, 2 automatically display. */
export const unsealManually = { letMeChoose: 0, others: 1, automaticallyDisplay: 2 } as const;
export type UnsealManually = (typeof unsealManually)[keyof typeof unsealManually];

export function deriveSubmissionDisplay(
  method: ClosingMethod,
  display: ResultsDisplay,
): { showSubmitted: boolean; unsealManually: UnsealManually } {
  if (method === 'SEALED' && display === resultsDisplay.doNotDisplay)
    return { showSubmitted: false, unsealManually: unsealManually.others };
  if (method === 'SEALED' && display === resultsDisplay.names)
    return { showSubmitted: true, unsealManually: unsealManually.others };
  if (method === 'UNSEALED' && display === resultsDisplay.doNotDisplay)
    return { showSubmitted: false, unsealManually: unsealManually.letMeChoose };
  if (method === 'UNSEALED' && display === resultsDisplay.names)
    return { showSubmitted: true, unsealManually: unsealManually.letMeChoose };
  if (method === 'UNSEALED' && display === resultsDisplay.results) {
    return { showSubmitted: true, unsealManually: unsealManually.automaticallyDisplay };
  }
  return { showSubmitted: false, unsealManually: unsealManually.letMeChoose };
}

/** Submission mode: online maps to 1, hard copy to 0 (000 §3). */
export const submissionModes = { online: 1, hardCopy: 0 } as const;
