import { describe, expect, it } from 'vitest';
import { isAllowedImageUrl } from './image-url.ts';

describe('image addresses', () => {
  it('keeps http(s) images and embedded pictures', () => {
    for (const src of [
      'https://example.org/a.png',
      'HTTP://example.org/b.gif',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      expect(isAllowedImageUrl(src)).toBe(true);
    }
  });

  it('refuses scripts, documents, relative and missing sources, however they are spelt', () => {
    for (const src of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'x',
      '//evil.example/a.png',
      null,
    ]) {
      expect(isAllowedImageUrl(src)).toBe(false);
    }
  });
});
