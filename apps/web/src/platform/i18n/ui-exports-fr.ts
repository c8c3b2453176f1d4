import type { UiExportsKey } from './ui-exports-en.ts';

/** French texts of the Source exports; merged into uiFr. */
export const uiExportsFr: Record<UiExportsKey, string> = {
  exportsTitle: 'Exportations',
  exportsNoBid: 'Réponses de non-soumission',
  exportsSupplierActivity: 'Activité des fournisseurs',
  exportsProjectSummary: 'Sommaire du projet',
  exportsCompletedSubmission: 'Soumission complète',
  exportsCompletedSubmissionSealed: 'Disponible une fois les deux parties descellées.',
  exportsAllCompleted: 'Toutes les soumissions complètes',
  exportsAllPreparing: 'Préparation de toutes les soumissions complètes : {percent} %',
  exportsAllReady: 'Toutes les soumissions complètes sont prêtes.',
  exportsAllFailed: "L'exportation n'a pas pu être produite.",
  exportsDownload: 'Télécharger',
  exportsReadyTitle: 'Exportation prête',
  exportsReadyMessage: '{fileName} est prêt. Cliquez pour le télécharger.',
};
