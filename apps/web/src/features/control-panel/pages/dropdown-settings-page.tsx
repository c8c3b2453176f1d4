import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import type { DropdownList } from '../api/lists-queries.ts';
import { CategoryEditor } from '../components/category-editor.tsx';
import { DepartmentsEditor } from '../components/departments-editor.tsx';
import { OptionListEditor } from '../components/option-list-editor.tsx';
import { SectionLayout } from '../components/section-layout.tsx';
import { TaxTypesEditor } from '../components/tax-types-editor.tsx';

type Tab = { value: string; label: UiKey; render: (readOnly: boolean) => ReactNode };

const optionTab = (list: DropdownList, label: UiKey): Tab => ({
  value: list,
  label,
  render: (readOnly) => <OptionListEditor list={list} readOnly={readOnly} />,
});

/** The lists of 000 §2 (Control-panel lists), the two category trees and the tax types, one tab each. */
const tabs: readonly Tab[] = [
  {
    value: 'departments',
    label: 'tabDepartments',
    render: (readOnly) => <DepartmentsEditor readOnly={readOnly} />,
  },
  optionTab('leadAgencyName', 'tabLeadAgencyNames'),
  optionTab('irrevocablePeriod', 'tabIrrevocablePeriods'),
  optionTab('tenderType', 'tabProcurementTypes'),
  optionTab('term', 'tabTerms'),
  optionTab('tradeAgreement', 'tabTradeAgreements'),
  optionTab('awardException', 'tabAwardExceptions'),
  {
    value: 'categories',
    label: 'tabCategories',
    render: (readOnly) => <CategoryEditor kind="category" readOnly={readOnly} />,
  },
  {
    value: 'commodities',
    label: 'tabCommodityCodes',
    render: (readOnly) => <CategoryEditor kind="commodity" readOnly={readOnly} />,
  },
  { value: 'taxes', label: 'tabTaxes', render: (readOnly) => <TaxTypesEditor readOnly={readOnly} /> },
];

/**
 * /control-panel/dropdown-settings. The open tab is in the address (`?tab=terms`), so a link or a
 * reload returns to the same list. Only the open tab is mounted: each tab loads its own list.
 */
export function DropdownSettingsPage() {
  const { t } = useTranslation();
  const readOnly = !(useRouteAccess('control-panel')?.canAct ?? true);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.some((tab) => tab.value === requested) ? (requested as string) : 'departments';

  return (
    <SectionLayout
      title={t('dropdownSettingsTitle')}
      description={t('dropdownSettingsIntro')}
      readOnly={readOnly}
    >
      <Tabs
        value={active}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.render(readOnly)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </SectionLayout>
  );
}
