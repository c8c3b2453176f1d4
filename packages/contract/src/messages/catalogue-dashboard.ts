/** The buyer dashboard and the project snapshot (issue 10). */
export const dashboardMessages = {
  widgetUnknown: {
    en: 'This widget is not in the dashboard catalogue.',
    fr: 'Ce widget ne fait pas partie du catalogue du tableau de bord.',
  },
  widgetDuplicate: {
    en: 'A widget can be on the dashboard only once.',
    fr: 'Un widget ne peut figurer qu’une fois sur le tableau de bord.',
  },
  widgetOutsideGrid: {
    en: 'A widget must fit within the 12 columns of the dashboard.',
    fr: 'Un widget doit tenir dans les 12 colonnes du tableau de bord.',
  },
  widgetSizeInvalid: {
    en: 'This widget has no such size.',
    fr: "Ce widget n'a pas cette taille.",
  },
  widgetNotAvailable: {
    en: 'This widget is not available for your agency.',
    fr: "Ce widget n'est pas offert à votre organisme.",
  },
  dashboardRangeInvalid: {
    en: 'The end date must not be before the start date, and the range must not exceed 400 days.',
    fr: 'La date de fin ne peut précéder la date de début, et la période ne peut dépasser 400 jours.',
  },
} as const;
