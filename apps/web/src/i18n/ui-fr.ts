import { uiBidsFr } from './ui-bids-fr.ts';
import { uiBuildFr } from './ui-build-fr.ts';
import { uiCollaborationFr } from './ui-collaboration-fr.ts';
import { uiControlPanelFr } from './ui-control-panel-fr.ts';
import { uiEditorFr } from './ui-editor-fr.ts';
import type { UiKey } from './ui-en.ts';
import { uiExportsFr } from './ui-exports-fr.ts';
import { uiFormsFr } from './ui-forms-fr.ts';
import { uiPortalFr } from './ui-portal-fr.ts';
import { uiProjectsFr } from './ui-projects-fr.ts';
import { uiQuestionsFr } from './ui-questions-fr.ts';
import { uiRequirementsFr } from './ui-requirements-fr.ts';
import { uiSourcingFr } from './ui-sourcing-fr.ts';
import { uiSubmissionsFr } from './ui-submissions-fr.ts';
import { uiSupplierAccountFr } from './ui-supplier-account-fr.ts';
import { uiTeamFr } from './ui-team-fr.ts';

/** French texts of the interface; the type makes a missing key a type error, not an English gap. */
export const uiFr: Record<UiKey, string> = {
  // Common
  appName: 'Procura',
  errorTitle: 'Erreur',
  loading: 'Chargement…',
  retry: 'Réessayer',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  close: 'Fermer',
  dismiss: 'Fermer',
  yes: 'Oui',
  no: 'Non',
  noMatches: 'Aucun résultat',
  pageLoadFailed: "Cette page n'a pas pu être chargée.",
  successTitle: 'Succès',
  save: 'Enregistrer',
  edit: 'Modifier',
  delete: 'Supprimer',
  numberTooBig: 'Saisissez {max} ou moins.',
  numberTooSmall: 'Saisissez {min} ou plus.',
  textTooLong: 'Utilisez au plus {max} caractères.',

  // Login
  loginTitle: 'Connexion',
  domainLabel: 'Domaine',
  domainDescription: 'Le nom de connexion de votre organisme, fourni par votre administrateur.',
  loginButton: 'Connexion',
  ssoButton: 'Authentification unique',
  signingInTo: 'Connexion à {domain}',
  usernameLabel: "Courriel ou nom d'utilisateur",
  passwordLabel: 'Mot de passe',
  forgotPasswordLink: 'Mot de passe oublié?',
  domainButton: 'Domaine',
  redirectingToSso: "Redirection vers votre fournisseur d'authentification unique…",
  lockoutTitle: 'Compte verrouillé',
  forgotPasswordTitle: 'Mot de passe oublié',
  forgotPasswordIntro:
    'Entrez l’adresse courriel de votre compte; nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  emailLabel: 'Courriel',
  privacyPolicy: 'Politique de confidentialité',
  contactSupport: 'Joindre le soutien',
  productHome: 'À propos de Procura',
  version: 'Version {version}',
  copyright: '© {year}',

  // Reset password and email verification
  resetPasswordTitle: 'Réinitialiser le mot de passe',
  verifyEmailTitle: 'Choisir votre mot de passe',
  verifyingLink: 'Vérification de votre lien…',
  newPasswordLabel: 'Nouveau mot de passe',
  confirmPasswordLabel: 'Confirmer le nouveau mot de passe',
  changePasswordButton: 'Changer le mot de passe',
  backToLogin: 'Retour à la connexion',
  passwordRulesHeading: 'Votre mot de passe doit contenir :',
  passwordRuleLength: 'Au moins {min} caractères',
  passwordRuleMaxLength: 'Au plus {max} caractères',
  passwordRuleUppercase: 'Au moins {count} majuscules',
  passwordRuleLowercase: 'Au moins une minuscule',
  passwordRuleSpecial: 'Au moins un caractère spécial, comme ! ou #',

  // Shell
  toggleNavigation: 'Afficher ou masquer la navigation',
  mainNavigation: 'Navigation principale',
  navDashboard: 'Tableau de bord',
  navTeam: 'Équipe',
  navControlPanel: 'Panneau de configuration',
  userMenu: "Menu de l'utilisateur",
  profile: 'Profil',
  switchAgency: "Changer d'organisme",
  logout: 'Déconnexion',
  settingsMenu: 'Paramètres',
  messageCentre: 'Centre de messages',
  docs: 'Documentation',
  help: 'Aide',
  debugView: 'Vue de débogage',
  supportHeading: 'Soutien',
  supportPhone: 'Téléphone : {phone}',
  supportEmail: 'Courriel : {email}',
  supportTicket: 'Ouvrir une demande de soutien',
  currentAgency: 'Vous travaillez dans {name}.',
  agencyLabel: 'Organisme',
  agencyPlaceholder: 'Choisissez un organisme',
  switchAgencyButton: 'Changer',
  noAgencies: "Il n'y a aucun autre organisme.",
  agencySwitched: 'Vous travaillez maintenant dans {name}.',
  outdatedBrowserTitle: "Votre navigateur n'est pas à jour",
  outdatedBrowserText:
    'Certaines parties de Procura pourraient ne pas fonctionner dans ce navigateur. Mettez-le à jour, ou utilisez une version récente de Chrome, Edge, Firefox ou Safari.',

  // Access and session
  accessDeniedTitle: 'Accès refusé',
  permissionsLoadFailed: "Vos permissions n'ont pas pu être chargées.",
  sessionCheckFailed: "Nous n'avons pas pu vérifier votre session.",
  sessionTimeoutTitle: 'Êtes-vous toujours là?',
  staySignedIn: 'Rester connecté',
  signOut: 'Se déconnecter',

  // Dashboard
  dashboardTitle: 'Tableau de bord',
  welcome: 'Bienvenue, {name}',
  roleBuyer: 'Acheteur',

  // Team
  teamTitle: 'Équipe',
  teamCount_one: "{count} membre de l'équipe",
  teamCount_other: "{count} membres de l'équipe",
  teamSearchLabel: "Rechercher des membres de l'équipe",
  teamSearchPlaceholder: "Nom, courriel ou nom d'utilisateur",
  teamEmpty: "Aucun membre dans l'équipe pour l'instant.",
  teamNoMatch: 'Aucun membre ne correspond à « {search} ».',
  teamLoadFailed: "L'équipe n'a pas pu être chargée.",
  teamMemberTitle: "Membre de l'équipe",
  backToTeam: "Retour à l'équipe",
  columnName: 'Nom',
  columnEmail: 'Courriel',
  columnUsername: "Nom d'utilisateur",
  columnGroups: 'Groupes',
  columnStatus: 'Statut',
  statusActive: 'Actif',
  statusInactive: 'Inactif',
  statusLocked: 'Verrouillé',
  purchaser: 'Acheteur',
  noGroups: 'Aucun groupe',

  // Pagination
  pagination: 'Pages',
  pageOf: 'Page {page} de {pages}',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  goToPage: 'Page {page}',

  // Debug view
  debugSession: 'Session',
  debugAgency: 'Organisme',
  debugNodes: "Nœud d'appel d'offres / nœud client",
  debugIdleExpiry: 'Expiration pour inactivité',
  debugExpiry: 'Expiration absolue',
  debugSiteAdmin: 'Administrateur du site',
  debugPermissions: 'Permissions détenues',
  debugFeatures: 'Indicateurs de fonctionnalité',
  debugRouteAccess: 'Accès aux routes',
  debugRoute: 'Nom de route',
  debugLevel: 'Niveau',
  debugCanView: 'Consulter',
  debugCanAct: 'Agir',

  // Documentation
  docsTitle: 'Documentation',
  docsIntro: 'Comment utiliser les parties de Procura offertes dans cette version.',
  docsSignInTitle: 'Se connecter',
  docsSignInBody:
    "Entrez le domaine de votre organisme, puis choisissez Connexion pour vous connecter avec votre courriel ou nom d'utilisateur et votre mot de passe, ou Authentification unique si votre organisme utilise son propre fournisseur d'identité. Procura retient le dernier domaine utilisé sur cet appareil.",
  docsPasswordTitle: 'Mot de passe oublié',
  docsPasswordBody:
    "Dans le formulaire de connexion, choisissez « Mot de passe oublié? » et entrez votre courriel. Si un compte existe, vous recevrez un lien pour choisir un nouveau mot de passe; il doit compter au moins 8 caractères, deux majuscules, une minuscule et un caractère spécial. Vérifiez vos courriels indésirables si le message n'arrive pas.",
  docsSessionTitle: 'Rester connecté',
  docsSessionBody:
    'Après 30 minutes sans activité, votre session se termine. Deux minutes avant, une fenêtre affiche un compte à rebours : choisissez « Rester connecté » pour continuer, ou « Se déconnecter ». Après trop de tentatives de connexion échouées, un compte est verrouillé pendant 30 minutes.',
  docsTeamTitle: 'Votre équipe',
  docsTeamBody:
    "Équipe présente les personnes de votre organisme avec leurs groupes et leur statut. Recherchez par nom, courriel ou nom d'utilisateur; choisissez un nom pour voir ou modifier le profil du membre. Avec la permission de modifier l'équipe, vous ajoutez des membres, les déverrouillez, les activez, les désactivez ou les supprimez, et l'onglet Groupes gère les groupes et leurs permissions. Votre propre profil, où vous changez aussi votre mot de passe et votre photo, se trouve dans le menu de l'utilisateur.",
  docsPermissionsTitle: 'Permissions',
  docsPermissionsBody:
    "Ce que vous pouvez consulter et faire dépend de vos groupes. Une page que vous ne pouvez pas consulter affiche « Accès refusé »; une commande que vous ne pouvez pas utiliser est affichée avec un cadenas. Demandez l'accès à un administrateur de votre organisme.",

  ...uiTeamFr,
  ...uiControlPanelFr,
  ...uiProjectsFr,
  ...uiCollaborationFr,
  ...uiBuildFr,
  ...uiFormsFr,
  ...uiSubmissionsFr,
  ...uiExportsFr,
  ...uiBidsFr,
  ...uiQuestionsFr,
  ...uiSupplierAccountFr,
  ...uiPortalFr,
  ...uiSourcingFr,
  ...uiEditorFr,
  ...uiRequirementsFr,
};
