import { defineNotices } from './define.ts';

/**
 * The project tasks' mails. A reminder's #Description# is the task's description with a blank
 * line either side, or nothing when it has none, so a task without one leaves no gap.
 */
export const tasksNotices = defineNotices({
  taskReminder: {
    label: { en: 'Task reminder', fr: 'Rappel de tâche' },
    tokens: ['FirstName', 'TaskSubject', 'ProjectNumber', 'ProjectName', 'DueDate', 'Description', 'Link'],
    en: {
      subject: 'Task reminder: #TaskSubject#',
      body: [
        'Hello #FirstName#,',
        '',
        'This is a reminder of your task "#TaskSubject#" on project #ProjectNumber# #ProjectName#.',
        'It is due #DueDate#.',
        '#Description#',
        '#Link#',
      ].join('\n'),
    },
    fr: {
      subject: 'Rappel de tâche : #TaskSubject#',
      body: [
        'Bonjour #FirstName#,',
        '',
        'Ceci est un rappel de votre tâche « #TaskSubject# » du projet #ProjectNumber# #ProjectName#.',
        'Échéance : #DueDate#.',
        '#Description#',
        '#Link#',
      ].join('\n'),
    },
  },
});
