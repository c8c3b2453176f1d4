import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { type ProjectSearchColumn, projectSearchColumns } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { columnLabelKeys } from './search-results.tsx';

/** Which result columns show; at least one always does. */
export function ColumnChooser({
  columns,
  onChange,
}: {
  columns: readonly ProjectSearchColumn[];
  onChange: (columns: ProjectSearchColumn[]) => void;
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
          // Kept in the contract's order, whatever order they were ticked in.
          onChange={(value) => {
            const next = projectSearchColumns.filter((column) => value.includes(column));
            if (next.length > 0) onChange(next);
          }}
        >
          <Stack gap={6} mt="xs">
            {projectSearchColumns.map((column) => (
              <Checkbox
                key={column}
                value={column}
                label={t(columnLabelKeys[column])}
                data-testid={`column-option-${column}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
