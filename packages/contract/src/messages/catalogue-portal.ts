/** The supplier portal, plan takers and meetings (issue 6). */
export const portalMessages = {
  // Registration as a plan taker (POST /Opportunities/{projectId}/Register)
  registrationDisabled: {
    en: 'Registration is disabled for this opportunity.',
    fr: "L'inscription est désactivée pour cette occasion.",
  },
  registrationNotOpen: {
    en: 'This opportunity is not open for registration yet.',
    fr: "Cette occasion n'est pas encore ouverte à l'inscription.",
  },
  registrationBidClosed: {
    en: 'This opportunity has closed; registration is no longer possible.',
    fr: "Cette occasion est fermée; l'inscription n'est plus possible.",
  },
  registrationDeadlinePassed: {
    en: 'The registration deadline has passed.',
    fr: "La date limite d'inscription est passée.",
  },
  registrationClosedAfterMeeting: {
    en: 'Registration closed at the site meeting.',
    fr: "L'inscription a pris fin à la réunion sur place.",
  },
  planTakerNotRegistered: {
    en: 'Register for this opportunity to download its documents.',
    fr: 'Inscrivez-vous à cette occasion pour en télécharger les documents.',
  },
  // Registered Suppliers (plantakers)
  planTakerNotFound: {
    en: 'Invalid or missing registered supplier identifier.',
    fr: 'Identifiant de fournisseur inscrit manquant ou non valide.',
  },
  planTakerCompanyRequired: {
    en: 'The company name is required.',
    fr: "Le nom de l'entreprise est obligatoire.",
  },
  planTakerSelfRegistered: {
    en: 'Only a company added by the buyer can be edited; a registered supplier keeps its own details.',
    fr: "Seule une entreprise ajoutée par l'acheteur peut être modifiée; un fournisseur inscrit garde ses propres coordonnées.",
  },
  planTakerAlreadyListed: {
    en: 'This company is already a registered supplier of the project.',
    fr: 'Cette entreprise est déjà un fournisseur inscrit du projet.',
  },
  // Meetings
  meetingNotFound: {
    en: 'Invalid or missing meeting identifier.',
    fr: 'Identifiant de réunion manquant ou non valide.',
  },
  attendanceTrackingOff: {
    en: 'Attendance tracking is off for this project.',
    fr: 'Le suivi des présences est désactivé pour ce projet.',
  },
} as const;
