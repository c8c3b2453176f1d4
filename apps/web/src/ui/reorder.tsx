import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The ids of a list with the item at `index` moved one place up (-1) or down (+1). */
export function movedIds(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target] as number, next[index] as number];
  return next;
}

/** Up and down buttons of one row, named after the row so each says what it moves. */
export function ReorderButtons({
  name,
  isFirst,
  isLast,
  disabled = false,
  onMove,
}: {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  disabled?: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('moveUp', { name })}
        disabled={disabled || isFirst}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('moveDown', { name })}
        disabled={disabled || isLast}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </ActionIcon>
    </Group>
  );
}
