import {
  type BuiltInReport,
  type BuiltInReportName,
  contractDocumentStatusOn,
  contractStatusOn,
  daysBetween,
  daysUntilExpiry,
} from '@procura/contract';
import type { Tx } from '../../platform/tenancy.ts';
import {
  type ContractCursor,
  type ContractReportRow,
  type ContractSelection,
  findContractAdministrators,
  findContractReportPage,
  findSupplierNames,
} from './contract-queries.ts';
import {
  findInsuranceReportPage,
  findPendingReportPage,
  type InsuranceCursor,
  type PendingCursor,
} from './document-queries.ts';
import {
  cents,
  dollars,
  inColumnOrder,
  keysetPages,
  type ReportRow,
  type ReportRowOptions,
  type ReportScope,
  type ReportValue,
  reportNamed,
  reportPageSize,
  rowsOf,
} from './paging.ts';

/*
 * The rows of the contract-side built-in reports, typed per column (000 §3 column types) and keyed
 * and ordered as the catalogue declares their columns, so a writer walks report.columns alone.
 */

/** The built-in reports whose rows this file reads. */
export const contractSideReportNames = [
  'ActiveContracts',
  'ContractsClosingIn90Days',
  'ContractManagement',
  'ExpiredInsurance',
  'SupplierDocumentsPendingApproval',
] as const satisfies readonly BuiltInReportName[];
export type ContractSideReportName = (typeof contractSideReportNames)[number];

/** A report's rows in its order, read a page at a time within the caller's transaction. */
export type ReportRowSource = (
  tx: Tx,
  scope: ReportScope,
  options?: ReportRowOptions,
) => AsyncIterable<ReportRow>;

function windowDaysOf(report: BuiltInReport): number {
  if (!report.window) throw new Error(`built-in report ${report.name} declares no window`);
  return report.window.days;
}

const warrantyEndOf = (row: ContractReportRow) => (row.hasWarrantyPeriod ? row.warrantyEnd : null);

/** Every column any Contract report reads off a contract, by its catalogue key. */
function contractValues(
  row: ContractReportRow,
  today: string,
  suppliers: readonly string[],
  administrators: readonly string[],
): Record<string, ReportValue> {
  const optionTerms = row.optionTerms;
  return {
    projectNumber: row.projectNumber,
    projectName: row.projectName,
    contractNumber: row.number,
    internalNumber: row.internalNumber,
    contractName: row.name,
    contractStatus: contractStatusOn(
      row.status,
      { termEnd: row.termEnd, warrantyEnd: warrantyEndOf(row) },
      today,
    ),
    suppliers,
    department: row.department,
    procurementLead: row.procurementLead,
    contractAdministrators: administrators,
    initialTermStart: row.initialTermStart,
    initialTermEnd: row.initialTermEnd,
    optionTerms,
    optionTermsTaken: row.optionTermsTaken,
    optionTermsRemaining: optionTerms - row.optionTermsTaken,
    termEnd: row.termEnd,
    daysRemaining: row.termEnd === null ? null : daysBetween(today, row.termEnd),
    firmPricingEnd: row.hasFirmPricingPeriod ? row.firmPricingEnd : null,
    warrantyEnd: warrantyEndOf(row),
    substantialCompletion: row.substantialCompletion,
    contractAmount: dollars(row.amount),
    contingencyAmount: dollars(row.contingencyAmount),
    totalProjectValue: dollars(row.totalProjectValue),
    purchaseOrdersTotal: dollars(row.ordered),
    contingencyUsed: dollars(row.contingencyUsed),
    // purchaseOrderTotals' reading: a missing amount or contingency counts as nothing.
    remaining: (cents(row.amount) + cents(row.contingencyAmount) - cents(row.ordered)) / 100,
    isTerm: row.isTerm,
  };
}

function contractRows(
  name: ContractSideReportName,
  selectionOf: (report: BuiltInReport) => ContractSelection,
) {
  const report = reportNamed(name);
  const selection = selectionOf(report);
  return async function* (tx: Tx, scope: ReportScope, options: ReportRowOptions = {}) {
    const pages = keysetPages(
      (after: ContractCursor | null, limit) => findContractReportPage(tx, scope, selection, after, limit),
      (row) => ({ endKey: row.endKey, projectNumber: row.projectNumber, contractId: row.contractId }),
      options.pageSize ?? reportPageSize,
    );
    for await (const page of pages) {
      const suppliers = await findSupplierNames(
        tx,
        scope.customerId,
        page.map((row) => row.contractId),
      );
      const administrators = await findContractAdministrators(
        tx,
        scope.customerId,
        unique(page.map((row) => row.projectId)),
      );
      for (const row of page) {
        yield inColumnOrder(
          report,
          contractValues(
            row,
            scope.today,
            suppliers.get(row.contractId) ?? [],
            administrators.get(row.projectId) ?? [],
          ),
        );
      }
    }
  };
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** ActiveContracts: Active contracts whose term has not ended, the soonest ending first, no end last. */
export const activeContractRows: ReportRowSource = contractRows('ActiveContracts', () => ({
  kind: 'active',
}));

/** ContractsClosingIn90Days: Active contracts whose term ends within the window, the soonest first. */
export const closingContractRows: ReportRowSource = contractRows('ContractsClosingIn90Days', (report) => ({
  kind: 'closing',
  windowDays: windowDaysOf(report),
}));

/** ContractManagement: every contract that is not archived, by project number. */
export const contractManagementRows: ReportRowSource = contractRows('ContractManagement', () => ({
  kind: 'management',
}));

const expiredInsuranceReport = reportNamed('ExpiredInsurance');

/** ExpiredInsurance: approved insurance expired or expiring within the window, the longest lapsed first. */
export const expiredInsuranceRows: ReportRowSource = async function* (tx, scope, options = {}) {
  const windowDays = windowDaysOf(expiredInsuranceReport);
  const pages = keysetPages(
    (after: InsuranceCursor | null, limit) => findInsuranceReportPage(tx, scope, windowDays, after, limit),
    (row) => ({ expiryDate: row.expiryDate, projectNumber: row.projectNumber, documentId: row.documentId }),
    options.pageSize ?? reportPageSize,
  );
  for await (const page of pages) {
    const administrators = await findContractAdministrators(
      tx,
      scope.customerId,
      unique(page.map((row) => row.projectId)),
    );
    for (const row of page) {
      yield inColumnOrder(expiredInsuranceReport, {
        projectNumber: row.projectNumber,
        projectName: row.projectName,
        contractNumber: row.contractNumber,
        company: row.company,
        insuranceType: row.insuranceType,
        displayName: row.displayName,
        effectiveDate: row.effectiveDate,
        expiryDate: row.expiryDate,
        daysUntilExpiry: daysUntilExpiry(row.expiryDate, scope.today),
        documentStatus: contractDocumentStatusOn({ approved: true, expiryDate: row.expiryDate }, scope.today),
        procurementLead: row.procurementLead,
        contractAdministrators: administrators.get(row.projectId) ?? [],
      });
    }
  }
};

const pendingReport = reportNamed('SupplierDocumentsPendingApproval');

/**
 * SupplierDocumentsPendingApproval: contract and supplier documents waiting for approval, the
 * longest waiting first. Every row is read in order; the line cap (report.lineCap) is the file's to
 * apply, which stops reading by leaving the iteration.
 */
export const pendingDocumentRows: ReportRowSource = async function* (tx, scope, options = {}) {
  const pages = keysetPages(
    (after: PendingCursor | null, limit) => findPendingReportPage(tx, scope, after, limit),
    (row) => ({ uploadedAt: row.uploadedAt, source: row.source, documentId: row.documentId }),
    options.pageSize ?? reportPageSize,
  );
  for await (const row of rowsOf(pages)) {
    yield inColumnOrder(pendingReport, {
      company: row.company,
      category: row.category,
      documentType: row.documentType,
      displayName: row.displayName,
      fileName: row.fileName,
      projectNumber: row.projectNumber,
      projectName: row.projectName,
      contractNumber: row.contractNumber,
      effectiveDate: row.effectiveDate,
      expiryDate: row.expiryDate,
      uploadedAt: new Date(row.uploadedAt),
      uploadedBy: row.uploadedBy,
    });
  }
};

/** The row source of each contract-side built-in report. */
export const contractSideReportRows: Record<ContractSideReportName, ReportRowSource> = {
  ActiveContracts: activeContractRows,
  ContractsClosingIn90Days: closingContractRows,
  ContractManagement: contractManagementRows,
  ExpiredInsurance: expiredInsuranceRows,
  SupplierDocumentsPendingApproval: pendingDocumentRows,
};
