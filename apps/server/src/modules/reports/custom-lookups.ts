import type { Tx } from '../../platform/tenancy.ts';
import { findContractAdministrators, findSupplierNames } from './contract-queries.ts';
import {
  countOptionTermsTaken,
  findAwardedCompanies,
  findCategoryLabels,
  findDepartmentNames,
  findDivisionNames,
  findPeopleNames,
  findSourceFigures,
  type SourceFigure,
  type SourceFigures,
  sourceFigureNames,
  sumPurchaseOrders,
} from './custom-lookup-queries.ts';
import type { CustomPageRow } from './custom-queries.ts';

/*
 * The per-page lookups of a custom report: what its chosen columns need beyond the page's own
 * fields, loaded once per page for the page's ids. A lookup no chosen column reads is not run.
 */

export type PageLookups = {
  people: Map<number, string | null>;
  departments: Map<number, string>;
  divisions: Map<number, string>;
  categories: Map<number, { code: string; name: string }>;
  /** The page's sources' counts and sums: each of the figures asked for, by source. */
  sources: Map<number, SourceFigures>;
  awardedCompanies: Map<number, string[]>;
  optionTermsTaken: Map<number, number>;
  purchaseOrders: Map<number, string>;
  contractSuppliers: Map<number, string[]>;
  contractAdministrators: Map<number, string[]>;
};
/** A lookup a column reads: a map of PageLookups, or one of the source figures. */
export type Lookup = Exclude<keyof PageLookups, 'sources'> | SourceFigure;

const isFigure = (lookup: Lookup): lookup is SourceFigure =>
  (sourceFigureNames as readonly string[]).includes(lookup);

/** The distinct ids among `values`; a field the page did not select reads as undefined and is skipped. */
const idsOf = (values: readonly (number | null | undefined)[]) => [
  ...new Set(values.filter((value): value is number => typeof value === 'number')),
];

/** What the chosen columns of a page look up, each for the page's ids only. */
export async function loadLookups(
  tx: Tx,
  customerId: number,
  page: readonly CustomPageRow[],
  wanted: ReadonlySet<Lookup>,
): Promise<PageLookups> {
  const load = <T>(lookup: Lookup, read: () => Promise<Map<number, T>>) =>
    wanted.has(lookup) ? read() : Promise.resolve(new Map<number, T>());
  const tenderIds = idsOf(page.map((row) => row.tenderId));
  const contractIds = idsOf(page.map((row) => row.contractId));
  const withContract = idsOf(
    page.filter((row) => typeof row.contractId === 'number').map((row) => row.projectId),
  );
  const people = idsOf(
    page.flatMap((row) => [row.projectLeadId, row.departmentProjectLeadId, row.createdById]),
  );
  const categoryIds = idsOf(
    page.flatMap((row) => [...(row.categoryIds ?? []), ...(row.commodityCodeIds ?? [])]),
  );
  // One transaction is one connection: the lookups run one after another.
  return {
    people: await load('people', () => findPeopleNames(tx, customerId, people)),
    departments: await load('departments', () =>
      findDepartmentNames(tx, customerId, idsOf(page.map((row) => row.departmentId))),
    ),
    divisions: await load('divisions', () =>
      findDivisionNames(tx, customerId, idsOf(page.map((row) => row.divisionId))),
    ),
    categories: await load('categories', () => findCategoryLabels(tx, customerId, categoryIds)),
    sources: await findSourceFigures(tx, customerId, tenderIds, new Set([...wanted].filter(isFigure))),
    awardedCompanies: await load('awardedCompanies', () => findAwardedCompanies(tx, customerId, tenderIds)),
    optionTermsTaken: await load('optionTermsTaken', () =>
      countOptionTermsTaken(tx, customerId, contractIds),
    ),
    purchaseOrders: await load('purchaseOrders', () => sumPurchaseOrders(tx, customerId, contractIds)),
    contractSuppliers: await load('contractSuppliers', () => findSupplierNames(tx, customerId, contractIds)),
    contractAdministrators: await load('contractAdministrators', () =>
      findContractAdministrators(tx, customerId, withContract),
    ),
  };
}
