import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { departments } from './organisation.ts';
import { customers, nodes } from './tenancy.ts';

/** Agency staff. Email and username are unique among the agency's active users. */
export const users = pgTable(
  'users',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    inActive: boolean('in_active').notNull().default(false),
    /** Deleted users keep their row (audit events and history name them) but leave every list. */
    deleted: boolean('deleted').notNull().default(false),
    purchaser: boolean('purchaser').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('users_active_email_uq')
      .on(t.customerId, sql`lower(${t.email})`)
      .where(sql`not ${t.inActive} and not ${t.deleted}`),
    uniqueIndex('users_active_username_uq')
      .on(t.customerId, sql`lower(${t.username})`)
      .where(sql`not ${t.inActive} and not ${t.deleted}`),
  ],
);

/**
 * Further agencies a user belongs to besides their own. A user whose agencies include the
 * configured site-administrator agency is a site administrator.
 */
export const userCustomers = pgTable(
  'user_customers',
  {
    customerId: integer('customer_id').notNull(),
    userId: integer('user_id').notNull(),
    linkedCustomerId: integer('linked_customer_id')
      .notNull()
      .references(() => customers.id),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.userId, t.linkedCustomerId] }),
    foreignKey({ columns: [t.customerId, t.userId], foreignColumns: [users.customerId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const userGroups = pgTable(
  'user_groups',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    name: text('name').notNull(),
    departmentId: integer('department_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
    foreignKey({
      columns: [t.customerId, t.departmentId],
      foreignColumns: [departments.customerId, departments.id],
    }),
    uniqueIndex('user_groups_name_uq').on(t.customerId, t.nodeId, sql`lower(${t.name})`),
  ],
);

export const userGroupPermissions = pgTable(
  'user_group_permissions',
  {
    customerId: integer('customer_id').notNull(),
    groupId: integer('group_id').notNull(),
    permissionId: text('permission_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.groupId, t.permissionId] }),
    foreignKey({
      columns: [t.customerId, t.groupId],
      foreignColumns: [userGroups.customerId, userGroups.id],
    }).onDelete('cascade'),
  ],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    customerId: integer('customer_id').notNull(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.groupId, t.userId] }),
    foreignKey({
      columns: [t.customerId, t.groupId],
      foreignColumns: [userGroups.customerId, userGroups.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.customerId, t.userId], foreignColumns: [users.customerId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);
