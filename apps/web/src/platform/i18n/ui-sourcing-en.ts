/** English texts of the buyer's Source area (its tabs and shared texts); merged into uiEn. */
export const uiSourcingEn = {
  sourceNothingYet: 'The Source tabs are not available for this project yet.',
  sourceNavigation: 'Source pages',
} as const;

export type UiSourcingKey = keyof typeof uiSourcingEn;
