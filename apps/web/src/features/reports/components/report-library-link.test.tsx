import { defaultRoutePermissions } from '@procura/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../../../app/require-session.tsx';
import { mockServer } from '../../../test/fetch-mock.ts';
import { sessionFixture, signedInRoutes } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import { ReportLibraryLink } from './report-library-link.tsx';

function renderLink(permissions: string[]) {
  const session = sessionFixture({ user: { permissions } });
  mockServer(signedInRoutes({ session, routePermissions: defaultRoutePermissions }));
  return renderApp(
    '/',
    <Routes>
      <Route element={<RequireSession />}>
        <Route
          path="*"
          element={
            <>
              <span data-testid="signed-in" />
              <ReportLibraryLink report="ContractsClosingIn90Days" testId="to-report" />
              <ReportLibraryLink testId="to-library" />
            </>
          }
        />
      </Route>
    </Routes>,
  );
}

describe('links into the Reports Library', () => {
  it('opens the library on the named report', async () => {
    renderLink(['REPORTS_VIEW']);
    const link = await screen.findByTestId('to-report');
    expect(link.textContent).toBe('Report: Contracts Closing in 90 Days');
    expect(screen.getByTestId('to-library').textContent).toBe('Reports Library');
    await userEvent.click(link);
    expect(currentLocation()).toBe('/reports/library?report=ContractsClosingIn90Days');
  });

  it('is not shown to someone who may not open the library', async () => {
    const { container } = renderLink(['TEAM_MEMBERS_VIEW']);
    // Signed in (the links would show now), yet none.
    await screen.findByTestId('signed-in');
    expect(container.querySelector('[data-testid="to-report"]')).toBeNull();
    expect(container.querySelector('[data-testid="to-library"]')).toBeNull();
  });
});
