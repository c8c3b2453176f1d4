// The web bundle budget (issue 7): for each route, the gzip size of the JavaScript it loads (the
// entry and its static imports, one language's texts, then the route's lazy chunks and theirs),
// read from Vite's manifest; of English and French, the larger counts. Budgets: the login page
// loads at most 250 kB in all; every route chunk (a lazy chunk with the static imports it brings
// beyond the entry) is at most 300 kB. Exits 1 when a budget is exceeded, or when a lazy chunk
// belongs to no route of web-budget/routes.ts.
//   npm run web-budget -w @procura/bench            builds the web first
//   npm run web-budget -w @procura/bench -- --dist  reads the existing apps/web/dist (npm test)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { lazyModules, readBuiltWeb, staticClosure, totalGzip } from './web-budget/manifest.ts';
import { type BudgetRoute, budgetRoutes, languages, loginPath, onDemand } from './web-budget/routes.ts';

const budgets = { login: 250_000, routeChunk: 300_000 };
const webDir = fileURLToPath(new URL('../apps/web/', import.meta.url));

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const shortName = (key: string) => path.basename(key).replace(/\.tsx?$/, '');

if (!process.argv.includes('--dist')) {
  await build({ root: webDir, configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'warn' });
}
const web = await readBuiltWeb(path.join(webDir, 'dist'));
const entryFiles = staticClosure(web, [web.entry]);
const entryBytes = await totalGzip(web, entryFiles);

/** A lazy chunk's weight: its file and the static imports it brings that the entry has not. */
async function chunkBytes(key: string): Promise<number> {
  return totalGzip(
    web,
    [...staticClosure(web, [key])].filter((file) => !entryFiles.has(file)),
  );
}

/** What a route loads in the language whose texts weigh more: its lazy chunks and files. */
async function heavierLanguage(route: BudgetRoute) {
  let heaviest = { chunks: [] as string[], files: new Set<string>(), bytes: -1 };
  for (const language of languages) {
    const texts = route.texts === 'all' ? [language.common, language.all] : [language.common];
    const chunks = [...texts, ...route.lazy];
    const files = staticClosure(web, [web.entry, ...chunks]);
    const bytes = await totalGzip(web, files);
    if (bytes > heaviest.bytes) heaviest = { chunks, files, bytes };
  }
  return heaviest;
}

const rows: string[] = [];
const over: string[] = [];
for (const route of budgetRoutes) {
  const { chunks, files, bytes } = await heavierLanguage(route);
  const beyondEntry = await totalGzip(
    web,
    [...files].filter((file) => !entryFiles.has(file)),
  );
  let largest = { key: '', bytes: 0 };
  for (const key of chunks) {
    const size = await chunkBytes(key);
    if (size > largest.bytes) largest = { key, bytes: size };
  }
  const login = route.path === loginPath;
  const fits = login ? bytes <= budgets.login : largest.bytes <= budgets.routeChunk;
  if (!fits) over.push(route.path);
  rows.push(
    `| ${route.path} | ${files.size} | ${kB(largest.bytes)} ${shortName(largest.key)} | ${kB(beyondEntry)} | ` +
      `${kB(bytes)} | ${login ? `${kB(budgets.login)} in all` : `${kB(budgets.routeChunk)} a chunk`} | ${fits ? 'ok' : 'OVER'} |`,
  );
}

const covered = new Set([
  ...languages.flatMap((language) => Object.values(language)),
  ...onDemand,
  ...budgetRoutes.flatMap((route) => route.lazy),
]);
const uncovered = [...lazyModules(web)].filter((key) => !covered.has(key));

console.info(
  `Entry (index.html and its static imports): ${entryFiles.size} files, ${kB(entryBytes)} kB gzip`,
);
console.info(
  '| route | JS files | largest route chunk, kB | beyond the entry, kB | in all, kB | budget, kB | |',
);
console.info('|---|---|---|---|---|---|---|');
for (const row of rows) console.info(row);
for (const key of onDemand)
  console.info(`On demand, ${shortName(key)}: ${kB(await chunkBytes(key))} kB beyond the entry`);
console.info(
  `web budget: ${budgetRoutes.length} routes, ${over.length} over budget, ${uncovered.length} lazy chunks without a route`,
);
for (const key of uncovered) console.error(`no route in bench/web-budget/routes.ts loads ${key}`);
if (over.length > 0 || uncovered.length > 0) process.exitCode = 1;
