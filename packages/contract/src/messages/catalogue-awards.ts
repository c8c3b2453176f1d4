/** Awards and their approval (issue 8). */
export const awardMessages = {
  invalidAwardId: {
    en: 'The award was not found.',
    fr: "L'adjudication est introuvable.",
  },
  awardSubmissionInvalid: {
    en: 'Choose a company that submitted a complete bid to this project.',
    fr: 'Choisissez une entreprise qui a déposé une soumission complète à ce projet.',
  },
  awardCompanyAlreadyAwarded: {
    en: 'This company is already awarded on this project.',
    fr: 'Cette entreprise est déjà adjudicataire de ce projet.',
  },
  awardExceptionInvalid: {
    en: 'Choose an award exception from the list.',
    fr: "Choisissez une exception d'adjudication dans la liste.",
  },
  awardNotesTooLong: {
    en: 'Value notes may have at most 4,000 characters.',
    fr: 'Les notes sur la valeur peuvent compter au plus 4 000 caractères.',
  },
  awardContractNumberTooLong: {
    en: 'A contract number may have at most 60 characters.',
    fr: 'Un numéro de contrat peut compter au plus 60 caractères.',
  },
  awardDateBeforeClosing: {
    en: 'The award date cannot be before the closing date.',
    fr: "La date d'adjudication ne peut pas précéder la date de clôture.",
  },
  awardSourceNotClosed: {
    en: 'Awards can be entered once the source has closed.',
    fr: "Les adjudications peuvent être saisies une fois l'appel clos.",
  },
  awardNoAwardedCompany: {
    en: 'No company is awarded on this project. Award it anyway?',
    fr: "Aucune entreprise n'est adjudicataire de ce projet. L'adjuger quand même?",
  },
  // The award approval workflow
  invalidAwardApprovalId: {
    en: 'The award approval was not found.',
    fr: "L'approbation d'adjudication est introuvable.",
  },
  awardApprovalReportNameRequired: {
    en: 'Enter the report name.',
    fr: 'Saisissez le nom du rapport.',
  },
  awardApprovalReportNameTooLong: {
    en: 'A report name may have at most 200 characters.',
    fr: 'Un nom de rapport peut compter au plus 200 caractères.',
  },
  awardApprovalReportNumberRequired: {
    en: 'Enter the report number.',
    fr: 'Saisissez le numéro du rapport.',
  },
  awardApprovalReportNumberTooLong: {
    en: 'A report number may have at most 60 characters.',
    fr: 'Un numéro de rapport peut compter au plus 60 caractères.',
  },
  awardApprovalForbiddenCharacters: {
    en: 'The report name and number cannot contain * . " / \\ [ ] : ; | , ( ) + =',
    fr: 'Le nom et le numéro du rapport ne peuvent pas contenir * . " / \\ [ ] : ; | , ( ) + =',
  },
  awardApproverInvalid: {
    en: 'This person is not in the approval workflow.',
    fr: "Cette personne ne fait pas partie du circuit d'approbation.",
  },
  awardApproverUserInvalid: {
    en: 'Choose an active team member of the agency.',
    fr: "Choisissez un membre actif de l'équipe de l'organisme.",
  },
  awardApproverNameRequired: {
    en: 'Enter the full name of the person (at most 200 characters).',
    fr: 'Saisissez le nom complet de la personne (au plus 200 caractères).',
  },
  awardApproverTitleTooLong: {
    en: 'A title may have at most 200 characters.',
    fr: 'Un titre peut compter au plus 200 caractères.',
  },
  awardApproverEmailExists: {
    en: 'This email is already in the approval.',
    fr: "Ce courriel fait déjà partie de l'approbation.",
  },
  awardApprovalTooManyPeople: {
    en: 'An approval may have at most 20 people.',
    fr: 'Une approbation peut compter au plus 20 personnes.',
  },
  awardApprovalTooManyDocuments: {
    en: 'An approval may have at most 50 documents.',
    fr: 'Une approbation peut compter au plus 50 documents.',
  },
  awardApprovalOrderInvalid: {
    en: 'The new order must list each item of the approval once.',
    fr: "Le nouvel ordre doit nommer chaque élément de l'approbation une fois.",
  },
  awardApprovalNeedsDocument: {
    en: 'Add at least one document to the approval.',
    fr: "Ajoutez au moins un document à l'approbation.",
  },
  awardApprovalNeedsApprover: {
    en: 'Add at least one approver to the approval.',
    fr: "Ajoutez au moins un approbateur à l'approbation.",
  },
  awardApprovalNotEditable: {
    en: 'This approval can no longer be changed.',
    fr: 'Cette approbation ne peut plus être modifiée.',
  },
  awardApprovalNotSendable: {
    en: 'This approval cannot be sent in its current status.',
    fr: 'Cette approbation ne peut pas être envoyée dans son statut actuel.',
  },
  awardApprovalDeclinedReset: {
    en: 'This approval was declined: reset it before sending it again.',
    fr: 'Cette approbation a été refusée : réinitialisez-la avant de la renvoyer.',
  },
  awardApprovalCancelReasonRequired: {
    en: 'Enter the reason for cancelling the approval.',
    fr: "Saisissez la raison de l'annulation de l'approbation.",
  },
  awardApprovalReasonTooLong: {
    en: 'A reason may have at most 1,000 characters.',
    fr: 'Une raison peut compter au plus 1 000 caractères.',
  },
  awardApprovalStatusChangeInvalid: {
    en: 'The approval cannot move to this status from its current one.',
    fr: "L'approbation ne peut pas passer à ce statut depuis son statut actuel.",
  },
  awardApprovalDeletePending: {
    en: 'Cancel the pending approval before deleting it.',
    fr: "Annulez l'approbation en cours avant de la supprimer.",
  },
  awardApprovalClosedKept: {
    en: 'This approval is part of the project’s award and is kept.',
    fr: "Cette approbation fait partie de l'adjudication du projet et est conservée.",
  },
  awardApproverNotAwaiting: {
    en: 'The link can be resent only to the person whose turn it is.',
    fr: "Le lien ne peut être renvoyé qu'à la personne dont c'est le tour.",
  },
  awardApproverNotDeclined: {
    en: 'Only a declined decision can be reset.',
    fr: 'Seule une décision de refus peut être réinitialisée.',
  },
  awardApprovalPending: {
    en: 'An award approval is pending: the project can be awarded once it is approved or cancelled.',
    fr: "Une approbation d'adjudication est en cours : le projet pourra être adjugé une fois approuvée ou annulée.",
  },
  awardApprovalReportTypeInvalid: {
    en: 'The report is available as PDF.',
    fr: 'Le rapport est offert en PDF.',
  },
  awardApprovalLinkInvalid: {
    en: 'This approval link is no longer valid. Ask the agency to send it again.',
    fr: "Ce lien d'approbation n'est plus valide. Demandez à l'organisme de le renvoyer.",
  },
  awardApprovalDecisionClosed: {
    en: 'This approval is not waiting for your decision.',
    fr: "Cette approbation n'attend pas votre décision.",
  },
  awardApprovalCommentsRequired: {
    en: 'Comments are required to decline award.',
    fr: "Des commentaires sont requis pour refuser l'adjudication.",
  },
  awardApprovalCommentsTooLong: {
    en: 'Comments may have at most 4,000 characters.',
    fr: 'Les commentaires peuvent compter au plus 4 000 caractères.',
  },
  awardApprovalUnavailable: {
    en: 'This award is being corrected. It will be available again once the agency sends it back to you.',
    fr: "Cette adjudication est en cours de correction. Elle sera de nouveau disponible quand l'organisme vous la renverra.",
  },
  awardApprovalPreviewUnavailable: {
    en: 'This document cannot be previewed; download it instead.',
    fr: 'Ce document ne peut pas être prévisualisé; téléchargez-le plutôt.',
  },
} as const;
