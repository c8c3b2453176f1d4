import {
  Button,
  Drawer,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  type CalculationOperator,
  type ColumnTypeName,
  calculationOperators,
  canDeleteColumn,
  columnTypeNames,
  type FormProblemKey,
  type TenderTableColumn,
  tableRules,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnName, columnTypeLabel, isNumericColumn, operatorLabel } from '../form-labels.ts';
import type { ColumnSettings } from '../form-reducer.ts';

type Calculation = { left: string; operator: CalculationOperator; right: string };

/**
 * The settings of one column (000 §3 Column, §9 column width): name, type, width, whether it is
 * required, filled by suppliers, hidden from them, in the subtotal; a Total's calculation from two
 * other number columns; a dropdown's choices. Each change applies at once, so the grid and its
 * totals follow as the buyer edits.
 */
export function ColumnSettingsDrawer({
  column,
  columns,
  typeLocked,
  readOnly,
  problems,
  onChange,
  onMove,
  onDelete,
  onClose,
}: {
  column: TenderTableColumn;
  columns: readonly TenderTableColumn[];
  typeLocked: boolean;
  readOnly: boolean;
  problems: readonly FormProblemKey[];
  onChange: (patch: Partial<ColumnSettings>) => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const position = columns.findIndex((c) => c.id === column.id);
  const name = columnName(column, position);
  const calc = column.tenderTableTotalCalculation;
  // A calculation is kept whole: until both columns are chosen, the choice waits here.
  const [calculation, setCalculation] = useState<Calculation>({
    left: calc ? String(calc.leftColumnId) : '',
    operator: calc?.operator ?? 'multiply',
    right: calc ? String(calc.rightColumnId) : '',
  });
  const [choicesText, setChoicesText] = useState(column.options.join('\n'));
  const operands = columns.filter((c) => c.id !== column.id && isNumericColumn(c));
  const canDelete = canDeleteColumn(column.id, columns);

  function changeCalculation(next: Calculation) {
    setCalculation(next);
    const complete = next.left !== '' && next.right !== '';
    onChange({
      tenderTableTotalCalculation: complete
        ? { operator: next.operator, leftColumnId: Number(next.left), rightColumnId: Number(next.right) }
        : null,
    });
  }

  const operandData = [
    { value: '', label: t('formChoose') },
    ...operands.map((c) => ({ value: String(c.id), label: columnName(c, columns.indexOf(c)) })),
  ];
  const typeSelect = (
    <NativeSelect
      label={t('formColumnType')}
      value={column.columnTypeName}
      disabled={readOnly || typeLocked}
      data={columnTypeNames.map((type) => ({ value: type, label: columnTypeLabel(type) }))}
      onChange={(event) => onChange({ columnTypeName: event.currentTarget.value as ColumnTypeName })}
    />
  );

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      title={t('formColumnSettings', { name })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          label={t('formColumnName')}
          value={column.name}
          maxLength={tableRules.maxNameLength}
          disabled={readOnly}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          data-autofocus
        />
        {typeLocked ? (
          <Tooltip label={t('formColumnTypeLockedHint')} openDelay={0}>
            <div data-testid="column-type-locked">{typeSelect}</div>
          </Tooltip>
        ) : (
          typeSelect
        )}
        <NumberInput
          label={t('formColumnWidth')}
          value={column.columnWidth}
          min={tableRules.minColumnWidth}
          max={tableRules.maxColumnWidth}
          step={10}
          allowDecimal={false}
          disabled={readOnly}
          onChange={(value) => {
            const width = Math.round(Number(value));
            if (width >= tableRules.minColumnWidth && width <= tableRules.maxColumnWidth)
              onChange({ columnWidth: width });
          }}
        />
        <Switch
          label={t('formColumnRequired')}
          checked={column.isRequired}
          disabled={readOnly}
          onChange={(event) => onChange({ isRequired: event.currentTarget.checked })}
        />
        <Switch
          label={t('formColumnEditable')}
          checked={column.isEditableonPublic}
          disabled={readOnly}
          onChange={(event) => onChange({ isEditableonPublic: event.currentTarget.checked })}
        />
        <Switch
          label={t('formColumnHidden')}
          checked={column.isHiddenOnPublic}
          disabled={readOnly}
          onChange={(event) => onChange({ isHiddenOnPublic: event.currentTarget.checked })}
        />
        {isNumericColumn(column) ? (
          <Switch
            label={t('formColumnSubtotal')}
            checked={column.isSubtotalIncluded}
            disabled={readOnly}
            onChange={(event) => onChange({ isSubtotalIncluded: event.currentTarget.checked })}
          />
        ) : null}
        {column.columnTypeName === 'Total' ? (
          <Stack gap="xs" role="group" aria-label={t('formCalculation')}>
            <Text fw={600} size="sm">
              {t('formCalculation')}
            </Text>
            <NativeSelect
              label={t('formCalculationLeft')}
              value={calculation.left}
              disabled={readOnly}
              data={operandData}
              onChange={(event) => changeCalculation({ ...calculation, left: event.currentTarget.value })}
            />
            <NativeSelect
              label={t('formCalculationOperator')}
              value={calculation.operator}
              disabled={readOnly}
              data={calculationOperators.map((operator) => ({
                value: operator,
                label: operatorLabel(operator),
              }))}
              onChange={(event) =>
                changeCalculation({
                  ...calculation,
                  operator: event.currentTarget.value as CalculationOperator,
                })
              }
            />
            <NativeSelect
              label={t('formCalculationRight')}
              value={calculation.right}
              disabled={readOnly}
              data={operandData}
              onChange={(event) => changeCalculation({ ...calculation, right: event.currentTarget.value })}
            />
          </Stack>
        ) : null}
        {column.columnTypeName === 'DropdownList' ? (
          <Textarea
            label={t('formChoices')}
            description={t('formChoicesDescription')}
            autosize
            minRows={3}
            value={choicesText}
            disabled={readOnly}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setChoicesText(text);
              const options = text
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean);
              onChange({ options: [...new Set(options)].slice(0, tableRules.maxDropdownOptions) });
            }}
          />
        ) : null}
        {problems.map((key) => (
          <Text key={key} size="sm" c="red" role="alert">
            {t(key, { max: '' })}
          </Text>
        ))}
        {readOnly ? null : (
          <Group justify="space-between">
            <Group gap="xs">
              <Button variant="default" size="xs" disabled={position <= 0} onClick={() => onMove(-1)}>
                {t('formColumnMoveLeft', { name })}
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={position >= columns.length - 1}
                onClick={() => onMove(1)}
              >
                {t('formColumnMoveRight', { name })}
              </Button>
            </Group>
            <Tooltip label={t('formColumnInCalculation')} disabled={canDelete} openDelay={0}>
              <span>
                <Button color="red" variant="light" size="xs" disabled={!canDelete} onClick={onDelete}>
                  {t('formColumnDelete', { name })}
                </Button>
              </span>
            </Tooltip>
          </Group>
        )}
      </Stack>
    </Drawer>
  );
}
