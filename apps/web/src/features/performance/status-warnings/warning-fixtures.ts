import type { PerformanceStatusLog, PermissionId, SessionInfo } from '@procura/contract';
import type { MockRoute } from '../../../test/fetch-mock.ts';
import { envelope } from '../../../test/fetch-mock.ts';
import { sessionFixture } from '../../../test/fixtures.ts';
import { perfPaths, statusLogFixture } from '../evaluations/performance-fixtures.ts';

/**
 * Test fixtures of the warnings of a list's suppliers (issue 23 §3), for the lists that show them:
 * the Current call answering, as the server does, the current logs of the suppliers asked.
 */

export const currentStatusKey = `GET ${perfPaths.currentStatus}`;

/** Supplier `vendorId` on Probation until September 1, 2026. */
export const onProbation = (vendorId: number) => statusLogFixture(900 + vendorId, { vendorId });

/** The tooltip (and accessible name) of onProbation's warning. */
export const probationWarning = 'Performance status: Probation until September 01, 2026';

export function currentStatusRoute(logs: readonly PerformanceStatusLog[]): MockRoute {
  return ({ url }) => {
    const asked = new Set(url.searchParams.getAll('vendorId').map(Number));
    return {
      body: envelope(
        'performanceVendorStatusLog',
        logs.filter((log) => asked.has(log.vendorId)),
      ),
    };
  };
}

/** A session with these rights, and the view of supplier performance unless `canView` is false. */
export function warningSession(permissions: PermissionId[], canView = true): SessionInfo {
  return sessionFixture({
    user: { permissions: [...permissions, ...(canView ? (['SUPPLIER_PERFORMANCE_VIEW'] as const) : [])] },
  });
}
