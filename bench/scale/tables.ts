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
  categories: { customer_id: 'int', id: 'int', kind: 'text', code: 'text', name: 'text' },
  vendors: {
    customer_id: 'int',
    id: 'int',
    belongs_to_node_id: 'int',
    company_name: 'text',
    city: 'text',
    province_state: 'text',
    country: 'text',
    is_local_vendor: 'bool',
    emergency_vendor: 'bool',
    category_ids: 'int[]',
    certified_diverse_supplier: 'bool',
    diversity_classification: 'text',
    subscription_expires_on: 'date',
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
    last_login_at: 'timestamptz',
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
  // Issue 10: what the dashboard's widgets read (generate-work.ts).
  project_users: {
    customer_id: 'int',
    id: 'int',
    project_id: 'int',
    user_id: 'int',
    role_id: 'text',
    question_emails: 'bool',
    added_at: 'timestamptz',
  },
  tender_meetings: {
    customer_id: 'int',
    id: 'int',
    tender_id: 'int',
    description: 'text',
    location: 'text',
    date: 'timestamptz',
    end_date: 'timestamptz',
    is_mandatory: 'bool',
    show_to_public: 'bool',
    sort_order: 'int',
  },
  vendor_questions: {
    customer_id: 'int',
    id: 'int',
    tender_id: 'int',
    vendor_id: 'int',
    contact_id: 'int',
    company_name: 'text',
    full_name: 'text',
    email: 'text',
    question: 'text',
    answer: 'text',
    status: 'text',
    asked_at: 'timestamptz',
    answered_at: 'timestamptz',
    answered_by_id: 'int',
  },
  awards: {
    customer_id: 'int',
    id: 'int',
    tender_id: 'int',
    submission_id: 'int',
    award_amount: 'numeric',
    subtotal: 'numeric',
    tax_amount: 'numeric',
    award_date: 'date',
    display_to_public: 'bool',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  contracts: {
    customer_id: 'int',
    id: 'int',
    project_id: 'int',
    name: 'text',
    number: 'text',
    status: 'text',
    amount: 'numeric',
    total_project_value: 'numeric',
    is_term: 'bool',
    has_insurance: 'bool',
    has_contract_documents: 'bool',
    initial_term_start: 'date',
    initial_term_end: 'date',
    has_warranty_period: 'bool',
    warranty_start: 'date',
    warranty_end: 'date',
    term_end: 'date',
    expiry_notice_days: 'int',
    created_by_id: 'int',
    started_at: 'timestamptz',
    closed_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  contract_vendors: {
    customer_id: 'int',
    contract_id: 'int',
    vendor_id: 'int',
    is_active: 'bool',
    from_award: 'bool',
    added_at: 'timestamptz',
  },
  contract_documents: {
    customer_id: 'int',
    id: 'int',
    contract_id: 'int',
    category: 'text',
    vendor_id: 'int',
    display_name: 'text',
    effective_date: 'date',
    expiry_date: 'date',
    visible_to_suppliers: 'bool',
    approved: 'bool',
    file_name: 'text',
    content_type: 'text',
    size_in_byte: 'bigint',
    storage_key: 'text',
    uploaded_by_id: 'int',
    uploaded_by_contact_id: 'int',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  project_comments: {
    customer_id: 'int',
    id: 'int',
    project_id: 'int',
    comment: 'text',
    created_by_id: 'int',
    created_at: 'timestamptz',
  },
  project_tasks: {
    customer_id: 'int',
    id: 'int',
    project_id: 'int',
    subject: 'text',
    description: 'text',
    assigned_user_ids: 'int[]',
    due_date: 'timestamptz',
    completed: 'bool',
    created_by_id: 'int',
    created_at: 'timestamptz',
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
    vendor_id: 'int',
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
  'categories',
  'vendors',
  'vendor_contacts',
  'projects',
  'tenders',
  'plan_takers',
  'submissions',
  'project_users',
  'tender_meetings',
  'vendor_questions',
  'awards',
  'contracts',
  'contract_documents',
  'project_comments',
  'project_tasks',
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
  // unnest flattens an array of arrays: an array column travels as its text form and is cast back.
  const arrays = columns
    .map(([, type], i) => `$${i + 1}::${type.endsWith('[]') ? 'text' : type}[]`)
    .join(', ');
  const shared = sharedJson[table] ?? {};
  const selected = columns
    .map(([name, type]) => {
      const common = shared[name];
      if (common) return `'${JSON.stringify(common).replaceAll("'", "''")}'::jsonb || u.${name}`;
      return type.endsWith('[]') ? `u.${name}::${type}` : `u.${name}`;
    })
    .join(', ');
  const overriding = (identityTables as readonly string[]).includes(table) ? ' OVERRIDING SYSTEM VALUE' : '';
  return `INSERT INTO ${table} (${names})${overriding} SELECT ${selected} FROM unnest(${arrays}) AS u(${names})`;
}
