import { describe, expect, it } from 'vitest';
import { entry, subscriptionFixture } from './library-fixtures.tsx';
import {
  categoryItems,
  countsOf,
  describeReports,
  filterReports,
  pageHolding,
  subscriptionsOf,
  unsubscribeSteps,
} from './library-model.ts';

const reports = describeReports(
  [entry('ExpiredEvaluations', 'Supplier Performance'), entry('ExpiredInsurance', 'Contract')],
  'fr',
);
const all = { category: 'All' as const, search: '', mySubscriptions: false };

describe('the library model', () => {
  it('lists All first when there is no favourite, and counts from the names without Categories', () => {
    expect(categoryItems(countsOf(reports), reports)).toEqual([
      { value: 'All', count: 2 },
      { value: 'Supplier Performance', count: 1 },
      { value: 'Contract', count: 1 },
    ]);
  });

  it('searches titles in the language shown, without accents or case', () => {
    expect(reports.map((report) => report.title)).toEqual(['Évaluations expirées', 'Assurances expirées']);
    expect(
      filterReports(reports, { ...all, search: 'EVALUATIONS exp' }, new Set()).map((r) => r.name),
    ).toEqual(['ExpiredEvaluations']);
    expect(
      filterReports(reports, { ...all, mySubscriptions: true }, new Set(['ExpiredInsurance'])),
    ).toHaveLength(1);
  });

  it("unsubscribes by ending the caller's own subscriptions and leaving others' by their own entry", () => {
    const me = { id: 42, email: 'Ada@Springfield.example' };
    const own = subscriptionFixture(5);
    // Mailed to the caller's address, not as a team member: still theirs to leave.
    const others = subscriptionFixture(7, {
      createdBy: { id: 43, fullName: 'Grace Hopper' },
      recipientDTOs: [
        { id: 71, userId: null, email: 'ada@springfield.example', fullName: null },
        { id: 72, userId: 43, email: 'grace@springfield.example', fullName: 'Grace Hopper' },
      ],
    });
    const mine = subscriptionsOf('ContractsClosingIn90Days', [own, others], [own], me);
    expect(unsubscribeSteps(mine)).toEqual([
      { kind: 'subscription', id: 5 },
      { kind: 'recipient', id: 71 },
    ]);
    expect(subscriptionsOf('ExpiredInsurance', [own, others], [own], me)).toEqual({
      created: [],
      receiving: [],
    });
  });

  it('finds the page that holds a report', () => {
    expect([pageHolding(0, 20), pageHolding(19, 20), pageHolding(20, 20), pageHolding(-1, 20)]).toEqual([
      1, 1, 2, 1,
    ]);
  });
});
