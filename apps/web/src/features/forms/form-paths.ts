import { sectionPaths, type TableType, tableTypes } from '@procura/contract';

// The editor's paths live apart from the editor, so that linking to it does not load it.

/** The section of a `{tabletype}` route segment, read case-insensitively (000 §2 gives it lower case). */
export function tableTypeOf(segment: string | undefined): TableType | null {
  const wanted = (segment ?? '').toLowerCase();
  return tableTypes.find((type) => type.toLowerCase() === wanted) ?? null;
}

/** The editor's path of a form; without an id, of a new form of that section. */
export function formEditorPath(projectId: number, tableType: TableType, formId?: number): string {
  const base = `/projects/${projectId}/form/${tableType.toLowerCase()}`;
  return formId === undefined ? `${base}/` : `${base}/${formId}`;
}

/** Where the buyer goes back to: the section's page of the submission requirements. */
export const requirementsPath = (projectId: number, tableType: TableType) =>
  `/projects/${projectId}/build/submission-requirements/${sectionPaths[tableType]}`;
