import { defaultRoutePermissions, type PermissionId, permissionIds } from '@procura/contract';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  customers,
  nodes,
  userCustomers,
  userGroupMembers,
  userGroupPermissions,
  userGroups,
  users,
} from '../db/schema/index.ts';
import { insertRoutePermissions } from '../modules/access/queries.ts';
import { recordAudit } from '../platform/audit.ts';
import { type Clock, systemClock } from '../platform/clock.ts';
import { hashPassword } from '../platform/secrets.ts';
import { asSystem, type Tx } from '../platform/tenancy.ts';
import { seedSamplePerformance } from './sample-performance.ts';
import { seedSampleProjects } from './sample-projects.ts';
import { seedSampleSuppliers } from './sample-suppliers.ts';
import { seedSampleVendorLists } from './sample-vendor-lists.ts';

export const demoPassword = 'Procura!Demo2026';

type GroupSpec = { name: string; permissions: readonly PermissionId[] };

const groupSpecs = {
  administrators: { name: 'Administrators', permissions: permissionIds },
  leads: {
    name: 'Procurement Leads',
    permissions: permissionIds.filter(
      (id) =>
        !['SSO_SETTINGS_EDIT', 'TEAM_MEMBERS_EDIT', 'CONTROL_PANEL_MANAGE', 'DEPARTMENT_OWN'].includes(id),
    ),
  },
  buyers: {
    name: 'Buyers',
    permissions: [
      'BUILD_VIEW',
      'BUILD_EDIT',
      'SOURCE_VIEW',
      'SOURCE_EDIT',
      'AWARD_VIEW',
      'AWARD_EDIT',
      'EVALUATION_VIEW',
      'EVALUATION_CREATE',
      'EVALUATION_EDIT',
      'CONTRACT_VIEW',
      'CONTRACT_EDIT',
      'CONTRACT_BUILDER_VIEW',
      'CONTRACT_BUILDER_EDIT',
      'CONTRACT_BUILDER_DELETE',
      'PROJECT_CREATE_PUBLIC',
      'PROJECT_CREATE_INVITATIONAL',
      'TEMPLATE_VIEW',
      'REPORTS_VIEW',
      'SUPPLIER_VIEW',
      'SUPPLIER_PERFORMANCE_VIEW',
      'SUPPLIER_PERFORMANCE_CREATE',
      'SUPPLIER_PERFORMANCE_EDIT',
      'DEPARTMENT_OWN',
    ],
  },
  evaluators: {
    name: 'Evaluators',
    permissions: [
      'BUILD_VIEW',
      'SOURCE_VIEW',
      'EVALUATION_VIEW',
      'EVALUATION_EDIT',
      'SUPPLIER_PERFORMANCE_VIEW',
    ],
  },
} satisfies Record<string, GroupSpec>;

type UserSpec = {
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  groups: (keyof typeof groupSpecs)[];
  purchaser?: boolean;
};

type AgencySpec = { domain: string; displayName: string; timezone: string; users: UserSpec[] };

const demoAgency: AgencySpec = {
  domain: 'demo',
  displayName: 'City of Demo',
  timezone: 'America/Toronto',
  users: [
    {
      username: 'admin@demo.procura.local',
      firstName: 'Alex',
      lastName: 'Morgan',
      role: 'administrator',
      groups: ['administrators'],
    },
    {
      username: 'lead@demo.procura.local',
      firstName: 'Priya',
      lastName: 'Raman',
      role: 'procurement lead',
      groups: ['leads'],
      purchaser: true,
    },
    {
      username: 'buyer@demo.procura.local',
      firstName: 'Sam',
      lastName: 'Tremblay',
      role: 'buyer',
      groups: ['buyers'],
      purchaser: true,
    },
    {
      username: 'evaluator@demo.procura.local',
      firstName: 'Jordan',
      lastName: 'Lee',
      role: 'evaluator',
      groups: ['evaluators'],
    },
    {
      username: 'siteadmin@demo.procura.local',
      firstName: 'Chris',
      lastName: 'Okafor',
      role: 'site administrator (switches agency)',
      groups: [],
    },
  ],
};

const secondAgency: AgencySpec = {
  domain: 'northwind',
  displayName: 'Northwind County',
  timezone: 'America/Vancouver',
  users: [
    {
      username: 'admin@northwind.procura.local',
      firstName: 'Dana',
      lastName: 'Whitfield',
      role: 'administrator',
      groups: ['administrators'],
    },
  ],
};

const supportAgency: AgencySpec = {
  domain: 'procura-support',
  displayName: 'Procura Support',
  timezone: 'UTC',
  users: [],
};

/** The demo logins, as `npm start` prints them. */
export const demoLogins = [...demoAgency.users, ...secondAgency.users].map((u) => ({
  domain: u.username.includes('northwind') ? 'northwind' : 'demo',
  username: u.username,
  password: demoPassword,
  role: u.role,
}));

// Deterministic names for generated users: the same scale gives the same people (bench/scale too).
export const firstNames = [
  'Ava',
  'Ben',
  'Chloe',
  'Dev',
  'Emma',
  'Farid',
  'Grace',
  'Hugo',
  'Isla',
  'Jamal',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Pierre',
];
export const lastNames = [
  'Anderson',
  'Bouchard',
  'Chen',
  'Dubois',
  'Evans',
  'Fortin',
  'Gagnon',
  'Hughes',
  'Ibrahim',
  'Jensen',
  'Kowalski',
  'Lavoie',
  'Martin',
  'Nguyen',
  'Ouellet',
  'Patel',
];

export type SeedOptions = {
  /** Extra generated team members per seeded agency (for paging tests and benchmarks). */
  extraUsersPerAgency?: number;
  /** Extra generated agencies beyond the demo ones, each with an administrator. */
  extraAgencies?: number;
  /** A few sample projects in the demo agency (npm start); tests start without them. */
  sampleProjects?: boolean;
  /** Where the sample supplier documents' files are written (npm start); without it, rows only. */
  dataDir?: string;
  clock?: Clock;
};

async function createAgency(
  tx: Tx,
  clock: Clock,
  spec: AgencySpec,
  passwordHash: string,
  extraUsers: number,
) {
  const [customer] = await tx
    .insert(customers)
    .values({
      domain: spec.domain,
      displayName: spec.displayName,
      accountName: spec.displayName,
      timezone: spec.timezone,
    })
    .returning();
  if (!customer) throw new Error('customer insert returned nothing');
  const [customerNode, tenderNode] = await tx
    .insert(nodes)
    .values([
      { customerId: customer.id, kind: 'customer', name: spec.displayName },
      { customerId: customer.id, kind: 'tender', name: `${spec.displayName} Tenders` },
    ])
    .returning();
  if (!customerNode || !tenderNode) throw new Error('node insert returned nothing');
  await insertRoutePermissions(tx, customer.id, tenderNode.id, defaultRoutePermissions);

  const groupIds = new Map<string, number>();
  for (const [key, group] of Object.entries(groupSpecs)) {
    const [row] = await tx
      .insert(userGroups)
      .values({ customerId: customer.id, nodeId: tenderNode.id, name: group.name })
      .returning();
    if (!row) throw new Error('group insert returned nothing');
    groupIds.set(key, row.id);
    await tx
      .insert(userGroupPermissions)
      .values(
        group.permissions.map((permissionId) => ({ customerId: customer.id, groupId: row.id, permissionId })),
      );
  }

  const generated: UserSpec[] = Array.from({ length: extraUsers }, (_, i) => {
    const first = firstNames[i % firstNames.length] ?? 'Pat';
    const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length] ?? 'Smith';
    return {
      username: `${first}.${last}.${i + 1}@${spec.domain}.procura.local`.toLowerCase(),
      firstName: first,
      lastName: last,
      role: 'buyer',
      groups: ['buyers'],
    };
  });
  const created = new Map<string, number>();
  for (const spec2 of [...spec.users, ...generated]) {
    const [row] = await tx
      .insert(users)
      .values({
        customerId: customer.id,
        email: spec2.username,
        username: spec2.username,
        firstName: spec2.firstName,
        lastName: spec2.lastName,
        passwordHash,
        purchaser: spec2.purchaser ?? false,
      })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    created.set(spec2.username, row.id);
    const members = spec2.groups.map((g) => ({
      customerId: customer.id,
      groupId: groupIds.get(g) ?? 0,
      userId: row.id,
    }));
    if (members.length) await tx.insert(userGroupMembers).values(members);
  }
  await recordAudit(tx, clock, {
    customerId: customer.id,
    actorUserId: null,
    actorLabel: 'system',
    action: 'agency.created',
    entityType: 'customer',
    entityId: customer.id,
    after: { domain: spec.domain, displayName: spec.displayName, users: created.size },
  });
  return { customerId: customer.id, users: created };
}

/**
 * Seeds the demo: City of Demo (domain `demo`) with an administrator, a procurement lead, a buyer,
 * an evaluator and a site administrator; Northwind County, a second agency to switch to; and the
 * support agency whose members are site administrators. Deterministic for given options.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}) {
  const clock = options.clock ?? systemClock;
  const passwordHash = await hashPassword(demoPassword);
  return asSystem(db, async (tx) => {
    const support = await createAgency(tx, clock, supportAgency, passwordHash, 0);
    const demo = await createAgency(tx, clock, demoAgency, passwordHash, options.extraUsersPerAgency ?? 0);
    const northwind = await createAgency(
      tx,
      clock,
      secondAgency,
      passwordHash,
      options.extraUsersPerAgency ?? 0,
    );
    const leadId = demo.users.get('lead@demo.procura.local');
    if (options.sampleProjects && leadId) {
      await seedSampleProjects(tx, clock, demo.customerId, leadId, passwordHash);
      await seedSampleSuppliers(tx, clock, demo.customerId, leadId);
      await seedSampleVendorLists(tx, clock, demo.customerId, leadId, options.dataDir);
      await seedSamplePerformance(tx, clock, demo.customerId, leadId);
    }
    const siteAdminId = demo.users.get('siteadmin@demo.procura.local');
    if (siteAdminId) {
      await tx
        .insert(userCustomers)
        .values({ customerId: demo.customerId, userId: siteAdminId, linkedCustomerId: support.customerId });
    }
    for (let i = 1; i <= (options.extraAgencies ?? 0); i++) {
      const domain = `agency${String(i).padStart(4, '0')}`;
      await createAgency(
        tx,
        clock,
        {
          domain,
          displayName: `Generated Agency ${i}`,
          timezone: 'America/Toronto',
          users: [
            {
              username: `admin@${domain}.procura.local`,
              firstName: 'Admin',
              lastName: `Agency ${i}`,
              role: 'administrator',
              groups: ['administrators'],
            },
          ],
        },
        passwordHash,
        options.extraUsersPerAgency ?? 0,
      );
    }
    return {
      supportCustomerId: support.customerId,
      demoCustomerId: demo.customerId,
      northwindCustomerId: northwind.customerId,
      demoUsers: demo.users,
    };
  });
}

/** Seeds the demo into an empty database; returns whether it did. */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await asSystem(db, (tx) => tx.select({ value: count() }).from(customers));
  if ((row?.value ?? 0) > 0) return false;
  await seedDemo(db, options);
  return true;
}
