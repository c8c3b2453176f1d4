/** The in-page scan of the XSS journey: it runs in Chromium (page.evaluate), so it uses the DOM. */

/**
 * Looks for markup that could run on a click, a hover or a navigation (which rendering alone does
 * not trigger): event-handler attributes, script-bearing URLs, and elements that carry code.
 * Runs in the page; answers one line per finding.
 */
export function scanForDangerousMarkup(): string[] {
  const findings: string[] = [];
  const urlAttributes = ['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'data', 'srcdoc'];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore spaces and control characters in a URL's scheme; so does the scan.
      const value = Array.from(attribute.value)
        .filter((c) => c.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) findings.push(`${element.tagName} ${name}`);
      if (urlAttributes.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
        findings.push(`${element.tagName} ${name}=${attribute.value.slice(0, 60)}`);
      }
      if (name === 'style' && /url\(|expression/.test(value)) findings.push(`${element.tagName} style`);
    }
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'frame'].includes(tag)) {
      findings.push(`<${tag}> in the body`);
    }
  }
  return findings;
}
