import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { browser } from '../platform/api/browser.ts';
import { resetClientState } from '../platform/api/client.ts';
import { idleClock } from '../platform/api/idle-clock.ts';
import { i18n, showLanguage } from '../platform/i18n/index.ts';
import { resetFakeSockets } from './fake-socket.ts';

// The app loads its texts before the first render (main.tsx); so do the tests.
await showLanguage('en', 'all');

// Component tests share two cores with the server and browser tiers: waits that are generous
// on a busy machine still end at once when the page is right.
configure({ asyncUtilTimeout: 5_000 });

// The app loads each page's chunk on first visit (ui/lazy-page.tsx). Tests load every page the
// test file's modules declare (and the pages those declare) before the first test, as the route
// table's static imports once did, so a first visit waits no longer than the next and a slow
// transform never eats a wait. Pages a test makes itself (lazy-page.test.tsx) are its own.
// Files share a worker's modules (vitest.config.ts: isolate off) while this file runs again for
// each of them, so the pages are kept on the worker's global: a module loaded by an earlier file
// does not declare its pages again, and the mock below is made once per worker.
type Preload = () => Promise<unknown>;
const lazyPages = vi.hoisted(() => {
  const worker = globalThis as {
    procuraLazyPages?: { declared: Set<Preload>; loaded: Set<Preload>; inTest: boolean };
  };
  worker.procuraLazyPages ??= { declared: new Set(), loaded: new Set(), inTest: false };
  return worker.procuraLazyPages;
});
vi.mock('../ui/lazy-page.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('../ui/lazy-page.tsx')>();
  const lazyPage: typeof real.lazyPage = (load, options) => {
    const page = real.lazyPage(load, options);
    if (!lazyPages.inTest) lazyPages.declared.add(page.preload);
    return page;
  };
  return { ...real, lazyPage };
});
beforeAll(async () => {
  // A loaded chunk may declare lazy pages of its own (the project shell's): load until none is new.
  const { declared, loaded } = lazyPages;
  for (
    let next = [...declared].filter((page) => !loaded.has(page));
    next.length > 0;
    next = [...declared].filter((page) => !loaded.has(page))
  ) {
    for (const page of next) loaded.add(page);
    await Promise.all(next.map((preload) => preload()));
  }
});

// No test opens a real-time connection: socket.io-client is the fake at the module boundary.
vi.mock('socket.io-client', () => import('./fake-socket.ts'));

// jsdom cannot draw a PDF: every document shows the fake's blank pages. A test file's own vi.mock
// would come too late once an earlier file in the same worker has loaded the real module.
vi.mock(
  '../features/contract-builder/pdf/pdf-pages.tsx',
  () => import('../features/contract-builder/pdf/fake-pdf-pages.tsx'),
);

// jsdom lacks a few browser APIs that Mantine uses (media queries, element observers, scrolling, fonts),
// and CSS.supports, which the outdated-browser check reads.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
const globals = window as unknown as Record<string, unknown>;
class NoopObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globals.ResizeObserver ??= NoopObserver;
globals.IntersectionObserver ??= NoopObserver;
Element.prototype.scrollIntoView ??= () => {};
// The autosizing textarea resizes again when web fonts finish loading; jsdom has no font set.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
// The rich-text editor (ProseMirror) measures ranges to keep the cursor in view; jsdom lays nothing out.
const emptyRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
Range.prototype.getBoundingClientRect ??= emptyRect;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
document.elementFromPoint ??= () => null;
if (!('CSS' in window)) {
  Object.defineProperty(window, 'CSS', { value: { supports: () => true, escape: (value: string) => value } });
}
// Tests that download or preview a file put their own object URLs on URL and leave them there;
// the window outlives the file, so each test starts again from jsdom's own.
const worker = globalThis as { procuraObjectUrls?: Map<string, PropertyDescriptor | undefined> };
worker.procuraObjectUrls ??= new Map(
  ['createObjectURL', 'revokeObjectURL'].map((key) => [key, Object.getOwnPropertyDescriptor(URL, key)]),
);
const jsdomObjectUrls = worker.procuraObjectUrls;
function restoreObjectUrls() {
  for (const [key, original] of jsdomObjectUrls) {
    if (original) Object.defineProperty(URL, key, original);
    else Reflect.deleteProperty(URL, key);
  }
}

beforeEach(async () => {
  lazyPages.inTest = true;
  await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  idleClock.clear();
  resetClientState();
  resetFakeSockets();
  // jsdom cannot navigate; full-page navigations are observed instead.
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  vi.spyOn(browser, 'replace').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  cleanNotifications();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  restoreObjectUrls();
  lazyPages.inTest = false;
});
