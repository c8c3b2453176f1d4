/**
 * The control panel's drop-down lists at their spec paths (001 §7): /IrrevocablePeriods,
 * /LeadAgencyName, /TenderType, /Term, /TradeAgreement and the contract lists, each with GET,
 * /All, POST, PUT and DELETE ?id; and the categories and commodity codes. Declared once (issue 21
 * §1): one set of five per list. Reading needs only a signed-in user of the agency; keeping the
 * lists is control-panel work.
 */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  categorySchema,
  type DropdownList,
  dropdownLists,
  dropdownOptionSchema,
  saveCategorySchema,
  saveDropdownOptionSchema,
} from '../settings/schemas.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Categories, departments, lists';
const read = tenantEndpoint(null);
const write = tenantEndpoint('control-panel', 'act');
const idQuery = z.object({ id: idParamSchema() });
const deleted = z.object({ deleted: z.literal(true) });
const params = tenantPathParamsSchema;

/** The five calls of one drop-down list, tagged with the list's path too. */
function dropdownEndpoints<const List extends DropdownList>(list: List) {
  const name = dropdownLists[list];
  const path = tenantPath(`/${name}`);
  const answer = envelopeSchema(list, dropdownOptionSchema);
  const shared = { params, tag, moreTags: [name] } as const;
  return {
    /** The active options, in their order. */
    list: defineEndpoint({ ...shared, method: 'GET', path, response: answer, access: read }),
    /** Every option, inactive ones included: the control panel manages them all. */
    all: defineEndpoint({ ...shared, method: 'GET', path: `${path}/All`, response: answer, access: read }),
    create: defineEndpoint({
      ...shared,
      method: 'POST',
      path,
      body: saveDropdownOptionSchema.omit({ id: true }),
      response: answer,
      access: write,
    }),
    /** A change sends the whole option: omitted fields reset. */
    update: defineEndpoint({
      ...shared,
      method: 'PUT',
      path,
      body: saveDropdownOptionSchema.required({ id: true }),
      response: answer,
      access: write,
    }),
    /** Refused while the option is in use (dropdownOptionInUse). */
    remove: defineEndpoint({
      ...shared,
      method: 'DELETE',
      path,
      query: idQuery,
      response: deleted,
      access: write,
    }),
  };
}

/** The four calls of a category tree. */
function categoryEndpoints<const Kind extends 'category' | 'commodity'>(kind: Kind, name: string) {
  const path = tenantPath(`/${name}`);
  const answer = envelopeSchema(kind, categorySchema);
  const shared = { params, tag } as const;
  return {
    list: defineEndpoint({ ...shared, method: 'GET', path, response: answer, access: read }),
    create: defineEndpoint({
      ...shared,
      method: 'POST',
      path,
      body: saveCategorySchema.omit({ id: true }),
      response: answer,
      access: write,
    }),
    update: defineEndpoint({
      ...shared,
      method: 'PUT',
      path,
      body: saveCategorySchema.required({ id: true }),
      response: answer,
      access: write,
    }),
    remove: defineEndpoint({
      ...shared,
      method: 'DELETE',
      path,
      query: idQuery,
      response: deleted,
      access: write,
    }),
  };
}

/** Each drop-down list's calls, by list (the route inventory reads every group one level down). */
export const dropdownListEndpoints = {
  leadAgencyName: dropdownEndpoints('leadAgencyName'),
  irrevocablePeriod: dropdownEndpoints('irrevocablePeriod'),
  tenderType: dropdownEndpoints('tenderType'),
  term: dropdownEndpoints('term'),
  tradeAgreement: dropdownEndpoints('tradeAgreement'),
  awardException: dropdownEndpoints('awardException'),
  contractPoType: dropdownEndpoints('contractPoType'),
  insuranceType: dropdownEndpoints('insuranceType'),
  contractBondsDocumentType: dropdownEndpoints('contractBondsDocumentType'),
  contractVendorDocumentType: dropdownEndpoints('contractVendorDocumentType'),
  contractCategory: dropdownEndpoints('contractCategory'),
} satisfies Record<DropdownList, unknown>;

export const categoryTreeEndpoints = {
  category: categoryEndpoints('category', 'Category'),
  commodity: categoryEndpoints('commodity', 'CommodityCategories'),
};

export const listSearchEndpoints = {
  /** Terms whose name holds the text. */
  termSearch: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Term/Search'),
    params,
    query: z.object({ text: z.string().max(200).optional() }),
    response: envelopeSchema('term', dropdownOptionSchema),
    access: read,
    tag,
  }),
  /** Every trade agreement, inactive ones included. */
  tradeAgreementsAll: defineEndpoint({
    method: 'GET',
    path: tenantPath('/TradeAgreement/SPAAll'),
    params,
    response: envelopeSchema('tradeAgreement', dropdownOptionSchema),
    access: read,
    tag,
  }),
};
