import { describe, expect, it } from 'vitest';
import { isAllowedLinkUrl, normaliseLinkUrl } from './link-url.ts';

describe('link addresses', () => {
  it('keeps http(s), ftp(s), mailto and tel links', () => {
    for (const url of [
      'https://example.org/a?b=c',
      'HTTP://example.org',
      'ftp://files.example.org',
      'ftps://files.example.org',
      'mailto:buyer@example.org',
      'tel:+15145550100',
    ]) {
      expect(normaliseLinkUrl(url)).toBe(url);
      expect(isAllowedLinkUrl(url)).toBe(true);
    }
  });

  it('refuses every other scheme, however it is spelt', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(normaliseLinkUrl(url)).toBeNull();
      expect(isAllowedLinkUrl(url)).toBe(false);
    }
  });

  it('takes an address without a scheme as https, and refuses relative and empty ones', () => {
    expect(normaliseLinkUrl('  www.example.org/tenders ')).toBe('https://www.example.org/tenders');
    expect(normaliseLinkUrl('//evil.example')).toBeNull();
    expect(normaliseLinkUrl('/login')).toBeNull();
    expect(normaliseLinkUrl('')).toBeNull();
    expect(isAllowedLinkUrl('/login')).toBe(false);
  });
});
