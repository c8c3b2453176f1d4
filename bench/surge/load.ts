// The surge itself: submissions (PUT Bid then POST Bid/Submit, one supplier each) and reads (the
// public opportunity list and page, a signed-in bid page) started on a fixed schedule whatever the
// answers take (open loop), optionally with the database's sessions ended a few times mid-run.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { bidOf, type SurgeSource } from './fixture.ts';
import { type Answer, httpClient, isAnswered, isOk, Recorder, withRetries } from './http-client.ts';

export type SurgePlan = {
  minutes: number;
  submissionsPerMinute: number;
  readsPerSecond: number;
  /**
   * Reads are skipped (counted, not sent) while this many calls are waiting for answers: past the
   * server's capacity an open-loop driver would only queue without bound. Submissions always go.
   */
  maxInFlight: number;
  /** How many times to end the database's sessions, spread over the run (0: never). */
  interruptions: number;
  interrupt(): Promise<number>;
};

export type Acknowledged = { receiptNumber: string; recovered: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function receiptOf(answer: Answer): string | null {
  if (!isOk(answer)) return null;
  const body = JSON.parse(answer.body) as { data: Record<string, { values: { receiptNumber?: string }[] }> };
  return Object.values(body.data)[0]?.values[0]?.receiptNumber ?? null;
}

/** The complete submission on the supplier's bid page: how a driver learns that a lost answer committed. */
function submittedOnPage(answer: Answer): string | null {
  if (!isOk(answer)) return null;
  const body = JSON.parse(answer.body) as {
    data: Record<string, { values: { submissions: { status: string; receiptNumber: string | null }[] }[] }>;
  };
  const page = Object.values(body.data)[0]?.values[0];
  return page?.submissions.find((s) => s.status === 'complete')?.receiptNumber ?? null;
}

export async function runSurge(origin: string, source: SurgeSource, plan: SurgePlan) {
  const client = httpClient(origin, 256);
  const recorder = new Recorder();
  const acknowledged = new Map<number, Acknowledged>();
  const failedFlows: { vendorId: number; why: string }[] = [];
  const retriedFlows = { count: 0 };
  const inFlight = new Set<Promise<void>>();
  const portal = `/api/v1/portal/${source.agency}`;
  const bidPath = `${portal}/Opportunities/${source.projectId}/Bid`;

  async function submission(index: number) {
    const supplier = source.suppliers[index];
    if (!supplier) return;
    const save = await withRetries('PUT Bid', recorder, () =>
      client.call('PUT', bidPath, supplier.cookie, bidOf(source, index)),
    );
    if (!isOk(save.answer)) {
      failedFlows.push({
        vendorId: supplier.vendorId,
        why: `save: ${JSON.stringify(save.answer).slice(0, 200)}`,
      });
      return;
    }
    const submit = await withRetries('POST Bid/Submit', recorder, () =>
      client.call('POST', `${bidPath}/Submit`, supplier.cookie),
    );
    if (save.sent > 1 || submit.sent > 1) retriedFlows.count += 1;
    const receipt = receiptOf(submit.answer);
    if (receipt) {
      acknowledged.set(supplier.vendorId, { receiptNumber: receipt, recovered: false });
      return;
    }
    // An earlier attempt committed but its answer was lost: the bid page names the receipt.
    if (submit.sent > 1 && isAnswered(submit.answer) && submit.answer.keys.includes('bidAlreadySubmitted')) {
      const page = await withRetries('GET Bid (recovery)', recorder, () =>
        client.call('GET', bidPath, supplier.cookie),
      );
      const recovered = submittedOnPage(page.answer);
      if (recovered) {
        acknowledged.set(supplier.vendorId, { receiptNumber: recovered, recovered: true });
        return;
      }
    }
    failedFlows.push({
      vendorId: supplier.vendorId,
      why: `submit: ${JSON.stringify(submit.answer).slice(0, 200)}`,
    });
  }

  const readKinds = [
    { kind: 'GET Opportunities', path: `${portal}/Opportunities`, signedIn: false },
    { kind: 'GET Opportunities/{id}', path: `${portal}/Opportunities/${source.projectId}`, signedIn: false },
    { kind: 'GET Bid', path: bidPath, signedIn: true },
  ];
  async function read(index: number) {
    const chosen = readKinds[index % readKinds.length];
    if (!chosen) return;
    const supplier = source.suppliers[(index * 7919) % source.suppliers.length];
    recorder.record(
      chosen.kind,
      await client.call('GET', chosen.path, chosen.signedIn ? supplier?.cookie : undefined),
    );
  }

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const durationMs = plan.minutes * 60_000;
  const submitEveryMs = 60_000 / plan.submissionsPerMinute;
  const readEveryMs = 1000 / plan.readsPerSecond;
  const interruptAt = Array.from(
    { length: plan.interruptions },
    (_, k) => (durationMs * (k + 1)) / (plan.interruptions + 1),
  );
  const interruptions: { atSecond: number; sessionsEnded: number }[] = [];
  const loads: number[] = [];
  let submissions = 0;
  let reads = 0;
  let skippedReads = 0;
  let maxLagMs = 0;
  let maxInFlight = 0;
  const started = performance.now();
  let nextLoadSample = 0;
  for (let elapsed = 0; elapsed < durationMs; elapsed = performance.now() - started) {
    while (submissions * submitEveryMs <= elapsed && submissions < source.suppliers.length) {
      maxLagMs = Math.max(maxLagMs, elapsed - submissions * submitEveryMs);
      track(submission(submissions));
      submissions += 1;
    }
    while (reads * readEveryMs <= elapsed) {
      maxLagMs = Math.max(maxLagMs, elapsed - reads * readEveryMs);
      if (inFlight.size < plan.maxInFlight) track(read(reads));
      else skippedReads += 1;
      reads += 1;
    }
    if (interruptAt.length > 0 && (interruptAt[0] ?? Infinity) <= elapsed) {
      interruptAt.shift();
      const sessionsEnded = await plan.interrupt();
      interruptions.push({ atSecond: Math.round(elapsed / 1000), sessionsEnded });
      console.info(`surge: database sessions ended at ${Math.round(elapsed / 1000)} s: ${sessionsEnded}`);
    }
    if (elapsed >= nextLoadSample) {
      loads.push(os.loadavg()[0] ?? 0);
      nextLoadSample += 10_000;
    }
    maxInFlight = Math.max(maxInFlight, inFlight.size);
    await sleep(2);
  }
  const scheduleSeconds = (performance.now() - started) / 1000;
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  const drainSeconds = (performance.now() - started) / 1000 - scheduleSeconds;
  await client.close();
  return {
    recorder,
    acknowledged,
    failedFlows,
    retriedFlows: retriedFlows.count,
    interruptions,
    started: { submissions, reads: reads - skippedReads, skippedReads },
    scheduleSeconds,
    drainSeconds,
    maxLagMs,
    maxInFlight,
    loads,
  };
}
