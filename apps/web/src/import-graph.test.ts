import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { againstDebt, importEdges, loopsBetween } from '../../../scripts/import-graph.ts';

/**
 * The web's layers (issue 21 §3, DESIGN.md): `app/` is the composition root (router, providers,
 * layout) and nothing imports it; `platform/` (session, access, the API client, real-time, i18n)
 * and `ui/` stand on no feature; features use each other through their `index.ts`. What the code
 * did before that rule is in src/test/import-graph-debt.txt, a ratchet that only shrinks
 * (UPDATE_IMPORT_GRAPH_DEBT=1 rewrites it).
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const debtFile = path.join(srcDir, 'test/import-graph-debt.txt');

const layerOf = (file: string) => file.split(path.sep)[0] ?? '';
const featureOf = (file: string) => {
  const [top, area] = file.split(path.sep);
  return top === 'features' && area ? `features/${area}` : null;
};
const isFrontDoor = (file: string) => /^features\/[^/]+\/index\.tsx?$/.test(file);
const sources = new Set(['features', 'platform', 'ui']);

describe('the web import graph', () => {
  const edges = importEdges(srcDir).filter(([from]) => layerOf(from) !== 'test');

  it('has no feature, platform or ui file import app/', () => {
    const wrong = edges.filter(([from, to]) => sources.has(layerOf(from)) && layerOf(to) === 'app');
    expect(wrong.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it('has platform and ui stand on no feature', () => {
    const wrong = edges.filter(
      ([from, to]) => (layerOf(from) === 'platform' || layerOf(from) === 'ui') && featureOf(to) !== null,
    );
    expect(wrong.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it("adds no import of another feature's internals and no loop between features to the recorded debt", () => {
    const internal = edges
      .filter(([from, to]) => {
        const a = featureOf(from);
        const b = featureOf(to);
        return a !== null && b !== null && a !== b && !isFrontDoor(to);
      })
      .map(([from, to]) => `import ${from} -> ${to}`);
    const loops = loopsBetween(edges, featureOf).map((group) => `loop ${group.join(' ')}`);
    const { added, paid } = againstDebt(
      [...internal, ...loops],
      debtFile,
      process.env.UPDATE_IMPORT_GRAPH_DEBT === '1',
    );
    expect(added, "new imports of another feature's internals or new loops: go through its index.ts").toEqual(
      [],
    );
    expect(paid, 'debt paid off: remove these lines from src/test/import-graph-debt.txt').toEqual([]);
  });
});
