import { defaultRoutePermissions, type Project, type SessionInfo } from '@procura/contract';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { RequireSession } from '../app/require-session.tsx';
import type { MockRoute } from './fetch-mock.ts';
import { sessionFixture, signedInRoutes } from './fixtures.ts';
import { projectFixture as baseProjectFixture } from './project-fixtures.ts';
import { renderApp } from './render.tsx';

/** A buyer who may view and edit Build pages. */
export function buildEditorSession(): SessionInfo {
  return sessionFixture({ user: { permissions: ['BUILD_VIEW', 'BUILD_EDIT'] } });
}

/** The start-up calls of a Build editor's session, with the default route permissions. */
export function buildRoutes(session: SessionInfo = buildEditorSession()): Record<string, MockRoute> {
  return signedInRoutes({ session, routePermissions: defaultRoutePermissions });
}

/** Project 5 with its source 50, in design, editable by the caller unless overridden. */
export function projectFixture(
  overrides: Partial<Project> = {},
  tender: Partial<Project['tenders'][number]> = {},
): Project {
  return baseProjectFixture(
    {
      id: 5,
      name: 'Road salt supply',
      number: 'RFQ-77',
      createdBy: null,
      createdAt: '2026-03-02T15:00:00.000Z',
      updatedAt: '2026-03-02T15:00:00.000Z',
      version: 0,
      allowedActions: [],
      ...overrides,
    },
    { id: 50, ...tender },
  );
}

/**
 * Renders a Build page inside a signed-in session, where the project shell would mount it (the
 * shell and its routes are not this test's concern).
 */
export function renderBuildPage(page: ReactNode) {
  return renderApp(
    '/projects/5/build/page',
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/projects/:id/build/page" element={page} />
      </Route>
    </Routes>,
  );
}
