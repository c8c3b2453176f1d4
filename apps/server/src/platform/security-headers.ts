import { randomBytes } from 'node:crypto';
import { isApproverPage } from '@procura/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';

/**
 * The security headers of every answer, from one hook (issue 20 §1, decisions 311-313): the web's
 * Content-Security-Policy with a nonce per page for the styles its libraries inject, no framing,
 * no sniffing, no referrer from pages whose address carries a token, nothing personal kept by
 * shared caches. Routes that send files set their own narrow policy (downloadHeaders).
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce of this answer's page policy: the served index.html hands it to the web's styles. */
    cspNonce: string;
  }
}

/** The web app's policy. `nonce` admits the <style> elements Mantine and FullCalendar inject. */
export function pagePolicy(options: { nonce: string | null; https: boolean }): string {
  const styleNonce = options.nonce ? ` 'nonce-${options.nonce}'` : '';
  return [
    "default-src 'self'",
    // pdf.js decodes some images with WebAssembly; nothing else compiles code at run time.
    "script-src 'self' 'wasm-unsafe-eval'",
    `style-src 'self'${styleNonce}`,
    // The rich-text editor writes colours and alignment as style attributes, and so do the
    // libraries' positioned pop-overs; attributes cannot run code.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Same origin covers the real-time socket (ws: and wss: of this host).
    "connect-src 'self'",
    "worker-src 'self' blob:",
    // The document previews frame this origin's own files; the project preview is a sandboxed srcdoc.
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** API answers are data: nothing in them may run or be framed, whoever navigates to one. */
const dataPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Pages the server renders itself (the public opportunity page): their own style block, images
 * of this origin, and no script at all, so even a sanitiser bypass in a rich text runs nothing.
 */
const serverPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A file's own policy: an attachment renders nothing (an uploaded HTML or SVG never runs as this
 * origin); an inline preview (a PDF in the browser's viewer) may be framed by this origin only.
 */
export function downloadPolicy(disposition: 'attachment' | 'inline'): string {
  return disposition === 'inline'
    ? "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'"
    : "default-src 'none'; frame-ancestors 'none'; sandbox";
}

/** Pages whose address carries a token until the page exchanges it: no Referer may leak it. */
export function isTokenPage(url: string): boolean {
  const [path = '', query = ''] = url.split('?', 2);
  const lower = path.toLowerCase();
  return (
    isApproverPage(url) ||
    lower.startsWith('/esignature/') ||
    lower === '/resetpassword' ||
    lower === '/verifyemail' ||
    /(^|&)token=/i.test(query)
  );
}

const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()';

function setIfAbsent(reply: FastifyReply, name: string, value: string) {
  if (!reply.hasHeader(name)) reply.header(name, value);
}

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>) {
  const https = config.publicUrl.startsWith('https:');
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const api = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', permissionsPolicy);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header(
      'referrer-policy',
      isTokenPage(request.url) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    if (api || request.url === '/healthz' || request.url.startsWith('/features')) {
      setIfAbsent(
        reply,
        'content-security-policy',
        type.startsWith('text/html') ? serverPagePolicy : dataPolicy,
      );
      // Signed-in answers hold personal and agency data; public ones may be cached by a route.
      setIfAbsent(reply, 'cache-control', 'no-store');
      return;
    }
    if (type.startsWith('text/html')) {
      setIfAbsent(reply, 'content-security-policy', pagePolicy({ nonce: request.cspNonce, https }));
      reply.header('x-frame-options', 'DENY');
      setIfAbsent(reply, 'cache-control', 'no-cache');
      return;
    }
    // The web's own files (scripts, styles, the pdf.js worker, fonts): a worker runs under its
    // script's policy, so it gets the page's.
    setIfAbsent(reply, 'content-security-policy', pagePolicy({ nonce: null, https }));
  });
}

/**
 * The served index.html with this answer's nonce: a meta tag the web reads to stamp the <style>
 * elements its libraries inject (Mantine's getStyleNonce, FullCalendar).
 */
export function indexHtmlWithNonce(html: string, nonce: string): string {
  return html.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`);
}
