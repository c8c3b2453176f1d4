/**
 * How the activity feed tells the project's collaboration events: the project team, the journal
 * and its comments and documents, tasks and their reminders, and project comments.
 */
import type { ActivityEntry } from './activity.ts';
import { quoted, t } from './activity-text.ts';

export const collaborationActivityEntries: Record<string, ActivityEntry> = {
  'projectUser.added': {
    type: t('Team member added', "Membre ajouté à l'équipe"),
    text: (v) =>
      t(
        `${v.actor} added ${v.user} to the team as ${v.role}`,
        `${v.actor} a ajouté ${v.user} à l'équipe comme ${v.role}`,
      ),
  },
  'projectUser.removed': {
    type: t('Team member removed', "Membre retiré de l'équipe"),
    text: (v) =>
      t(
        `${v.actor} removed ${v.user} (${v.role}) from the team`,
        `${v.actor} a retiré ${v.user} (${v.role}) de l'équipe`,
      ),
  },
  'projectUser.updated': {
    type: t('Question emails changed', 'Courriels des questions modifiés'),
    text: (v) =>
      t(
        `${v.actor} changed the question emails of ${v.user}`,
        `${v.actor} a modifié les courriels des questions de ${v.user}`,
      ),
  },
  'journal.created': {
    type: t('Journal entry added', 'Entrée de journal ajoutée'),
    text: (v) => t(`${v.actor} added a journal entry`, `${v.actor} a ajouté une entrée au journal`),
  },
  'journal.updated': {
    type: t('Journal entry edited', 'Entrée de journal modifiée'),
    text: (v) => t(`${v.actor} edited a journal entry`, `${v.actor} a modifié une entrée du journal`),
  },
  'journal.pinned': {
    type: t('Journal entry pinned', 'Entrée de journal épinglée'),
    text: (v) => t(`${v.actor} pinned a journal entry`, `${v.actor} a épinglé une entrée du journal`),
  },
  'journal.unpinned': {
    type: t('Journal entry unpinned', 'Entrée de journal désépinglée'),
    text: (v) => t(`${v.actor} unpinned a journal entry`, `${v.actor} a désépinglé une entrée du journal`),
  },
  'journal.deleted': {
    type: t('Journal entry deleted', 'Entrée de journal supprimée'),
    text: (v) => t(`${v.actor} deleted a journal entry`, `${v.actor} a supprimé une entrée du journal`),
  },
  'journalComment.added': {
    type: t('Journal comment added', 'Commentaire de journal ajouté'),
    text: (v) => t(`${v.actor} commented on a journal entry`, `${v.actor} a commenté une entrée du journal`),
  },
  'journalComment.deleted': {
    type: t('Journal comment deleted', 'Commentaire de journal supprimé'),
    text: (v) => t(`${v.actor} deleted a journal comment`, `${v.actor} a supprimé un commentaire du journal`),
  },
  'journalDocument.uploaded': {
    type: t('Journal file attached', 'Fichier joint au journal'),
    text: (v) =>
      t(
        `${v.actor} attached${quoted(v.fileName)} to a journal entry`,
        `${v.actor} a joint${quoted(v.fileName)} à une entrée du journal`,
      ),
  },
  'journalDocument.deleted': {
    type: t('Journal file removed', 'Fichier du journal retiré'),
    text: (v) =>
      t(
        `${v.actor} removed${quoted(v.fileName)} from a journal entry`,
        `${v.actor} a retiré${quoted(v.fileName)} d'une entrée du journal`,
      ),
  },
  'task.created': {
    type: t('Task created', 'Tâche créée'),
    text: (v) =>
      t(`${v.actor} created the task${quoted(v.subject)}`, `${v.actor} a créé la tâche${quoted(v.subject)}`),
  },
  'task.updated': {
    type: t('Task updated', 'Tâche modifiée'),
    text: (v) =>
      t(
        `${v.actor} updated the task${quoted(v.subject)}`,
        `${v.actor} a modifié la tâche${quoted(v.subject)}`,
      ),
  },
  'task.completed': {
    type: t('Task completed', 'Tâche terminée'),
    text: (v) =>
      t(
        `${v.actor} completed the task${quoted(v.subject)}`,
        `${v.actor} a terminé la tâche${quoted(v.subject)}`,
      ),
  },
  'task.reopened': {
    type: t('Task reopened', 'Tâche rouverte'),
    text: (v) =>
      t(
        `${v.actor} reopened the task${quoted(v.subject)}`,
        `${v.actor} a rouvert la tâche${quoted(v.subject)}`,
      ),
  },
  'task.deleted': {
    type: t('Task deleted', 'Tâche supprimée'),
    text: (v) =>
      t(
        `${v.actor} deleted the task${quoted(v.subject)}`,
        `${v.actor} a supprimé la tâche${quoted(v.subject)}`,
      ),
  },
  'task.reminderSent': {
    type: t('Task reminder sent', 'Rappel de tâche envoyé'),
    text: (v) =>
      t(
        `A reminder was sent for the task${quoted(v.subject)}`,
        `Un rappel a été envoyé pour la tâche${quoted(v.subject)}`,
      ),
  },
  'comment.added': {
    type: t('Comment added', 'Commentaire ajouté'),
    text: (v) =>
      t(`${v.actor} commented:${quoted(v.comment)}`, `${v.actor} a commenté :${quoted(v.comment)}`),
  },
};
