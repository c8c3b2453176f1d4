/**
 * How the activity feed tells supplier performance events (issue 23): an evaluation's making,
 * changes and each step of its workflow, its attachments and mails, and the supplier's
 * performance statuses (they show in the supplier's History), and the agency's settings.
 */
import type { ActivityEntry } from './activity.ts';
import { quoted, t } from './activity-text.ts';

const step = (en: string, fr: string): ActivityEntry => ({
  type: t(en, fr),
  text: (v) =>
    t(
      `${v.actor}: ${en.toLowerCase()}${v.to ? ` (now ${v.to})` : ''}${v.comment ? `: “${v.comment}”` : ''}`,
      `${v.actor} : ${fr.toLowerCase()}${v.to ? ` (maintenant ${v.to})` : ''}${v.comment ? ` : « ${v.comment} »` : ''}`,
    ),
});

const named = (en: string, fr: string, verbEn: string, verbFr: string): ActivityEntry => ({
  type: t(en, fr),
  text: (v) => t(`${v.actor} ${verbEn}${quoted(v.name)}`, `${v.actor} ${verbFr}${quoted(v.name)}`),
});

export const performanceActivityEntries: Record<string, ActivityEntry> = {
  'performanceEvaluation.created': {
    type: t('Performance evaluation created', 'Évaluation du rendement créée'),
    text: (v) =>
      t(
        `${v.actor} created a performance evaluation of${quoted(v.company)}`,
        `${v.actor} a créé une évaluation du rendement de${quoted(v.company)}`,
      ),
  },
  'performanceEvaluation.updated': {
    type: t('Performance evaluation saved', 'Évaluation du rendement enregistrée'),
    text: (v) =>
      t(`${v.actor} saved the performance evaluation`, `${v.actor} a enregistré l'évaluation du rendement`),
  },
  'performanceEvaluation.deleted': {
    type: t('Performance evaluation deleted', 'Évaluation du rendement supprimée'),
    text: (v) =>
      t(`${v.actor} deleted a performance evaluation`, `${v.actor} a supprimé une évaluation du rendement`),
  },
  'performanceEvaluation.documentAdded': {
    type: t('Evaluation attachment added', "Pièce jointe d'évaluation ajoutée"),
    text: (v) => t(`${v.actor} attached${quoted(v.fileName)}`, `${v.actor} a joint${quoted(v.fileName)}`),
  },
  'performanceEvaluation.documentDeleted': {
    type: t('Evaluation attachment deleted', "Pièce jointe d'évaluation supprimée"),
    text: (v) =>
      t(
        `${v.actor} removed the attachment${quoted(v.fileName)}`,
        `${v.actor} a retiré la pièce jointe${quoted(v.fileName)}`,
      ),
  },
  'performanceEvaluation.emailed': {
    type: t('Evaluation reminder sent', "Rappel d'évaluation envoyé"),
    text: (v) =>
      t(
        `${v.actor} sent a reminder about the evaluation`,
        `${v.actor} a envoyé un rappel au sujet de l'évaluation`,
      ),
  },
  'performanceEvaluation.submit': step('Evaluation submitted', 'Évaluation soumise'),
  'performanceEvaluation.approve': step('Evaluation approved', 'Évaluation approuvée'),
  'performanceEvaluation.return': step('Evaluation returned', 'Évaluation retournée'),
  'performanceEvaluation.acknowledge': step(
    'Evaluation accepted by the supplier',
    'Évaluation acceptée par le fournisseur',
  ),
  'performanceEvaluation.appeal': step('Evaluation appealed', "Appel de l'évaluation"),
  'performanceEvaluation.completeAppeal': step('Appeal completed', 'Appel terminé'),
  'performanceEvaluation.due': step('Evaluation due', 'Évaluation à faire'),
  'performanceEvaluation.expired': step('Evaluation expired', 'Évaluation expirée'),
  'performanceEvaluation.autoComplete': step(
    'Supplier review period ended',
    "Période d'examen du fournisseur terminée",
  ),
  'performanceStatus.created': {
    type: t('Performance status set', 'Statut de rendement attribué'),
    text: (v) =>
      t(
        `${v.actor} put${quoted(v.company)} on ${v.to}`,
        `${v.actor} a attribué le statut ${v.to} à${quoted(v.company)}`,
      ),
  },
  'performanceStatus.updated': {
    type: t('Performance status changed', 'Statut de rendement modifié'),
    text: (v) =>
      t(
        `${v.actor} changed the performance status ${v.to}`,
        `${v.actor} a modifié le statut de rendement ${v.to}`,
      ),
  },
  'performanceStatus.completed': {
    type: t('Performance status completed', 'Statut de rendement terminé'),
    text: (v) =>
      t(
        `${v.actor} completed the performance status ${v.to}`,
        `${v.actor} a terminé le statut de rendement ${v.to}`,
      ),
  },
  'performanceStatus.reopened': {
    type: t('Performance status reopened', 'Statut de rendement rouvert'),
    text: (v) =>
      t(
        `${v.actor} reopened the performance status ${v.to}`,
        `${v.actor} a rouvert le statut de rendement ${v.to}`,
      ),
  },
  'performanceTemplate.created': named(
    'Evaluation template created',
    "Modèle d'évaluation créé",
    'created the evaluation template',
    "a créé le modèle d'évaluation",
  ),
  'performanceTemplate.updated': named(
    'Evaluation template changed',
    "Modèle d'évaluation modifié",
    'changed the evaluation template',
    "a modifié le modèle d'évaluation",
  ),
  'performanceTemplate.deleted': named(
    'Evaluation template deleted',
    "Modèle d'évaluation supprimé",
    'deleted the evaluation template',
    "a supprimé le modèle d'évaluation",
  ),
  'assessmentGroup.created': named(
    'Assessment group created',
    "Groupe d'évaluation créé",
    'created the assessment group',
    "a créé le groupe d'évaluation",
  ),
  'assessmentGroup.updated': named(
    'Assessment group changed',
    "Groupe d'évaluation modifié",
    'changed the assessment group',
    "a modifié le groupe d'évaluation",
  ),
  'assessmentGroup.deleted': named(
    'Assessment group deleted',
    "Groupe d'évaluation supprimé",
    'deleted the assessment group',
    "a supprimé le groupe d'évaluation",
  ),
  'performanceSettings.workflowUpdated': {
    type: t('Evaluation workflow changed', "Flux d'évaluation modifié"),
    text: (v) =>
      t(
        `${v.actor} changed the supplier evaluation workflow`,
        `${v.actor} a modifié le flux d'évaluation des fournisseurs`,
      ),
  },
  'performanceSettings.finalRatingUpdated': {
    type: t('Final rating ranges changed', 'Plages de cote finale modifiées'),
    text: (v) =>
      t(
        `${v.actor} changed the rating scale and final rating ranges`,
        `${v.actor} a modifié l'échelle et les plages de cote finale`,
      ),
  },
};
