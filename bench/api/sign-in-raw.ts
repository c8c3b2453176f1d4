// The raw side of sign-in. Replaying the captured statements as they are would fail (a session's
// token hash is unique, an audit event's sequence number is taken), so this replays them with what
// the service computes between statements done again: a fresh session token, the next link of the
// agency's audit chain, and the argon2id check of the password, the deliberate cost of a sign-in.
import { eventHash, newToken, tokenHash, verifyPassword } from '@procura/server';
import type { Query } from '../scale/database.ts';
import type { Statement, Transaction } from './raw-sql.ts';

/** Which parameter of an INSERT feeds `column` (drizzle lists columns and values in one order). */
function parameterOf(statement: Statement, column: string): number {
  const match = /\(([^)]*)\) values \(([^)]*)\)/.exec(statement.text);
  const columns = match?.[1]?.split(',').map((c) => c.trim().replaceAll('"', '')) ?? [];
  const values = match?.[2]?.split(',').map((v) => v.trim()) ?? [];
  const token = values[columns.indexOf(column)] ?? '';
  if (!token.startsWith('$')) throw new Error(`no parameter for ${column} in ${statement.text}`);
  return Number(token.slice(1)) - 1;
}

const named = (statement: Statement, columns: string[]) =>
  Object.fromEntries(columns.map((c) => [c, statement.values[parameterOf(statement, c)]]));

export function signInRaw(captured: readonly Transaction[], password: string) {
  return async (query: Query) => {
    let head: { seq: number; hash: string } = { seq: 0, hash: '' };
    let event: { seq: number; hash: string } = { seq: 0, hash: '' };
    let verified = false;
    for (const statements of captured) {
      await query('BEGIN');
      for (const statement of statements) {
        const values = [...statement.values];
        if (statement.text.startsWith('insert into "sessions"')) {
          values[parameterOf(statement, 'token_hash')] = tokenHash(newToken());
        } else if (statement.text.startsWith('insert into "audit_events"')) {
          const fields = named(statement, ['customer_id', 'at', 'actor_user_id', 'actor_label', 'action']);
          const rest = named(statement, ['entity_type', 'entity_id', 'before', 'after']);
          const seq = head.seq + 1;
          const hash = eventHash(head.hash, {
            customerId: Number(fields.customer_id),
            seq,
            at: fields.at instanceof Date ? fields.at : new Date(String(fields.at)),
            actorUserId: fields.actor_user_id as number | null,
            actorLabel: String(fields.actor_label),
            action: String(fields.action),
            entityType: String(rest.entity_type),
            entityId: rest.entity_id as string | null,
            before: typeof rest.before === 'string' ? JSON.parse(rest.before) : (rest.before ?? null),
            after: typeof rest.after === 'string' ? JSON.parse(rest.after) : (rest.after ?? null),
            projectId: null,
            companyName: null,
            vendorId: null,
          });
          values[parameterOf(statement, 'seq')] = seq;
          values[parameterOf(statement, 'prev_hash')] = head.hash;
          values[parameterOf(statement, 'hash')] = hash;
          event = { seq, hash };
        } else if (statement.text.startsWith('update "audit_chain_heads"')) {
          values.splice(0, 2, event.seq, event.hash);
        }
        const { rows } = await query(statement.text, values);
        const row = rows[0] as { password_hash?: string; seq?: string; hash?: string } | undefined;
        if (statement.text.includes('from "audit_chain_heads"') && row?.hash) {
          head = { seq: Number(row.seq), hash: row.hash };
        }
        // The service checks the password once, on the first read of the user.
        if (row?.password_hash && !verified) {
          if (!(await verifyPassword(row.password_hash, password)))
            throw new Error('the password did not verify');
          verified = true;
        }
      }
      await query('COMMIT');
    }
  };
}
