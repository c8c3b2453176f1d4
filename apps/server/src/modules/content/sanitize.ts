import sanitizeHtml from 'sanitize-html';

const hexColour = /^#[0-9a-f]{3,8}$/i;
const rgbColour = /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/;

/**
 * Rich text as the editor produces it, cleaned of anything that could run: the editor's tags and
 * attributes only, links to http(s), ftp(s), mailto and tel, and images embedded as base64 (000 §5).
 * The editor (apps/web/src/ui/rich-text) writes only what is kept here; the two change together.
 */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'span',
      'u',
      's',
      'mark',
      'h1',
      'h2',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      span: ['style'],
      mark: ['style', 'data-color'],
      p: ['style'],
      h1: ['style'],
      h2: ['style'],
      h3: ['style'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    // Browsers write the editor's styles through the CSS object model, which spells colours as
    // rgb(), so both spellings are kept. None of these patterns admits parentheses other than
    // rgb's digits, nor backslashes or semicolons: nothing that could load a URL or run.
    allowedStyles: {
      '*': {
        color: [hexColour, rgbColour],
        'background-color': [hexColour, rgbColour],
        'text-align': [/^(left|right|center|justify)$/],
      },
      span: {
        'font-family': [/^[a-z0-9 ,'"-]{1,120}$/i],
        'font-size': [/^\d{1,2}(px|pt)$/],
      },
      ...Object.fromEntries(['p', 'h1', 'h2', 'h3'].map((tag) => [tag, { 'margin-left': [/^\d{1,3}px$/] }])),
    },
    allowedSchemes: ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data', 'http', 'https'] },
    allowProtocolRelative: false,
  });
}
