/**
 * Tender tables as the API carries them (001 §3 tender table, column, row, cell; §7 TenderTables):
 * the forms of a source's submission requirements. The engine reads these shapes directly, so the
 * web's preview, the supplier's entry and the server's check compute from the same objects.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { calculationOperators, columnTypeNames } from './table-engine.ts';

/** The requirement sections whose content is forms (the route's {tabletype}). */
export const tableTypes = ['Prices', 'Questions', 'References', 'Specifications', 'Subcontractors'] as const;
export type TableType = (typeof tableTypes)[number];

export const promptPayDiscountTypes = ['DollarAmount', 'Percentage'] as const;
export type PromptPayDiscountType = (typeof promptPayDiscountTypes)[number];

/** Limits the spec leaves open (000 §5 Forms: "values not shown"); recorded in docs/decisions/. */
export const tableRules = {
  maxTablesPerSource: 100,
  maxColumns: 20,
  maxRows: 1000,
  maxOptionalRows: 500,
  maxTaxes: 5,
  maxDropdownOptions: 50,
  maxNameLength: 200,
  maxCellLength: 4000,
  maxTextLength: 200_000,
  defaultColumnWidth: 150,
  minColumnWidth: 50,
  maxColumnWidth: 1000,
  maxStartNumber: 1_000_000,
  searchLimit: 50,
} as const;

const id = z.number().int();
const positiveId = idSchema();
/** Decimal text: the engine reads it exactly; a binary float never carries money here. */
const decimalText = z.string().trim().max(40);

export const tableTaxSchema = z.object({
  taxId: positiveId,
  taxType: z.string().trim().min(1, 'formTaxRequired').max(100),
  percentage: decimalText.min(1, 'formTaxRequired'),
});
export type TableTax = z.infer<typeof tableTaxSchema>;

export const totalCalculationSchema = z.object({
  operator: z.enum(calculationOperators),
  leftColumnId: id,
  rightColumnId: id,
});

export const tenderTableColumnSchema = z.object({
  id,
  tenderTableId: id,
  name: z.string(),
  columnTypeName: z.enum(columnTypeNames),
  sortOrder: z.number().int(),
  isEditableonPublic: z.boolean(),
  columnWidth: z.number().int(),
  isRequired: z.boolean(),
  isSubtotalIncluded: z.boolean(),
  isHiddenOnPublic: z.boolean(),
  deleted: z.boolean(),
  tenderTableTotalCalculation: totalCalculationSchema.nullable(),
  options: z.array(z.string()),
});
export type TenderTableColumn = z.infer<typeof tenderTableColumnSchema>;

export const tenderTableRowSchema = z.object({
  id,
  tenderTableId: id,
  isRequired: z.boolean(),
  sortOrder: z.number().int(),
  isDynamicRow: z.boolean(),
  deleted: z.boolean(),
});
export type TenderTableRow = z.infer<typeof tenderTableRowSchema>;

export const tenderTableCellSchema = z.object({
  id,
  rowId: id,
  columnId: id,
  value: z.string().nullable(),
  deleted: z.boolean(),
});
export type TenderTableCell = z.infer<typeof tenderTableCellSchema>;

/** A form's header as listed and as saved; `total` is the engine's total of the buyer's own cells. */
export const tenderTableSchema = z.object({
  id,
  tenderId: id,
  tableType: z.enum(tableTypes),
  name: z.string(),
  isLineNumberIncluded: z.boolean(),
  startNumber: z.number().int(),
  numberofRows: z.number().int(),
  isIncludedForSummary: z.boolean(),
  isAutoComputeTax: z.boolean(),
  sortOrder: z.number().int(),
  isRequired: z.boolean(),
  headingText: z.string(),
  footerText: z.string(),
  total: z.string(),
  allowPlantakerToAddRows: z.boolean(),
  maximumOptionalRows: z.number().int(),
  deleted: z.boolean(),
  taxes: z.array(tableTaxSchema),
  hasPromptPayDiscount: z.boolean(),
  promptPayDiscountType: z.enum(promptPayDiscountTypes),
  /** Dollars for DollarAmount, percent for Percentage; null when there is no discount. */
  promptPayDiscount: z.string().nullable(),
  version: z.number().int(),
});
export type TenderTable = z.infer<typeof tenderTableSchema>;

/** One form whole: what the editor loads and what PUT /TenderTables answers. */
export const tenderTableFormSchema = z.object({
  table: tenderTableSchema,
  columns: z.array(tenderTableColumnSchema),
  rows: z.array(tenderTableRowSchema),
  cells: z.array(tenderTableCellSchema),
});
export type TenderTableForm = z.infer<typeof tenderTableFormSchema>;

/**
 * Columns and rows in a save: an existing one by its id, a new one by a negative id the client
 * picks, so a calculation and the cells can name a column or row before it exists. Columns and
 * rows left out of a save are deleted (sort order 9999); the rest are numbered from 0 as sent.
 */
const saveColumnSchema = z.object({
  id,
  name: z.string().trim().max(tableRules.maxNameLength, 'invalidParameter').default(''),
  columnTypeName: z.enum(columnTypeNames).default('DescriptiveText'),
  isEditableonPublic: z.boolean().default(false),
  columnWidth: z
    .number()
    .int()
    .min(tableRules.minColumnWidth, 'invalidParameter')
    .max(tableRules.maxColumnWidth, 'invalidParameter')
    .default(tableRules.defaultColumnWidth),
  isRequired: z.boolean().default(false),
  isSubtotalIncluded: z.boolean().default(false),
  isHiddenOnPublic: z.boolean().default(false),
  tenderTableTotalCalculation: totalCalculationSchema.nullable().default(null),
  options: z
    .array(z.string().trim().min(1).max(200))
    .max(tableRules.maxDropdownOptions, 'invalidParameter')
    .default([]),
});
export type SaveTenderTableColumn = z.input<typeof saveColumnSchema>;

const saveRowSchema = z.object({
  id,
  isRequired: z.boolean().default(true),
  isDynamicRow: z.boolean().default(false),
});
export type SaveTenderTableRow = z.input<typeof saveRowSchema>;

const saveCellSchema = z.object({
  rowId: id,
  columnId: id,
  value: z.string().max(tableRules.maxCellLength, 'invalidParameter').nullable(),
});

/** PUT /TenderTables: a whole form, new (no id) or changed (id and the version read). */
export const saveTenderTableSchema = z.object({
  id: positiveId.optional(),
  version: z.number().int().nonnegative().optional(),
  tenderId: positiveId,
  tableType: z.enum(tableTypes),
  name: z.string().trim().min(1, 'nameRequired').max(tableRules.maxNameLength, 'invalidParameter'),
  isLineNumberIncluded: z.boolean().default(true),
  startNumber: z.number().int().min(0, 'invalidParameter').max(tableRules.maxStartNumber).default(1),
  isIncludedForSummary: z.boolean().default(true),
  isAutoComputeTax: z.boolean().default(false),
  isRequired: z.boolean().default(true),
  headingText: z.string().max(tableRules.maxTextLength, 'invalidParameter').default(''),
  footerText: z.string().max(tableRules.maxTextLength, 'invalidParameter').default(''),
  allowPlantakerToAddRows: z.boolean().default(false),
  maximumOptionalRows: z
    .number({ error: 'formMaximumRowsRequired' })
    .int()
    .min(0, 'formMaximumRowsRequired')
    .max(tableRules.maxOptionalRows, 'formTooManyOptionalRows')
    .default(0),
  taxes: z.array(tableTaxSchema).max(tableRules.maxTaxes, 'invalidParameter').default([]),
  hasPromptPayDiscount: z.boolean().default(false),
  promptPayDiscountType: z.enum(promptPayDiscountTypes).default('Percentage'),
  promptPayDiscount: decimalText.nullable().default(null),
  columns: z.array(saveColumnSchema).max(tableRules.maxColumns, 'formTooManyColumns'),
  rows: z.array(saveRowSchema).max(tableRules.maxRows, 'formTooManyRows'),
  cells: z.array(saveCellSchema).max(tableRules.maxRows * tableRules.maxColumns),
});
export type SaveTenderTable = z.input<typeof saveTenderTableSchema>;
export type SaveTenderTableParsed = z.output<typeof saveTenderTableSchema>;

/** GET /TenderTables/Summary?tenderId: each form included in the summary, and their sum. */
export const tableSummarySchema = z.object({
  tenderId: id,
  tables: z.array(
    z.object({
      tenderTableId: id,
      name: z.string(),
      tableType: z.enum(tableTypes),
      subtotal: z.string(),
      discount: z.string(),
      taxes: z.array(z.object({ taxType: z.string(), amount: z.string() })),
      total: z.string(),
    }),
  ),
  subtotal: z.string(),
  discount: z.string(),
  taxes: z.array(z.object({ taxType: z.string(), amount: z.string() })),
  total: z.string(),
});
export type TableSummary = z.infer<typeof tableSummarySchema>;

/** GET /TenderTables/Search?keywords&type: forms of the agency's other sources to copy from. */
export const tableSearchHitSchema = z.object({
  id,
  name: z.string(),
  tableType: z.enum(tableTypes),
  tenderId: id,
  projectId: id,
  projectName: z.string(),
  projectNumber: z.string(),
});
export type TableSearchHit = z.infer<typeof tableSearchHitSchema>;

export const tableSearchQuerySchema = z.object({
  keywords: z.string().trim().max(200).default(''),
  type: z.enum(tableTypes).optional(),
  /** The source being edited, whose own forms are left out of the hits. */
  tenderId: idParamSchema('invalidTenderId').optional(),
});

/** Agency tax types (ShoppingCart/Taxes), offered to forms with auto-computed taxes. */
export const taxTypeSchema = z.object({
  id,
  name: z.string(),
  percentage: z.string(),
  active: z.boolean(),
});
export type TaxType = z.infer<typeof taxTypeSchema>;

export const saveTaxTypeSchema = z.object({
  id: positiveId.optional(),
  name: z.string().trim().min(1, 'nameRequired').max(100, 'invalidParameter'),
  percentage: decimalText.min(1, 'formTaxRequired'),
  active: z.boolean().default(true),
});
export type SaveTaxType = z.input<typeof saveTaxTypeSchema>;
