import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Agencies. The tenant registry itself: not tenant-scoped, read through the tenancy helper. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  displayName: text('display_name').notNull(),
  accountName: text('account_name').notNull(),
  language: text('language').notNull().default('en'),
  timezone: text('timezone').notNull().default('America/Toronto'),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull().default(''),
  provinceState: text('province_state').notNull().default(''),
  country: text('country').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  industry: text('industry').notNull().default(''),
  sourceOfTender: text('source_of_tender').notNull().default(''),
  allowSendToSpaOnProject: boolean('allow_send_to_spa_on_project').notNull().default(false),
  spaEndpointType: text('spa_endpoint_type').notNull().default(''),
  ssoEnabled: boolean('sso_enabled').notNull().default(false),
  allowLocalLogin: boolean('allow_local_login').notNull().default(true),
  /** SAML identity provider: sign-on URL, logout URL, signing certificate (PEM), metadata URL. */
  ssoIdpUrl: text('sso_idp_url').notNull().default(''),
  ssoLogoutUrl: text('sso_logout_url').notNull().default(''),
  ssoCertificate: text('sso_certificate').notNull().default(''),
  ssoMetadataUrl: text('sso_metadata_url').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each agency has a customer node and a tender node; API paths name one of them. */
export const nodes = pgTable(
  'nodes',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['customer', 'tender'] }).notNull(),
    name: text('name').notNull(),
    contractorPerformance: boolean('contractor_performance').notNull().default(false),
    enableIntakeEssentials: boolean('enable_intake_essentials').notNull().default(false),
    /** Project settings of the control panel, held by the tender node (PUT /TenderNodes). */
    autoGenerateProjectNumber: boolean('auto_generate_project_number').notNull().default(true),
    projectNumberPrefix: text('project_number_prefix').notNull().default(''),
    projectNumberPadding: integer('project_number_padding').notNull().default(4),
    nextProjectNumber: integer('next_project_number').notNull().default(1),
    notificationMonths: integer('notification_months').notNull().default(3),
    submissionsRequiredToUnseal: integer('submissions_required_to_unseal').notNull().default(1),
    optionalRows: integer('optional_rows').notNull().default(10),
    /** Informal projects must be enabled by a project manager (000 §6). */
    allowInformalProjects: boolean('allow_informal_projects').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.id] }), index('nodes_id_idx').on(t.id)],
);
