import { envelopeRules } from '@procura/contract';
import { envelopeSigners } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { assertMayBuild, type BuilderActor, type EnvelopeRow, findEnvelope } from './envelope-queries.ts';
import { editing } from './envelopes.ts';
import {
  countSigners,
  findSignerByEmail,
  findSignerOfEnvelope,
  insertSigner,
  nextOrder,
  updateSignerRow,
} from './part-queries.ts';
import { findContactNameByEmail, findUserNameByEmail } from './queries.ts';

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
      if ((await countSigners(tx, envelope.customerId, envelope.id)) >= envelopeRules.maxSigners)
        throw badRequest({ key: 'invalidParameter', params: { field: 'signers' } });
      await insertSigner(tx, {
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
  const row = await findSignerOfEnvelope(tx, envelope.customerId, envelope.id, signerId);
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
      await updateSignerRow(tx, envelope.customerId, signerId, signer);
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
    const signer = await findSignerByEmail(tx, actor.customerId, envelope.id, lower);
    const user = await findUserNameByEmail(tx, actor.customerId, lower);
    const contact = user ? undefined : await findContactNameByEmail(tx, actor.customerId, lower);
    const person = user ?? contact;
    return {
      email,
      exists: signer !== undefined,
      name: person ? `${person.first} ${person.last}`.trim() : null,
    };
  });
}
