import type { ReactNode } from 'react';
import type { PdfPageSize } from './pdf-render.ts';

/** Pages every fake document has: a letter page in PDF points, twice. */
export const fakePages: readonly PdfPageSize[] = [
  { pageNumber: 1, width: 612, height: 792 },
  { pageNumber: 2, width: 612, height: 792 },
];

/**
 * pdf-pages.tsx for tests (`vi.mock('…/pdf-pages.tsx', () => import('…/fake-pdf-pages.tsx'))`):
 * jsdom cannot draw a PDF, so each document shows two blank pages with the overlay the page
 * gives them, which is all the designer and the signing page read.
 */
export function PdfPages({
  url,
  label,
  children,
}: {
  url: string;
  label: string;
  children: (page: PdfPageSize) => ReactNode;
}) {
  return (
    <section aria-label={label} data-url={url}>
      {fakePages.map((page) => (
        <div key={page.pageNumber} style={{ position: 'relative' }}>
          {children(page)}
        </div>
      ))}
    </section>
  );
}
