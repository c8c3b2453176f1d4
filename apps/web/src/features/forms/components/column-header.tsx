import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { FormProblemKey, TenderTableColumn } from '@procura/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnName, columnTypeLabel } from '../form-labels.ts';
import classes from './form-grid.module.css';
import { GridBox } from './grid-box.tsx';
import { gridCellAttribute, gridCellValue } from './grid-navigation.ts';

/**
 * A column's header in the buyer's grid: its name and type, its problems, and its actions. The
 * settings button is the header's stop in the grid's keyboard navigation; moving and deleting are
 * also in the settings drawer and on Alt+arrows, so the small buttons here are for the mouse.
 */
export const ColumnHeader = memo(function ColumnHeader({
  column,
  position,
  count,
  tabbable,
  canDelete,
  problems,
  readOnly,
  onSettings,
  onMove,
  onDelete,
}: {
  column: TenderTableColumn;
  position: number;
  count: number;
  tabbable: boolean;
  canDelete: boolean;
  problems: readonly FormProblemKey[] | undefined;
  readOnly: boolean;
  onSettings: (columnId: number) => void;
  onMove: (columnId: number, step: -1 | 1) => void;
  onDelete: (columnId: number) => void;
}) {
  const { t } = useTranslation();
  const name = columnName(column, position);
  const flags = [
    column.isRequired ? '*' : null,
    column.isEditableonPublic ? t('formSupplierEnters') : null,
    column.isHiddenOnPublic ? t('formColumnHidden') : null,
  ].filter(Boolean);
  return (
    <GridBox
      role="columnheader"
      aria-colindex={position + 2}
      className={classes.cell}
      style={{ width: column.columnWidth }}
      data-testid={`column-header-${column.id}`}
    >
      <Stack gap={2}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <button
            type="button"
            className={classes.headerButton}
            {...{ [gridCellAttribute]: gridCellValue(0, position + 1) }}
            tabIndex={tabbable ? 0 : -1}
            aria-label={t('formColumnSettings', { name })}
            onClick={() => onSettings(column.id)}
          >
            {name}
          </button>
          {readOnly ? null : (
            <Group gap={0} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="xs"
                tabIndex={-1}
                aria-label={t('formColumnMoveLeft', { name })}
                disabled={position === 0}
                onClick={() => onMove(column.id, -1)}
              >
                <span aria-hidden="true">←</span>
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="xs"
                tabIndex={-1}
                aria-label={t('formColumnMoveRight', { name })}
                disabled={position === count - 1}
                onClick={() => onMove(column.id, 1)}
              >
                <span aria-hidden="true">→</span>
              </ActionIcon>
              <Tooltip label={t('formColumnInCalculation')} disabled={canDelete} openDelay={0}>
                {/* A disabled button gets no pointer events; the wrapper carries the tooltip. */}
                <span>
                  <ActionIcon
                    variant="subtle"
                    size="xs"
                    color="red"
                    tabIndex={-1}
                    aria-label={t('formColumnDelete', { name })}
                    disabled={!canDelete}
                    onClick={() => onDelete(column.id)}
                  >
                    <span aria-hidden="true">✕</span>
                  </ActionIcon>
                </span>
              </Tooltip>
            </Group>
          )}
        </Group>
        <Text size="xs" c="dimmed" fw={400}>
          {[columnTypeLabel(column.columnTypeName), ...flags].join(' · ')}
        </Text>
        {(problems ?? []).map((key) => (
          <Text key={key} size="xs" c="red" fw={400} role="note">
            {t(key, { max: '' })}
          </Text>
        ))}
      </Stack>
    </GridBox>
  );
});
