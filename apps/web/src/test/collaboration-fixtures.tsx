import type { Project, ProjectPerson, RoutePermissionEntry } from '@procura/contract';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { RequireSession } from '../app/require-session.tsx';
import { type MockRoute, mockServer } from './fetch-mock.ts';
import { signedInRoutes } from './fixtures.ts';
import { projectFixture as baseProjectFixture } from './project-fixtures.ts';
import { renderApp } from './render.tsx';

/** The tenant path of the signed-in fixture session (agency 7, tender node 70). */
export const nodePath = '/api/v1/customer/7/node/70';

/** A project as GET /Projects answers it: Road Salt, RS-1, in Build, without a source. */
export function projectFixture(overrides: Partial<Project> = {}): Project {
  return baseProjectFixture({
    name: 'Road Salt',
    number: 'RS-1',
    createdBy: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    version: 1,
    tenders: [],
    allowedActions: [],
    ...overrides,
  });
}

export function personFixture(id: number, firstName: string, lastName: string): ProjectPerson {
  return { id, firstName, lastName, avatarUrl: null, inActive: false, deleted: false };
}

/**
 * Route permissions under which the signed-in fixture user (holding TEAM_MEMBERS_VIEW only) may
 * view projects but act on nothing.
 */
export const viewOnlyProject: RoutePermissionEntry[] = [
  {
    routeName: 'project',
    permissions: [
      { id: 'TEAM_MEMBERS_VIEW', canPerformAction: false },
      { id: 'BUILD_EDIT', canPerformAction: true },
    ],
  },
  { routeName: 'project.build', permissions: [{ id: 'BUILD_EDIT', canPerformAction: true }] },
];

/** Renders a project screen inside a signed-in session, with the fake server answering `routes`. */
export function renderProjectScreen(
  ui: ReactNode,
  routes: Record<string, MockRoute>,
  options: { routePermissions?: RoutePermissionEntry[] } = {},
) {
  const server = mockServer({ ...signedInRoutes(options), ...routes });
  const rendered = renderApp(
    '/screen',
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/screen" element={ui} />
      </Route>
    </Routes>,
  );
  return { server, ...rendered };
}
