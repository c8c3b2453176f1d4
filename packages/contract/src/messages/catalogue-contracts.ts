/** Contracts, their suppliers and purchase orders (issue 9); the date-order texts are in catalogue-general. */
export const contractMessages = {
  contractActionNotAllowed: {
    en: 'This action is not allowed while the contract is {status}.',
    fr: "Cette action n'est pas permise tant que le contrat est {status}.",
  },
  contractStartNeedsAward: {
    en: 'A contract can be started once the project is awarded.',
    fr: 'Un contrat peut être démarré une fois le projet adjugé.',
  },
  contractAlreadyStarted: {
    en: 'This project’s contract has already been started.',
    fr: 'Le contrat de ce projet est déjà démarré.',
  },
  contractNotEditable: {
    en: 'A {status} contract can no longer be changed.',
    fr: 'Un contrat {status} ne peut plus être modifié.',
  },
  contractStaleVersion: {
    en: 'Someone else changed this contract since you opened it. Reload it and make your change again.',
    fr: "Quelqu'un d'autre a modifié ce contrat depuis son ouverture. Rechargez-le et refaites votre modification.",
  },
  contractReactivateConfirm: {
    en: 'The new end date lies ahead: the contract will be Active again. Save to confirm.',
    fr: 'La nouvelle date de fin est à venir : le contrat redeviendra actif. Enregistrez pour confirmer.',
  },
  contractExpiryNoticeBeyondTerm: {
    en: 'Days notified before expiry must not exceed the contract term ({days} days).',
    fr: "Le nombre de jours d'avis avant l'échéance ne peut pas dépasser la durée du contrat ({days} jours).",
  },
  contractInvitationRegistered: {
    en: 'This address belongs to a registered supplier: add the supplier to the contract instead.',
    fr: 'Cette adresse appartient à un fournisseur inscrit : ajoutez plutôt ce fournisseur au contrat.',
  },
  invalidContractInvitationId: {
    en: 'The invitation was not found.',
    fr: "L'invitation est introuvable.",
  },
  supplierSearchTooShort: {
    en: 'Type at least 3 characters to search suppliers.',
    fr: 'Saisissez au moins 3 caractères pour chercher des fournisseurs.',
  },
  invalidPurchaseOrderId: {
    en: 'The purchase order was not found.',
    fr: 'Le bon de commande est introuvable.',
  },
  purchaseOrderNumberOrNote: {
    en: 'Enter a PO number or a note.',
    fr: 'Saisissez un numéro de bon de commande ou une note.',
  },
  purchaseOrderContingencyAboveAmount: {
    en: 'The contingency used cannot be more than the order amount.',
    fr: 'La provision utilisée ne peut pas dépasser le montant de la commande.',
  },
  purchaseOrderContractAmountMissing: {
    en: 'Enter the contract amount before adding purchase orders.',
    fr: 'Saisissez le montant du contrat avant d’ajouter des bons de commande.',
  },
  purchaseOrderOverContract: {
    en: 'Purchase orders would total more than the contract amount plus contingency.',
    fr: 'Les bons de commande dépasseraient le montant du contrat plus la provision.',
  },
  purchaseOrderOverContingency: {
    en: 'The contingency used would total more than the contract’s contingency.',
    fr: 'La provision utilisée dépasserait la provision du contrat.',
  },
  // Contract documents
  contractDocumentCategoryInvalid: {
    en: 'Choose a document category: insurance, bond, certificate, vendor document or contract document.',
    fr: 'Choisissez une catégorie de document : assurance, garantie, certificat, document du fournisseur ou document contractuel.',
  },
  contractDocumentFieldRequired: {
    en: 'Company, type, display name, effective and expiry dates, and for a bond the security amount, are required.',
    fr: "L'entreprise, le type, le nom affiché, les dates d'entrée en vigueur et d'échéance et, pour une garantie, le montant de la garantie sont obligatoires.",
  },
  contractDocumentExpiryBeforeEffective: {
    en: 'The expiry date must be after the effective date.',
    fr: "La date d'échéance doit suivre la date d'entrée en vigueur.",
  },
  contractDocumentReasonRequired: {
    en: 'Give the reason for rejecting the document.',
    fr: 'Indiquez la raison du refus du document.',
  },
  contractDocumentNotPending: {
    en: 'This document is not waiting for approval.',
    fr: "Ce document n'est pas en attente d'approbation.",
  },
  contractDocumentUploadClosed: {
    en: 'This contract does not take documents from suppliers.',
    fr: "Ce contrat n'accepte pas de documents des fournisseurs.",
  },
  // Contract builder licences
  invalidLicenceId: { en: 'The licence was not found.', fr: 'La licence est introuvable.' },
  licenceBillingPeriodRequired: {
    en: 'Add at least one billing period.',
    fr: 'Ajoutez au moins une période de facturation.',
  },
  licenceBillingPeriodIncomplete: {
    en: 'Each billing period needs a start, an end, a price and a purchased count.',
    fr: "Chaque période de facturation exige un début, une fin, un prix et un nombre d'achats.",
  },
  licenceBillingPeriodOrder: {
    en: 'A billing period must end after it starts.',
    fr: 'Une période de facturation doit se terminer après son début.',
  },
  licenceBillingPeriodOverlap: {
    en: 'A billing period must start after the previous one ends.',
    fr: 'Une période de facturation doit commencer après la fin de la précédente.',
  },
  licencePurchasedBelowUsed: {
    en: 'Purchased transactions cannot be fewer than those already used.',
    fr: 'Les transactions achetées ne peuvent être moins nombreuses que celles déjà utilisées.',
  },
  licencePeriodInUse: {
    en: 'A billing period with used transactions cannot be deleted.',
    fr: 'Une période de facturation dont des transactions ont été utilisées ne peut être supprimée.',
  },
  licencePurchasedWhole: {
    en: 'Purchased transactions are a whole number.',
    fr: 'Les transactions achetées sont un nombre entier.',
  },
  licenceAgencyAlreadyLicensed: {
    en: 'This agency already has a contract builder licence.',
    fr: 'Cet organisme a déjà une licence du générateur de contrats.',
  },
  licenceStaleVersion: {
    en: 'Someone else changed this licence since you opened it. Reload it and make your change again.',
    fr: "Quelqu'un d'autre a modifié cette licence depuis son ouverture. Rechargez-la et refaites votre modification.",
  },
  contractBuilderNotLicensed: {
    en: 'The contract builder is not enabled for this agency.',
    fr: "Le générateur de contrats n'est pas activé pour cet organisme.",
  },
  // E-signature envelopes
  invalidEnvelopeId: { en: 'The envelope was not found.', fr: "L'enveloppe est introuvable." },
  envelopeNeedsSigner: { en: 'Add at least one signer.', fr: 'Ajoutez au moins un signataire.' },
  envelopeNeedsDocument: { en: 'Add at least one document.', fr: 'Ajoutez au moins un document.' },
  envelopeSignerNeedsSignatureField: {
    en: 'Place a signature field for every signer.',
    fr: 'Placez un champ de signature pour chaque signataire.',
  },
  envelopeDesignerClosed: {
    en: 'Add a signer and a document before placing fields.',
    fr: 'Ajoutez un signataire et un document avant de placer des champs.',
  },
  envelopeFieldOffPage: {
    en: 'Fields go on the pages of PDF documents of this envelope.',
    fr: 'Les champs se placent sur les pages des documents PDF de cette enveloppe.',
  },
  envelopeFileTypeInvalid: {
    en: 'The contract builder takes PDF, DOC, DOCX, ODT, RTF and TXT files.',
    fr: 'Le générateur de contrats accepte les fichiers PDF, DOC, DOCX, ODT, RTF et TXT.',
  },
  envelopeCompleted: {
    en: 'This envelope is completed and can no longer change.',
    fr: 'Cette enveloppe est terminée et ne peut plus être modifiée.',
  },
  envelopeNotCorrecting: {
    en: 'Correct the envelope first: a sent envelope changes only while it is being corrected.',
    fr: "Corrigez d'abord l'enveloppe : une enveloppe envoyée ne change que pendant sa correction.",
  },
  envelopeStatusInvalid: {
    en: 'This envelope cannot take that step now.',
    fr: 'Cette enveloppe ne peut pas passer à cette étape maintenant.',
  },
  envelopeLinkInvalid: {
    en: 'This signing link is not valid any more. Ask the sender for a new one.',
    fr: "Ce lien de signature n'est plus valide. Demandez-en un nouveau à l'expéditeur.",
  },
  envelopeUnavailable: {
    en: 'This envelope is being corrected. It will be available again once the sender sends it.',
    fr: "Cette enveloppe est en cours de correction. Elle sera de nouveau disponible lorsque l'expéditeur l'enverra.",
  },
  envelopeSignatureRequired: { en: 'Sign to continue.', fr: 'Signez pour continuer.' },
  envelopeRequiredFieldEmpty: {
    en: 'Fill in every required field before signing.',
    fr: 'Remplissez chaque champ obligatoire avant de signer.',
  },
  envelopeSignerSigned: {
    en: 'This signer has signed and stays on the envelope.',
    fr: 'Ce signataire a signé et reste sur l’enveloppe.',
  },
} as const;
