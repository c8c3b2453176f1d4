import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the code cites must resolve inside the repository (issue 21 §6): "decision N" to a numbered
 * decision under docs/decisions/, and "000 §5" or "001 §7" (the specification's documents and
 * sections) to a heading of docs/requirements.md, our map of the requirements in our own words.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const codeDirs = ['apps', 'packages', 'e2e', 'bench', 'scripts'];

function files(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, ending);
    return ending.test(entry.name) ? [full] : [];
  });
}

const code = codeDirs.flatMap((dir) => files(path.join(root, dir), /\.(ts|tsx|mjs)$/));
const cited = (pattern: RegExp) => {
  const found = new Map<string, string>();
  for (const file of code) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const key = match.slice(1).join(' ');
      if (!found.has(key)) found.set(key, path.relative(root, file));
    }
  }
  return found;
};

describe('citations in the code', () => {
  it('name decisions written under docs/decisions/, each number once', () => {
    const decisionsDir = path.join(root, 'docs/decisions');
    const numbers = files(decisionsDir, /\.md$/).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^(\d+)\. \*\*/gm)].map((match) => Number(match[1])),
    );
    expect(numbers.length - new Set(numbers).size, 'decision numbers used twice').toBe(0);
    const missing = [...cited(/\bdecisions? (\d+)\b/g)].filter(([n]) => !numbers.includes(Number(n)));
    expect(missing.map(([n, file]) => `decision ${n} (${file})`)).toEqual([]);
  });

  it('name sections of the specification that docs/requirements.md maps', () => {
    const headings = new Set(
      [
        ...readFileSync(path.join(root, 'docs/requirements.md'), 'utf8').matchAll(/^## (00[01]) §(\d+)\b/gm),
      ].map((match) => `${match[1]} ${match[2]}`),
    );
    const missing = [...cited(/\b(00[01]) §(\d+)/g)].filter(([section]) => !headings.has(section));
    expect(missing.map(([section, file]) => `${section.replace(' ', ' §')} (${file})`)).toEqual([]);
  });
});
