import type { UiSourcingKey } from './ui-sourcing-en.ts';

/** French texts of the buyer's Source area (its tabs and shared texts); merged into uiFr. */
export const uiSourcingFr: Record<UiSourcingKey, string> = {
  sourceNothingYet: "Les onglets d'approvisionnement ne sont pas encore offerts pour ce projet.",
  sourceNavigation: "Pages d'approvisionnement",
};
