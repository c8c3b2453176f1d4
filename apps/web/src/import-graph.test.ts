import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importEdges, loopsBetween } from '../../../scripts/import-graph.ts';

/**
 * The web's layers (issue 21 §3, DESIGN.md): `app/` is the composition root (router, providers,
 * layout) and nothing imports it; `platform/` (session, access, the API client, real-time, i18n)
 * and `ui/` stand on no feature; features use each other only through their `index.ts`, and form
 * no loop.
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));

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

  it("imports no other feature's internals and forms no loop between features", () => {
    const internal = edges
      .filter(([from, to]) => {
        const a = featureOf(from);
        const b = featureOf(to);
        return a !== null && b !== null && a !== b && !isFrontDoor(to);
      })
      .map(([from, to]) => `${from} -> ${to}`);
    expect(internal, "go through the feature's index.ts").toEqual([]);
    expect(loopsBetween(edges, featureOf)).toEqual([]);
  });
});
