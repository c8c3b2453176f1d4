import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's import graph (issue 21 §2). Areas (`modules/<area>`) use each other only through
 * their front door (`index.ts`); platform imports no area; areas form no loop. What the code did
 * before the rule is listed in test/fixtures/import-graph-debt.txt: a ratchet that only shrinks.
 * A new cross-area import of an area's internals, a new loop or a platform import of an area
 * fails here; an entry that is gone must leave the list (UPDATE_IMPORT_GRAPH_DEBT=1 rewrites it).
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const debtFile = path.join(srcDir, '../test/fixtures/import-graph-debt.txt');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every relative import of the server's sources, as paths under src/. */
function importEdges(): [from: string, to: string][] {
  const edges: [string, string][] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), match[1] ?? '');
      if (existsSync(target)) edges.push([path.relative(srcDir, file), path.relative(srcDir, target)]);
    }
  }
  return edges;
}

const areaOf = (file: string) => {
  const [top, area] = file.split(path.sep);
  return top === 'modules' ? `modules/${area}` : (top ?? '');
};
const isArea = (file: string) => areaOf(file).startsWith('modules/');
const isFrontDoor = (file: string) => /^modules\/[^/]+\/index\.ts$/.test(file);

/** The loops between areas: strongly connected groups of more than one area (Tarjan). */
function areaLoops(edges: [string, string][]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    if (!isArea(from) || !isArea(to) || areaOf(from) === areaOf(to)) continue;
    const targets = graph.get(areaOf(from)) ?? new Set<string>();
    targets.add(areaOf(to));
    graph.set(areaOf(from), targets);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
        onStack.delete(w);
        group.push(w);
        if (w === v) break;
      }
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return loops;
}

describe('the server import graph', () => {
  const edges = importEdges();

  it('has platform import no area', () => {
    const wrong = edges.filter(([from, to]) => areaOf(from) === 'platform' && isArea(to));
    expect(wrong.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it('adds no cross-area import of internals and no loop between areas to the recorded debt', () => {
    const internal = edges
      .filter(([from, to]) => isArea(from) && isArea(to) && areaOf(from) !== areaOf(to) && !isFrontDoor(to))
      .map(([from, to]) => `import ${from} -> ${to}`);
    const loops = areaLoops(edges).map((group) => `loop ${group.join(' ')}`);
    const actual = [...new Set([...internal, ...loops])].sort();
    if (process.env.UPDATE_IMPORT_GRAPH_DEBT === '1') writeFileSync(debtFile, `${actual.join('\n')}\n`);
    const debt = readFileSync(debtFile, 'utf8').trim().split('\n').filter(Boolean);
    const added = actual.filter((line) => !debt.includes(line));
    const paid = debt.filter((line) => !actual.includes(line));
    expect(added, "new imports of another area's internals or new loops: go through its index.ts").toEqual(
      [],
    );
    expect(paid, 'debt paid off: remove these lines from test/fixtures/import-graph-debt.txt').toEqual([]);
    console.info(
      `import graph: ${internal.length} cross-area imports of internals, ${loops.length} loops (debt)`,
    );
  });
});
