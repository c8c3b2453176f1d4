import { createHash } from 'node:crypto';
import {
  type RequirementSection,
  type Requirements,
  requirementSections,
  type saveRequirementsSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { cleanRichText } from '../content/index.ts';
import type { BuildActor } from '../projects/index.ts';
import { findTenderById, lockRequirements, type ProjectRow, requirementsLockOf } from '../projects/index.ts';
import { findRequirements, type RequirementsRow, writeRequirements } from './queries.ts';

/**
 * A source's submission requirements apart from its forms and lists: which sections are included,
 * each section's text, the specifications title and the security settings (000 §2
 * submission-requirements, §3 sections; decisions 79 and 84).
 */

type SaveInput = z.output<typeof saveRequirementsSchema>;
type Sections = Requirements['sections'];
type Texts = Requirements['texts'];

/** Every section, included only when stored so: a new source includes none. */
function sectionsOf(row: RequirementsRow | undefined): Sections {
  const stored = (row?.sections ?? {}) as Partial<Record<string, { isIncluded?: unknown }>>;
  return Object.fromEntries(
    requirementSections.map((section) => [section, { isIncluded: stored[section]?.isIncluded === true }]),
  ) as Sections;
}

/** Every section's text, '' when none is stored. */
function textsOf(row: RequirementsRow | undefined): Texts {
  const stored = (row?.texts ?? {}) as Partial<Record<string, unknown>>;
  return Object.fromEntries(
    requirementSections.map((section) => {
      const text = stored[section];
      return [section, typeof text === 'string' ? text : ''];
    }),
  ) as Texts;
}

/** The requirements answer of a source, with what locks them now. */
export async function requirementsAnswer(
  tx: Tx,
  project: Pick<ProjectRow, 'status' | 'customerId'>,
  tenderId: number,
): Promise<Requirements> {
  const row = await findRequirements(tx, project.customerId, tenderId);
  return {
    tenderId,
    ...storedOf(row),
    ...(await requirementsLockOf(tx, project, tenderId)),
    version: row?.version ?? 0,
  };
}

/** GET /TenderRequirements: a source's requirements, every section named. */
export async function getRequirements(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<Requirements> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await findTenderById(tx, actor, tenderId);
    return requirementsAnswer(tx, project, tenderId);
  });
}

/** Texts go into the audit trail as they are while short; long ones (images, whole terms) by size and hash. */
function auditedText(text: string): string | { length: number; sha256: string } {
  if (text.length <= 200) return text;
  return { length: text.length, sha256: createHash('sha256').update(text).digest('hex') };
}

/** The stored values as a save reads and writes them: every section named. */
type Stored = {
  sections: Sections;
  texts: Texts;
  specificationsTitle: string;
  bondTitle: string;
  allowDigitalBonds: boolean;
};

function storedOf(row: RequirementsRow | undefined): Stored {
  return {
    sections: sectionsOf(row),
    texts: textsOf(row),
    specificationsTitle: row?.specificationsTitle ?? '',
    bondTitle: row?.bondTitle ?? '',
    allowDigitalBonds: row?.allowDigitalBonds ?? false,
  };
}

/** What a save changes, for its audit event: each changed value before and after, texts by section. */
function changesOf(before: Stored, after: Stored) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const sectionsWas: Record<string, boolean> = {};
  const sectionsNow: Record<string, boolean> = {};
  const textsWas: Record<string, unknown> = {};
  const textsNow: Record<string, unknown> = {};
  for (const section of requirementSections) {
    if (before.sections[section].isIncluded !== after.sections[section].isIncluded) {
      sectionsWas[section] = before.sections[section].isIncluded;
      sectionsNow[section] = after.sections[section].isIncluded;
    }
    if (before.texts[section] !== after.texts[section]) {
      textsWas[section] = auditedText(before.texts[section]);
      textsNow[section] = auditedText(after.texts[section]);
    }
  }
  if (Object.keys(sectionsNow).length > 0) {
    was.sections = sectionsWas;
    now.sections = sectionsNow;
  }
  if (Object.keys(textsNow).length > 0) {
    was.texts = textsWas;
    now.texts = textsNow;
  }
  for (const field of ['specificationsTitle', 'bondTitle', 'allowDigitalBonds'] as const) {
    if (before[field] !== after[field]) {
      was[field] = before[field];
      now[field] = after[field];
    }
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}

/**
 * PUT /TenderRequirements: saves what the input names over what is stored (a section page saves
 * its own part), with the texts' markup sanitised. Refused while the requirements are locked
 * (lockRequirements) and when someone saved since the client loaded `version` (409
 * requirementsStaleVersion). A save that changes nothing writes nothing.
 */
export async function saveRequirements(
  ctx: AppContext,
  actor: BuildActor,
  input: SaveInput,
): Promise<Requirements> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await lockRequirements(tx, actor, input.tenderId);
    const row = await findRequirements(tx, actor.customerId, input.tenderId);
    const version = row?.version ?? 0;
    if (input.version !== version) throw new AppError(409, 'requirementsStaleVersion');
    const before = storedOf(row);
    const cleaned = Object.fromEntries(
      Object.entries(input.texts).map(([section, html]) => [section, cleanRichText(html ?? '')]),
    ) as Partial<Record<RequirementSection, string>>;
    const after: Stored = {
      sections: { ...before.sections, ...input.sections },
      texts: { ...before.texts, ...cleaned },
      specificationsTitle: input.specificationsTitle ?? before.specificationsTitle,
      bondTitle: input.bondTitle ?? before.bondTitle,
      allowDigitalBonds: input.allowDigitalBonds ?? before.allowDigitalBonds,
    };
    const changes = changesOf(before, after);
    if (!changes.changed) return requirementsAnswer(tx, project, input.tenderId);
    await writeRequirements(
      tx,
      { customerId: actor.customerId, tenderId: input.tenderId },
      after,
      version + 1,
    );
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'tenderRequirements.updated',
      entityType: 'tender',
      entityId: input.tenderId,
      before: changes.before,
      after: changes.after,
      projectId: project.id,
    });
    return requirementsAnswer(tx, project, input.tenderId);
  });
}
