import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that each take minutes (the route-walking security suites and the app's start-up):
 * started first, so the two workers end together instead of one finishing a three-minute suite
 * alone while the other idles (the server tier's last 100 s before this). Longest first.
 */
const longFiles = [
  'apps/server/src/security/schema-fuzz.int.test.ts',
  'apps/server/src/security/tenant-isolation.int.test.ts',
  'apps/server/src/security/sealed-bids.int.test.ts',
  'apps/server/src/security/audit-chain.int.test.ts',
  'apps/server/src/main.int.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = longFiles.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? longFiles.length : index;
};

/** Vitest's own order (projects in turn; failed, then slower, files first), the long files ahead of it. */
export class LongTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    // Within each project the long files move ahead; Array.prototype.sort is stable, so every
    // other file keeps the base order.
    return projects.flatMap((name) =>
      sorted.filter((spec) => spec.project.name === name).sort((a, b) => rank(a) - rank(b)),
    );
  }
}
