import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/fetch-mock.ts';
import { buyerSession, projectFixture, projectRoutes } from '../../../test/project-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

/** A buyer who may see the Source tabs. */
const sourceViewer = buyerSession(['BUILD_VIEW', 'BUILD_EDIT', 'SOURCE_VIEW']);

// The first render loads the session, the project and its lists: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

describe('the closing time above the Source tabs', { timeout: 20_000 }, () => {
  it('names the saved closing time on the agency’s clock, with its zone', async () => {
    mockServer(
      projectRoutes(
        projectFixture(
          { status: 'Open' },
          { dateClosing: '2031-07-15T19:00:00.000Z', hasQuestionDeadline: false },
        ),
        sourceViewer,
      ),
    );
    renderApp('/projects/12/source/questions');
    const line = await screen.findByTestId('source-closing-time');
    // 19:00 UTC is 3 PM in Toronto in July (EDT).
    expect(line.textContent).toBe('Closes Tue, Jul 15, 2031 3:00 PM EDT (America/Toronto)');
  });

  it('says when no closing date is set', async () => {
    mockServer(projectRoutes(projectFixture({ status: 'Open' }, { dateClosing: null }), sourceViewer));
    renderApp('/projects/12/source/questions');
    expect((await screen.findByTestId('source-closing-time')).textContent).toBe('No closing date is set.');
  });
});
