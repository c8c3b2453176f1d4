/**
 * How the activity feed tells the submission requirements' events (issue 5): section saves,
 * forms, upload requirements, bonds, and submissions withdrawn when the requirements change.
 */
import type { ActivityEntry } from './activity.ts';
import { quoted, t } from './activity-text.ts';

/**
 * The created, updated, deleted and reordered events of one of a source's named lists (both
 * feminine nouns in French, hence the agreement).
 */
function listEntries(
  prefix: string,
  one: { en: string; fr: string; frArticle: string },
  many: { en: string; fr: string },
): Record<string, ActivityEntry> {
  const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return {
    [`${prefix}.created`]: {
      type: t(`${cap(one.en)} added`, `${cap(one.fr)} ajoutée`),
      text: (v) =>
        t(
          `${v.actor} added the ${one.en}${quoted(v.name)}`,
          `${v.actor} a ajouté ${one.frArticle}${one.fr}${quoted(v.name)}`,
        ),
    },
    [`${prefix}.updated`]: {
      type: t(`${cap(one.en)} updated`, `${cap(one.fr)} modifiée`),
      text: (v) =>
        t(
          `${v.actor} updated the ${one.en}${quoted(v.name)}`,
          `${v.actor} a modifié ${one.frArticle}${one.fr}${quoted(v.name)}`,
        ),
    },
    [`${prefix}.deleted`]: {
      type: t(`${cap(one.en)} deleted`, `${cap(one.fr)} supprimée`),
      text: (v) =>
        t(
          `${v.actor} deleted the ${one.en}${quoted(v.name)}`,
          `${v.actor} a supprimé ${one.frArticle}${one.fr}${quoted(v.name)}`,
        ),
    },
    [`${prefix}.reordered`]: {
      type: t(`${cap(many.en)} reordered`, `${cap(many.fr)} réordonnées`),
      text: (v) => t(`${v.actor} reordered the ${many.en}`, `${v.actor} a réordonné les ${many.fr}`),
    },
  };
}

export const requirementActivityEntries: Record<string, ActivityEntry> = {
  'tenderRequirements.updated': {
    type: t('Submission requirements changed', 'Exigences de soumission modifiées'),
    text: (v) =>
      t(`${v.actor} changed the submission requirements`, `${v.actor} a modifié les exigences de soumission`),
  },
  'submissions.withdrawn': {
    type: t('Submission withdrawn', 'Soumission retirée'),
    text: (v) =>
      t(
        `${v.actor} changed the requirements, so the submission of${quoted(v.company)} became incomplete`,
        `${v.actor} a modifié les exigences; la soumission de${quoted(v.company)} est redevenue incomplète`,
      ),
  },
  ...listEntries(
    'uploadRequirement',
    { en: 'upload requirement', fr: 'exigence de dépôt', frArticle: "l'" },
    { en: 'upload requirements', fr: 'exigences de dépôt' },
  ),
  ...listEntries('bond', { en: 'bond', fr: 'garantie', frArticle: 'la ' }, { en: 'bonds', fr: 'garanties' }),
  'tenderTable.created': {
    type: t('Form added', 'Formulaire ajouté'),
    text: (v) =>
      t(`${v.actor} added the form${quoted(v.name)}`, `${v.actor} a ajouté le formulaire${quoted(v.name)}`),
  },
  'tenderTable.updated': {
    type: t('Form saved', 'Formulaire enregistré'),
    text: (v) =>
      t(
        `${v.actor} saved the form${quoted(v.name)}`,
        `${v.actor} a enregistré le formulaire${quoted(v.name)}`,
      ),
  },
  'tenderTable.deleted': {
    type: t('Form deleted', 'Formulaire supprimé'),
    text: (v) =>
      t(
        `${v.actor} deleted the form${quoted(v.name)}`,
        `${v.actor} a supprimé le formulaire${quoted(v.name)}`,
      ),
  },
  'tenderTable.reordered': {
    type: t('Forms reordered', 'Formulaires réordonnés'),
    text: (v) => t(`${v.actor} reordered the forms`, `${v.actor} a réordonné les formulaires`),
  },
};
