import { envelopeRules } from '@procura/contract';
import { and, eq, sql } from 'drizzle-orm';
import { envelopeSigners, users, vendorContacts } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { assertMayBuild, type BuilderActor, type EnvelopeRow, findEnvelope } from './envelope-queries.ts';
import { editing, nextOrder } from './envelopes.ts';

/** An envelope's signers (issue 9 §3): added in order, each address once, changed until they sign. */

type Ids = { contractId: number; sigId: number };

const recipientExists = () => new AppError(409, 'signatureRecipientExists');

/** POST …/{sigId}/Signers {name, email}: joins the end of the order; an address once per envelope. */
export async function addSigner(
  ctx: AppContext,
  actor: BuilderActor,
  ids: Ids,
  signer: { name: string; email: string },
) {
  try {
    return await editing(ctx, actor, ids, 'signerAdded', async (tx, envelope) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)` })
        .from(envelopeSigners)
        .where(
          and(
            eq(envelopeSigners.customerId, envelope.customerId),
            eq(envelopeSigners.envelopeId, envelope.id),
          ),
        );
      if (Number(n) >= envelopeRules.maxSigners)
        throw badRequest({ key: 'invalidParameter', params: { field: 'signers' } });
      await tx.insert(envelopeSigners).values({
        customerId: envelope.customerId,
        envelopeId: envelope.id,
        sortOrder: await nextOrder(tx, envelopeSigners, envelope),
        ...signer,
      });
      return signer;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw recipientExists();
    throw error;
  }
}

async function signerOfEnvelope(tx: Tx, envelope: EnvelopeRow, signerId: number) {
  const [row] = await tx
    .select()
    .from(envelopeSigners)
    .where(
      and(
        eq(envelopeSigners.customerId, envelope.customerId),
        eq(envelopeSigners.envelopeId, envelope.id),
        eq(envelopeSigners.id, signerId),
      ),
    );
  if (!row) throw new AppError(404, 'invalidParameter');
  return row;
}

/** PUT …/{sigId}/Signers/{signerId}: a signer who has not signed may be renamed or readdressed. */
export async function updateSigner(
  ctx: AppContext,
  actor: BuilderActor,
  ids: Ids,
  signerId: number,
  signer: { name: string; email: string },
) {
  try {
    return await editing(ctx, actor, ids, 'signerChanged', async (tx, envelope) => {
      const row = await signerOfEnvelope(tx, envelope, signerId);
      if (row.status === 'Signed') throw new AppError(409, 'envelopeSignerSigned');
      await tx
        .update(envelopeSigners)
        .set(signer)
        .where(and(eq(envelopeSigners.customerId, envelope.customerId), eq(envelopeSigners.id, signerId)));
      return { signerId, ...signer };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw recipientExists();
    throw error;
  }
}

/**
 * GET …/{sigId}/LookupEmailRecipient?email: whether the address already signs this envelope
 * (`signatureRecipientExists` when added), and a name the agency knows for it.
 */
export async function lookupRecipient(ctx: AppContext, actor: BuilderActor, ids: Ids, email: string) {
  assertMayBuild(actor, 'VIEW');
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { envelope } = await findEnvelope(tx, actor, ids.contractId, ids.sigId);
    const lower = email.toLowerCase();
    const [signer] = await tx
      .select({ id: envelopeSigners.id })
      .from(envelopeSigners)
      .where(
        and(
          eq(envelopeSigners.customerId, actor.customerId),
          eq(envelopeSigners.envelopeId, envelope.id),
          sql`lower(${envelopeSigners.email}) = ${lower}`,
        ),
      );
    const [user] = await tx
      .select({ first: users.firstName, last: users.lastName })
      .from(users)
      .where(and(eq(users.customerId, actor.customerId), sql`lower(${users.email}) = ${lower}`))
      .limit(1);
    const [contact] = user
      ? []
      : await tx
          .select({ first: vendorContacts.firstName, last: vendorContacts.lastName })
          .from(vendorContacts)
          .where(
            and(
              eq(vendorContacts.customerId, actor.customerId),
              sql`lower(${vendorContacts.email}) = ${lower}`,
            ),
          )
          .limit(1);
    const person = user ?? contact;
    return {
      email,
      exists: signer !== undefined,
      name: person ? `${person.first} ${person.last}`.trim() : null,
    };
  });
}
