import {
  type ComplianceItem,
  complianceRules,
  type createComplianceItemSchema,
  type updateComplianceItemSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { tenderComplianceItems } from '../../db/schema/index.ts';
import { lockEditableTender, sourceItems } from '../projects/index.ts';

type Fields = Omit<
  z.output<typeof createComplianceItemSchema | typeof updateComplianceItemSchema>,
  'id' | 'tenderId'
>;

const described = (row: Fields) => ({
  name: row.name,
  description: row.description,
  isRequired: row.isRequired,
});

/**
 * The compliance checklist of a source (Build > compliance): at most complianceRules.maxPerSource
 * items, names unique in the source ignoring case. It changes while Build may change
 * (lockEditableTender), not under the requirements' lock: confirming an item is not an answer a
 * change would invalidate.
 */
export const complianceItems = sourceItems<typeof tenderComplianceItems, ComplianceItem, Fields>({
  table: tenderComplianceItems,
  entity: 'complianceItem',
  limit: { max: complianceRules.maxPerSource, key: 'complianceLimitReached' },
  uniqueNames: true,
  lock: lockEditableTender,
  fieldsOf: described,
  described,
  present: (row) => ({ id: row.id, tenderId: row.tenderId, ...described(row), sortOrder: row.sortOrder }),
});
