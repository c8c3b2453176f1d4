import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph of one source tree, for the ratchets of issue 21 §2-3 (the server's areas and
 * front doors, the web's layers). Both read it the same way: every relative import, as paths under
 * the tree, with the loops between groups of files and a debt list that only shrinks.
 */
export type Edge = [from: string, to: string];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();

/** Every relative import (static or dynamic) of the tree's sources, tests aside. */
export function importEdges(srcDir: string): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), match[1] ?? '');
      const found = [target, `${target}/index.ts`, `${target}/index.tsx`].find(isFile);
      if (found) edges.push([path.relative(srcDir, file), path.relative(srcDir, found)]);
    }
  }
  return edges;
}

/** The loops between groups: strongly connected sets of more than one group (Tarjan). */
export function loopsBetween(edges: Edge[], groupOf: (file: string) => string | null): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    const a = groupOf(from);
    const b = groupOf(to);
    if (a === null || b === null || a === b) continue;
    graph.set(a, (graph.get(a) ?? new Set<string>()).add(b));
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

/**
 * Each group's layer once there is no loop: 0 for a group that imports no other, else one more
 * than the highest group it imports. A group may import only groups of lower layers.
 */
export function layersOf(edges: Edge[], groupOf: (file: string) => string | null): Map<string, number> {
  const imports = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    const a = groupOf(from);
    const b = groupOf(to);
    if (a === null) continue;
    const seen = imports.get(a) ?? new Set<string>();
    imports.set(a, seen);
    if (b !== null && a !== b) seen.add(b);
  }
  const layer = new Map<string, number>();
  const visit = (group: string): number => {
    const known = layer.get(group);
    if (known !== undefined) return known;
    layer.set(group, 0); // a loop, if any, is reported by loopsBetween; this only ends the walk
    const own = Math.max(-1, ...[...(imports.get(group) ?? [])].map(visit)) + 1;
    layer.set(group, own);
    return own;
  };
  for (const group of imports.keys()) visit(group);
  return layer;
}

/**
 * Compares what the code does with the recorded debt: what is new, and what was paid off (and
 * must leave the list). With `rewrite` the list is written from the code first.
 */
export function againstDebt(actual: string[], debtFile: string, rewrite: boolean) {
  const lines = [...new Set(actual)].sort();
  if (rewrite) writeFileSync(debtFile, lines.length > 0 ? `${lines.join('\n')}\n` : '');
  const debt = readFileSync(debtFile, 'utf8').trim().split('\n').filter(Boolean);
  return {
    added: lines.filter((line) => !debt.includes(line)),
    paid: debt.filter((line) => !lines.includes(line)),
  };
}
