/** Submission requirements of a source: price forms and their engine, the sections, taxes and locking (001 §8). */
export const requirementMessages = {
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
    en: 'A tax percentage must be a number from 0 to 100.',
    fr: 'Un pourcentage de taxe doit être un nombre de 0 à 100.',
  },
  formCalculationInvalid: {
    en: 'A total must be calculated from two other number columns of the same form, without a loop.',
    fr: 'Un total doit se calculer à partir de deux autres colonnes numériques du même formulaire, sans boucle.',
  },
  formColumnInCalculation: {
    en: 'This column is used in a total calculation and cannot be deleted.',
    fr: 'Cette colonne sert au calcul d’un total et ne peut pas être supprimée.',
  },
  formColumnTypeLocked: {
    en: 'Suppliers have submitted data in this column; its type can no longer change.',
    fr: 'Des fournisseurs ont saisi des données dans cette colonne; son type ne peut plus changer.',
  },
  formDropdownOptionsRequired: {
    en: 'A dropdown list column needs at least one choice.',
    fr: 'Une colonne de liste déroulante doit offrir au moins un choix.',
  },
  formMaximumRowsRequired: {
    en: 'Enter the maximum number of rows suppliers may add.',
    fr: 'Indiquez le nombre maximal de lignes que les fournisseurs peuvent ajouter.',
  },
  formDiscountRequired: {
    en: 'Enter the prompt pay discount and its type.',
    fr: "Indiquez l'escompte de paiement rapide et son type.",
  },
  formTaxRequired: {
    en: 'Choose a tax type and its percentage.',
    fr: 'Choisissez un type de taxe et son pourcentage.',
  },
  formTooManyColumns: {
    en: 'A form may have at most {max} columns.',
    fr: 'Un formulaire peut compter au plus {max} colonnes.',
  },
  formTooManyRows: {
    en: 'A form may have at most {max} rows.',
    fr: 'Un formulaire peut compter au plus {max} lignes.',
  },
  formStaleVersion: {
    en: 'Someone else saved this form since you opened it. Reload it to see their changes.',
    fr: "Quelqu'un d'autre a enregistré ce formulaire depuis que vous l'avez ouvert. Rechargez-le pour voir ses modifications.",
  },
  tenderTableNameAlreadyExists: {
    en: 'A form with this name already exists in the source.',
    fr: "Un formulaire de ce nom existe déjà dans l'appel d'offres.",
  },
  taxNameAlreadyExists: {
    en: 'A tax type with this name already exists.',
    fr: 'Un type de taxe de ce nom existe déjà.',
  },
  formLimitReached: {
    en: 'A source may have at most {max} forms.',
    fr: "Un appel d'offres peut compter au plus {max} formulaires.",
  },
  taxInUse: {
    en: 'This tax type is used by forms; deactivate it instead.',
    fr: 'Ce type de taxe est utilisé par des formulaires; désactivez-le plutôt.',
  },
  // Requirement sections
  uploadRequirementLimitReached: {
    en: 'A source may have at most {max} document upload requirements.',
    fr: "Un appel d'offres peut compter au plus {max} exigences de dépôt de documents.",
  },
  bondLimitReached: {
    en: 'A source may have at most {max} bonds.',
    fr: "Un appel d'offres peut compter au plus {max} garanties.",
  },
  specificationTitleInvalid: {
    en: 'The specification title may contain letters, digits and spaces only.',
    fr: 'Le titre des spécifications ne peut contenir que des lettres, des chiffres et des espaces.',
  },
  requirementsLocked: {
    en: 'The submission requirements are locked: the source is closed or awarded.',
    fr: "Les exigences de soumission sont verrouillées : l'appel d'offres est fermé ou adjugé.",
  },
  requirementsHaveSubmissions: {
    en: 'Suppliers have completed submissions. Changing the requirements withdraws them and emails the bidders.',
    fr: 'Des fournisseurs ont terminé leur soumission. Modifier les exigences les retire et en avise les soumissionnaires par courriel.',
  },
  requirementsStaleVersion: {
    en: 'Someone else saved these requirements since you opened them. Reload to see their changes.',
    fr: "Quelqu'un d'autre a enregistré ces exigences depuis que vous les avez ouvertes. Rechargez pour voir ses modifications.",
  },
} as const satisfies Record<string, { en: string; fr: string }>;
