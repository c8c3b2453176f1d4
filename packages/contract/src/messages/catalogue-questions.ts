/** Suppliers' questions and the addenda (issue 6). */
export const questionMessages = {
  questionTextRequired: {
    en: 'Question text is required.',
    fr: 'Le texte de la question est obligatoire.',
  },
  questionTooLong: {
    en: 'A question may have at most 4,000 characters.',
    fr: 'Une question peut compter au plus 4 000 caractères.',
  },
  answerTooLong: {
    en: 'An answer may have at most 10,000 characters.',
    fr: 'Une réponse peut compter au plus 10 000 caractères.',
  },
  questionAnswerRequired: {
    en: 'Enter an answer before marking the question Complete.',
    fr: 'Saisissez une réponse avant de marquer la question comme complète.',
  },
  questionNotRegistered: {
    en: 'Register as a plan taker for this opportunity before asking a question.',
    fr: 'Inscrivez-vous comme preneur de plans de cet appel avant de poser une question.',
  },
  questionSourceNotOpen: {
    en: 'Questions can be asked only while the opportunity is open.',
    fr: "Les questions ne peuvent être posées que pendant que l'appel est ouvert.",
  },
  questionDeadlinePassed: {
    en: 'The question deadline has passed; no more questions are accepted.',
    fr: "La date limite des questions est passée; aucune autre question n'est acceptée.",
  },
  questionsRequired: {
    en: 'Choose at least one question.',
    fr: 'Choisissez au moins une question.',
  },
  questionsNotAnswered: {
    en: 'Only Complete questions with an answer can be published in an addendum.',
    fr: 'Seules les questions complètes ayant une réponse peuvent être publiées dans un addenda.',
  },
  questionsAlreadyPublished: {
    en: 'Some of these questions were already published in an addendum.',
    fr: 'Certaines de ces questions ont déjà été publiées dans un addenda.',
  },
  questionNoSupplierEmail: {
    en: 'This question has no email address to send the answer to.',
    fr: "Cette question n'a pas d'adresse courriel à laquelle envoyer la réponse.",
  },
  addendumTitleTooLong: {
    en: 'An addendum title may have at most 200 characters.',
    fr: "Le titre d'un addenda peut compter au plus 200 caractères.",
  },
  addendumFileRequired: {
    en: 'Choose the addendum file to upload.',
    fr: "Choisissez le fichier de l'addenda à téléverser.",
  },
  addendumSourceNotOpen: {
    en: 'Addenda can be issued only while the project is published (open).',
    fr: 'Les addendas ne peuvent être émis que pendant que le projet est publié (ouvert).',
  },
  addendumWithdrawsSubmissions: {
    en: 'Issuing this addendum will withdraw {count} completed submission(s); their bidders will be emailed. Confirm to continue.',
    fr: "L'émission de cet addenda retirera {count} soumission(s) complétée(s); leurs soumissionnaires recevront un courriel. Confirmez pour continuer.",
  },
  invalidAddendumId: {
    en: 'Invalid or missing addendum identifier.',
    fr: "Identifiant d'addenda manquant ou non valide.",
  },
} as const;
