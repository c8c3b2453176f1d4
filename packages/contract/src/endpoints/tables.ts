/**
 * The forms (tender tables) of a source's submission requirements (001 §7 Submissions, tenders,
 * tables) and the agency's tax types they compute with (001 §7 ShoppingCart/Tax?tenderId,
 * ShoppingCart/Taxes). Declared once (issue 21 §1).
 */
import { z } from 'zod';
import {
  saveTaxTypeSchema,
  saveTenderTableSchema,
  tableRules,
  tableSearchHitSchema,
  tableSearchQuerySchema,
  tableSummarySchema,
  tableTypes,
  taxTypeSchema,
  tenderTableCellSchema,
  tenderTableColumnSchema,
  tenderTableFormSchema,
  tenderTableRowSchema,
  tenderTableSchema,
} from '../forms/tables.ts';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { maxFormJsonBodyBytes } from '../limits.ts';
import { sortOrderSchema } from '../projects/documents.ts';
import { idParamSchema, maxId } from '../validation/ids.ts';
import { booleanQuerySchema } from '../validation/query.ts';

const tag = 'Forms (tender tables)';
const view = tenantEndpoint('project.build', 'view');
const act = tenantEndpoint('project.build', 'act');

const tableId = idParamSchema('invalidTenderTableId');
const tenderId = idParamSchema('invalidTenderId');
const tableParams = tenantPathParamsSchema.extend({ id: tableId });
/** `1,2,3`: the comma-joined ids 001 §7 gives DELETE. */
const tableIdList = z.string().transform((text, context) => {
  const parts = text.split(',').map((part) => part.trim());
  const ids = parts.map(Number);
  const valid = parts.every((part) => /^\d{1,10}$/.test(part)) && ids.every((id) => id > 0 && id <= maxId);
  if (!valid || ids.length > tableRules.maxTablesPerSource) {
    context.addIssue({ code: 'custom', message: 'invalidTenderTableId' });
    return z.NEVER;
  }
  return ids;
});

const tables = envelopeSchema('tenderTables', tenderTableSchema);

export const tablesEndpoints = {
  list: defineEndpoint({
    description:
      "The live forms of a source (tenderId, optionally of one tableType) in their order, each with the total of the buyer's cells; or one form's header (tenderTableId), deleted or not.",
    method: 'GET',
    path: tenantPath('/TenderTables'),
    params: tenantPathParamsSchema,
    query: z.object({
      tenderId: tenderId.optional(),
      tableType: z.enum(tableTypes).optional(),
      tenderTableId: tableId.optional(),
    }),
    response: tables,
    access: view,
    tag,
  }),
  save: defineEndpoint({
    description:
      'Creates (no id) or saves a whole form: header, columns, rows and buyer cells; new columns and rows carry negative ids. Answers the saved form with its live parts and real ids.',
    method: 'PUT',
    path: tenantPath('/TenderTables'),
    params: tenantPathParamsSchema,
    body: saveTenderTableSchema,
    response: tenderTableFormSchema,
    // A whole form at its limits (1,000 rows of 20 columns) is more than the default 1 MB.
    bodyLimit: maxFormJsonBodyBytes,
    access: act,
    tag,
  }),
  remove: defineEndpoint({
    description:
      'Deletes forms (comma-joined tenderTableId): each keeps its data with sort order 9999; the rest of each source renumber from 0. Any unknown id deletes nothing.',
    method: 'DELETE',
    path: tenantPath('/TenderTables'),
    params: tenantPathParamsSchema,
    query: z.object({ tenderTableId: tableIdList }),
    response: tables,
    access: act,
    tag,
  }),
  reorder: defineEndpoint({
    description: 'Puts every live form of the source in the order given, numbered from 0.',
    method: 'PUT',
    path: tenantPath('/TenderTables/SortOrder'),
    params: tenantPathParamsSchema,
    body: sortOrderSchema,
    response: tables,
    access: act,
    tag,
  }),
  copy: defineEndpoint({
    description:
      'Copies form {id} into source tenderId; with includeData all buyer cells, otherwise only the descriptive ones. The name gains " (copy)" when taken.',
    method: 'POST',
    path: tenantPath('/TenderTables/Copy/:id'),
    params: tableParams,
    query: z.object({ tenderId, includeData: booleanQuerySchema.default(false) }),
    response: tenderTableFormSchema,
    access: act,
    tag,
  }),
  copyAll: defineEndpoint({
    description:
      'Copies every live form of source tenderToCopyTablesId, with its data, into source tenderId.',
    method: 'POST',
    path: tenantPath('/TenderTables/CopyAll'),
    params: tenantPathParamsSchema,
    query: z.object({ tenderId, tenderToCopyTablesId: tenderId }),
    response: tables,
    access: act,
    tag,
  }),
  search: defineEndpoint({
    description:
      "Live forms of the node's sources whose name holds the keywords, newest first, to copy from; tenderId leaves that source out.",
    method: 'GET',
    path: tenantPath('/TenderTables/Search'),
    params: tenantPathParamsSchema,
    query: tableSearchQuerySchema,
    response: envelopeSchema('tenderTables', tableSearchHitSchema),
    access: view,
    tag,
  }),
  summary: defineEndpoint({
    description:
      "Each form included in the summary with its subtotal, discount, taxes and total over the buyer's cells, and their sums; amounts are decimal text with two decimals.",
    method: 'GET',
    path: tenantPath('/TenderTables/Summary'),
    params: tenantPathParamsSchema,
    query: z.object({ tenderId }),
    response: tableSummarySchema,
    access: view,
    tag,
  }),
  columns: defineEndpoint({
    description: 'The columns of form {id}: live ones first in their order, then deleted ones.',
    method: 'GET',
    path: tenantPath('/TenderTableColumns/:id'),
    params: tableParams,
    response: envelopeSchema('tenderTableColumns', tenderTableColumnSchema),
    access: view,
    tag,
  }),
  rows: defineEndpoint({
    description: 'The rows of form {id}: live ones first in their order, then deleted ones.',
    method: 'GET',
    path: tenantPath('/TenderTableRows/:id'),
    params: tableParams,
    response: envelopeSchema('tenderTableRows', tenderTableRowSchema),
    access: view,
    tag,
  }),
  cells: defineEndpoint({
    description: 'The cells of form {id}: live ones first in their order, then deleted ones.',
    method: 'GET',
    path: tenantPath('/TenderTableRowColumns/:id'),
    params: tableParams,
    response: envelopeSchema('tenderTableRowColumns', tenderTableCellSchema),
    access: view,
    tag,
  }),
};

const taxTag = 'Tax types';
/** Forms read the tax types; keeping the agency's list is control-panel work (decision 83). */
const readTaxes = tenantEndpoint('project.build', 'view');
const maintainTaxes = tenantEndpoint('control-panel', 'act');
const taxes = envelopeSchema('taxes', taxTypeSchema);

export const taxesEndpoints = {
  list: defineEndpoint({
    description: 'Every tax type of the agency, active or not, by name.',
    method: 'GET',
    path: tenantPath('/ShoppingCart/Taxes'),
    params: tenantPathParamsSchema,
    response: taxes,
    access: readTaxes,
    tag: taxTag,
  }),
  ofTender: defineEndpoint({
    description: "The tax types a source's forms may name: the active ones and any inactive one they use.",
    method: 'GET',
    path: tenantPath('/ShoppingCart/Tax'),
    params: tenantPathParamsSchema,
    query: z.object({ tenderId }),
    response: taxes,
    access: readTaxes,
    tag: taxTag,
  }),
  create: defineEndpoint({
    description: 'Adds a tax type: a name unique in the agency and a percentage from 0 to 100.',
    method: 'POST',
    path: tenantPath('/ShoppingCart/Taxes'),
    params: tenantPathParamsSchema,
    body: saveTaxTypeSchema,
    response: taxes,
    access: maintainTaxes,
    tag: taxTag,
  }),
  update: defineEndpoint({
    description: 'Changes a tax type (by id); forms keep the rate they chose.',
    method: 'PUT',
    path: tenantPath('/ShoppingCart/Taxes'),
    params: tenantPathParamsSchema,
    body: saveTaxTypeSchema,
    response: taxes,
    access: maintainTaxes,
    tag: taxTag,
  }),
  remove: defineEndpoint({
    description: 'Deletes a tax type no live form names (409 taxInUse otherwise: deactivate it instead).',
    method: 'DELETE',
    path: tenantPath('/ShoppingCart/Taxes'),
    params: tenantPathParamsSchema,
    query: z.object({ id: idParamSchema() }),
    response: taxes,
    access: maintainTaxes,
    tag: taxTag,
  }),
};
