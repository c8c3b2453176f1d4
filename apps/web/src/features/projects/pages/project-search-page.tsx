import { Badge, Button, Collapse, Group, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useDocumentTitle } from '@mantine/hooks';
import {
  type ProjectSearchColumn,
  projectSearchColumns,
  projectSearchPageSize,
  projectStatuses,
  searchCountCap,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanVisit } from '../../../platform/access/use-access.ts';
import { saveFile } from '../../../platform/api/save-file.ts';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { ColumnChooser } from '../../../ui/column-chooser.tsx';
import { SearchIcon } from '../../../ui/icons.tsx';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useProjectSearch } from '../api/project-queries.ts';
import { exportProjects } from '../api/project-search-queries.ts';
import { SavedSearches } from '../components/saved-searches.tsx';
import { SearchFilters } from '../components/search-filters.tsx';
import { columnLabelKeys, SearchResults } from '../components/search-results.tsx';
import { statusLabelKeys } from '../presenters.ts';
import {
  countFilters,
  dateRangeInvalid,
  emptySearch,
  fromSavedCriteria,
  loadColumns,
  type SearchState,
  saveColumns,
  toSavedCriteria,
  toSearchRequest,
} from '../search-model.ts';

/**
 * /projects: the project search (000 §2 Project Search) with text, created dates, statuses, the
 * five filter groups, sortable columns the user picks (kept in this browser), paging by 20,
 * saved searches and an .xlsx export of the current search. A row opens its project.
 */
export function ProjectSearchPage() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { info } = useSession();
  const canVisit = useCanVisit();
  useDocumentTitle(t('projectsTitle'));
  const [search, setSearch] = useState<SearchState>(emptySearch);
  const [debouncedText] = useDebouncedValue(search.searchText, 300);
  const [columns, setColumns] = useState<ProjectSearchColumn[]>(loadColumns);
  const [filtersOpen, filters] = useDisclosure(false);
  const [exporting, setExporting] = useState(false);
  const rangeInvalid = dateRangeInvalid(search);
  const request = toSearchRequest({ ...search, searchText: debouncedText });
  const results = useProjectSearch(request, !rangeInvalid);

  // Any change of criteria starts again from page 1.
  const update = (patch: Partial<SearchState>) => setSearch((current) => ({ ...current, ...patch, page: 1 }));

  async function exportResults() {
    setExporting(true);
    try {
      const blob = await exportProjects(node, request, columns);
      saveFile(blob, `${t('projectsExportFileName')}.xlsx`);
    } catch {
      // The client has shown the failure.
    } finally {
      setExporting(false);
    }
  }

  function content() {
    if (rangeInvalid) return null;
    if (results.isPending) return <PageLoader />;
    if (results.isError) {
      return (
        <ErrorState
          title={t('projectsLoadFailed')}
          message={results.error.message}
          onRetry={() => void results.refetch()}
        />
      );
    }
    const { values, total } = results.data;
    if (values.length === 0) return <EmptyResult title={t('projectsEmpty')} />;
    return (
      <Stack>
        <SearchResults
          rows={values}
          columns={columns}
          sort={search}
          timeZone={info.customer.timezone}
          onSort={(column) =>
            setSearch((current) => ({
              ...current,
              sortColumn: column,
              sortDirection:
                current.sortColumn === column && current.sortDirection === 'asc' ? 'desc' : 'asc',
              page: 1,
            }))
          }
        />
        <Pager
          page={search.page}
          total={total}
          pageSize={projectSearchPageSize}
          onChange={(page) => setSearch((current) => ({ ...current, page }))}
        />
      </Stack>
    );
  }

  const filterCount = countFilters(search);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2}>{t('projectsTitle')}</Title>
          {results.data ? (
            <Text c="dimmed" size="sm" data-testid="projects-count">
              {results.data.total > searchCountCap
                ? t('projectsCountOver', { limit: searchCountCap.toLocaleString('en-CA') })
                : t('projectsCount', { count: results.data.total })}
            </Text>
          ) : null}
        </Stack>
        {canVisit('/projects/new/newproject') ? (
          <Button component={Link} to="/projects/new/newproject" data-testid="projects-new">
            {t('newProject')}
          </Button>
        ) : null}
      </Group>
      <SavedSearches
        criteria={toSavedCriteria(search)}
        onApply={(saved) => setSearch(fromSavedCriteria(saved.criteria))}
      />
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('projectsSearchLabel')}
          placeholder={t('projectsSearchPlaceholder')}
          leftSection={<SearchIcon size={16} />}
          value={search.searchText}
          onChange={(event) => update({ searchText: event.currentTarget.value })}
          w={{ base: '100%', sm: 280 }}
          data-testid="projects-search"
        />
        <MultiSelect
          label={t('columnStatus')}
          data={projectStatuses.map((status) => ({ value: status, label: t(statusLabelKeys[status]) }))}
          value={search.status}
          onChange={(status) => update({ status })}
          clearable
          w={{ base: '100%', sm: 260 }}
          data-testid="projects-status"
        />
        <TextInput
          type="date"
          label={t('createdFromLabel')}
          value={search.dateFrom}
          onChange={(event) => update({ dateFrom: event.currentTarget.value })}
          data-testid="projects-date-from"
        />
        <TextInput
          type="date"
          label={t('createdToLabel')}
          value={search.dateTo}
          onChange={(event) => update({ dateTo: event.currentTarget.value })}
          error={rangeInvalid ? t('searchDateRangeInvalid') : null}
          data-testid="projects-date-to"
        />
        <Button
          variant="default"
          onClick={filters.toggle}
          aria-expanded={filtersOpen}
          rightSection={filterCount > 0 ? <Badge size="sm">{filterCount}</Badge> : null}
          data-testid="projects-filters-toggle"
        >
          {filtersOpen ? t('filtersHide') : t('filtersShow')}
        </Button>
        <ColumnChooser
          all={projectSearchColumns}
          columns={columns}
          labelOf={(column) => t(columnLabelKeys[column])}
          onChange={(next) => {
            setColumns(next);
            saveColumns(next);
          }}
        />
        <Button
          variant="default"
          loading={exporting}
          disabled={rangeInvalid}
          onClick={() => void exportResults()}
          data-testid="projects-export"
        >
          {t('exportButton')}
        </Button>
        {filterCount > 0 ||
        search.searchText ||
        search.status.length > 0 ||
        search.dateFrom ||
        search.dateTo ? (
          <Button variant="subtle" onClick={() => setSearch(emptySearch)} data-testid="projects-clear">
            {t('filtersClear')}
          </Button>
        ) : null}
      </Group>
      {/* Unmounted while closed, so its lists are fetched only when someone filters. */}
      <Collapse expanded={filtersOpen} keepMounted={false}>
        <SearchFilters criteria={search.criteria} onChange={(criteria) => update({ criteria })} />
      </Collapse>
      {content()}
    </Stack>
  );
}
