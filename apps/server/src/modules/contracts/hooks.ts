import type { Tx } from '../../platform/tenancy.ts';

/** What the contracts area asks of higher areas (registered in app.ts). */
declare module '../../platform/context.ts' {
  interface AreaHooks {
    /**
     * A contract document's rejection mail in the node's RejectDocument email template (issue 25
     * §3), its tokens filled with `values`; null when the node has no active one in the agency's
     * language, and the contracts area words it from its system texts.
     */
    rejectDocumentMail: (
      tx: Tx,
      customerId: number,
      projectId: number,
      values: Record<string, string>,
    ) => Promise<{ subject: string; text: string; html: string } | null>;
  }
}
