import { nonceAttribute } from '../../platform/csp-nonce.ts';

const frameId = 'rich-text-print-frame';

const printStyles = `
  @page { margin: 2cm; }
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; font-size: 12pt;
    line-height: 1.5; color: #000; }
  img { max-width: 100%; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #868e96; padding: 4px 8px; vertical-align: top; }
  th { background: #f1f3f5; }
  blockquote { border-left: 3px solid #ced4da; margin-left: 0; padding-left: 1em; color: #495057; }
`;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Exports the editor's text as PDF through the browser's print dialog ("Save as PDF"), from a hidden
 * frame holding only the text and print styles (decision 91). The frame is sandboxed without
 * scripts, so nothing in the text can run; `title` becomes the suggested file name. A srcdoc frame
 * lives under the page's policy, so its style element carries the page's nonce.
 */
export function printAsPdf(html: string, title: string): void {
  document.getElementById(frameId)?.remove();
  const frame = document.createElement('iframe');
  frame.id = frameId;
  frame.title = title;
  frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    width: '0',
    height: '0',
    border: '0',
    right: '0',
    bottom: '0',
  });
  frame.addEventListener('load', () => {
    const view = frame.contentWindow;
    if (!view) return;
    view.addEventListener('afterprint', () => frame.remove());
    view.focus();
    view.print();
  });
  frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeText(title)}</title><style${nonceAttribute()}>${printStyles}</style></head><body>${html}</body></html>`;
  document.body.append(frame);
}
