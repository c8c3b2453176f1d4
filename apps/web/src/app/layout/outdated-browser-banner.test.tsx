import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { missingFeatures } from './browser-support.ts';
import { OutdatedBrowserBanner } from './outdated-browser-banner.tsx';

const modern = {
  structuredClone: () => null,
  fetch: () => null,
  AbortController: class {},
  IntersectionObserver: class {},
  CSS: { supports: () => true },
};

describe('outdated-browser notice', () => {
  it('lists what a browser lacks', () => {
    expect(missingFeatures(modern)).toEqual([]);
    expect(
      missingFeatures({ ...modern, structuredClone: undefined, CSS: { supports: () => false } }),
    ).toEqual(['structuredClone', ':has']);
  });

  it('shows for an old browser and can be dismissed', async () => {
    const user = userEvent.setup();
    renderApp('/', <OutdatedBrowserBanner env={{ ...modern, structuredClone: undefined }} />);
    expect(screen.getByText('Your browser is out of date')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your browser is out of date')).toBeNull();
  });

  it('stays hidden in a current browser', () => {
    renderApp('/', <OutdatedBrowserBanner env={modern} />);
    expect(screen.queryByTestId('outdated-browser')).toBeNull();
  });
});
