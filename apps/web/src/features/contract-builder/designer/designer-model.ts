import type { EnvelopeField, EnvelopeFieldInput, EnvelopeFieldType } from '@procura/contract';

/**
 * The designer's geometry. Fields are kept in fractions of their page (0 to 1 from the top left),
 * as the server stores them (decision 250), so the rendering size never matters: a pointer's
 * position is divided by the page surface's size, and a box is drawn at its fractions in percent.
 */

export type Point = { x: number; y: number };
export type Rect = { x: number; y: number; width: number; height: number };

/** A field being designed: what is saved, and a key that survives saves and moves. */
export type DraftField = Required<Omit<EnvelopeFieldInput, 'documentId' | 'signerId'>> & {
  key: string;
  documentId: number;
  signerId: number;
};

/** A new field's size, in fractions of a portrait page: a signature line, a short initials box, ... */
export const defaultFieldSize: Record<EnvelopeFieldType, { width: number; height: number }> = {
  signature: { width: 0.25, height: 0.05 },
  initials: { width: 0.08, height: 0.04 },
  date: { width: 0.16, height: 0.03 },
  text: { width: 0.25, height: 0.03 },
};

/** Below this a drag is taken as a click (a field of the default size where it began). */
export const dragThreshold = 0.01;
/** The smallest field a drag or a resize leaves, so a box stays visible and can be grabbed. */
export const minFieldSize = { width: 0.02, height: 0.015 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Five decimals is far finer than a printed page needs, and keeps the saved numbers short. */
const round = (value: number) => Math.round(value * 100_000) / 100_000;

/** Keeps a box on its page: at least the smallest size, no larger than the page, wholly inside it. */
export function fitOnPage(rect: Rect): Rect {
  const width = round(clamp(rect.width, minFieldSize.width, 1));
  const height = round(clamp(rect.height, minFieldSize.height, 1));
  const x = round(clamp(rect.x, 0, 1 - width));
  const y = round(clamp(rect.y, 0, 1 - height));
  return { x, y, width, height };
}

/** Where a pointer is on a page surface, in fractions; null when the surface has no size yet. */
export function pointOnSurface(
  client: { clientX: number; clientY: number },
  surface: { left: number; top: number; width: number; height: number },
): Point | null {
  if (surface.width <= 0 || surface.height <= 0) return null;
  return {
    x: clamp((client.clientX - surface.left) / surface.width, 0, 1),
    y: clamp((client.clientY - surface.top) / surface.height, 0, 1),
  };
}

/** A click places a field of its type's size with its top left corner at the point. */
export function placeAt(point: Point, type: EnvelopeFieldType): Rect {
  return fitOnPage({ x: point.x, y: point.y, ...defaultFieldSize[type] });
}

/** A drag places a field over the rectangle drawn, whichever way it was drawn; a tiny one is a click. */
export function placeByDrag(start: Point, end: Point, type: EnvelopeFieldType): Rect {
  const width = Math.abs(end.x - start.x);
  const height = Math.abs(end.y - start.y);
  if (width < dragThreshold && height < dragThreshold) return placeAt(start, type);
  return fitOnPage({ x: Math.min(start.x, end.x), y: Math.min(start.y, end.y), width, height });
}

/** A box moved by the pointer's travel, kept on the page. */
export function moveBy(rect: Rect, delta: Point): Rect {
  return fitOnPage({ ...rect, x: rect.x + delta.x, y: rect.y + delta.y });
}

/** A box resized from its bottom right corner by the pointer's travel, kept on the page. */
export function resizeBy(rect: Rect, delta: Point): Rect {
  const width = clamp(rect.width + delta.x, minFieldSize.width, 1 - rect.x);
  const height = clamp(rect.height + delta.y, minFieldSize.height, 1 - rect.y);
  return fitOnPage({ ...rect, width, height });
}

let nextKey = 0;
export function newFieldKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

/** The saved fields as the designer edits them. */
export function draftOf(fields: readonly EnvelopeField[]): DraftField[] {
  return fields.map((field) => ({
    key: `saved-${field.id}`,
    documentId: field.documentId,
    signerId: field.signerId,
    type: field.type,
    page: field.page,
    x: field.x,
    y: field.y,
    width: field.width,
    height: field.height,
    required: field.required,
    label: field.label,
  }));
}

/** PUT …/Designer's body: every field, in fractions, without the designer's keys. */
export function fieldInputsOf(draft: readonly DraftField[]): EnvelopeFieldInput[] {
  return draft.map(({ key: _key, ...field }) => ({ ...field, ...fitOnPage(field) }));
}

/** Whether the draft differs from the saved fields (order aside). */
export function isDraftChanged(draft: readonly DraftField[], saved: readonly EnvelopeField[]): boolean {
  const text = (fields: readonly EnvelopeFieldInput[]) =>
    fields
      .map((f) =>
        JSON.stringify([
          f.documentId,
          f.signerId,
          f.type,
          f.page,
          f.x,
          f.y,
          f.width,
          f.height,
          f.required,
          f.label,
        ]),
      )
      .sort();
  const a = text(fieldInputsOf(draft));
  const b = text(fieldInputsOf(draftOf(saved)));
  return a.length !== b.length || a.some((line, index) => line !== b[index]);
}
