import { baseSettings } from './distributions.ts';

// The tables the scale generator fills, with the SQL type of each column it writes: the loader
// sends one array per column and unnests them, so a batch of thousands of rows is one statement.

export const tables = {
  users: {
    customer_id: 'int',
    id: 'int',
    email: 'text',
    username: 'text',
    first_name: 'text',
    last_name: 'text',
    password_hash: 'text',
    purchaser: 'bool',
    created_at: 'timestamptz',
  },
  user_group_members: { customer_id: 'int', group_id: 'int', user_id: 'int' },
  vendors: {
    customer_id: 'int',
    id: 'int',
    belongs_to_node_id: 'int',
    company_name: 'text',
    city: 'text',
    province_state: 'text',
    country: 'text',
    is_local_vendor: 'bool',
    created_at: 'timestamptz',
  },
  vendor_contacts: {
    customer_id: 'int',
    id: 'int',
    vendor_id: 'int',
    first_name: 'text',
    last_name: 'text',
    email: 'text',
    is_primary: 'bool',
    password_hash: 'text',
    email_verified_at: 'timestamptz',
    created_at: 'timestamptz',
  },
  projects: {
    customer_id: 'int',
    id: 'int',
    node_id: 'int',
    name: 'text',
    number: 'text',
    type: 'text',
    phase: 'text',
    status: 'text',
    procurement_method: 'text',
    is_planned: 'bool',
    created_by_id: 'int',
    project_lead_id: 'int',
    description: 'text',
    estimated_value: 'numeric',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  tenders: {
    customer_id: 'int',
    id: 'int',
    project_id: 'int',
    settings: 'jsonb',
    date_available: 'timestamptz',
    date_closing: 'timestamptz',
    question_deadline: 'timestamptz',
    closed_at: 'timestamptz',
    price_unsealed_at: 'timestamptz',
    submission_unsealed_at: 'timestamptz',
  },
  plan_takers: {
    customer_id: 'int',
    id: 'int',
    tender_id: 'int',
    vendor_id: 'int',
    contact_id: 'int',
    company_name: 'text',
    contact_name: 'text',
    email: 'text',
    registered_at: 'timestamptz',
  },
  submissions: {
    customer_id: 'int',
    id: 'int',
    tender_id: 'int',
    company_name: 'text',
    contact_email: 'text',
    status: 'text',
    submitted_at: 'timestamptz',
    withdrawn_at: 'timestamptz',
    vendor_id: 'int',
    contact_id: 'int',
    plan_taker_id: 'int',
    is_no_bid: 'bool',
    content_sha256: 'text',
    receipt_number: 'text',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  audit_events: {
    customer_id: 'int',
    seq: 'bigint',
    at: 'timestamptz',
    actor_user_id: 'int',
    actor_label: 'text',
    action: 'text',
    entity_type: 'text',
    entity_id: 'text',
    project_id: 'int',
    company_name: 'text',
    before: 'jsonb',
    after: 'jsonb',
    prev_hash: 'text',
    hash: 'text',
  },
} as const;

export type TableName = keyof typeof tables;
export type Row<T extends TableName> = { [K in keyof (typeof tables)[T]]: unknown };

/** Tables whose `id` is an identity the generator assigns (the loader moves each sequence past them). */
export const identityTables = [
  'users',
  'vendors',
  'vendor_contacts',
  'projects',
  'tenders',
  'plan_takers',
  'submissions',
] as const satisfies readonly TableName[];
export type IdentityTable = (typeof identityTables)[number];

/**
 * What every row of a table shares, merged in SQL rather than sent per row: a source's settings
 * document is large and only its name and number differ.
 */
const sharedJson: Partial<Record<TableName, Record<string, object>>> = {
  tenders: { settings: baseSettings },
};

/** One multi-row INSERT ... SELECT FROM unnest(...) for a batch of `table`'s rows. */
export function insertStatement(table: TableName): string {
  const columns = Object.entries(tables[table]);
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const shared = sharedJson[table] ?? {};
  const selected = columns
    .map(([name]) => {
      const common = shared[name];
      return common ? `'${JSON.stringify(common).replaceAll("'", "''")}'::jsonb || u.${name}` : `u.${name}`;
    })
    .join(', ');
  const overriding = (identityTables as readonly string[]).includes(table) ? ' OVERRIDING SYSTEM VALUE' : '';
  return `INSERT INTO ${table} (${names})${overriding} SELECT ${selected} FROM unnest(${arrays}) AS u(${names})`;
}
