/**
 * The project activity feed (000 §2 "activity feed (filters by date range, event type, company,
 * user; export; clear all)", 001 §7 Audit: ActivityAggregates, Search). Events are audit events of
 * the project; this module turns their action names into sentences people read.
 */
import { z } from 'zod';
import type { Language } from '../messages/catalogue.ts';
import { collaborationActivityEntries } from './activity-collaboration.ts';
import { performanceActivityEntries } from './activity-performance.ts';
import { requirementActivityEntries } from './activity-requirements.ts';
import { supplierActivityEntries } from './activity-suppliers.ts';
import { type ActivityText, quoted, t } from './activity-text.ts';
import { type ProjectStatus, projectStatusLabels } from './status.ts';
import { isProjectRoleId, projectRoleLabels } from './team.ts';

export const activityPageSizeDefault = 20;
export const activityPageSizeMax = 100;
/** An export holds at most this many rows (the registered-supplier download cap of 000 §9). */
export const activityExportMaxRows = 10_000;

export const activitySortColumns = ['created', 'eventType', 'userName', 'companyName'] as const;
export type ActivitySortColumn = (typeof activitySortColumns)[number];

export const activityEventSchema = z.object({
  /** The audit event's sequence number within the agency. */
  id: z.number().int(),
  created: z.string(),
  eventType: z.string(),
  eventTypeName: z.string(),
  description: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  companyName: z.string().nullable(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

const filterText = z.string().trim().max(200).optional();
const dateFilter = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional();

/**
 * A feed's filters (001 §7 Audit: keywords, eventType, companyName, userName, filter.dateFrom,
 * dateTo, start, limit, sortColumn, sortDirection); a call adds its scope (a project, a supplier)
 * and reads the dates with or without `filter.` through `withDateAliases`.
 */
export const activityFilterSchema = z.object({
  keywords: filterText,
  eventType: filterText,
  companyName: filterText,
  userName: filterText,
  'filter.dateFrom': dateFilter,
  'filter.dateTo': dateFilter,
  dateFrom: dateFilter,
  dateTo: dateFilter,
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(activityPageSizeMax).default(activityPageSizeDefault),
  sortColumn: z.enum(activitySortColumns).default('created'),
  sortDirection: z
    .string()
    .toLowerCase()
    .pipe(z.enum(['asc', 'desc']))
    .default('desc'),
});

type DateAliases = {
  'filter.dateFrom'?: string;
  'filter.dateTo'?: string;
  dateFrom?: string;
  dateTo?: string;
};
export function withDateAliases<T extends DateAliases>({
  'filter.dateFrom': filterFrom,
  'filter.dateTo': filterTo,
  dateFrom,
  dateTo,
  ...rest
}: T) {
  return { ...rest, dateFrom: filterFrom ?? dateFrom, dateTo: filterTo ?? dateTo };
}

const countOf = { count: z.number().int() };
export const activityAggregatesSchema = z.object({
  eventTypes: z.array(z.object({ eventType: z.string(), name: z.string(), ...countOf })),
  users: z.array(z.object({ userId: z.number().int().nullable(), userName: z.string(), ...countOf })),
  companies: z.array(z.object({ companyName: z.string(), ...countOf })),
  /** When the feed was last cleared; events before it are hidden (never deleted). */
  clearedAt: z.string().nullable(),
});
export type ActivityAggregates = z.infer<typeof activityAggregatesSchema>;

/** What an audit event gives the describer. */
export type ActivitySource = {
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  /** The acting person's full name, or the system label. */
  actorName: string;
  companyName: string | null;
};

type Text = ActivityText;
/** How the feed names an action and tells an event of it; other areas' lists follow this shape. */
export type ActivityEntry = { type: Text; text: (v: ActivityValues) => Text };

function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function statusLabel(value: unknown): string {
  if (typeof value !== 'string') return '';
  return projectStatusLabels[value as ProjectStatus] ?? value;
}

function roleLabel(value: unknown, language: Language): string {
  if (typeof value !== 'string') return '';
  return isProjectRoleId(value) ? projectRoleLabels[value][language] : value;
}

function clip(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Strings and numbers of after (then before) that templates may name. */
function valuesOf(event: ActivitySource, language: Language) {
  const before = fieldsOf(event.before);
  const after = fieldsOf(event.after);
  const pick = (key: string): unknown => after[key] ?? before[key];
  const text = (key: string) => {
    const value = pick(key);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return {
    actor: event.actorName,
    name: text('name'),
    number: text('number'),
    fileName: text('fileName'),
    email: text('email'),
    subject: text('subject'),
    user: text('userName'),
    comment: clip(text('comment')),
    company: event.companyName ?? text('companyName'),
    role: roleLabel(pick('roleId'), language),
    from: statusLabel(before.status),
    to: statusLabel(after.status),
    entity: event.entityType,
    id: event.entityId ?? '',
  };
}

export type ActivityValues = ReturnType<typeof valuesOf>;

/**
 * One entry per action name that areas record. An action absent here still reads sensibly
 * through the fallback, so a new area's events never show blank; adding its sentence is enough.
 */
const entries: Record<string, ActivityEntry> = {
  ...requirementActivityEntries,
  ...collaborationActivityEntries,
  ...supplierActivityEntries,
  ...performanceActivityEntries,
  'project.created': {
    type: t('Project created', 'Projet créé'),
    text: (v) =>
      t(`${v.actor} created the project${quoted(v.name)}`, `${v.actor} a créé le projet${quoted(v.name)}`),
  },
  'project.createdFromTemplate': {
    type: t('Project created from a template', "Projet créé à partir d'un modèle"),
    text: (v) =>
      t(
        `${v.actor} created the project${quoted(v.name)} from a template`,
        `${v.actor} a créé le projet${quoted(v.name)} à partir d'un modèle`,
      ),
  },
  'project.savedAsTemplate': {
    type: t('Template saved', 'Modèle enregistré'),
    text: (v) =>
      t(
        `${v.actor} saved the template${quoted(v.name)} from a project`,
        `${v.actor} a enregistré le modèle${quoted(v.name)} à partir d'un projet`,
      ),
  },
  'project.convertedFromPlanned': {
    type: t('Project created from a planned notice', "Projet créé à partir d'un avis planifié"),
    text: (v) =>
      t(
        `${v.actor} created the project${quoted(v.name)} from a notice of planned procurement`,
        `${v.actor} a créé le projet${quoted(v.name)} à partir d'un avis d'approvisionnement planifié`,
      ),
  },
  'project.updated': {
    type: t('Project updated', 'Projet modifié'),
    text: (v) => t(`${v.actor} updated the project details`, `${v.actor} a modifié les détails du projet`),
  },
  'project.statusChanged': {
    type: t('Status changed', 'Statut modifié'),
    text: (v) =>
      v.from
        ? t(
            `${v.actor} changed the status from ${v.from} to ${v.to}`,
            `${v.actor} a changé le statut de ${v.from} à ${v.to}`,
          )
        : t(`${v.actor} changed the status to ${v.to}`, `${v.actor} a changé le statut à ${v.to}`),
  },
  'project.copied': {
    type: t('Project copied', 'Projet copié'),
    text: (v) => t(`${v.actor} copied the project`, `${v.actor} a copié le projet`),
  },
  'project.activityCleared': {
    type: t('Activity cleared', 'Activité effacée'),
    text: (v) => t(`${v.actor} cleared the activity feed`, `${v.actor} a effacé le fil d'activité`),
  },
  'tender.updated': {
    type: t('Source updated', 'Source modifiée'),
    text: (v) =>
      t(
        `${v.actor} updated the source settings and dates`,
        `${v.actor} a modifié les paramètres et dates de la source`,
      ),
  },
  'document.uploaded': {
    type: t('Document uploaded', 'Document téléversé'),
    text: (v) =>
      t(
        `${v.actor} uploaded the document${quoted(v.fileName)}`,
        `${v.actor} a téléversé le document${quoted(v.fileName)}`,
      ),
  },
  'document.reordered': {
    type: t('Documents reordered', 'Documents réordonnés'),
    text: (v) => t(`${v.actor} reordered the documents`, `${v.actor} a réordonné les documents`),
  },
  'document.deleted': {
    type: t('Document deleted', 'Document supprimé'),
    text: (v) =>
      t(
        `${v.actor} deleted the document${quoted(v.fileName)}`,
        `${v.actor} a supprimé le document${quoted(v.fileName)}`,
      ),
  },
  'invitation.created': {
    type: t('Supplier invited', 'Fournisseur invité'),
    text: (v) =>
      t(
        `${v.actor} invited${quoted(v.company || v.email)}`,
        `${v.actor} a invité${quoted(v.company || v.email)}`,
      ),
  },
  'invitation.updated': {
    type: t('Invitation corrected', 'Invitation corrigée'),
    text: (v) =>
      t(
        `${v.actor} corrected the invitation of${quoted(v.company || v.email)}`,
        `${v.actor} a corrigé l'invitation de${quoted(v.company || v.email)}`,
      ),
  },
  'invitation.deleted': {
    type: t('Invitation removed', 'Invitation retirée'),
    text: (v) =>
      t(
        `${v.actor} removed the invitation of${quoted(v.company || v.email)}`,
        `${v.actor} a retiré l'invitation de${quoted(v.company || v.email)}`,
      ),
  },
  'invitations.notified': {
    type: t('Invitations mailed', 'Invitations envoyées'),
    text: () =>
      t('The invitations were mailed to the suppliers', 'Les invitations ont été envoyées aux fournisseurs'),
  },
  'complianceItem.created': {
    type: t('Compliance item added', 'Élément de conformité ajouté'),
    text: (v) =>
      t(
        `${v.actor} added the compliance item${quoted(v.name)}`,
        `${v.actor} a ajouté l'élément de conformité${quoted(v.name)}`,
      ),
  },
  'complianceItem.updated': {
    type: t('Compliance item updated', 'Élément de conformité modifié'),
    text: (v) =>
      t(
        `${v.actor} updated the compliance item${quoted(v.name)}`,
        `${v.actor} a modifié l'élément de conformité${quoted(v.name)}`,
      ),
  },
  'complianceItem.deleted': {
    type: t('Compliance item deleted', 'Élément de conformité supprimé'),
    text: (v) =>
      t(
        `${v.actor} deleted the compliance item${quoted(v.name)}`,
        `${v.actor} a supprimé l'élément de conformité${quoted(v.name)}`,
      ),
  },
  'complianceItem.reordered': {
    type: t('Compliance items reordered', 'Éléments de conformité réordonnés'),
    text: (v) =>
      t(`${v.actor} reordered the compliance items`, `${v.actor} a réordonné les éléments de conformité`),
  },
};

/** 'journalComment.added' -> 'journal comment added': the fallback's readable form of an action. */
function wordsOf(action: string): string {
  return action
    .replace(/[._-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
}

/** The name of an event type as the feed's filter shows it. */
export function activityEventTypeName(action: string, language: Language = 'en'): string {
  const entry = entries[action];
  if (entry) return entry.type[language];
  const words = wordsOf(action);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The sentence the feed shows for an audit event: "Sam Tremblay changed the status from Design /
 * In Progress to Published". Unknown actions read "Sam Tremblay: project archived (project 12)",
 * so no event ever shows blank.
 */
export function describeActivity(event: ActivitySource, language: Language = 'en'): string {
  const values = valuesOf(event, language);
  const entry = entries[event.action];
  if (entry) return entry.text(values)[language];
  const target = [event.entityType, event.entityId].filter(Boolean).join(' ');
  return `${event.actorName}: ${wordsOf(event.action)}${target ? ` (${target})` : ''}`;
}

/** The action names the describer knows, for tests and documentation. */
export const describedActivityActions = Object.keys(entries);
