import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '../platform/api/browser.ts';
import { ErrorState, PageLoader } from './page-states.tsx';

/**
 * A page's code that did not arrive: the connection dropped, or a new release replaced the chunk
 * this page still names. Only a full reload recovers (React keeps a failed lazy load failed).
 */
export class PageCodeLoadError extends Error {
  constructor(cause: unknown) {
    super('The code of this page could not be loaded', { cause });
    this.name = 'PageCodeLoadError';
  }
}

function PageCodeFailed() {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('pageLoadFailed')}
      message={t('pageCodeLoadFailed')}
      onRetry={() => browser.reload()}
      retryLabel={t('reloadPage')}
    />
  );
}

/** Answers a failed page load with a reload; any other error goes on to the boundary above. */
class PageCodeBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof PageCodeLoadError) console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PageCodeLoadError) return <PageCodeFailed />;
    throw error;
  }
}

/**
 * A thenable that calls back at once, so lazy() resolves without suspending. React only calls
 * then(); its types ask for a whole Promise.
 */
function alreadyLoaded<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, read synchronously by lazy().
  return { then: (resolve: (loaded: T) => void) => resolve(value) } as Promise<T>;
}

/** A page (or a heavy part of one) whose code loads on first use, as its own chunk, with a `preload`. */
export type LazyPage<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * Splits a route's page into its own chunk: `load` must call `import()` with a literal path so the
 * bundler sees it. While the chunk loads the page's place shows the app's loader (full screen for
 * pages without the app's frame) or the `placeholder` given, drawn with the same props; a failed
 * load shows a message with a reload.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    fullScreen = false,
    placeholder: Placeholder,
  }: { fullScreen?: boolean; placeholder?: ComponentType<Props> } = {},
): LazyPage<Props> {
  // Once the chunk is here (preloaded, or loaded by an earlier visit) the page renders at once:
  // lazy() resolves synchronously through a thenable that calls back immediately, so the loader
  // does not flash for code that has already arrived.
  let arrived: ComponentType<Props> | null = null;
  const preload = () =>
    load().then((loaded) => {
      arrived = loaded;
      return loaded;
    });
  const Page = lazy(() => {
    const ready = arrived;
    if (ready) return alreadyLoaded({ default: ready });
    return preload().then(
      (loaded) => ({ default: loaded }),
      (cause: unknown) => {
        throw new PageCodeLoadError(cause);
      },
    );
  });
  const Loaded = Page as unknown as ComponentType<Props>;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, like lazy().
  function LoadedPage(props: Props) {
    return (
      <PageCodeBoundary>
        <Suspense
          fallback={Placeholder ? <Placeholder {...props} /> : <PageLoader fullScreen={fullScreen} />}
        >
          <Loaded {...props} />
        </Suspense>
      </PageCodeBoundary>
    );
  }
  return Object.assign(LoadedPage, { preload });
}
