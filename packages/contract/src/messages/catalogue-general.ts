/** Common failures, identifiers, required fields, and the project, contract, document, email and invitation messages. (001 §8) */
export const generalMessages = {
  // Common
  unknownError: {
    en: 'An unknown error occurred. Please contact the administrator.',
    fr: "Une erreur inconnue s'est produite. Veuillez communiquer avec l'administrateur.",
  },
  invalidFileFormat: { en: 'Invalid file format.', fr: 'Format de fichier non valide.' },
  fileNotFound: { en: 'File not found.', fr: 'Fichier introuvable.' },
  invalidParameter: { en: 'Invalid parameter: {field}.', fr: 'Paramètre non valide : {field}.' },
  noPermission: {
    en: 'You do not have permission to perform this action.',
    fr: "Vous n'avez pas la permission d'effectuer cette action.",
  },
  retryWithStatus: {
    en: 'Something went wrong ({status}). Please try again.',
    fr: 'Un problème est survenu ({status}). Veuillez réessayer.',
  },
  noRecordFound: { en: 'No record found.', fr: 'Aucun enregistrement trouvé.' },
  noAccessToResource: {
    en: 'You have no access to the requested resource',
    fr: "Vous n'avez pas accès à la ressource demandée",
  },
  notFound: { en: 'Not Found', fr: 'Introuvable' },
  notAllowed: { en: 'Not Allowed', fr: 'Non autorisé' },
  unauthorized: { en: 'Unauthorized.', fr: 'Non autorisé.' },
  malformedJson: {
    en: 'The request body is not valid JSON.',
    fr: "Le corps de la requête n'est pas un JSON valide.",
  },
  payloadTooLarge: { en: 'The request is too large.', fr: 'La requête est trop volumineuse.' },
  unsupportedMediaType: { en: 'Unsupported content type.', fr: 'Type de contenu non pris en charge.' },
  csrfHeaderMissing: {
    en: 'This request must be sent by the Procura application.',
    fr: "Cette requête doit être envoyée par l'application Procura.",
  },
  tooManyRequests: {
    en: 'Too many requests. Please wait and try again.',
    fr: 'Trop de requêtes. Veuillez patienter et réessayer.',
  },

  // Per resource: identifiers
  invalidCategoryId: {
    en: 'Invalid or missing category identifier.',
    fr: 'Identifiant de catégorie manquant ou non valide.',
  },
  invalidContractId: {
    en: 'Invalid or missing contract identifier.',
    fr: 'Identifiant de contrat manquant ou non valide.',
  },
  invalidDepartmentId: {
    en: 'Invalid or missing department identifier.',
    fr: 'Identifiant de service manquant ou non valide.',
  },
  invalidDivisionId: {
    en: 'Invalid or missing division identifier.',
    fr: 'Identifiant de division manquant ou non valide.',
  },
  invalidProjectId: {
    en: 'Invalid or missing project identifier.',
    fr: 'Identifiant de projet manquant ou non valide.',
  },
  invalidProjectRoleId: {
    en: 'Invalid or missing project role identifier.',
    fr: 'Identifiant de rôle de projet manquant ou non valide.',
  },
  invalidProjectUserId: {
    en: 'Invalid or missing project user identifier.',
    fr: "Identifiant d'utilisateur de projet manquant ou non valide.",
  },
  invalidDocumentId: {
    en: 'Invalid or missing document identifier.',
    fr: 'Identifiant de document manquant ou non valide.',
  },
  invalidTenderId: {
    en: 'Invalid or missing tender identifier.',
    fr: "Identifiant d'appel d'offres manquant ou non valide.",
  },
  invalidNodeId: {
    en: 'Invalid or missing node identifier.',
    fr: 'Identifiant de nœud manquant ou non valide.',
  },
  invalidVendorId: {
    en: 'Invalid or missing vendor identifier.',
    fr: 'Identifiant de fournisseur manquant ou non valide.',
  },
  invalidPermissionId: {
    en: 'Invalid or missing permission identifier.',
    fr: 'Identifiant de permission manquant ou non valide.',
  },
  invalidUserId: {
    en: 'Invalid or missing user identifier.',
    fr: "Identifiant d'utilisateur manquant ou non valide.",
  },
  invalidUserGroupId: {
    en: 'Invalid or missing user group identifier.',
    fr: "Identifiant de groupe d'utilisateurs manquant ou non valide.",
  },
  invalidCustomerId: {
    en: 'Invalid or missing customer identifier.',
    fr: 'Identifiant de client manquant ou non valide.',
  },
  invalidTermId: {
    en: 'Invalid or missing term identifier.',
    fr: 'Identifiant de durée manquant ou non valide.',
  },
  invalidTradeAgreementId: {
    en: 'Invalid or missing trade agreement identifier.',
    fr: "Identifiant d'accord commercial manquant ou non valide.",
  },
  invalidTenderQuestionId: {
    en: 'Invalid or missing tender question identifier.',
    fr: 'Identifiant de question manquant ou non valide.',
  },
  invalidTenderTableId: {
    en: 'Invalid or missing tender table identifier.',
    fr: 'Identifiant de tableau manquant ou non valide.',
  },
  invalidTenderTypeId: {
    en: 'Invalid or missing tender type identifier.',
    fr: "Identifiant de type d'appel d'offres manquant ou non valide.",
  },

  // Per resource: required fields
  nameRequired: { en: 'Name is required.', fr: 'Le nom est obligatoire.' },
  numberRequired: { en: 'Number is required.', fr: 'Le numéro est obligatoire.' },
  nodeRequired: { en: 'Node is required.', fr: 'Le nœud est obligatoire.' },
  phaseRequired: { en: 'Phase is required.', fr: 'La phase est obligatoire.' },
  projectLeadRequired: { en: 'Project lead is required.', fr: 'Le chargé de projet est obligatoire.' },
  departmentRequired: { en: 'Department is required.', fr: 'Le service est obligatoire.' },
  divisionRequired: { en: 'Division is required.', fr: 'La division est obligatoire.' },

  // Project
  agencyMismatch: {
    en: 'This item belongs to another agency. Change agency first.',
    fr: "Cet élément appartient à un autre organisme. Changez d'abord d'organisme.",
  },
  projectViewNotAuthorized: {
    en: 'You are not authorized to view this project.',
    fr: "Vous n'êtes pas autorisé à consulter ce projet.",
  },

  // Contract
  contractFirmPricingOrder: {
    en: 'Firm pricing start date must be before its end date.',
    fr: 'La date de début du prix ferme doit précéder sa date de fin.',
  },
  contractInitialTermOrder: {
    en: 'Initial term start date must be before its end date.',
    fr: 'La date de début de la durée initiale doit précéder sa date de fin.',
  },
  contractOptionalTermOrder: {
    en: 'Optional term start date must be before its end date.',
    fr: 'La date de début de la durée optionnelle doit précéder sa date de fin.',
  },
  contractWarrantyOrder: {
    en: 'Warranty start date must be before its end date.',
    fr: 'La date de début de la garantie doit précéder sa date de fin.',
  },
  contractSubstantialCompletionOrder: {
    en: 'Substantial completion date must be after the initial term start date.',
    fr: "La date d'achèvement substantiel doit suivre la date de début de la durée initiale.",
  },
  contractDatesRequired: {
    en: 'All contract and option dates need values.',
    fr: 'Toutes les dates du contrat et des options doivent avoir une valeur.',
  },
  contractSupplierAlreadyAdded: {
    en: 'This supplier is already on the contract.',
    fr: 'Ce fournisseur figure déjà au contrat.',
  },
  contractSupplierNotInContract: {
    en: 'This supplier is not on the contract.',
    fr: 'Ce fournisseur ne figure pas au contrat.',
  },

  // Document
  documentUploadFailed: { en: 'The document upload failed.', fr: 'Le téléversement du document a échoué.' },
  documentActiveSubmissionExists: {
    en: 'An active submission exists for this document.',
    fr: 'Une soumission active existe pour ce document.',
  },
  documentSecuredPdf: {
    en: 'This PDF is secured: preview will not work for suppliers, who must register to view it.',
    fr: "Ce PDF est sécurisé : l'aperçu ne fonctionnera pas pour les fournisseurs, qui devront s'inscrire pour le consulter.",
  },
  documentLimitReached: {
    en: 'A source may have at most {max} documents.',
    fr: "Un appel d'offres peut compter au plus {max} documents.",
  },
  documentNameTaken: {
    en: 'A document named "{name}" is already in this source.',
    fr: "Un document nommé « {name} » se trouve déjà dans cet appel d'offres.",
  },
  documentTooLarge: {
    en: 'Documents are limited to 1 GB per file.',
    fr: 'Les documents sont limités à 1 Go par fichier.',
  },
  documentFileRequired: { en: 'Choose a file to upload.', fr: 'Choisissez un fichier à téléverser.' },
  documentFileEmpty: { en: 'The file is empty.', fr: 'Le fichier est vide.' },
  documentFileNameInvalid: {
    en: 'The file name is missing or longer than 255 characters.',
    fr: 'Le nom du fichier est absent ou dépasse 255 caractères.',
  },

  // Email
  emailInvalidContact: { en: 'Invalid contact.', fr: 'Contact non valide.' },
  emailInvalidTeamMember: { en: 'Invalid team member.', fr: "Membre de l'équipe non valide." },
  emailInvalidInvitation: { en: 'Invalid invitation.', fr: 'Invitation non valide.' },
  emailAddressEmpty: { en: 'The email address is empty.', fr: "L'adresse courriel est vide." },
  emailAddressBadFormat: {
    en: 'The email address is badly formatted.',
    fr: "L'adresse courriel est mal formée.",
  },
  emailMissingOnAccount: {
    en: 'The account has no email address.',
    fr: "Le compte n'a pas d'adresse courriel.",
  },
  emailInvalidAttachment: { en: 'Invalid attachment.', fr: 'Pièce jointe non valide.' },
  emailSentSuccessfully: { en: 'Email sent successfully.', fr: 'Courriel envoyé avec succès.' },
  emailAttachFailTooLarge: { en: 'email attach fail too large', fr: 'pièce jointe trop volumineuse' },

  // Invitation
  invitationAlreadyInvited: {
    en: 'Already invited for this email address.',
    fr: 'Déjà invité pour cette adresse courriel.',
  },
  invitationInvalidTender: { en: 'Invalid tender.', fr: "Appel d'offres non valide." },
  invitationLimitReached: {
    en: 'A source may have at most {max} invitations.',
    fr: "Un appel d'offres peut compter au plus {max} invitations.",
  },
  invitationNoMatchCategory: { en: 'No match for category.', fr: 'Aucune correspondance pour la catégorie.' },
  invitationNoMatchAdminCategory: {
    en: 'No match for admin category.',
    fr: 'Aucune correspondance pour la catégorie administrative.',
  },
  invitationNoMatchPerformanceStatus: {
    en: 'No match for performance status.',
    fr: 'Aucune correspondance pour le statut de rendement.',
  },
  invitationNoMatchAssessment: {
    en: 'No match for assessment id.',
    fr: "Aucune correspondance pour l'identifiant d'évaluation.",
  },
  // Price forms (the form-table engine)
  formCellRequired: { en: 'This cell is required.', fr: 'Cette cellule est obligatoire.' },
  formCellNotNumeric: { en: 'Enter a number.', fr: 'Entrez un nombre.' },
  formCellNotAChoice: {
    en: 'Choose one of the offered answers.',
    fr: 'Choisissez une des réponses offertes.',
  },
  formDivisionByZero: {
    en: 'This total divides by zero; check the column it divides by.',
    fr: 'Ce total divise par zéro; vérifiez la colonne diviseur.',
  },
  formTooManyOptionalRows: {
    en: 'More rows were added than the form allows.',
    fr: 'Plus de lignes ont été ajoutées que le formulaire ne le permet.',
  },
  formDiscountInvalid: {
    en: 'The prompt pay discount must be an amount of 0 or more, or a percentage from 0 to 100.',
    fr: "L'escompte de paiement rapide doit être un montant de 0 ou plus, ou un pourcentage de 0 à 100.",
  },
  formTaxInvalid: {
    en: 'A tax percentage must be 0 or more.',
    fr: "Un pourcentage de taxe doit être d'au moins 0.",
  },
  // Projects and Build
  buildNotEditable: {
    en: 'This project can no longer be changed here: it has been published, closed or cancelled.',
    fr: 'Ce projet ne peut plus être modifié ici : il a été publié, fermé ou annulé.',
  },
  complianceLimitReached: {
    en: 'A source may have at most {max} compliance items.',
    fr: "Un appel d'offres peut compter au plus {max} éléments de conformité.",
  },
  sortOrderMismatch: {
    en: 'The new order must list every item of the source exactly once.',
    fr: "Le nouvel ordre doit nommer chaque élément de l'appel d'offres une seule fois.",
  },
  publishMissingItem: {
    en: 'This must be completed before publishing.',
    fr: 'Ceci doit être rempli avant la publication.',
  },
  projectPublishIncomplete: {
    en: 'The project cannot be published until every item of the checklist is complete.',
    fr: 'Le projet ne peut être publié tant que tous les éléments de la liste ne sont pas remplis.',
  },
  projectActionNotAllowed: {
    en: 'This action is not allowed while the project is {status}.',
    fr: "Cette action n'est pas permise tant que le projet est {status}.",
  },
  projectStaleVersion: {
    en: 'Someone else changed this project since you opened it. Reload it and make your change again.',
    fr: "Quelqu'un d'autre a modifié ce projet depuis son ouverture. Rechargez-le et refaites votre modification.",
  },
  projectNumberTaken: {
    en: 'Another project already uses this number.',
    fr: 'Un autre projet utilise déjà ce numéro.',
  },
  projectNumberRequired: {
    en: 'A project number is required when auto-numbering is off.',
    fr: 'Un numéro de projet est obligatoire lorsque la numérotation automatique est désactivée.',
  },
  projectRepublishConfirm: {
    en: 'Changing the publish date of a published project returns it to In Progress; it must be published again.',
    fr: "Modifier la date de publication d'un projet publié le remet En cours; il devra être publié de nouveau.",
  },
  projectLocked: {
    en: 'This project is locked and cannot be changed.',
    fr: 'Ce projet est verrouillé et ne peut pas être modifié.',
  },
  projectInformalDisabled: {
    en: 'Informal projects are not enabled for this agency.',
    fr: 'Les projets informels ne sont pas activés pour cet organisme.',
  },
  projectLimitedTypeRequired: {
    en: 'A limited project needs its type and justification.',
    fr: 'Un projet limité nécessite son type et sa justification.',
  },
  projectNotPlanned: {
    en: 'Only a notice of planned procurement can be converted.',
    fr: "Seul un avis d'approvisionnement prévu peut être converti.",
  },
  projectTemplateViewOnly: {
    en: 'You may view this template but not change it.',
    fr: 'Vous pouvez consulter ce modèle, mais non le modifier.',
  },
  projectDivisionNotInDepartment: {
    en: 'The division does not belong to the chosen department.',
    fr: "La division n'appartient pas au service choisi.",
  },
  savedSearchExists: {
    en: 'Saved search "{name}" already exists',
    fr: 'La recherche enregistrée « {name} » existe déjà',
  },
  searchDateRangeInvalid: {
    en: 'The start date may not be after the end date.',
    fr: 'La date de début ne peut pas suivre la date de fin.',
  },
  // Project dates
  projectPublishDateInPast: {
    en: 'Publish date must be after the current time.',
    fr: 'La date de publication doit être postérieure au moment présent.',
  },
  projectClosingDateInPast: {
    en: 'Closing date must be after the current time.',
    fr: 'La date de clôture doit être postérieure au moment présent.',
  },
  projectQuestionDeadlineInPast: {
    en: 'Question deadline must be after the current time.',
    fr: 'La date limite des questions doit être postérieure au moment présent.',
  },
  projectRegistrationDeadlineInPast: {
    en: 'Registration deadline must be after the current time.',
    fr: "La date limite d'inscription doit être postérieure au moment présent.",
  },
  projectPublishNotBeforeClosing: {
    en: 'Publish date must be before the closing date.',
    fr: 'La date de publication doit précéder la date de clôture.',
  },
  projectClosingBeforeQuestionDeadline: {
    en: 'Closing date cannot be before the question deadline.',
    fr: 'La date de clôture ne peut pas précéder la date limite des questions.',
  },
  projectPublishNotBeforeQuestionDeadline: {
    en: 'Publish date must be before the question deadline.',
    fr: 'La date de publication doit précéder la date limite des questions.',
  },
  projectRegistrationDeadlineAfterClosing: {
    en: 'Registration deadline must be on or before the closing date.',
    fr: "La date limite d'inscription doit être au plus tard la date de clôture.",
  },
  projectEstimatedAwardNotAfterClosing: {
    en: 'Estimated award date must be after the closing date.',
    fr: "La date prévue d'adjudication doit suivre la date de clôture.",
  },
  projectMeetingNotAfterPublish: {
    en: 'Meeting date must be after the publish date.',
    fr: 'La date de la réunion doit suivre la date de publication.',
  },
  projectMeetingNotBeforeClosing: {
    en: 'Meeting date must be before the closing date.',
    fr: 'La date de la réunion doit précéder la date de clôture.',
  },
  projectEstimatedAvailabilityNotBeforePublish: {
    en: 'Estimated availability date must be before the publish date.',
    fr: 'La date de disponibilité prévue doit précéder la date de publication.',
  },
  projectIncompleteQuestionNotificationNotAfterPublish: {
    en: 'Incomplete question notification date must be after the publish date.',
    fr: "La date d'avis des questions incomplètes doit suivre la date de publication.",
  },
  projectIncompleteQuestionNotificationRequired: {
    en: 'Incomplete question notification date is required.',
    fr: "La date d'avis des questions incomplètes est obligatoire.",
  },
  projectMeetingDescriptionRequired: {
    en: 'Meeting description is required.',
    fr: 'La description de la réunion est obligatoire.',
  },
  projectMeetingDateRequired: {
    en: 'Meeting date and time are required.',
    fr: "La date et l'heure de la réunion sont obligatoires.",
  },
  projectMeetingsNone: {
    en: 'Add a meeting date or disable meetings.',
    fr: 'Ajoutez une date de réunion ou désactivez les réunions.',
  },
  projectDateTimeInvalid: {
    en: 'Enter a valid date and time.',
    fr: 'Entrez une date et une heure valides.',
  },
  projectDateTimeNonexistent: {
    en: 'This time does not exist in the agency time zone because of the daylight saving time change.',
    fr: "Cette heure n'existe pas dans le fuseau horaire de l'organisme en raison du changement d'heure.",
  },
  projectTimeZoneUnknown: {
    en: 'The agency time zone is not recognized.',
    fr: "Le fuseau horaire de l'organisme n'est pas reconnu.",
  },
  // Project team, journal, tasks, comments (issue 4)
  projectLeadSiteAdminOnly: {
    en: 'Only product support can assign or remove the Procurement Lead role.',
    fr: "Seul le soutien technique peut attribuer ou retirer le rôle de responsable de l'approvisionnement.",
  },
  projectUserExists: {
    en: 'This person already has this role on the project.',
    fr: 'Cette personne a déjà ce rôle dans le projet.',
  },
  projectUserNotActive: {
    en: 'Only active team members of the agency can be added to a project.',
    fr: "Seuls les membres actifs de l'équipe de l'organisme peuvent être ajoutés à un projet.",
  },
  journalNoteRequired: {
    en: 'The journal entry cannot be empty.',
    fr: "L'entrée de journal ne peut pas être vide.",
  },
  commentRequired: { en: 'The comment cannot be empty.', fr: 'Le commentaire ne peut pas être vide.' },
  journalAuthorOnly: {
    en: 'Only its author can change or delete this.',
    fr: 'Seul son auteur peut modifier ou supprimer ceci.',
  },
  journalDocumentTooLarge: {
    en: 'The file is larger than the {max} MB limit.',
    fr: 'Le fichier dépasse la limite de {max} Mo.',
  },
  taskSubjectRequired: { en: 'Subject is required.', fr: "L'objet est obligatoire." },
  taskAssigneeRequired: {
    en: 'Assign the task to at least one team member.',
    fr: "Attribuez la tâche à au moins un membre de l'équipe.",
  },
  taskAssigneeNotActive: {
    en: 'Tasks can be assigned only to active team members of the agency.',
    fr: "Les tâches ne peuvent être attribuées qu'aux membres actifs de l'équipe de l'organisme.",
  },
  taskDueDateNotAfterToday: {
    en: 'Due date must be after today.',
    fr: "La date d'échéance doit suivre aujourd'hui.",
  },
  taskReminderDateNotAfterToday: {
    en: 'Reminder date must be after today.',
    fr: "La date de rappel doit suivre aujourd'hui.",
  },
  taskReminderNotBeforeDue: {
    en: 'Reminder date must be before the due date.',
    fr: "La date de rappel doit précéder la date d'échéance.",
  },
} as const satisfies Record<string, { en: string; fr: string }>;
