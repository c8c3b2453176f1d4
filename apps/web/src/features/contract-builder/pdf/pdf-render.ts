import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// Vite emits the worker as a file of its own and answers its address, so pdf.js starts it from
// there: parsing runs off the page's thread, and the worker's 1.4 MB load only with a document.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js behind a small surface, loaded on demand (`pdf-pages.tsx` imports this module lazily), so
 * pdf.js lands in a chunk of its own that only the pages showing a PDF load, never the login page
 * or the signed-in frame.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** A page's size in PDF points (1/72 inch) at its own rotation. */
export type PdfPageSize = { pageNumber: number; width: number; height: number };

export type PdfDocument = {
  pages: PdfPageSize[];
  /** Draws a page into a canvas `cssWidth` pixels wide, sharp on high-density screens. */
  renderPage(
    pageNumber: number,
    canvas: HTMLCanvasElement,
    cssWidth: number,
  ): { done: Promise<void>; cancel(): void };
  close(): void;
};

/**
 * Opens a PDF by its address (a same-origin GET, so the session or signer cookie goes along).
 * Scripts inside the PDF are never run: `isEvalSupported` off keeps pdf.js from compiling
 * fonts with `new Function`, and no annotation layer is drawn.
 */
export async function openPdf(url: string): Promise<PdfDocument> {
  const task = getDocument({ url, isEvalSupported: false, withCredentials: false });
  const pdf: PDFDocumentProxy = await task.promise;
  const pages: PdfPageSize[] = [];
  for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
    const viewport = (await pdf.getPage(pageNumber)).getViewport({ scale: 1 });
    pages.push({ pageNumber, width: viewport.width, height: viewport.height });
  }
  return {
    pages,
    renderPage(pageNumber, canvas, cssWidth) {
      let cancelled = false;
      let cancelTask: (() => void) | null = null;
      const done = (async () => {
        const page = await pdf.getPage(pageNumber);
        if (cancelled) return;
        const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
        const scale = (cssWidth / page.getViewport({ scale: 1 }).width) * ratio;
        const viewport = page.getViewport({ scale });
        const context = canvas.getContext('2d');
        if (!context) return;
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        const rendering = page.render({ canvasContext: context, viewport });
        cancelTask = () => rendering.cancel();
        await rendering.promise;
      })();
      return {
        done,
        cancel() {
          cancelled = true;
          cancelTask?.();
        },
      };
    },
    close() {
      void task.destroy();
    },
  };
}
