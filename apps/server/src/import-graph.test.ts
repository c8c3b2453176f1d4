import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importEdges, layersOf, loopsBetween } from '../../../scripts/import-graph.ts';

/**
 * The server's import graph (issue 21 §2). Areas (`modules/<area>`) use each other only through
 * their front door (`index.ts`); platform imports no area; areas form no loop; the layers drawn in
 * docs/architecture.md are the code's (UPDATE_IMPORT_GRAPH_DEBT=1 redraws them).
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const mapFile = path.join(srcDir, '../../../docs/architecture.md');
const whiteboard = /(<!-- layers:start -->\n```\n)([\s\S]*?)(```\n<!-- layers:end -->)/;

const areaOf = (file: string) => {
  const [top, area] = file.split(path.sep);
  return top === 'modules' ? `modules/${area}` : (top ?? '');
};
const isArea = (file: string) => areaOf(file).startsWith('modules/');
const isFrontDoor = (file: string) => /^modules\/[^/]+\/index\.ts$/.test(file);

describe('the server import graph', () => {
  const edges = importEdges(srcDir);

  it('has platform import no area', () => {
    const wrong = edges.filter(([from, to]) => areaOf(from) === 'platform' && isArea(to));
    expect(wrong.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it("imports no other area's internals and forms no loop between areas", () => {
    const internal = edges
      .filter(([from, to]) => isArea(from) && isArea(to) && areaOf(from) !== areaOf(to) && !isFrontDoor(to))
      .map(([from, to]) => `${from} -> ${to}`);
    expect(internal, "go through the area's index.ts").toEqual([]);
    expect(loopsBetween(edges, (file) => (isArea(file) ? areaOf(file) : null))).toEqual([]);
  });

  it('matches the layers drawn in docs/architecture.md', () => {
    const layers = layersOf(edges, (file) => (isArea(file) ? areaOf(file).slice('modules/'.length) : null));
    const rows = new Map<number, string[]>();
    for (const [area, layer] of layers) rows.set(layer, [...(rows.get(layer) ?? []), area].sort());
    const drawn = [...rows.keys()]
      .sort((a, b) => b - a)
      .map((layer) => `${layer}  ${(rows.get(layer) ?? []).join(' ')}\n`)
      .join('');
    const map = readFileSync(mapFile, 'utf8');
    if (process.env.UPDATE_IMPORT_GRAPH_DEBT === '1') {
      writeFileSync(
        mapFile,
        map.replace(whiteboard, (_all, open, _old, close) => `${open}${drawn}${close}`),
      );
    }
    const current = whiteboard.exec(readFileSync(mapFile, 'utf8'))?.[2];
    expect(current, 'the layers in docs/architecture.md (UPDATE_IMPORT_GRAPH_DEBT=1 redraws them)').toBe(
      drawn,
    );
  });
});
