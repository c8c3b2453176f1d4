import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Which columns of a result table show, among `all` (a contract's column list, in its order); at
 * least one always does. The project search and the supplier directory use it.
 */
export function ColumnChooser<Column extends string>({
  all,
  columns,
  labelOf,
  onChange,
}: {
  all: readonly Column[];
  columns: readonly Column[];
  labelOf: (column: Column) => string;
  onChange: (columns: Column[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" data-testid="column-chooser">
          {t('columnsButton')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={t('columnsLabel')}
          value={[...columns]}
          // Kept in the list's order, whatever order they were ticked in.
          onChange={(value) => {
            const next = all.filter((column) => value.includes(column));
            if (next.length > 0) onChange(next);
          }}
        >
          <Stack gap={6} mt="xs">
            {all.map((column) => (
              <Checkbox
                key={column}
                value={column}
                label={labelOf(column)}
                data-testid={`column-option-${column}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The columns this browser last chose under `storageKey`, in the list's order; the defaults when
 * none are kept or what is kept is broken.
 */
export function loadStoredColumns<Column extends string>(
  storageKey: string,
  all: readonly Column[],
  defaults: readonly Column[],
): Column[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as unknown;
    if (!Array.isArray(stored)) return [...defaults];
    const chosen = all.filter((column) => stored.includes(column));
    return chosen.length > 0 ? chosen : [...defaults];
  } catch {
    return [...defaults];
  }
}

export function storeColumns(storageKey: string, columns: readonly string[]): void {
  localStorage.setItem(storageKey, JSON.stringify(columns));
}
