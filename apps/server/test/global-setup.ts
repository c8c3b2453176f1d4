import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { databaseUrlFor, ownerUrl } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one template database per run: a PGlite data directory dumped to a tarball, and, when
 * DATABASE_URL names a PostgreSQL server, a template database there. Each test file clones one.
 */
export default async function setup(project: TestProject) {
  const dir = path.resolve(import.meta.dirname, '../../../.tmp');
  mkdirSync(dir, { recursive: true });
  const pglite = await openDatabase({ kind: 'pglite' });
  if (!pglite.dumpDataDir) throw new Error('PGlite cannot dump its data directory');
  const dump = await pglite.dumpDataDir();
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);

  const owner = ownerUrl();
  if (!owner) {
    project.provide('postgresTemplate', null);
    return;
  }
  const pg = await import('pg');
  const templateName = `procura_tpl_${process.pid}`;
  const admin = new pg.default.Client({ connectionString: owner });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
  await admin.query(`CREATE DATABASE ${templateName}`);
  const template = await openDatabase({
    kind: 'postgres',
    ownerUrl: databaseUrlFor(owner, templateName),
    appUrl: databaseUrlFor(owner, templateName),
  });
  await template.close();
  project.provide('postgresTemplate', templateName);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await admin.end();
  };
}
