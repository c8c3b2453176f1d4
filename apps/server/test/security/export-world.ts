import { writeFile } from 'node:fs/promises';
import { exportFilePath, newExportId, saveExportRecord } from '../../src/modules/exports/store.ts';
import type { TestApp } from '../harness.ts';

/** A finished export of the agency's first source, as a real record and zip under DATA_DIR/exports. */
export async function writeExport(
  t: TestApp,
  at: { customerId: number; nodeId: number; userId: number; projectId: number; tenderId: number },
  mark: string,
) {
  const exportId = newExportId();
  const now = t.clock.now().toISOString();
  await saveExportRecord(t.ctx.config.dataDir, {
    exportId,
    kind: 'CompletedSubmissionsAll',
    ...at,
    state: 'done',
    percent: 100,
    fileName: `${mark}.zip`,
    requestedAt: now,
    finishedAt: now,
    error: null,
  });
  await writeFile(exportFilePath(t.ctx.config.dataDir, at.customerId, exportId), `${mark} zip`);
  return exportId;
}
