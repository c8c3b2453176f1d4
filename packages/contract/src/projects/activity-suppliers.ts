/**
 * How the activity feed tells the events about a supplier (issue 22 §2, the supplier's own feed):
 * the agency adding it and changing what it holds, the internal comments, and the supplier's own
 * account events on the portal.
 */
import type { ActivityEntry } from './activity.ts';
import { quoted, t } from './activity-text.ts';

export const supplierActivityEntries: Record<string, ActivityEntry> = {
  'vendor.added': {
    type: t('Supplier added', 'Fournisseur ajouté'),
    text: (v) =>
      t(
        `${v.actor} added${quoted(v.company)} to the supplier directory`,
        `${v.actor} a ajouté${quoted(v.company)} au répertoire des fournisseurs`,
      ),
  },
  'vendor.agencyUpdated': {
    type: t('Supplier details changed by the agency', "Fournisseur modifié par l'organisme"),
    text: (v) =>
      t(
        `${v.actor} changed the agency's details of${quoted(v.company)}`,
        `${v.actor} a modifié les renseignements de l'organisme sur${quoted(v.company)}`,
      ),
  },
  'vendor.claimed': {
    type: t('Account claimed', 'Compte réclamé'),
    text: (v) =>
      t(
        `${v.actor} claimed the account of${quoted(v.company)} on the portal`,
        `${v.actor} a réclamé le compte de${quoted(v.company)} sur le portail`,
      ),
  },
  'vendor.updated': {
    type: t('Company profile updated', "Profil de l'entreprise modifié"),
    text: (v) =>
      t(`${v.actor} updated the company profile`, `${v.actor} a modifié le profil de l'entreprise`),
  },
  'vendorComment.created': {
    type: t('Supplier comment added', 'Commentaire sur le fournisseur ajouté'),
    text: (v) => t(`${v.actor} commented: “${v.comment}”`, `${v.actor} a commenté : « ${v.comment} »`),
  },
  'vendorComment.deleted': {
    type: t('Supplier comment deleted', 'Commentaire sur le fournisseur supprimé'),
    text: (v) => t(`${v.actor} deleted a comment`, `${v.actor} a supprimé un commentaire`),
  },
  'supplier.registered': {
    type: t('Supplier registered', 'Fournisseur inscrit'),
    text: (v) =>
      t(
        `${v.actor} registered${quoted(v.company)} on the portal`,
        `${v.actor} a inscrit${quoted(v.company)} sur le portail`,
      ),
  },
  'supplier.emailVerified': {
    type: t('Email verified', 'Courriel vérifié'),
    text: (v) => t(`${v.actor} verified the account's email`, `${v.actor} a vérifié le courriel du compte`),
  },
  'supplier.signedIn': {
    type: t('Supplier signed in', 'Fournisseur connecté'),
    text: (v) => t(`${v.actor} signed in to the portal`, `${v.actor} s'est connecté au portail`),
  },
  'supplier.signedOut': {
    type: t('Supplier signed out', 'Fournisseur déconnecté'),
    text: (v) => t(`${v.actor} signed out of the portal`, `${v.actor} s'est déconnecté du portail`),
  },
  'vendorContact.created': {
    type: t('Contact added', 'Contact ajouté'),
    text: (v) =>
      t(`${v.actor} added the contact${quoted(v.email)}`, `${v.actor} a ajouté le contact${quoted(v.email)}`),
  },
  'vendorContact.updated': {
    type: t('Contact updated', 'Contact modifié'),
    text: (v) =>
      t(
        `${v.actor} updated the contact${quoted(v.email)}`,
        `${v.actor} a modifié le contact${quoted(v.email)}`,
      ),
  },
  'vendorContact.deleted': {
    type: t('Contact deleted', 'Contact supprimé'),
    text: (v) =>
      t(
        `${v.actor} deleted the contact${quoted(v.email)}`,
        `${v.actor} a supprimé le contact${quoted(v.email)}`,
      ),
  },
};
