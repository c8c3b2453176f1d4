import { Badge, Button, Collapse, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { type VendorSearchColumn, vendorSearchColumns, vendorSearchPageSize } from '@procura/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { saveFile } from '../../../platform/api/save-file.ts';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { ColumnChooser } from '../../../ui/column-chooser.tsx';
import { SearchIcon } from '../../../ui/icons.tsx';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { EvaluateSupplierButton } from '../../performance/index.ts';
import { exportVendors, useVendorSearch } from '../api/vendors-queries.ts';
import { AddSupplierButton } from '../components/add-supplier-button.tsx';
import { DirectoryFiltersPanel } from '../components/directory-filters.tsx';
import { DirectoryResults } from '../components/directory-results.tsx';
import { AddToListMenu } from '../components/list-add-menu.tsx';
import { VendorListsPanel } from '../components/lists-panel.tsx';
import {
  countFilters,
  type DirectoryState,
  emptyDirectory,
  exportFileName,
  loadColumns,
  nextSort,
  saveColumns,
  searchTextTooShort,
  toSearchRequest,
} from '../directory-model.ts';
import { vendorColumnLabelKeys } from '../presenters.ts';

/**
 * The directory tab: the name search (at least three characters, 000 §5; debounced, a search
 * typed over is cancelled), the advanced search, sortable columns the user picks (kept in this
 * browser), paging by 20, the .xlsx export of the whole search, and "add to list" for the rows
 * ticked. A row opens the supplier's profile.
 */
function DirectoryTab() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { info } = useSession();
  const [state, setState] = useState<DirectoryState>(emptyDirectory);
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 300);
  const [columns, setColumns] = useState<VendorSearchColumn[]>(loadColumns);
  const [filtersOpen, filtersToggle] = useDisclosure(false);
  const [exporting, setExporting] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const tooShort = searchTextTooShort(typed);

  // One or two characters are never sent (000 §5): the last text that could be searched stays.
  useEffect(() => {
    if (searchTextTooShort(debounced)) return;
    const searchText = debounced.trim();
    setState((current) =>
      current.searchText === searchText ? current : { ...current, searchText, page: 1 },
    );
  }, [debounced]);

  const request = toSearchRequest(state);
  const results = useVendorSearch(request);
  const update = (patch: Partial<DirectoryState>) =>
    setState((current) => ({ ...current, ...patch, page: 1 }));

  async function exportResults() {
    setExporting(true);
    try {
      const blob = await exportVendors(node, request, columns);
      saveFile(blob, exportFileName(new Date(), info.customer.timezone));
    } catch {
      // The client has shown the failure.
    } finally {
      setExporting(false);
    }
  }

  function content() {
    if (results.isPending) return <PageLoader />;
    if (results.isError) {
      return (
        <ErrorState
          title={t('suppliersLoadFailed')}
          message={results.error.message}
          onRetry={() => void results.refetch()}
        />
      );
    }
    const { values, total } = results.data;
    if (values.length === 0) return <EmptyResult title={t('suppliersEmpty')} />;
    return (
      <Stack>
        <DirectoryResults
          rows={values}
          columns={columns}
          sort={state}
          onSort={(column) => setState((current) => ({ ...current, ...nextSort(current, column), page: 1 }))}
          chosen={chosen}
          onChoose={setChosen}
        />
        <Pager
          page={state.page}
          total={total}
          pageSize={vendorSearchPageSize}
          onChange={(page) => setState((current) => ({ ...current, page }))}
        />
      </Stack>
    );
  }

  const filterCount = countFilters(state.filters);
  return (
    <Stack>
      {results.data ? (
        <Text c="dimmed" size="sm" data-testid="suppliers-count">
          {t('suppliersCount', { count: results.data.total })}
        </Text>
      ) : null}
      <Stack gap={4}>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('suppliersSearchLabel')}
            placeholder={t('suppliersSearchPrompt')}
            leftSection={<SearchIcon size={16} />}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            aria-describedby={tooShort ? 'suppliers-search-hint' : undefined}
            w={{ base: '100%', sm: 320 }}
            data-testid="suppliers-search"
          />
          <Button
            variant="default"
            onClick={filtersToggle.toggle}
            aria-expanded={filtersOpen}
            rightSection={filterCount > 0 ? <Badge size="sm">{filterCount}</Badge> : null}
            data-testid="suppliers-filters-toggle"
          >
            {filtersOpen ? t('suppliersAdvancedHide') : t('suppliersAdvancedShow')}
          </Button>
          <ColumnChooser
            all={vendorSearchColumns}
            columns={columns}
            labelOf={(column) => t(vendorColumnLabelKeys[column])}
            onChange={(next) => {
              setColumns(next);
              saveColumns(next);
            }}
          />
          <Button
            variant="default"
            loading={exporting}
            onClick={() => void exportResults()}
            data-testid="suppliers-export"
          >
            {t('exportButton')}
          </Button>
          <AddToListMenu vendorIds={chosen} />
          <EvaluateSupplierButton
            suppliers={(results.data?.values ?? []).filter((row) => chosen.includes(row.id))}
          />
          {filterCount > 0 || typed !== '' ? (
            <Button
              variant="subtle"
              onClick={() => {
                setTyped('');
                setState(emptyDirectory);
              }}
              data-testid="suppliers-clear"
            >
              {t('suppliersClear')}
            </Button>
          ) : null}
        </Group>
        {tooShort ? (
          <Text size="sm" c="dimmed" id="suppliers-search-hint" data-testid="suppliers-search-hint">
            {t('supplierSearchTooShort')}
          </Text>
        ) : null}
      </Stack>
      {/* Unmounted while closed, so its lists are fetched only when someone filters. */}
      <Collapse expanded={filtersOpen} keepMounted={false}>
        <DirectoryFiltersPanel filters={state.filters} onChange={(filters) => update({ filters })} />
      </Collapse>
      {content()}
    </Stack>
  );
}

const tabs = ['directory', 'lists'] as const;
type DirectoryTabName = (typeof tabs)[number];

/**
 * /suppliers (000 §2; issue 22 §1, §4, §5): the agency's suppliers, as the directory and as the
 * lists made of them, with "Add supplier" in the header. The tab is in the address (?tab=lists).
 */
export function SupplierDirectoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('suppliersTitle'));
  const [params, setParams] = useSearchParams();
  const tab: DirectoryTabName = params.get('tab') === 'lists' ? 'lists' : 'directory';
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('suppliersTitle')}</Title>
        <AddSupplierButton />
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'lists' ? { tab: 'lists' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="directory" data-testid="suppliers-tab-directory">
            {t('suppliersTabDirectory')}
          </Tabs.Tab>
          <Tabs.Tab value="lists" data-testid="suppliers-tab-lists">
            {t('suppliersTabLists')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="directory" pt="md">
          <DirectoryTab />
        </Tabs.Panel>
        <Tabs.Panel value="lists" pt="md">
          <VendorListsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
