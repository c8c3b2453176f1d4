import type { ProcurementMethod, ProjectDetails, RequirementFacts, TenderInput } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import type { ProjectRow } from './lookup.ts';
import type { Viewer } from './presenters.ts';

/** What an approved intake request gives the project made from it (001 §3 new project draft from intake). */
export type IntakeProjectSeed = {
  intakeRequestId: number;
  details: Partial<ProjectDetails>;
  tender: Partial<TenderInput>;
  meetings: TenderInput['meetings'];
  supplierEmails: string[];
};

/**
 * What the projects area asks of the areas built on it (registered in app.ts): projects is the
 * lower layer, and what awards, contracts, requirements, forms, addenda and closing add to a
 * project's life reaches it through these, never through an import (issue 21 §2).
 */
declare module '../../platform/context.ts' {
  interface AreaHooks {
    /**
     * A project opened to suppliers, in the same transaction (invitation mail, the closing job).
     * `actorUserId` is null when the scheduled-publishing job opened it.
     */
    projectOpened: ((
      tx: Tx,
      ctx: AppContext,
      project: { customerId: number; id: number; nodeId: number },
      actorUserId: number | null,
    ) => Promise<void>)[];
    /**
     * POST /Projects from an approved intake request (issue 24 §4), in the creation's transaction:
     * `prepare` checks and locks the request and answers what it gives the new project; `created`
     * finishes once the project exists (its invitations, the request's link to it).
     */
    projectFromIntake: {
      prepare: (
        tx: Tx,
        ctx: AppContext,
        viewer: Viewer,
        intakeRequestId: number,
        method: ProcurementMethod,
      ) => Promise<IntakeProjectSeed>;
      created: (
        tx: Tx,
        ctx: AppContext,
        viewer: Viewer,
        project: ProjectRow,
        seed: IntakeProjectSeed,
      ) => Promise<void>;
    };
    /** A project was created, in the same transaction (its contract, when it has a contract part). */
    projectCreated: ((tx: Tx, ctx: AppContext, actor: Actor, project: ProjectRow) => Promise<void>)[];
    /**
     * copyFormsInstructions (decision 68): each area copies its part of a source to the new
     * source of the same agency (the requirements, the forms with their data).
     */
    sourceCopied: ((tx: Tx, actor: Actor, fromTenderId: number, toTenderId: number) => Promise<void>)[];
    /** The Award action: checks that the project may be awarded now and begins its award. */
    awardStarting: (
      tx: Tx,
      ctx: AppContext,
      viewer: Viewer,
      tenderId: number,
      confirmNoAward: boolean,
    ) => Promise<void>;
    /** What the publish checklist reads of a source's requirements. */
    requirementFacts: (tx: Tx, customerId: number, tenderId: number) => Promise<RequirementFacts>;
    /**
     * An open project's closing date moved and the buyer chose to tell its registered suppliers:
     * mails them in the transaction and answers how many.
     */
    closingDateMail: (
      tx: Tx,
      ctx: AppContext,
      input: {
        customerId: number;
        project: { id: number; name: string; number: string | null };
        tenderId: number;
        previous: Date | null;
        next: Date | null;
      },
    ) => Promise<number>;
    /** An open project's closing date moved, after commit: its closing job follows. */
    closingMoved: (
      ctx: AppContext,
      project: { customerId: number; id: number },
      closingAt: Date | null,
    ) => Promise<void>;
  }
}
