import { useEffect, useSyncExternalStore } from 'react';

/**
 * Forms holding changes not yet saved (000 §2: switching agency is blocked while a project, tender
 * node or control panel has unsaved changes). A form registers while it is dirty and stops counting
 * when it is saved, reset or unmounted; the agency switch asks before it replaces the session. A
 * module store rather than a context: the switch sits in the header, far from the forms, and a
 * form must not re-render the header on every keystroke, only when its dirty state flips.
 */
const dirtyForms = new Set<symbol>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const unsavedChanges = {
  /** Counts one form as dirty; the returned function stops counting it. */
  register(): () => void {
    const token = Symbol('dirty-form');
    dirtyForms.add(token);
    emit();
    return () => {
      if (dirtyForms.delete(token)) emit();
    };
  },
  has(): boolean {
    return dirtyForms.size > 0;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Registers the calling form for as long as `isDirty` is true and the form is on screen. */
export function useUnsavedChanges(isDirty: boolean): void {
  useEffect(() => (isDirty ? unsavedChanges.register() : undefined), [isDirty]);
}

/** Whether any registered form has unsaved changes; re-renders when that flips. */
export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(unsavedChanges.subscribe, unsavedChanges.has, unsavedChanges.has);
}
