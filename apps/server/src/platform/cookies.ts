import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';

/**
 * The app's cookies (staff, supplier, approver and signer sessions): httpOnly, path /, and on
 * https named `__Host-…`, which the browser accepts only when Secure, for this host alone and
 * not from a sibling subdomain (no fixation through a shared parent domain; decision 315).
 */
type CookieConfig = Pick<Config, 'publicUrl'>;

const https = (config: CookieConfig) => config.publicUrl.startsWith('https:');

export function cookieName(config: CookieConfig, base: string): string {
  return https(config) ? `__Host-${base}` : base;
}

export function setAppCookie(
  reply: FastifyReply,
  config: CookieConfig,
  base: string,
  value: string,
  options: { sameSite: 'lax' | 'strict'; expires: Date },
) {
  reply.setCookie(cookieName(config, base), value, {
    path: '/',
    httpOnly: true,
    sameSite: options.sameSite,
    secure: https(config),
    expires: options.expires,
  });
}

export function clearAppCookie(reply: FastifyReply, config: CookieConfig, base: string) {
  reply.clearCookie(cookieName(config, base), { path: '/', httpOnly: true, secure: https(config) });
}

export function readAppCookie(
  request: FastifyRequest,
  config: CookieConfig,
  base: string,
): string | undefined {
  return request.cookies[cookieName(config, base)];
}

/** A cookie from a raw Cookie header (the real-time hub's handshake has no Fastify request). */
export function readCookieHeader(header: string | undefined, config: CookieConfig, base: string) {
  if (!header) return undefined;
  return fastifyCookie.parse(header)[cookieName(config, base)];
}
