import path from 'node:path';

/** Everything the server reads from its environment, read once. Every setting is optional. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server (owner role: runs migrations). Without it, PGlite under dataDir. */
  databaseUrl: string | null;
  /** The role the application connects as; derived from databaseUrl when not given. */
  databaseAppUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  /** Prefix of the real-time hub's Redis channels: instances of one deployment share it. */
  redisPrefix: string;
  s3: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
  } | null;
  /** production, staging, test or development: feature flag overrides need staging or test. */
  appEnv: 'production' | 'staging' | 'test' | 'development';
  /** The agency whose members are site administrators. */
  siteAdminDomain: string;
  /** The public origin used in mailed links. */
  publicUrl: string;
  webDistDir: string | null;
  logLevel: string;
  /**
   * The master key that wraps each source's sealing key (base64 of 32 bytes, PROCURA_MASTER_KEY).
   * Without it, a key file under dataDir is made on first use (platform/sealing.ts).
   */
  masterKey: string | null;
  /**
   * TRUST_PROXY: the server sits behind a TLS proxy that sets X-Forwarded-For and -Proto. The
   * client address the rate limits count by is then the proxy's report of it; `true` trusts any
   * proxy, or a list of the proxies' addresses and ranges (comma-separated) trusts only those.
   */
  trustProxy: boolean | string[];
  /** RATE_LIMITS=off turns the limits off, for load benchmarks from one address only. */
  rateLimits: boolean;
};

const appEnvs = ['production', 'staging', 'test', 'development'] as const;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const appEnv = (appEnvs as readonly string[]).includes(env.APP_ENV ?? '')
    ? (env.APP_ENV as Config['appEnv'])
    : 'production';
  const databaseUrl = env.DATABASE_URL || null;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    // npm runs workspace scripts in the workspace folder; paths are relative to where npm was run.
    dataDir: path.resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || './data'),
    databaseUrl,
    databaseAppUrl: env.DATABASE_APP_URL || (databaseUrl ? appRoleUrl(databaseUrl) : null),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Procura <no-reply@procura.local>',
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'procura',
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? '',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : null,
    appEnv,
    siteAdminDomain: env.SITE_ADMIN_DOMAIN ?? 'procura-support',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDistDir: env.WEB_DIST_DIR ?? null,
    logLevel: env.LOG_LEVEL ?? (appEnv === 'test' ? 'warn' : 'info'),
    masterKey: env.PROCURA_MASTER_KEY || null,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    rateLimits: env.RATE_LIMITS !== 'off',
  };
}

function readTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Why this configuration must not start, or null. In production a server that other machines
 * can reach speaks TLS through a proxy: plain http would send session cookies in clear.
 */
export function unsafeConfiguration(config: Config): string | null {
  if (config.appEnv !== 'production' || loopbackHosts.has(config.host)) return null;
  if (config.publicUrl.startsWith('https:') && config.trustProxy !== false) return null;
  return `HOST=${config.host} makes the server reachable from other machines over plain http. Put it behind a TLS proxy and set PUBLIC_URL=https://... and TRUST_PROXY (true, or the proxy's addresses), or listen on 127.0.0.1.`;
}

/** The same server and database, as the procura_app role (which owns no table). */
export function appRoleUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.username = 'procura_app';
  url.password = '';
  return url.toString();
}
