import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import type { DropdownList } from '../api/lists-queries.ts';
import { OptionListEditor } from '../components/option-list-editor.tsx';
import { SectionLayout } from '../components/section-layout.tsx';

/**
 * The contracts' lists (000 §2 /control-panel/contract-settings; 001 §7): purchase order types and
 * the type list of each kind of contract document (decision 242), one tab each.
 */
const tabs: readonly { list: DropdownList; label: UiKey }[] = [
  { list: 'contractPoType', label: 'tabContractPoTypes' },
  { list: 'insuranceType', label: 'tabInsuranceTypes' },
  { list: 'contractBondsDocumentType', label: 'tabBondDocumentTypes' },
  { list: 'contractVendorDocumentType', label: 'tabVendorDocumentTypes' },
  { list: 'contractCategory', label: 'tabContractCategories' },
];

/**
 * /control-panel/contract-settings. As on the dropdown settings, the open tab is in the address
 * (`?tab=insuranceType`) and only it is mounted, so each tab loads its own list when opened.
 */
export function ContractSettingsPage() {
  const { t } = useTranslation();
  const readOnly = !(useRouteAccess('control-panel')?.canAct ?? true);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab.list === requested)?.list ?? 'contractPoType';

  return (
    <SectionLayout
      title={t('contractSettingsTitle')}
      description={t('contractSettingsIntro')}
      readOnly={readOnly}
    >
      <Tabs
        value={active}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.list} value={tab.list}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.list} value={tab.list} pt="md">
            <OptionListEditor list={tab.list} readOnly={readOnly} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </SectionLayout>
  );
}
