/** Projects and the Build phase: publishing, dates, search, the project team, journal and tasks. (001 §8) */
export const projectMessages = {
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
  projectClosingDateNotifyQuestion: {
    en: 'Notify registered suppliers of the new closing date?',
    fr: 'Aviser les fournisseurs inscrits de la nouvelle date de clôture?',
  },
} as const satisfies Record<string, { en: string; fr: string }>;
