import type { Tx } from '../../platform/tenancy.ts';

/** What the departments area asks of higher areas (registered in app.ts). */
declare module '../../platform/context.ts' {
  interface AreaHooks {
    /** The user groups of departments (the list's `userGroups`; a department in use stays). */
    groupsOfDepartments: (
      tx: Tx,
      customerId: number,
      departmentIds: number[],
    ) => Promise<{ id: number; name: string; departmentId: number | null }[]>;
  }
}
