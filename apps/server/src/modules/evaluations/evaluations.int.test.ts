import type { Consensus, Evaluation, EvaluatorView } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { databaseKinds, type TestApp } from '../../../test/harness.ts';
import { setProjectStatus } from '../../../test/submissions.ts';
import { type Caller, submissionsSuite } from '../../../test/submissions-suite.ts';
import { users } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

describe.each(databaseKinds())('bid evaluation: builder, team, scoring and consensus on %s', (kind) => {
  const suite = submissionsSuite(kind);
  const { keys, customerId, sourceWithBids, cellsOf } = suite;
  let t: TestApp;
  let buyer: Caller;
  let jordan: Caller;
  let priya: Caller;
  const userIds: Record<string, number> = {};
  const userId = (username: string) => userIds[username] ?? 0;
  beforeAll(async () => {
    t = suite.t();
    buyer = suite.buyer();
    jordan = await signedInCaller(t, 'evaluator@demo.procura.local');
    priya = await signedInCaller(t, 'lead@demo.procura.local');
    const rows = await asSystem(t.database.db, (tx) =>
      tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(eq(users.customerId, customerId()))),
    );
    for (const row of rows) userIds[row.username] = row.id;
  });

  const one = <T>(response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    const [value] = valuesOf<T>(response);
    if (!value) throw new Error('no value in the answer');
    return value;
  };

  /** An evaluation with a 60-point scored criterion and a 40-point price criterion, and two evaluators. */
  async function builtEvaluation() {
    const source = await sourceWithBids({ bids: 2 });
    const created = one<Evaluation>(
      await buyer.call('POST', '/Evaluations', { projectId: source.projectId }),
    );
    const section = created.sections[0]?.id ?? 0;
    const criterion = (name: string, kindOf: 'scored' | 'price', worth: number) =>
      buyer.call('POST', `/Evaluations/${created.id}/Criteria`, {
        sectionId: section,
        name,
        description: '',
        kind: kindOf,
        worth,
      });
    one<Evaluation>(await criterion('Approach', 'scored', 60));
    const built = one<Evaluation>(await criterion('Price', 'price', 40));
    one<Evaluation>(
      await buyer.call('POST', `/Evaluations/${created.id}/Team`, {
        userId: userId('evaluator@demo.procura.local'),
      }),
    );
    const ready = one<Evaluation>(
      await buyer.call('POST', `/Evaluations/${created.id}/Team`, {
        userId: userId('lead@demo.procura.local'),
      }),
    );
    return { source, evaluation: ready, criteria: built.criteria };
  }

  it('builds an evaluation: settings, criteria, method reset, and what keeps it from starting', async () => {
    const source = await sourceWithBids({ bids: 1 });
    const created = one<Evaluation>(
      await buyer.call('POST', '/Evaluations', { projectId: source.projectId }),
    );
    expect(created).toMatchObject({
      status: 'Draft',
      scoringMethod: 'points',
      decimalPlaces: 2,
      minScore: 0,
      maxScore: 10,
    });
    expect(created.ndaTemplate).toContain('Non-disclosure agreement');
    expect(created.missing).toEqual(['evaluationNeedsCriteria', 'evaluationNeedsEvaluator']);
    const twice = await buyer.call('POST', '/Evaluations', { projectId: source.projectId });
    expect(twice.statusCode).toBe(409);
    expect(keys(twice)).toBe('evaluationExists');

    const section = created.sections[0]?.id ?? 0;
    const add = (body: Record<string, unknown>) =>
      buyer.call('POST', `/Evaluations/${created.id}/Criteria`, {
        sectionId: section,
        name: 'Approach',
        description: '',
        kind: 'scored',
        worth: 60,
        ...body,
      });
    one<Evaluation>(await add({}));
    one<Evaluation>(await add({ name: 'Price', kind: 'price', worth: 30 }));
    const secondPrice = await add({ name: 'Price again', kind: 'price', worth: 10 });
    expect(secondPrice.statusCode).toBe(409);
    expect(keys(secondPrice)).toBe('evaluationPriceCriterionExists');
    expect((await add({ sectionId: 999_999 })).statusCode).toBe(400);
    expect(keys(await add({ worth: 10.001 }))).toBe('invalidParameter');

    const settings = {
      scoringMethod: 'weights',
      decimalPlaces: 1,
      minScore: 1,
      maxScore: 5,
      ndaTemplate: 'Keep it secret.',
      conflictTemplate: 'Declare any interest.',
      scoreCardTemplate: '5 excellent, 1 poor',
    };
    const badScale = await buyer.call('PUT', `/Evaluations/${created.id}`, { ...settings, minScore: 5 });
    expect(badScale.statusCode).toBe(400);
    expect(keys(badScale)).toBe('evaluationScaleInvalid');
    // Changing the scoring method resets every criterion's points (000 §4).
    const weights = one<Evaluation>(await buyer.call('PUT', `/Evaluations/${created.id}`, settings));
    expect(weights.criteria.map((c) => c.worth)).toEqual([0, 0]);
    expect(weights.missing).toEqual([
      'evaluationNeedsWorth',
      'evaluationWeightsNot100',
      'evaluationNeedsEvaluator',
    ]);
    const [approach, price] = weights.criteria;
    const set = (criterion: typeof approach, worth: number) =>
      buyer.call('PUT', `/Evaluations/${created.id}/Criteria/${criterion?.id}`, { ...criterion, worth });
    one<Evaluation>(await set(approach, 70));
    const unbalanced = one<Evaluation>(await set(price, 20));
    expect(unbalanced.missing).toContain('evaluationWeightsNot100');
    const balanced = one<Evaluation>(await set(price, 30));
    expect(balanced.missing).toEqual(['evaluationNeedsEvaluator']);

    const section2 = one<Evaluation>(
      await buyer.call('POST', `/Evaluations/${created.id}/Sections`, { name: 'Experience' }),
    );
    expect(section2.sections.map((s) => s.name)).toEqual(['General', 'Experience']);
    const busy = await buyer.call('DELETE', `/Evaluations/${created.id}/Sections/${section}`);
    expect(busy.statusCode).toBe(409);
    expect(keys(busy)).toBe('evaluationSectionNotEmpty');

    const noUser = await buyer.call('POST', `/Evaluations/${created.id}/Team`, { userId: 999_999 });
    expect(keys(noUser)).toBe('evaluationEvaluatorInvalid');
    one<Evaluation>(
      await buyer.call('POST', `/Evaluations/${created.id}/Team`, {
        userId: userId('evaluator@demo.procura.local'),
      }),
    );
    const again = await buyer.call('POST', `/Evaluations/${created.id}/Team`, {
      userId: userId('evaluator@demo.procura.local'),
    });
    expect(keys(again)).toBe('evaluationEvaluatorExists');

    // Evaluators start once the source has closed.
    const early = await buyer.call('PUT', `/Evaluations/${created.id}/Status?status=In%20Progress`);
    expect(early.statusCode).toBe(409);
    expect(keys(early)).toBe('evaluationSourceNotClosed');
    await setProjectStatus(t, customerId(), source.projectId, 'Closed');
    const started = one<Evaluation>(
      await buyer.call('PUT', `/Evaluations/${created.id}/Status?status=In%20Progress`),
    );
    expect(started.status).toBe('In Progress');
    const locked = await add({ name: 'Late' });
    expect(locked.statusCode).toBe(409);
    expect(keys(locked)).toBe('evaluationNotDraft');

    const meeting = one<Evaluation>(
      await buyer.call('POST', `/Evaluations/${created.id}/Meetings`, {
        startsAt: '2026-12-01T15:00:00Z',
        location: 'Room 4',
        notes: 'Consensus meeting',
      }),
    );
    expect(meeting.meetings).toMatchObject([{ location: 'Room 4', startsAt: '2026-12-01T15:00:00.000Z' }]);
    expect(
      (await suite.northwind().call('GET', `/Evaluations?projectId=${source.projectId}`)).statusCode,
    ).toBe(404);
  });

  it('lets evaluators score only after the NDA and a declaration of no conflict; the consensus ranks the bids', async () => {
    const { source, evaluation, criteria } = await builtEvaluation();
    const approach = criteria.find((c) => c.kind === 'scored')?.id ?? 0;
    const [first = 0, second = 0] = source.bids.map((b) => b.submission.id);
    const evaluatorPath = `/Evaluator/Evaluations/${evaluation.id}`;
    const page = async (caller: Caller) => one<EvaluatorView>(await caller.call('GET', evaluatorPath));

    // Before the NDA the page holds no bid.
    const before = await page(jordan);
    expect(before).toMatchObject({ blockedBy: 'evaluationNdaRequired', suppliers: [], criteria: [] });
    const mine = valuesOf<{ evaluationId: number }>(await jordan.call('GET', '/Evaluator/Evaluations'));
    expect(mine.map((m) => m.evaluationId)).toContain(evaluation.id);
    // Someone not on the team meets no such evaluation.
    const stranger = await signedInCaller(t, 'admin@demo.procura.local');
    expect((await stranger.call('GET', evaluatorPath)).statusCode).toBe(404);

    const scoreBody = (submissionId: number | undefined, score: number | null) => ({
      scores: [{ submissionId, criterionId: approach, score, comment: 'Clear plan' }],
    });
    const tooSoon = await jordan.call('PUT', `${evaluatorPath}/Scores`, scoreBody(first, 8));
    expect(tooSoon.statusCode).toBe(409);
    expect(keys(tooSoon)).toBe('evaluationNdaRequired');
    expect((await jordan.call('POST', `${evaluatorPath}/Conflict`, { hasConflict: false })).statusCode).toBe(
      409,
    );
    one<EvaluatorView>(await jordan.call('POST', `${evaluatorPath}/Nda`));
    expect((await page(jordan)).blockedBy).toBe('evaluationConflictRequired');
    one<EvaluatorView>(
      await jordan.call('POST', `${evaluatorPath}/Conflict`, { hasConflict: false, note: '' }),
    );
    expect((await page(jordan)).blockedBy).toBe('evaluationNotInProgress');
    // Priya declares a conflict: she is kept out.
    one<EvaluatorView>(await priya.call('POST', `${evaluatorPath}/Nda`));
    const conflicted = one<EvaluatorView>(
      await priya.call('POST', `${evaluatorPath}/Conflict`, {
        hasConflict: true,
        note: 'My brother works for Bidder 1',
      }),
    );
    expect(conflicted).toMatchObject({ blockedBy: 'evaluationConflictDeclared', suppliers: [] });
    // A declared conflict stands: the evaluator cannot take it back to see the bids.
    const undo = await priya.call('POST', `${evaluatorPath}/Conflict`, { hasConflict: false });
    expect(undo.statusCode).toBe(409);
    expect(keys(undo)).toBe('evaluationConflictFinal');

    await setProjectStatus(t, customerId(), source.projectId, 'Closed');
    one<Evaluation>(await buyer.call('PUT', `/Evaluations/${evaluation.id}/Status?status=In%20Progress`));
    expect((await page(jordan)).blockedBy).toBe('evaluationSubmissionsSealed');
    for (const part of ['submission', 'price']) {
      const unsealed = await buyer.call(
        'POST',
        `/Submissions/Unseal?tenderId=${source.tenderId}&part=${part}`,
        {},
      );
      expect(unsealed.statusCode, unsealed.body).toBe(200);
    }
    const open = await page(jordan);
    expect(open.blockedBy).toBeNull();
    expect(open.suppliers.map((s) => s.submissionId).sort()).toEqual([first, second].sort());
    expect((await priya.call('PUT', `${evaluatorPath}/Scores`, scoreBody(first, 8))).statusCode).toBe(409);

    const outOfRange = await jordan.call('PUT', `${evaluatorPath}/Scores`, scoreBody(first, 11));
    expect(outOfRange.statusCode).toBe(400);
    expect(keys(outOfRange)).toBe('evaluationScoreOutOfRange');
    expect(keys(await jordan.call('PUT', `${evaluatorPath}/Scores`, scoreBody(first, 7.123)))).toBe(
      'evaluationScoreOutOfRange',
    );
    const priceCriterion = criteria.find((c) => c.kind === 'price')?.id ?? 0;
    const onPrice = await jordan.call('PUT', `${evaluatorPath}/Scores`, {
      scores: [{ submissionId: first, criterionId: priceCriterion, score: 5, comment: '' }],
    });
    expect(keys(onPrice)).toBe('evaluationCriterionInvalid');
    one<EvaluatorView>(await jordan.call('PUT', `${evaluatorPath}/Scores`, scoreBody(first, 9)));
    const incomplete = await jordan.call('POST', `${evaluatorPath}/Submit`);
    expect(incomplete.statusCode).toBe(400);
    expect(keys(incomplete)).toBe('evaluationScoresIncomplete');
    const saved = one<EvaluatorView>(
      await jordan.call('PUT', `${evaluatorPath}/Scores`, scoreBody(second, 6)),
    );
    expect(saved.scores).toHaveLength(2);
    const submitted = one<EvaluatorView>(await jordan.call('POST', `${evaluatorPath}/Submit`));
    expect(submitted.submittedAt).not.toBeNull();
    expect(keys(await jordan.call('PUT', `${evaluatorPath}/Scores`, scoreBody(second, 7)))).toBe(
      'evaluationAlreadySubmitted',
    );

    // The consensus: bid 1 scored 9/10 of 60 = 54, bid 2 6/10 of 60 = 36; bid 2 is far cheaper:
    // it takes the 40 price points, bid 1 a sliver of them.
    const consensus = one<Consensus>(await buyer.call('GET', `/Evaluations/${evaluation.id}/Consensus`));
    expect(consensus.priceUnsealed).toBe(true);
    const byId = new Map(consensus.rows.map((r) => [r.submissionId, r]));
    expect(byId.get(second)).toMatchObject({ rank: 1, total: 76 });
    expect(byId.get(first)?.rank).toBe(2);
    expect(byId.get(first)?.scores.find((s) => s.criterionId === approach)?.score).toBe(54);
    const exported = await buyer.call('GET', `/Evaluations/${evaluation.id}/Consensus/Export`);
    expect(exported.statusCode).toBe(200);
    const cells = await cellsOf(exported.rawPayload);
    expect(cells).toContain('Evaluation consensus');
    expect(cells).toContain(`Bidder 2 ${source.tenderId}`);

    // Disqualifying needs a reason; the supplier is then unranked.
    const noReason = await buyer.call('PUT', `/Evaluations/${evaluation.id}/Suppliers/${second}`, {
      status: 'Disqualified',
    });
    expect(keys(noReason)).toBe('evaluationReasonRequired');
    one<Evaluation>(
      await buyer.call('PUT', `/Evaluations/${evaluation.id}/Suppliers/${second}`, {
        status: 'Disqualified',
        reason: 'Missing bond',
      }),
    );
    const after = one<Consensus>(await buyer.call('GET', `/Evaluations/${evaluation.id}/Consensus`));
    expect(after.rows.map((r) => [r.submissionId, r.rank])).toEqual([
      [first, 1],
      [second, null],
    ]);
    const progress = valuesOf<{ submissionId: number; status: string; scoredBy: number; evaluators: number }>(
      await buyer.call('GET', `/Evaluations/${evaluation.id}/Suppliers`),
    );
    expect(progress.find((p) => p.submissionId === first)).toMatchObject({
      status: 'Evaluating',
      scoredBy: 1,
      evaluators: 1,
    });
    expect(progress.find((p) => p.submissionId === second)).toMatchObject({ status: 'Disqualified' });

    // An evaluator who scored stays on the team; the record keeps who declared what.
    const team =
      valuesOf<Evaluation>(await buyer.call('GET', `/Evaluations?projectId=${source.projectId}`))[0]?.team ??
      [];
    const jordanId = team.find((m) => m.userId === userId('evaluator@demo.procura.local'))?.id;
    const kept = await buyer.call('DELETE', `/Evaluations/${evaluation.id}/Team/${jordanId}`);
    expect(keys(kept)).toBe('evaluationEvaluatorHasScores');
    expect(team.find((m) => m.userId === userId('lead@demo.procura.local'))).toMatchObject({
      hasConflict: true,
      conflictNote: 'My brother works for Bidder 1',
    });
    const trail = await auditTrail(t, customerId(), 'evaluation', evaluation.id);
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'evaluation.ndaAccepted',
        'evaluation.conflictDeclared',
        'evaluation.scoresSubmitted',
      ]),
    );
  });
});
