import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as the editor produces it, cleaned of anything that could run: the editor's tags and
 * attributes only, links to http(s), ftp(s), mailto and tel, and images embedded as base64 (000 §5).
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
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,8}$/i, /^rgb\([\d\s,]+\)$/],
        'background-color': [/^#[0-9a-f]{3,8}$/i],
        'text-align': [/^(left|right|center|justify)$/],
      },
    },
    allowedSchemes: ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data', 'http', 'https'] },
    allowProtocolRelative: false,
  });
}
