import { Button, Group, Menu } from '@mantine/core';
import type { WidgetKey } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { widgetTitles } from './widget-body.tsx';

/**
 * Adding a widget (the catalogue's widgets not on the board that the agency's flags allow, in the
 * catalogue's order) and resetting the board to the default layout after a confirmation.
 */
export function DashboardToolbar({
  addable,
  disabled,
  onAdd,
  onReset,
}: {
  addable: readonly WidgetKey[];
  disabled: boolean;
  onAdd: (key: WidgetKey) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Menu position="bottom-end" shadow="md" width={280}>
        <Menu.Target>
          <Button size="sm" disabled={disabled || addable.length === 0} data-testid="add-widget">
            {t('dashAddWidget')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {addable.map((key) => (
            <Menu.Item key={key} onClick={() => onAdd(key)} data-testid={`add-widget-${key}`}>
              {t(widgetTitles[key])}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button
        size="sm"
        variant="default"
        disabled={disabled}
        data-testid="reset-layout"
        onClick={() =>
          confirmAction({
            title: t('dashResetLayoutTitle'),
            message: t('dashResetLayoutConfirm'),
            confirmLabel: t('dashResetLayout'),
            onConfirm: onReset,
          })
        }
      >
        {t('dashResetLayout')}
      </Button>
    </Group>
  );
}
