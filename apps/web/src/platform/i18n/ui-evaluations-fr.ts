import type { uiEvaluationsEn } from './ui-evaluations-en.ts';

/** French texts of the buyer's Evaluate area and Source › Evaluations (issue 8 §1); merged into uiFr. */
export const uiEvaluationsFr: Record<keyof typeof uiEvaluationsEn, string> = {
  phaseEvaluate: 'Évaluation',
  evaluateNavigation: "Pages de l'évaluation",
  evaluateTabBuild: 'Conception',
  evaluateTabTeam: "Équipe d'évaluation",
  evaluateTabMeetings: "Réunions d'examen",
  evaluateTabSuppliers: 'Statut des fournisseurs',
  evaluationsTab: 'Évaluations',
  evaluationPermissionDenied:
    "Vous ne pouvez pas consulter l'évaluation de ce projet. Demandez à votre administrateur l'autorisation Consulter les évaluations.",
  evaluationNotPermitted: 'Vous ne pouvez pas consulter les évaluations',

  // States
  evaluationFailed: "L'évaluation n'a pas pu être chargée.",
  evaluationEmpty: "Pas encore d'évaluation",
  evaluationEmptyHint:
    "Créez l'évaluation pour définir ses critères, sa notation et son équipe. Les évaluateurs commencent une fois l'appel clos.",
  evaluationEmptyReadOnly: "Personne n'a encore créé l'évaluation de ce projet.",
  evaluationSourceEmptyHint:
    "Le consensus des soumissions s'affiche ici une fois l'évaluation conçue et notée.",
  evaluationCreate: "Créer l'évaluation",
  evaluationCreated: "L'évaluation a été créée.",
  evaluationGoToBuild: "Concevoir l'évaluation",
  evaluationGoToSuppliers: 'Statut des fournisseurs',
  evaluationNotYet: 'Pas encore',

  // Status
  evaluationStatusLabel: 'Statut',
  evaluationStatusDraft: 'Brouillon',
  evaluationStatusInProgress: 'En cours',
  evaluationStatusComplete: 'Terminée',
  evaluationStart: "Lancer l'évaluation",
  evaluationStartConfirm:
    "Les évaluateurs pourront accepter l'entente de confidentialité, déclarer leurs conflits et noter. Les critères et la notation ne pourront plus changer, sauf retour au brouillon avant toute note.",
  evaluationStarted: "L'évaluation est lancée.",
  evaluationComplete: "Terminer l'évaluation",
  evaluationCompleteConfirm: "La notation se ferme. L'évaluation pourra être rouverte plus tard.",
  evaluationCompleted: "L'évaluation est terminée.",
  evaluationBackToDraft: 'Revenir au brouillon',
  evaluationBackToDraftConfirm:
    "Les critères et la notation pourront de nouveau changer. C'est possible tant qu'aucun évaluateur n'a noté.",
  evaluationBackInDraft: "L'évaluation est revenue au brouillon.",
  evaluationReopen: 'Rouvrir',
  evaluationReopenConfirm: "Les évaluateurs qui n'ont pas soumis leurs notes pourront de nouveau noter.",
  evaluationReopened: "L'évaluation a été rouverte.",
  evaluationSourceOpenHint: "Les évaluateurs peuvent commencer une fois l'appel clos.",
  evaluationLockedHint:
    "L'évaluation a commencé : ses paramètres, sections et critères ne peuvent plus changer.",
  evaluationMissingTitle: 'Avant que les évaluateurs puissent commencer',

  // Build: settings
  evaluationBuildTitle: "Conception de l'évaluation",
  evaluationSettingsTitle: 'Notation et modèles',
  evaluationScoringMethod: 'Méthode de notation',
  evaluationMethodPoints: 'Points',
  evaluationMethodWeights: 'Pondérations',
  evaluationDecimalPlaces: 'Décimales',
  evaluationMinScore: 'Note minimale',
  evaluationMaxScore: 'Note maximale',
  evaluationNdaTemplate: 'Entente de confidentialité',
  evaluationConflictTemplate: "Déclaration de conflit d'intérêts",
  evaluationScoreCardTemplate: 'Guide de la grille de notation',
  evaluationSettingsSave: 'Enregistrer les paramètres',
  evaluationSettingsSaved: "Les paramètres de l'évaluation ont été enregistrés.",
  evaluationMethodChangeTitle: 'Changer la méthode de notation ?',
  evaluationMethodChangeWarning_one:
    'Changer la méthode de notation remet à 0 les points ou la pondération du critère. Vous devrez les attribuer de nouveau.',
  evaluationMethodChangeWarning_other:
    'Changer la méthode de notation remet à 0 les points ou pondérations des {count} critères. Vous devrez les attribuer de nouveau.',
  evaluationMethodChangeConfirm: 'Changer et remettre à 0',

  // Build: how scores add up
  evaluationFormulaTitle: "Comment les notes s'additionnent",
  evaluationFormulaWorthPoints: 'Chaque critère vaut ses points ; le total est sur la somme des points.',
  evaluationFormulaWorthWeights:
    'Chaque critère vaut sa pondération en pourcentage ; les pondérations totalisent 100.',
  evaluationFormulaEarned:
    'Un évaluateur note chaque critère de {min} à {max} ; la note rapporte cette part de la valeur du critère :',
  evaluationFormulaEarnedCode: 'obtenu = (note − {min}) ÷ ({max} − {min}) × valeur',
  evaluationFormulaPrice:
    "Le critère de prix n'est pas noté par les évaluateurs : il vient des bordereaux de prix une fois la partie prix descellée (0 sans prix).",
  evaluationFormulaPriceCode: 'prix = total le plus bas ÷ ce total × valeur',
  evaluationFormulaRounding: 'Chacun est arrondi à {decimals} décimales.',
  evaluationFormulaConsensus:
    "La note d'un fournisseur sur un critère est la moyenne des évaluateurs qui ont soumis leurs notes ; son total est la somme sur les critères. Le classement suit le total, du plus élevé au plus bas ; les totaux égaux partagent un rang ; les fournisseurs disqualifiés ne sont pas classés.",
  evaluationFormulaExample:
    'Par exemple, une note de {score} sur un critère valant {worth} rapporte {earned}.',

  // Build: sections and criteria
  evaluationCriteriaTitle: 'Critères',
  evaluationWorthPoints: 'Points',
  evaluationWorthWeight: 'Pondération %',
  evaluationPointsValue: '{value} points',
  evaluationWeightValue: '{value} %',
  evaluationWorthTotal: 'Total : {total}',
  evaluationWeightsOk: 'Les pondérations totalisent 100 %',
  evaluationWeightsOff: 'Les pondérations doivent totaliser 100 %',
  evaluationSection: 'Section',
  evaluationSectionName: 'Nom de la section',
  evaluationSectionAdd: 'Ajouter une section',
  evaluationSectionRename: 'Renommer',
  evaluationSectionRenameItem: 'Renommer {name}',
  evaluationSectionSaved: 'La section a été enregistrée.',
  evaluationSectionDelete: 'Supprimer la section',
  evaluationSectionDeleteConfirm: 'Supprimer la section {name} ?',
  evaluationSectionEmpty: 'Aucun critère dans cette section pour le moment.',
  evaluationCriterionAdd: 'Ajouter un critère',
  evaluationCriterionAddTo: 'Ajouter un critère à {name}',
  evaluationCriterionEdit: 'Modifier le critère',
  evaluationCriterionName: 'Critère',
  evaluationCriterionDescription: 'Description',
  evaluationCriterionKind: 'Type',
  evaluationKindScored: 'Noté',
  evaluationKindPrice: 'Prix',
  evaluationKindHint:
    'Les évaluateurs notent un critère noté ; un critère de prix est noté à partir des bordereaux de prix.',
  evaluationPriceTaken: "L'évaluation a déjà son critère de prix.",
  evaluationCriterionSaved: 'Le critère a été enregistré.',
  evaluationCriterionDelete: 'Supprimer le critère',
  evaluationCriterionDeleteConfirm: 'Supprimer le critère {name} ?',

  // Evaluation team
  evaluationTeamTitle: "Équipe d'évaluation",
  evaluationTeamHint:
    "Les évaluateurs doivent accepter l'entente de confidentialité et déclarer tout conflit d'intérêts avant de voir une soumission. Un conflit déclaré les exclut de la notation.",
  evaluationTeamEmpty: "Pas encore d'évaluateur",
  evaluationTeamEmptyHint: "Ajoutez les membres de l'équipe qui noteront les soumissions.",
  evaluationAddEvaluator: "Membre de l'équipe",
  evaluationChooseMember: "Choisissez un membre de l'équipe",
  evaluationAddEvaluatorButton: "Ajouter à l'équipe",
  evaluationEvaluatorAdded: "L'évaluateur a été ajouté.",
  evaluationMembersFailed: "Les membres de l'équipe n'ont pas pu être chargés.",
  evaluationEvaluator: 'Évaluateur',
  evaluationNdaAccepted: 'Entente acceptée',
  evaluationConflictDeclaration: "Conflit d'intérêts",
  evaluationConflictNotDeclared: 'Pas encore déclaré',
  evaluationNoConflict: 'Aucun conflit',
  evaluationConflict: 'Conflit déclaré',
  evaluationConflictExcluded: 'Exclu de la notation',
  evaluationScoresSubmitted: 'Notes soumises',
  evaluationRemoveEvaluator: 'Retirer',
  evaluationRemoveItem: 'Retirer {name}',
  evaluationRemoveEvaluatorConfirm: "Retirer {name} de l'équipe d'évaluation ?",

  // Review meetings
  evaluationMeetingsTitle: "Réunions d'examen",
  evaluationMeetingsEmpty: "Pas encore de réunion d'examen",
  evaluationMeetingsEmptyHint: "Planifiez les réunions où l'équipe examine ses notes.",
  evaluationMeetingAdd: 'Ajouter une réunion',
  evaluationMeetingEdit: 'Modifier la réunion',
  evaluationMeetingWhen: 'Date et heure',
  evaluationMeetingZone: "Dans le fuseau horaire de l'organisme ({zone}).",
  evaluationMeetingWhenRequired: "Saisissez la date et l'heure de la réunion.",
  evaluationMeetingLocation: 'Lieu',
  evaluationMeetingNotes: 'Notes',
  evaluationMeetingSaved: 'La réunion a été enregistrée.',
  evaluationMeetingDelete: 'Supprimer la réunion',
  evaluationMeetingDeleteConfirm: 'Supprimer la réunion du {when} ?',

  // Supplier status and consensus
  evaluationSuppliersTitle: 'Statut des fournisseurs',
  evaluationSuppliersFailed: "Les fournisseurs n'ont pas pu être chargés.",
  evaluationSuppliersEmpty: 'Aucun fournisseur à évaluer',
  evaluationSuppliersEmptyHint: 'Les fournisseurs ayant une soumission complète figurent ici.',
  evaluationSupplier: 'Fournisseur',
  evaluationSupplierStatus: 'Statut',
  evaluationSupplierStatusEvaluating: 'En évaluation',
  evaluationSupplierStatusDisqualified: 'Disqualifié',
  evaluationProgress: 'Avancement',
  evaluationScoredBy_one: 'Noté par {scored} évaluateur sur {count}',
  evaluationScoredBy_other: 'Noté par {scored} évaluateurs sur {count}',
  evaluationDisqualify: 'Disqualifier',
  evaluationDisqualifyItem: 'Disqualifier {company}',
  evaluationDisqualifyTitle: 'Disqualifier {company}',
  evaluationDisqualifyHint:
    "Un fournisseur disqualifié n'est plus classé. La raison est conservée avec l'évaluation.",
  evaluationDisqualifyReason: 'Raison',
  evaluationSupplierDisqualified: '{company} a été disqualifié.',
  evaluationReinstate: 'Réintégrer',
  evaluationReinstateItem: 'Réintégrer {company}',
  evaluationReinstateConfirm: 'Évaluer de nouveau {company} et le classer ?',
  evaluationSupplierReinstated: '{company} a été réintégré.',
  evaluationConsensusTitle: 'Consensus',
  evaluationConsensusSubmittedOnly_one:
    "Compte les notes de {count} évaluateur qui les a soumises ({team} dans l'équipe).",
  evaluationConsensusSubmittedOnly_other:
    "Compte les notes des {count} évaluateurs qui les ont soumises ({team} dans l'équipe).",
  evaluationConsensusFailed: "Le consensus n'a pas pu être chargé.",
  evaluationConsensusEmpty: 'Rien à classer pour le moment',
  evaluationConsensusEmptyHint: 'Le consensus classe les fournisseurs ayant une soumission complète.',
  evaluationConsensusPriceSealed:
    "La partie prix est encore scellée : le critère de prix ne rapporte rien d'ici là.",
  evaluationConsensusExport: 'Exporter en xlsx',
  evaluationRank: 'Rang',
  evaluationTotal: 'Total',
  evaluationPriceTotal: 'Prix total',
};
