import { Checkbox, Fieldset, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import type { PermissionItem } from '@procura/contract';
import { type PermissionCategory, permissionCategories } from '@procura/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const categoryLabelKey = {
  Build: 'categoryBuild',
  Contract: 'categoryContract',
  'Control Panel': 'categoryControlPanel',
  Project: 'categoryProject',
  Reports: 'categoryReports',
  Source: 'categorySource',
  Supplier: 'categorySupplier',
  Award: 'categoryAward',
  Department: 'categoryDepartment',
  System: 'categorySystem',
} as const satisfies Record<PermissionCategory, string>;

/** The permission list by category, in the order of 000 §3; unknown categories come last. */
export function groupByCategory(items: readonly PermissionItem[]): [string, PermissionItem[]][] {
  const order = [...permissionCategories, ...new Set(items.map((item) => item.category))];
  return [...new Set(order)]
    .map(
      (category) =>
        [category, items.filter((item) => item.category === category)] as [string, PermissionItem[]],
    )
    .filter(([, list]) => list.length > 0);
}

/**
 * A group's permissions, one box per category with a select-all (indeterminate while only some are
 * ticked). When the user may not change the group, every box is disabled and says why
 * ('You do not have permission to select this item', 000 §6).
 */
export function GroupPermissions({
  permissions,
  value,
  onChange,
  locked,
}: {
  permissions: readonly PermissionItem[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const held = new Set(value);

  function setMany(ids: string[], checked: boolean) {
    const next = new Set(held);
    for (const id of ids) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    // Keep the list's own order, so the saved payload is stable.
    onChange(permissions.map((item) => item.id).filter((id) => next.has(id)));
  }

  const lockTip = (control: ReactElement) =>
    locked ? (
      <Tooltip label={t('noPermissionToSelect')} withArrow>
        <span>{control}</span>
      </Tooltip>
    ) : (
      control
    );

  return (
    <Stack gap="sm" data-testid="group-permissions">
      {groupByCategory(permissions).map(([category, items]) => {
        const ids = items.map((item) => item.id);
        const count = ids.filter((id) => held.has(id)).length;
        const label =
          category in categoryLabelKey ? t(categoryLabelKey[category as PermissionCategory]) : category;
        return (
          <Fieldset key={category} legend={label} data-testid={`permission-category-${category}`}>
            <Stack gap="xs">
              {lockTip(
                <Checkbox
                  label={t('selectAllIn', { category: label })}
                  checked={count === ids.length}
                  indeterminate={count > 0 && count < ids.length}
                  onChange={(event) => setMany(ids, event.currentTarget.checked)}
                  disabled={locked}
                  fw={600}
                />,
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {items.map((item) => (
                  <div key={item.id}>
                    {lockTip(
                      <Checkbox
                        label={item.label}
                        checked={held.has(item.id)}
                        onChange={(event) => setMany([item.id], event.currentTarget.checked)}
                        disabled={locked}
                      />,
                    )}
                  </div>
                ))}
              </SimpleGrid>
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
