import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../platform/api/browser.ts';
import { renderApp } from '../test/render.tsx';
import { lazyPage } from './lazy-page.tsx';

/** A chunk that arrives when the test says so. */
function deferredChunk() {
  let arrive: (page: (props: { name: string }) => string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const chunk = new Promise<(props: { name: string }) => string>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { load: () => chunk, arrive, fail };
}

describe('lazy pages', () => {
  it('shows the loader until the page arrives, then the page with its props', async () => {
    const chunk = deferredChunk();
    const Page = lazyPage(chunk.load);
    renderApp('/', <Page name="tenders" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    chunk.arrive(({ name }) => `The ${name} page`);
    expect(await screen.findByText('The tenders page')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('holds the place with the placeholder given, drawn with the same props', async () => {
    const chunk = deferredChunk();
    const Page = lazyPage(chunk.load, { placeholder: ({ name }) => `Waiting for ${name}` });
    renderApp('/', <Page name="the editor" />);
    expect(screen.getByText('Waiting for the editor')).toBeTruthy();
    chunk.arrive(() => 'Editor');
    expect(await screen.findByText('Editor')).toBeTruthy();
  });

  it('answers a chunk that failed to load with a message and a reload', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = deferredChunk();
    const Page = lazyPage(chunk.load);
    renderApp('/', <Page name="tenders" />);
    chunk.fail(new TypeError('Failed to fetch dynamically imported module'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded.');
    expect(alert.textContent).toContain('Reload to continue');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
