// The app over a bench database with the demo's procurement lead signed in: what the benches that
// time calls through the app (session, guard, validation, queries, envelope) start from.
import { buildApp, readConfig } from '@procura/server';
import type { BenchDatabase } from './database.ts';

export async function signedInApp(bench: BenchDatabase) {
  const { app } = await buildApp({
    config: readConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
    db: bench.database.db,
    logger: false,
  });
  await app.ready();
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'procura' };
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers,
    payload: { username: 'lead@demo.procura.local', password: 'Procura!Demo2026', domain: 'demo' },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const info = login.json() as { customer: { id: number }; tenderNode: { id: number } };
  return { app, headers: { ...headers, cookie }, info };
}
