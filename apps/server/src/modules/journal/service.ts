import type {
  CreateJournalComment,
  CreateJournalEntry,
  JournalComment,
  JournalDocument,
  JournalEntry,
  PinJournalEntry,
  UpdateJournalEntry,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { type ProjectActor, presentPerson, recordProjectEvent } from '../project-team/index.ts';
import { findProject } from '../projects/index.ts';
import {
  deleteComment as deleteCommentRow,
  deleteEntry,
  findComment,
  findComments,
  findDocuments,
  findEntries,
  findEntry,
  insertComment,
  insertEntry,
  type JournalRow,
  updateEntry,
} from './queries.ts';
import { removeStoredFiles } from './storage.ts';

/**
 * The project journal: notes the team keeps on a project, pinned ones first, each with comments
 * and attached files. Anyone who may act on the project writes and pins; only the author (or
 * product support) edits or deletes an entry or a comment, or attaches files to an entry.
 */

export const journalEntryNotFound = () => new AppError(404, 'notFound');

/** Whether the actor wrote it, or is product support. */
export function isAuthor(actor: ProjectActor, createdById: number | null): boolean {
  return actor.isSiteAdmin || (createdById !== null && createdById === actor.userId);
}

export async function requireEntry(tx: Tx, actor: ProjectActor, journalId: number): Promise<JournalRow> {
  const entry = await findEntry(tx, actor, journalId);
  if (!entry) throw journalEntryNotFound();
  return entry;
}

export function requireAuthor(actor: ProjectActor, createdById: number | null) {
  if (!isAuthor(actor, createdById)) throw forbidden('journalAuthorOnly');
}

async function presentEntries(tx: Tx, actor: ProjectActor, projectId: number): Promise<JournalEntry[]> {
  const rows = await findEntries(tx, actor.customerId, projectId);
  const ids = rows.map((row) => row.entry.id);
  const comments = await findComments(tx, actor.customerId, ids);
  const documents = await findDocuments(tx, actor.customerId, ids);
  return rows.map(({ entry, person }) => ({
    id: entry.id,
    projectId: entry.projectId,
    note: entry.note,
    pinned: entry.pinned,
    created: entry.createdAt.toISOString(),
    updated: entry.updatedAt.toISOString(),
    createdBy: presentPerson(person),
    canEdit: isAuthor(actor, entry.createdById),
    comments: comments
      .filter((c) => c.comment.journalId === entry.id)
      .map(
        (c): JournalComment => ({
          id: c.comment.id,
          journalId: c.comment.journalId,
          comment: c.comment.comment,
          created: c.comment.createdAt.toISOString(),
          createdBy: presentPerson(c.person),
          canDelete: isAuthor(actor, c.comment.createdById),
        }),
      ),
    documents: documents
      .filter((d) => d.document.journalId === entry.id)
      .map(
        (d): JournalDocument => ({
          id: d.document.id,
          journalId: d.document.journalId,
          fileName: d.document.fileName,
          contentType: d.document.contentType,
          sizeInByte: d.document.sizeInByte,
          uploaded: d.document.uploadedAt.toISOString(),
          uploadedBy: presentPerson(d.person),
        }),
      ),
  }));
}

/** One entry as the list shows it. */
export async function presentEntry(tx: Tx, actor: ProjectActor, entry: JournalRow): Promise<JournalEntry> {
  const all = await presentEntries(tx, actor, entry.projectId);
  const found = all.find((e) => e.id === entry.id);
  if (!found) throw journalEntryNotFound();
  return found;
}

/** GET ProjectJournals/All: the project's entries, pinned first, then newest first. */
export async function listJournal(ctx: AppContext, actor: ProjectActor, projectId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findProject(tx, actor, projectId);
    return presentEntries(tx, actor, projectId);
  });
}

export async function createJournalEntry(ctx: AppContext, actor: ProjectActor, input: CreateJournalEntry) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findProject(tx, actor, input.projectId);
    const now = ctx.clock.now();
    const entry = await insertEntry(tx, {
      customerId: actor.customerId,
      projectId: input.projectId,
      note: input.note,
      createdById: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordProjectEvent(tx, ctx, actor, entry.projectId, {
      action: 'journal.created',
      entityType: 'projectJournal',
      entityId: entry.id,
      after: { note: entry.note },
    });
    return presentEntry(tx, actor, entry);
  });
}

export async function updateJournalEntry(ctx: AppContext, actor: ProjectActor, input: UpdateJournalEntry) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const entry = await requireEntry(tx, actor, input.id);
    requireAuthor(actor, entry.createdById);
    const updatedAt = ctx.clock.now();
    await updateEntry(tx, actor.customerId, entry.id, { note: input.note, updatedAt });
    await recordProjectEvent(tx, ctx, actor, entry.projectId, {
      action: 'journal.updated',
      entityType: 'projectJournal',
      entityId: entry.id,
      before: { note: entry.note },
      after: { note: input.note },
    });
    return presentEntry(tx, actor, { ...entry, note: input.note, updatedAt });
  });
}

/** Pins or unpins an entry: the team's shared order, so anyone who may act on the project may. */
export async function pinJournalEntry(ctx: AppContext, actor: ProjectActor, input: PinJournalEntry) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const entry = await requireEntry(tx, actor, input.id);
    const pinned = input.pinned ?? !entry.pinned;
    await updateEntry(tx, actor.customerId, entry.id, { pinned });
    if (pinned !== entry.pinned) {
      await recordProjectEvent(tx, ctx, actor, entry.projectId, {
        action: pinned ? 'journal.pinned' : 'journal.unpinned',
        entityType: 'projectJournal',
        entityId: entry.id,
      });
    }
    return presentEntry(tx, actor, { ...entry, pinned });
  });
}

/** Deletes an entry with its comments and files (the files leave the disk once the change commits). */
export async function deleteJournalEntry(ctx: AppContext, actor: ProjectActor, journalId: number) {
  const { entry, storageKeys } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const entry = await requireEntry(tx, actor, journalId);
    requireAuthor(actor, entry.createdById);
    const present = await presentEntry(tx, actor, entry);
    const documents = await findDocuments(tx, actor.customerId, [entry.id]);
    await deleteEntry(tx, actor.customerId, entry.id);
    await recordProjectEvent(tx, ctx, actor, entry.projectId, {
      action: 'journal.deleted',
      entityType: 'projectJournal',
      entityId: entry.id,
      before: { note: entry.note, files: documents.map((d) => d.document.fileName) },
    });
    return { entry: present, storageKeys: documents.map((d) => d.document.storageKey) };
  });
  await removeStoredFiles(ctx, actor.customerId, storageKeys);
  return entry;
}

export async function addJournalComment(ctx: AppContext, actor: ProjectActor, input: CreateJournalComment) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const entry = await requireEntry(tx, actor, input.projectJournalId);
    const row = await insertComment(tx, {
      customerId: actor.customerId,
      journalId: entry.id,
      comment: input.comment,
      createdById: actor.userId,
      createdAt: ctx.clock.now(),
    });
    await recordProjectEvent(tx, ctx, actor, entry.projectId, {
      action: 'journalComment.added',
      entityType: 'projectJournalComment',
      entityId: row.id,
      after: { journalId: entry.id, comment: row.comment },
    });
    return presentEntry(tx, actor, entry);
  });
}

export async function deleteJournalComment(ctx: AppContext, actor: ProjectActor, commentId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await findComment(tx, actor, commentId);
    if (!row) throw journalEntryNotFound();
    requireAuthor(actor, row.comment.createdById);
    await deleteCommentRow(tx, actor.customerId, row.comment.id);
    await recordProjectEvent(tx, ctx, actor, row.entry.projectId, {
      action: 'journalComment.deleted',
      entityType: 'projectJournalComment',
      entityId: row.comment.id,
      before: { journalId: row.entry.id, comment: row.comment.comment },
    });
    return presentEntry(tx, actor, row.entry);
  });
}
