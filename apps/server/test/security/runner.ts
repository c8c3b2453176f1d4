import { messageKeysHeader } from '@procura/contract';
import { jsonHeaders, type TestApp } from '../harness.ts';
import { type IdKind, missingExportIds, missingIds, outOfRangeIds } from './id-kinds.ts';
import {
  type Answer,
  differs,
  leakedMarks,
  type Probe,
  type ProbeField,
  type RouteShape,
  requestParts,
  urlOf,
} from './probes.ts';
import { type AgencyWorld, idsOf } from './world.ts';

/** Who sends the probes: headers of a session (or none), the agency it belongs to and the other one. */
export type Prober = {
  label: string;
  cookie: string | null;
  own: AgencyWorld;
  foreign: AgencyWorld;
  /** More foreign ids of some kinds (the support agency's). */
  extra: Partial<Record<IdKind, number[]>>;
};

/** Counts probes per route and collects findings; `uncovered` lists id fields no foreign row exists for. */
export class Tally {
  probes = 0;
  readonly perRoute = new Map<string, number>();
  readonly findings: string[] = [];
  readonly uncovered = new Set<string>();
  /** Id fields where A's own id answered differently from a missing one: the probe reached the lookup. */
  reached = 0;
  fields = 0;
  count(shape: RouteShape) {
    this.probes++;
    const key = `${shape.route.method} ${shape.route.url}`;
    this.perRoute.set(key, (this.perRoute.get(key) ?? 0) + 1);
  }
}

let sequence = 0;

async function send(
  t: TestApp,
  shape: RouteShape,
  prober: Prober,
  url: string,
  body: unknown,
): Promise<Answer> {
  const method = shape.route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const withBody = body !== undefined && method !== 'GET';
  const headers: Record<string, string> = withBody
    ? { ...jsonHeaders }
    : { 'x-requested-with': jsonHeaders['x-requested-with'] };
  if (prober.cookie) headers.cookie = prober.cookie;
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(withBody ? { payload: body as object } : {}),
  });
  return {
    status: response.statusCode,
    keys: String(response.headers[messageKeysHeader] ?? ''),
    body: response.body,
    disposition: String(response.headers['content-disposition'] ?? ''),
  };
}

/** Sends the route with `probe` in place (every other id A's own) and answers what came back. */
function sendProbe(t: TestApp, shape: RouteShape, prober: Prober, full: boolean, probe?: Probe) {
  const parts = requestParts(shape, prober.own, { full, text: `probe${++sequence}`, probe });
  return send(t, shape, prober, urlOf(shape.route, parts.params, parts.query), parts.body);
}

const describeProbe = (shape: RouteShape, prober: Prober, field: ProbeField, value: unknown) =>
  `${prober.label}: ${shape.route.method} ${shape.route.url} ${field.location}.${field.path.join('.')}=${JSON.stringify(value)}`;

/** Compares one foreign answer with the missing id's: a finding for a different answer or a leak. */
function judge(tally: Tally, label: string, missing: Answer, foreign: Answer, marks: readonly string[]) {
  const difference = differs(missing, foreign);
  if (difference) tally.findings.push(`${label}: ${difference} (${foreign.body.slice(0, 160)})`);
  const leaked = leakedMarks(missing, foreign, marks);
  if (leaked.length) tally.findings.push(`${label}: leaks ${leaked.join(', ')}`);
}

/**
 * Every id field of a route, as `prober`: the other agency's ids and missing ones in its place
 * (alone and, for lists, after one of A's own), with minimal and full bodies; each foreign answer
 * must equal the missing id's, and ids beyond the integer range must answer a 4xx.
 */
export async function probeIds(t: TestApp, shape: RouteShape, prober: Prober, tally: Tally) {
  const hasOptionalParts = Boolean(shape.route.schema.querystring || shape.route.schema.body);
  for (const field of shape.fields) {
    if (!field.kind) {
      tally.findings.push(
        `${shape.route.method} ${shape.route.url}: id field ${field.path.join('.')} has no kind in test/security/world.ts`,
      );
      continue;
    }
    const foreign = [...idsOf(prober.foreign, field.kind), ...(prober.extra[field.kind] ?? [])];
    if (foreign.length === 0) {
      tally.uncovered.add(`${shape.route.method} ${shape.route.url} ${field.path.join('.')} (${field.kind})`);
      continue;
    }
    const isText = field.kind === 'exportJob';
    const missing = isText ? missingExportIds : missingIds;
    const outOfRange = isText ? [] : outOfRangeIds;
    const own = idsOf(prober.own, field.kind)[0];
    const shapes: ((id: number | string) => Probe['value'])[] = field.many
      ? [(id) => [id], ...(own === undefined ? [] : [(id: number | string) => [own, id]])]
      : [(id) => id];
    for (const full of hasOptionalParts ? [false, true] : [true]) {
      for (const wrap of shapes) {
        const ask = async (id: number | string) => {
          tally.count(shape);
          return sendProbe(t, shape, prober, full, { field, value: wrap(id) });
        };
        const reference = await ask(missing[0] as number | string);
        // Reads only: a change sent with A's own id would change A's world under later probes.
        if (own !== undefined && full && wrap === shapes[0] && shape.route.method === 'GET') {
          tally.fields++;
          if (differs(reference, await sendProbe(t, shape, prober, full, { field, value: wrap(own) })))
            tally.reached++;
        }
        for (const id of [...missing.slice(1), ...foreign]) {
          judge(
            tally,
            describeProbe(shape, prober, field, wrap(id)),
            reference,
            await ask(id),
            prober.foreign.marks,
          );
        }
        for (const id of full ? outOfRange : []) {
          const answer = await ask(id);
          const label = describeProbe(shape, prober, field, wrap(id));
          if (answer.status >= 500)
            tally.findings.push(`${label}: ${answer.status} beyond the integer range`);
          const leaked = leakedMarks(reference, answer, prober.foreign.marks);
          if (leaked.length) tally.findings.push(`${label}: leaks ${leaked.join(', ')}`);
        }
      }
    }
  }
}

/** A tenant route under the other agency's customer and node ids (and mixes): 403 agencyMismatch, as for missing ones. */
export async function probeTenantPath(t: TestApp, shape: RouteShape, prober: Prober, tally: Tally) {
  const { own, foreign, extra } = prober;
  const missing = missingIds[0] ?? 0;
  const pairs: [number, number][] = [
    [foreign.customerId, foreign.nodeId],
    [foreign.customerId, own.nodeId],
    ...idsOf(foreign, 'node').map((node): [number, number] => [own.customerId, Number(node)]),
    ...(extra.node ?? []).map((node): [number, number] => [extra.customer?.[0] ?? own.customerId, node]),
    [own.customerId, missing],
    [missing, own.nodeId],
    ...outOfRangeIds.map((id): [number, number] => [own.customerId, id]),
  ];
  const parts = requestParts(shape, own, { full: false, text: `probe${++sequence}` });
  const ask = (customerId: number, nodeId: number) => {
    tally.count(shape);
    return send(
      t,
      shape,
      prober,
      urlOf(shape.route, { ...parts.params, customerId, nodeId }, parts.query),
      parts.body,
    );
  };
  const reference = await ask(missing, missing);
  const label = `${prober.label}: ${shape.route.method} ${shape.route.url}`;
  if (reference.status !== 403 || reference.keys !== 'agencyMismatch')
    tally.findings.push(`${label} with missing customer and node: ${reference.status} ${reference.keys}`);
  for (const [customerId, nodeId] of pairs) {
    judge(
      tally,
      `${label} customer ${customerId} node ${nodeId}`,
      reference,
      await ask(customerId, nodeId),
      foreign.marks,
    );
  }
}

/** A supplier route under another agency's portal path: the same answer as an agency that does not exist. */
export async function probeAgencyPath(t: TestApp, shape: RouteShape, prober: Prober, tally: Tally) {
  const parts = requestParts(shape, prober.own, { full: false, text: `probe${++sequence}` });
  const ask = (agency: string) => {
    tally.count(shape);
    return send(t, shape, prober, urlOf(shape.route, { ...parts.params, agency }, parts.query), parts.body);
  };
  const reference = await ask('no-such-agency');
  const label = `${prober.label}: ${shape.route.method} ${shape.route.url}`;
  for (const agency of [prober.foreign.domain, prober.foreign.domain.toUpperCase(), 'procura-support']) {
    judge(tally, `${label} agency ${agency}`, reference, await ask(agency), prober.foreign.marks);
  }
}
