import { Box } from '@mantine/core';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DraftField,
  moveBy,
  type Point,
  placeByDrag,
  pointOnSurface,
  type Rect,
  resizeBy,
} from './designer-model.ts';
import { FieldBox } from './field-box.tsx';

type Gesture =
  | { kind: 'place'; start: Point }
  | { kind: 'move' | 'resize'; key: string; start: Point; rect: Rect };

export type SurfaceSigner = { id: number; name: string; color: string };

/**
 * One page's surface in the designer, laid over the drawn page. A click on the page places a
 * field of the chosen type for the chosen signer where it was clicked; a drag draws it at the
 * size drawn. A field is moved by dragging it and resized by its corner handle. Positions are
 * read against the surface's own size, so they are fractions of the page (designer-model.ts).
 */
export function DesignerSurface({
  testId,
  label,
  fields,
  signers,
  selected,
  editable,
  placing,
  onPlace,
  onChange,
  onSelect,
  onRemove,
}: {
  testId: string;
  label: string;
  fields: readonly DraftField[];
  signers: readonly SurfaceSigner[];
  selected: string | null;
  editable: boolean;
  /** The field a click places, or null when nothing may be placed (no signer chosen, read only). */
  placing: DraftField['type'] | null;
  onPlace: (rect: Rect) => void;
  onChange: (key: string, rect: Rect) => void;
  onSelect: (key: string | null) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  const surface = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  // What the pointer shows while it is down: the box being drawn, or a field's new place.
  const [preview, setPreview] = useState<{ key: string | null; rect: Rect } | null>(null);

  const pointOf = (event: ReactPointerEvent) =>
    surface.current ? pointOnSurface(event, surface.current.getBoundingClientRect()) : null;

  function rectFor(current: Gesture, point: Point): Rect | null {
    const delta = { x: point.x - current.start.x, y: point.y - current.start.y };
    if (current.kind === 'place') return placing ? placeByDrag(current.start, point, placing) : null;
    return current.kind === 'move' ? moveBy(current.rect, delta) : resizeBy(current.rect, delta);
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (!editable || event.button !== 0) return;
    const target = event.target as HTMLElement;
    if (target.closest('[data-remove]')) return;
    const point = pointOf(event);
    if (!point) return;
    const box = target.closest<HTMLElement>('[data-field-key]');
    const field = box ? fields.find((f) => f.key === box.dataset.fieldKey) : undefined;
    if (box && field) {
      // The pointer's default is prevented (no text selection, no image drag), which also keeps
      // the browser from focusing the field: focus it, so Delete and the arrows act on it.
      box.focus();
      onSelect(field.key);
      const kind = target.closest('[data-handle="resize"]') ? 'resize' : 'move';
      gesture.current = { kind, key: field.key, start: point, rect: field };
    } else {
      onSelect(null);
      if (!placing) return;
      gesture.current = { kind: 'place', start: point };
    }
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // No active pointer to capture (a synthetic event): the surface still sees its own moves.
    }
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    const point = current ? pointOf(event) : null;
    if (!current || !point) return;
    const rect = rectFor(current, point);
    if (rect) setPreview({ key: current.kind === 'place' ? null : current.key, rect });
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    gesture.current = null;
    setPreview(null);
    const point = current ? (pointOf(event) ?? current.start) : null;
    if (!current || !point) return;
    const rect = rectFor(current, point);
    if (!rect) return;
    if (current.kind === 'place') onPlace(rect);
    else if (
      rect.x !== current.rect.x ||
      rect.y !== current.rect.y ||
      rect.width !== current.rect.width ||
      rect.height !== current.rect.height
    ) {
      onChange(current.key, rect);
    }
  }

  return (
    <Box
      ref={surface}
      data-testid={testId}
      aria-label={label}
      role="application"
      pos="absolute"
      inset={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        gesture.current = null;
        setPreview(null);
      }}
      style={{
        cursor: editable && placing ? 'crosshair' : 'default',
        touchAction: editable ? 'none' : 'auto',
      }}
    >
      {fields.map((field) => {
        const signer = signers.find((s) => s.id === field.signerId);
        const shown = preview && preview.key === field.key ? preview.rect : field;
        return (
          <FieldBox
            key={field.key}
            field={field}
            rect={shown}
            color={signer?.color ?? 'gray'}
            signerName={signer?.name ?? t('builderFieldNoSigner')}
            selected={selected === field.key}
            editable={editable}
            onSelect={() => onSelect(field.key)}
            onNudge={(delta) => onChange(field.key, moveBy(field, delta))}
            onRemove={() => onRemove(field.key)}
          />
        );
      })}
      {preview && preview.key === null ? (
        <Box
          aria-hidden="true"
          pos="absolute"
          style={{
            left: `${preview.rect.x * 100}%`,
            top: `${preview.rect.y * 100}%`,
            width: `${preview.rect.width * 100}%`,
            height: `${preview.rect.height * 100}%`,
            border: '1px dashed var(--mantine-color-gray-7)',
            pointerEvents: 'none',
          }}
        />
      ) : null}
    </Box>
  );
}
