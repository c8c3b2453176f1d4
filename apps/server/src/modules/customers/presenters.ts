import type { Customer, TenantNode } from '@procura/contract';
import type { CustomerRow, NodeRow } from './queries.ts';

export function presentCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    displayName: row.displayName,
    accountName: row.accountName,
    domain: row.domain,
    timezone: row.timezone,
    language: row.language,
  };
}

export function presentNode(row: NodeRow): TenantNode {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    contractorPerformance: row.contractorPerformance,
    enableIntakeEssentials: row.enableIntakeEssentials,
  };
}
