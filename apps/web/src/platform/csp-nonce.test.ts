import { afterEach, describe, expect, it } from 'vitest';
import { cspNonce, nonceAttribute, shareCspNonce, withHeadStyleNonce } from './csp-nonce.ts';

function serveNonce(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = content;
  document.head.prepend(meta);
}

describe('the page policy nonce', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name="csp-nonce"]')) meta.remove();
    globalThis.__webpack_nonce__ = undefined;
  });

  it('reads the nonce the server wrote into the page', () => {
    serveNonce('mCn/QQSRS5Y8uCkizjmSRg==');
    expect(cspNonce()).toBe('mCn/QQSRS5Y8uCkizjmSRg==');
    expect(nonceAttribute()).toBe(' nonce="mCn/QQSRS5Y8uCkizjmSRg=="');
  });

  it('has none without the tag (dev server, tests) or with anything but base64 in it', () => {
    expect(cspNonce()).toBeUndefined();
    expect(nonceAttribute()).toBe('');
    serveNonce('abc" onload="x');
    expect(cspNonce()).toBeUndefined();
  });

  it('hands the nonce to the libraries that read it from the global', () => {
    shareCspNonce();
    expect(globalThis.__webpack_nonce__).toBeUndefined();
    serveNonce('mCn/QQSRS5Y8uCkizjmSRg==');
    shareCspNonce();
    expect(globalThis.__webpack_nonce__).toBe('mCn/QQSRS5Y8uCkizjmSRg==');
  });

  it('stamps the head styles of a frame page only, never a style written in its body', () => {
    serveNonce('n0nce');
    const page =
      '<!doctype html><html><head><title>T</title><style>body{}</style></head><body><style>p{}</style></body></html>';
    expect(withHeadStyleNonce(page)).toBe(
      '<!doctype html><html><head><title>T</title><style nonce="n0nce">body{}</style></head><body><style>p{}</style></body></html>',
    );
  });

  it('leaves a frame page as it is without a nonce or a head', () => {
    expect(withHeadStyleNonce('<head><style>a{}</style></head>')).toBe('<head><style>a{}</style></head>');
    serveNonce('n0nce');
    expect(withHeadStyleNonce('<p><style>a{}</style></p>')).toBe('<p><style>a{}</style></p>');
  });
});
