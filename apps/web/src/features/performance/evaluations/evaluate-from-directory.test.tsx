import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { directoryRoutes } from '../../../test/vendors-fixtures.ts';
import {
  performanceRoutes,
  performanceSession,
  perfPaths,
  templateFixture,
  workflowAnswer,
} from './performance-fixtures.ts';

describe('evaluating from the supplier directory', { timeout: 30_000 }, () => {
  it('evaluates the one supplier ticked, and is absent without the right to view performance', async () => {
    mockServer(
      directoryRoutes(3, {
        ...performanceRoutes(),
        [`GET ${perfPaths.templates}`]: { body: envelope('performanceTemplate', [templateFixture()]) },
        [`GET ${perfPaths.workflow}`]: workflowAnswer(),
        [`GET ${perfPaths.submissionHistory}`]: { body: envelope('vendorSubmissionHistory', []) },
      }),
    );
    const user = userEvent.setup();
    const first = renderApp('/suppliers');
    const evaluate = await screen.findByTestId('suppliers-evaluate');
    expect(evaluate.hasAttribute('disabled')).toBe(true);
    await user.click(await screen.findByTestId('supplier-choose-2'));
    await waitFor(() =>
      expect(screen.getByTestId('suppliers-evaluate').hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByTestId('suppliers-evaluate'));
    expect((await screen.findByTestId('wizard-vendor-name')).textContent).toContain('Company 2');
    first.unmount();

    mockServer(directoryRoutes(3, performanceRoutes(performanceSession([]))));
    renderApp('/suppliers');
    expect(await screen.findByTestId('supplier-row-1')).toBeTruthy();
    expect(screen.queryByTestId('suppliers-evaluate')).toBeNull();
  });
});
