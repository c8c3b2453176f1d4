import { boolean, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { nodes } from './tenancy.ts';

/** Route permission entries per node: one row per (route, control, permission). */
export const routePermissions = pgTable(
  'route_permissions',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    routeName: text('route_name').notNull(),
    controlId: text('control_id'),
    permissionId: text('permission_id').notNull(),
    canPerformAction: boolean('can_perform_action').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
    index('route_permissions_node_idx').on(t.customerId, t.nodeId),
  ],
);

/** Overrides of the global feature flags; written only on test and staging hosts. */
export const featureOverrides = pgTable(
  'feature_overrides',
  {
    feature: text('feature').notNull(),
    module: text('module').notNull().default(''),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feature, t.module] })],
);
