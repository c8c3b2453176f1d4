import { foreignKey, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, customerId } from './columns.ts';

/**
 * That a user saved their buyer dashboard at all (issue 10): with this row, the user's widgets
 * below are the whole layout, even none; without it, the default layout is shown. Keyed by the
 * agency the user works in, so a site administrator arranges each agency's dashboard on its own.
 * No key to users: a site administrator's user row lives in their home agency.
 */
export const userDashboardLayouts = pgTable(
  'user_dashboard_layouts',
  {
    customerId: customerId(),
    userId: integer('user_id').notNull(),
    savedAt: at('saved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.userId] })],
);

/**
 * The widgets of a saved layout (001 §3 saved user widget entry, UserBuyerWidget; the same rows are
 * the grid boxes of Snapshot/Layout). A widget is once per user: saving updates its row in place, so
 * a row's id stays the same while the widget stays on the dashboard.
 */
export const userBuyerWidgets = pgTable(
  'user_buyer_widgets',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    widgetId: text('widget_id').notNull(),
    size: text('size').notNull(),
    positionX: integer('position_x').notNull(),
    positionY: integer('position_y').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.userId],
      foreignColumns: [userDashboardLayouts.customerId, userDashboardLayouts.userId],
    }).onDelete('cascade'),
    uniqueIndex('user_buyer_widgets_widget_uq').on(t.customerId, t.userId, t.widgetId),
  ],
);
