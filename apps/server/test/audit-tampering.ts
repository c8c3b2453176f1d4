import { createHash } from 'node:crypto';
import type { auditChainHeads, auditEvents } from '../src/db/schema/index.ts';
import { type ChainedFields, eventHash, GENESIS } from '../src/platform/audit.ts';

export type EventRow = typeof auditEvents.$inferSelect;
export type HeadRow = typeof auditChainHeads.$inferSelect;
/** One agency's chain as it stood before the trial: events by seq, and the head. */
export type Chain = { customerId: number; events: EventRow[]; head: HeadRow };
/** A tampering: the owner's SQL that performs it, and what it did, to name it when undetected. */
export type Tampering = { sql: string; what: string };
type Rng = () => number;
type Tamper = (victim: Chain, other: Chain, rng: Rng) => Tampering;

/** mulberry32: small, seeded, good enough to pick targets reproducibly. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(items: readonly T[], rng: Rng): T => {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};
const int = (min: number, max: number, rng: Rng) => min + Math.floor(rng() * (max - min + 1));
/** A well-formed hash that belongs to nothing, drawn from the seeded generator. */
const randomHash = (rng: Rng) => createHash('sha256').update(String(rng())).digest('hex');

const text = (value: string | null) => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`);
const json = (value: unknown) => (value === null ? 'null' : `${text(JSON.stringify(value))}::jsonb`);
const num = (value: number | null) => (value === null ? 'null' : String(value));
const at = (row: { customerId: number; seq: number }) =>
  `where customer_id = ${row.customerId} and seq = ${row.seq}`;

/** Changes one leaf of a JSON value (or the value itself), as someone adjusting a record would. */
export function mutateJson(value: unknown, rng: Rng): unknown {
  if (value === null || value === undefined) return { forged: true };
  if (typeof value === 'string') return `${value}!`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) {
    if (value.length === 0 || rng() < 0.2) return [...value, 'forged'];
    const i = int(0, value.length - 1, rng);
    return value.map((v, j) => (j === i ? mutateJson(v, rng) : v));
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return { forged: 1 };
  const [key, inner] = pick(entries, rng);
  const roll = rng();
  if (roll < 0.15) return Object.fromEntries(entries.filter(([k]) => k !== key));
  if (roll < 0.25) return { ...Object.fromEntries(entries), [`${key}_`]: inner ?? 0 };
  return { ...Object.fromEntries(entries), [key]: mutateJson(inner, rng) };
}

const columns =
  'customer_id, seq, at, actor_user_id, actor_label, action, entity_type, entity_id, project_id, company_name, before, after, prev_hash, hash';

function insertRow(row: ChainedFields & { prevHash: string; hash: string }): string {
  return `insert into audit_events (${columns}) values (${row.customerId}, ${row.seq}, '${row.at.toISOString()}'::timestamptz, ${num(row.actorUserId)}, ${text(row.actorLabel)}, ${text(row.action)}, ${text(row.entityType)}, ${text(row.entityId)}, ${num(row.projectId)}, ${text(row.companyName)}, ${json(row.before)}, ${json(row.after)}, ${text(row.prevHash)}, ${text(row.hash)});`;
}

const setHead = (customerId: number, seq: number, hash: string) =>
  `update audit_chain_heads set seq = ${seq}, hash = ${text(hash)} where customer_id = ${customerId};`;

/** Moves events from `fromSeq` on one place up, leaving a hole at `fromSeq` (through negatives: no clash). */
const openGap = (customerId: number, fromSeq: number) =>
  `update audit_events set seq = -seq - 1 where customer_id = ${customerId} and seq >= ${fromSeq}; update audit_events set seq = -seq where customer_id = ${customerId} and seq < 0;`;

/** A plausible event made from a real one: same shape, a different story. */
function forgedFrom(model: EventRow, seq: number, rng: Rng): ChainedFields {
  return {
    customerId: model.customerId,
    seq,
    at: new Date(model.at.getTime() + int(1, 60_000, rng)),
    actorUserId: model.actorUserId,
    actorLabel: model.actorLabel,
    action: pick(['project.updated', 'submission.unsealed', 'user.updated', 'login.succeeded'], rng),
    entityType: model.entityType,
    entityId: model.entityId,
    before: model.before,
    after: mutateJson(model.after, rng),
    projectId: model.projectId,
    companyName: model.companyName,
    vendorId: model.vendorId,
  };
}

/** Where an event waits while others move: no real seq is negative. */
const parked = -999_999;

const middle = (chain: Chain, rng: Rng) => pick(chain.events.slice(1, -1), rng);
const last = (chain: Chain) => chain.events.at(-1) as EventRow;

function editColumn(column: string, value: (row: EventRow, rng: Rng) => string): Tamper {
  return (victim, _other, rng) => {
    const row = pick(victim.events, rng);
    return {
      sql: `update audit_events set ${column} = ${value(row, rng)} ${at(row)};`,
      what: `${column} of ${row.seq}`,
    };
  };
}

/** Every kind of tampering the trials draw from, by name. */
export const tamperings: Record<string, Tamper> = {
  'edit at': editColumn(
    'at',
    (_r, rng) => `at + interval '${(rng() < 0.5 ? -1 : 1) * int(1, 90_000_000, rng)} milliseconds'`,
  ),
  'edit actor_user_id': editColumn('actor_user_id', (r) =>
    r.actorUserId === null ? '1' : String(r.actorUserId + 1),
  ),
  'edit actor_label': editColumn('actor_label', (r) => text(`${r.actorLabel} `)),
  'edit action': editColumn('action', (r, rng) =>
    text(r.action === 'login.failed' ? 'login.succeeded' : pick(['login.failed', `${r.action}x`], rng)),
  ),
  'edit entity_type': editColumn('entity_type', (r) => text(r.entityType === 'user' ? 'project' : 'user')),
  'edit entity_id': editColumn('entity_id', (r, rng) =>
    r.entityId === null ? "'1'" : rng() < 0.5 ? 'null' : text(`${r.entityId}0`),
  ),
  'edit project_id': editColumn('project_id', (r, rng) =>
    r.projectId === null ? '1' : rng() < 0.5 ? 'null' : String(r.projectId + 1),
  ),
  'edit company_name': editColumn('company_name', (r, rng) =>
    r.companyName === null ? "'Forged Ltd.'" : rng() < 0.5 ? 'null' : text(`${r.companyName}.`),
  ),
  'edit before': editColumn('before', (r, rng) => json(mutateJson(r.before, rng))),
  'edit after': editColumn('after', (r, rng) => json(mutateJson(r.after, rng))),
  'edit prev_hash': editColumn('prev_hash', (_r, rng) => text(randomHash(rng))),
  'edit hash': editColumn('hash', (_r, rng) => text(randomHash(rng))),
  'delete first': (v) => ({ sql: `delete from audit_events ${at(v.events[0] as EventRow)};`, what: 'first' }),
  'delete middle': (v, _o, rng) => {
    const row = middle(v, rng);
    return { sql: `delete from audit_events ${at(row)};`, what: `seq ${row.seq}` };
  },
  'delete last': (v) => ({ sql: `delete from audit_events ${at(last(v))};`, what: `seq ${last(v).seq}` }),
  'insert forged at the end, plausible hash, head moved': (v, _o, rng) => {
    const seq = last(v).seq + 1;
    const hash = randomHash(rng);
    const row = { ...forgedFrom(pick(v.events, rng), seq, rng), prevHash: last(v).hash, hash };
    return { sql: insertRow(row) + setHead(v.customerId, seq, hash), what: `seq ${seq}` };
  },
  'insert forged in the middle, plausible hash': (v, _o, rng) => {
    const before = middle(v, rng);
    const seq = before.seq + 1;
    const row = { ...forgedFrom(before, seq, rng), prevHash: before.hash, hash: randomHash(rng) };
    return { sql: openGap(v.customerId, seq) + insertRow(row), what: `seq ${seq}` };
  },
  'insert forged at the end, recomputed hash, wrong prev, head moved': (v, _o, rng) => {
    const seq = last(v).seq + 1;
    const wrongPrev = pick([GENESIS, randomHash(rng), ...v.events.slice(0, -1).map((e) => e.hash)], rng);
    const fields = forgedFrom(pick(v.events, rng), seq, rng);
    const hash = eventHash(wrongPrev, fields);
    return {
      sql: insertRow({ ...fields, prevHash: wrongPrev, hash }) + setHead(v.customerId, seq, hash),
      what: `seq ${seq}`,
    };
  },
  'insert forged in the middle, recomputed hash, right prev': (v, _o, rng) => {
    const before = middle(v, rng);
    const fields = forgedFrom(before, before.seq + 1, rng);
    const row = { ...fields, prevHash: before.hash, hash: eventHash(before.hash, fields) };
    return { sql: openGap(v.customerId, fields.seq) + insertRow(row), what: `seq ${fields.seq}` };
  },
  'insert forged before the first, seq 0': (v, _o, rng) => {
    const fields = forgedFrom(v.events[0] as EventRow, 0, rng);
    return {
      sql: insertRow({ ...fields, prevHash: GENESIS, hash: eventHash(GENESIS, fields) }),
      what: 'seq 0',
    };
  },
  'swap two events': (v, _o, rng) => {
    const a = pick(v.events, rng);
    const b = pick(
      v.events.filter((e) => e !== a),
      rng,
    );
    const c = v.customerId;
    return {
      sql: `update audit_events set seq = ${parked} ${at(a)}; update audit_events set seq = ${a.seq} ${at(b)}; update audit_events set seq = ${b.seq} where customer_id = ${c} and seq = ${parked};`,
      what: `${a.seq} and ${b.seq}`,
    };
  },
  'move an event later in the order': (v, _o, rng) => {
    const row = pick(v.events.slice(0, -1), rng);
    const c = v.customerId;
    // The event leaves its place, the ones after it close up, and it comes back as the last.
    return {
      sql: `update audit_events set seq = ${parked} ${at(row)}; update audit_events set seq = -(seq - 1) where customer_id = ${c} and seq > ${row.seq}; update audit_events set seq = -seq where customer_id = ${c} and seq < 0 and seq <> ${parked}; update audit_events set seq = ${last(v).seq} where customer_id = ${c} and seq = ${parked};`,
      what: `seq ${row.seq}`,
    };
  },
  'move an event to the other agency': (v, o, rng) => {
    const row = pick(v.events, rng);
    return {
      sql: `update audit_events set customer_id = ${o.customerId}, seq = ${o.head.seq + 1} ${at(row)};`,
      what: `seq ${row.seq}`,
    };
  },
  "move an event into the other agency's chain, rehashed, both heads moved": (v, o, rng) => {
    // Not the last: moving it and the victim's head back would be a consistent truncation, which
    // no chain can show (migration 0010 keeps the application from deleting events at all).
    const row = pick(v.events.slice(0, -1), rng);
    const fields = { ...row, customerId: o.customerId, seq: o.head.seq + 1 };
    const hash = eventHash(o.head.hash, fields);
    return {
      sql:
        `delete from audit_events ${at(row)};` +
        insertRow({ ...fields, prevHash: o.head.hash, hash }) +
        setHead(o.customerId, fields.seq, hash),
      what: `seq ${row.seq}`,
    };
  },
  'edit the head seq': (v, _o, rng) => {
    const seq = v.head.seq + pick([-2, -1, 1, 2], rng);
    return { sql: setHead(v.customerId, seq, v.head.hash), what: `to ${seq}` };
  },
  'edit the head hash': (v, _o, rng) => ({
    sql: setHead(
      v.customerId,
      v.head.seq,
      pick([randomHash(rng), GENESIS, (v.events.at(-2) as EventRow).hash], rng),
    ),
    what: 'hash',
  }),
  'move the head back one event': (v) => ({
    sql: setHead(v.customerId, v.head.seq - 1, last(v).prevHash),
    what: `to ${v.head.seq - 1}`,
  }),
  'delete the head': (v) => ({
    sql: `delete from audit_chain_heads where customer_id = ${v.customerId};`,
    what: 'head',
  }),
};
