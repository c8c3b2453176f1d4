import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfDocument, PdfPageSize } from './pdf-render.ts';

export type { PdfPageSize } from './pdf-render.ts';

/** Pages are drawn at most this wide (about a letter page at 100%); wider screens leave a margin. */
const maxPageWidth = 900;
/** Redrawn only when the width changes by a step, not at every pixel of a window being resized. */
const widthStep = 100;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; pdf: PdfDocument };

/**
 * A PDF's pages one under the other, each drawn by pdf.js into a canvas, with `children(page)`
 * laid over the page at its exact size: the designer's surface, or the signer's highlighted
 * fields. The overlay is sized by the page's own proportions, so fractions of it are fractions of
 * the page whatever the screen. pdf.js loads on first use, as a chunk of its own; tests replace
 * this component (jsdom cannot draw a PDF).
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
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { ref, width } = useElementSize();
  // 0 until the section is measured: pages are drawn once, at the width they will show.
  const cssWidth =
    width > 0 ? Math.max(widthStep, Math.min(maxPageWidth, Math.floor(width / widthStep) * widthStep)) : 0;

  useEffect(() => {
    // A retry counts as a new load: the effect runs again for the same address.
    void attempt;
    let closed = false;
    let opened: PdfDocument | null = null;
    setLoaded({ state: 'loading' });
    import('./pdf-render.ts')
      .then((pdfjs) => pdfjs.openPdf(url))
      .then((pdf) => {
        opened = pdf;
        if (closed) pdf.close();
        else setLoaded({ state: 'ready', pdf });
      })
      .catch((error: unknown) => {
        console.warn('The PDF could not be shown:', error);
        if (!closed) setLoaded({ state: 'failed' });
      });
    return () => {
      closed = true;
      opened?.close();
    };
  }, [url, attempt]);

  return (
    <Box ref={ref} component="section" aria-label={label} w="100%" data-pdf-state={loaded.state}>
      {loaded.state === 'loading' ? (
        <Center mih={200} role="status" aria-live="polite">
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('builderPdfLoading')}
            </Text>
          </Stack>
        </Center>
      ) : loaded.state === 'failed' ? (
        <Alert color="red" role="alert" title={t('builderPdfFailed')}>
          <Button size="compact-sm" variant="default" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="md" align="center">
          {loaded.pdf.pages.map((page) => (
            <Box
              key={page.pageNumber}
              pos="relative"
              w="100%"
              maw={cssWidth || maxPageWidth}
              bg="white"
              style={{ aspectRatio: `${page.width} / ${page.height}`, boxShadow: 'var(--mantine-shadow-sm)' }}
              aria-label={t('builderPdfPageOf', { page: page.pageNumber, total: loaded.pdf.pages.length })}
              role="group"
            >
              <PdfCanvas pdf={loaded.pdf} pageNumber={page.pageNumber} cssWidth={cssWidth} />
              <Box pos="absolute" inset={0}>
                {children(page)}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function PdfCanvas({
  pdf,
  pageNumber,
  cssWidth,
}: {
  pdf: PdfDocument;
  pageNumber: number;
  cssWidth: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current || cssWidth === 0) return;
    const rendering = pdf.renderPage(pageNumber, canvas.current, cssWidth);
    // A cancelled render rejects on purpose; any other failure leaves the page blank, not the app.
    rendering.done.catch(() => {});
    return () => rendering.cancel();
  }, [pdf, pageNumber, cssWidth]);
  return <canvas ref={canvas} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />;
}
