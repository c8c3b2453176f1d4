/**
 * The exports area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { createReport } from './pdf.ts';
export { newWorkbook, workbookBytes } from './workbooks.ts';
export { zipStoredFiles } from './zip.ts';
