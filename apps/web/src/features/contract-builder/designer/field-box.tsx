import { Box, CloseButton, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldTypeLabelKeys } from '../presenters.ts';
import type { DraftField, Point, Rect } from './designer-model.ts';

/** How far an arrow key moves a selected field: half a percent of the page. */
const nudge = 0.005;

const arrows: Record<string, Point> = {
  ArrowLeft: { x: -nudge, y: 0 },
  ArrowRight: { x: nudge, y: 0 },
  ArrowUp: { x: 0, y: -nudge },
  ArrowDown: { x: 0, y: nudge },
};

/**
 * One field on a page, drawn at its fractions in percent so it scales with the page, in its
 * signer's colour. Selected, it shows a handle to resize it (bottom right) and a button to
 * remove it; it also moves with the arrow keys and goes with Delete. The pointer gestures
 * themselves belong to the page surface (designer-surface.tsx), which reads `data-field-key`.
 */
export function FieldBox({
  field,
  rect,
  color,
  signerName,
  selected,
  editable,
  onSelect,
  onNudge,
  onRemove,
}: {
  field: DraftField;
  rect: Rect;
  color: string;
  signerName: string;
  selected: boolean;
  editable: boolean;
  onSelect: () => void;
  onNudge: (delta: Point) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const typeLabel = t(fieldTypeLabelKeys[field.type]);
  const name = t('builderFieldOf', { type: typeLabel, name: signerName, page: field.page });

  function onKeyDown(event: KeyboardEvent) {
    if (!editable) return;
    const delta = arrows[event.key];
    if (delta) {
      event.preventDefault();
      onNudge(delta);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove();
    }
  }

  return (
    <Box
      data-field-key={field.key}
      data-testid={`designer-field-${field.key}`}
      data-type={field.type}
      role="button"
      tabIndex={0}
      aria-label={name}
      aria-pressed={selected}
      onFocus={onSelect}
      onKeyDown={onKeyDown}
      pos="absolute"
      style={{
        left: `${rect.x * 100}%`,
        top: `${rect.y * 100}%`,
        width: `${rect.width * 100}%`,
        height: `${rect.height * 100}%`,
        border: `${selected ? 2 : 1}px solid var(--mantine-color-${color}-6)`,
        background: `color-mix(in srgb, var(--mantine-color-${color}-2) 70%, transparent)`,
        borderRadius: 2,
        cursor: editable ? 'move' : 'default',
        overflow: 'visible',
        touchAction: 'none',
        userSelect: 'none',
      }}
    >
      <Text size="10px" lh={1.1} px={2} c={`${color}.9`} truncate style={{ pointerEvents: 'none' }}>
        {typeLabel} · {signerName}
      </Text>
      {selected && editable ? (
        <>
          <CloseButton
            data-remove
            size="xs"
            radius="xl"
            variant="filled"
            aria-label={t('builderFieldRemoveItem', { name })}
            onClick={onRemove}
            pos="absolute"
            style={{ top: -9, right: -9 }}
          />
          <Box
            data-handle="resize"
            aria-hidden="true"
            pos="absolute"
            style={{
              right: -5,
              bottom: -5,
              width: 10,
              height: 10,
              background: `var(--mantine-color-${color}-6)`,
              cursor: 'nwse-resize',
              borderRadius: 2,
            }}
          />
        </>
      ) : null}
    </Box>
  );
}
