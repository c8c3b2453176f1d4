/**
 * The plain-text part of an HTML mail: what a reader without HTML sees. Block ends become line
 * breaks so paragraphs stay apart; the few entities the editor writes are decoded.
 */

const entities: Record<string, string> = {
  '&nbsp;': ' ',
  '&#160;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&amp;': '&',
};

export function textOfHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:nbsp|#160|lt|gt|quot|#39|#x27|amp);/g, (entity) => entities[entity] ?? entity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
