import {
  type BuiltInReportName,
  findBuiltInReport,
  type Language,
  type ReportCategory,
  type ReportCategoryCount,
  type ReportNameEntry,
  type ReportRecipient,
  type ScheduledReport,
} from '@procura/contract';

/**
 * The library's rules as pure functions (issue 26 §2): which categories the left column lists,
 * which reports a filter shows, and which of the caller's subscriptions a report has. The server
 * decides which reports are offered; these only arrange what it answered.
 */

/** A category of the left column, or every offered report. */
export type CategoryFilter = 'All' | ReportCategory;

export type LibraryFilter = { category: CategoryFilter; search: string; mySubscriptions: boolean };

/** An offered report with its texts from the contract's catalogue, in the language shown. */
export type LibraryReport = ReportNameEntry & { title: string; description: string };

/** The reports the server offers, with their catalogue texts (a name it does not know is dropped). */
export function describeReports(entries: readonly ReportNameEntry[], language: Language): LibraryReport[] {
  return entries.flatMap((entry) => {
    const report = findBuiltInReport(entry.name);
    return report
      ? [{ ...entry, title: report.title[language], description: report.description[language] }]
      : [];
  });
}

export type CategoryItem = { value: CategoryFilter; count: number };

/**
 * The left column: Favourites first when the caller has any, then All, then the categories the
 * server counted in its order. Favourites are counted from the names, so a toggle shows at once.
 */
export function categoryItems(
  counts: readonly ReportCategoryCount[],
  reports: readonly LibraryReport[],
): CategoryItem[] {
  const favourites = reports.filter((report) => report.isFavorite).length;
  const rest = counts
    .filter((entry) => entry.category !== 'Favourites' && entry.count > 0)
    .map((entry) => ({ value: entry.category, count: entry.count }));
  return [
    ...(favourites > 0 ? [{ value: 'Favourites' as const, count: favourites }] : []),
    { value: 'All', count: reports.length },
    ...rest,
  ];
}

/** Each category's count as the names give it: the left column's fallback if Categories fails. */
export function countsOf(reports: readonly LibraryReport[]): ReportCategoryCount[] {
  const counts = new Map<ReportCategory, number>();
  for (const report of reports) counts.set(report.category, (counts.get(report.category) ?? 0) + 1);
  return [...counts].map(([category, count]) => ({ category, count }));
}

/** Lower case without accents: "Évaluations" is found by "evaluations". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The reports a filter shows: in the category, whose title holds the words, subscribed if asked. */
export function filterReports(
  reports: readonly LibraryReport[],
  filter: LibraryFilter,
  subscribed: ReadonlySet<BuiltInReportName>,
): LibraryReport[] {
  const words = folded(filter.search.trim()).split(/\s+/).filter(Boolean);
  return reports.filter(
    (report) =>
      (filter.category === 'All' ||
        (filter.category === 'Favourites' ? report.isFavorite : report.category === filter.category)) &&
      words.every((word) => folded(report.title).includes(word)) &&
      (!filter.mySubscriptions || subscribed.has(report.name)),
  );
}

/** Who is signed in, as a recipient entry names them (a team member, or their address). */
export type Me = { id: number; email: string };

function isMe(recipient: ReportRecipient, me: Me): boolean {
  return recipient.userId === me.id || recipient.email.toLowerCase() === me.email.toLowerCase();
}

/** The reports the caller is subscribed to or made a subscription for (My Subscriptions). */
export function subscribedNames(
  forUser: readonly ScheduledReport[],
  byUser: readonly ScheduledReport[],
): Set<BuiltInReportName> {
  return new Set([...forUser, ...byUser].map((subscription) => subscription.reportName));
}

/** A subscription someone else made that mails the caller, with the caller's own recipient entry. */
export type Receiving = { subscription: ScheduledReport; recipient: ReportRecipient };

/**
 * The caller's subscriptions to one report: those they made (they may change or end them) and
 * others' that mail them (they may take themselves off).
 */
export type ReportSubscriptions = { created: ScheduledReport[]; receiving: Receiving[] };

export function subscriptionsOf(
  name: BuiltInReportName,
  forUser: readonly ScheduledReport[],
  byUser: readonly ScheduledReport[],
  me: Me,
): ReportSubscriptions {
  const created = byUser.filter((subscription) => subscription.reportName === name);
  const createdIds = new Set(created.map((subscription) => subscription.id));
  const receiving = forUser
    .filter((subscription) => subscription.reportName === name && !createdIds.has(subscription.id))
    .flatMap((subscription) => {
      const recipient = subscription.recipientDTOs.find((entry) => isMe(entry, me));
      return recipient ? [{ subscription, recipient }] : [];
    });
  return { created, receiving };
}

export function hasSubscriptions(subscriptions: ReportSubscriptions): boolean {
  return subscriptions.created.length > 0 || subscriptions.receiving.length > 0;
}

/** One call of Unsubscribe: end a subscription the caller made, or take them off another's. */
export type UnsubscribeStep = { kind: 'subscription'; id: number } | { kind: 'recipient'; id: number };

/** What Unsubscribe does so that the report no longer mails the caller. */
export function unsubscribeSteps(subscriptions: ReportSubscriptions): UnsubscribeStep[] {
  return [
    ...subscriptions.created.map((subscription) => ({ kind: 'subscription' as const, id: subscription.id })),
    ...subscriptions.receiving.map(({ recipient }) => ({ kind: 'recipient' as const, id: recipient.id })),
  ];
}

/** The page of a list of `pageSize` that holds the item at `index` (from 1). */
export function pageHolding(index: number, pageSize: number): number {
  return index < 0 ? 1 : Math.floor(index / pageSize) + 1;
}
