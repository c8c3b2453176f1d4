import { Alert, Card, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { currentLanguage } from '../../../platform/i18n/index.ts';
import { useSession } from '../../../platform/session/session-context.tsx';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useReportCategories, useReportNames } from '../api/library-queries.ts';
import { useMySubscriptions } from '../api/subscription-queries.ts';
import { LibraryFilters } from '../components/library-filters.tsx';
import { ReportCard } from '../components/report-card.tsx';
import {
  categoryItems,
  countsOf,
  describeReports,
  filterReports,
  type LibraryFilter,
  pageHolding,
  subscribedNames,
  subscriptionsOf,
} from '../library-model.ts';

/** More than this many reports shown at once are paged. */
export const libraryPageSize = 20;

const noSubscriptions = { forUser: [], byUser: [] };

function LibrarySkeleton() {
  return (
    <Stack data-testid="report-library-loading" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Card key={index} withBorder>
          <Group wrap="nowrap" align="flex-start">
            <Skeleton w={160} h={100} />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton h={18} w="40%" />
              <Skeleton h={12} w="90%" />
              <Skeleton h={28} w={120} />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /reports/library (000 §2; issue 26 §2): the built-in reports offered to the caller, by category,
 * searched by title or narrowed to their subscriptions; each can be run and downloaded, marked a
 * favourite, and (with the reports edit right) subscribed to. `?report=Name` opens on that report.
 */
export function ReportLibraryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reportLibraryTitle'));
  const { info } = useSession();
  const mayEdit = useRouteAccess('reports')?.canAct ?? false;
  const names = useReportNames();
  const categories = useReportCategories();
  const mine = useMySubscriptions();
  const [params] = useSearchParams();
  const requested = params.get('report');
  const [filter, setFilter] = useState<LibraryFilter>({
    category: 'All',
    search: '',
    mySubscriptions: false,
  });
  const [page, setPage] = useState(1);
  // The linked report's card comes into view when it is drawn (on its page).
  const scrollIntoView = useCallback((card: HTMLDivElement | null) => {
    card?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, []);

  const language = currentLanguage();
  const reports = useMemo(() => describeReports(names.data ?? [], language), [names.data, language]);
  const subscriptions = mine.data ?? noSubscriptions;
  const subscribed = useMemo(
    () => subscribedNames(subscriptions.forUser, subscriptions.byUser),
    [subscriptions],
  );
  const shown = useMemo(() => filterReports(reports, filter, subscribed), [reports, filter, subscribed]);
  const items = categoryItems(categories.data ?? countsOf(reports), reports);
  const requestedIndex = shown.findIndex((report) => report.name === requested);

  // A link to one report opens the page that holds it, once, and brings it into view.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!requested || requestedIndex < 0 || opened.current === requested) return;
    opened.current = requested;
    setPage(pageHolding(requestedIndex, libraryPageSize));
  }, [requested, requestedIndex]);
  const changeFilter = (next: LibraryFilter) => {
    setFilter(next);
    setPage(1);
  };

  let body: ReactNode;
  if (names.isPending) body = <LibrarySkeleton />;
  else if (names.isError)
    body = (
      <ErrorState
        title={t('reportLibLoadFailed')}
        message={names.error.message}
        onRetry={() => {
          void names.refetch();
          void categories.refetch();
        }}
      />
    );
  else if (reports.length === 0)
    body = <EmptyResult title={t('reportLibNoneTitle')} description={t('reportLibNoneHint')} />;
  else {
    const lastPage = Math.max(1, Math.ceil(shown.length / libraryPageSize));
    const current = Math.min(page, lastPage);
    body = (
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <LibraryFilters items={items} filter={filter} onChange={changeFilter} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack component="section" aria-label={t('reportLibList')}>
            {shown.length === 0 ? <EmptyResult title={t('reportLibNoMatch')} /> : null}
            {shown.slice((current - 1) * libraryPageSize, current * libraryPageSize).map((report) => (
              <ReportCard
                key={report.name}
                ref={report.name === requested ? scrollIntoView : undefined}
                report={report}
                subscriptions={subscriptionsOf(report.name, subscriptions.forUser, subscriptions.byUser, {
                  id: info.user.id,
                  email: info.user.email,
                })}
                mayEdit={mayEdit && mine.isSuccess}
                highlighted={report.name === requested}
              />
            ))}
            {shown.length > libraryPageSize ? (
              <Pager page={current} total={shown.length} pageSize={libraryPageSize} onChange={setPage} />
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }

  const notOffered =
    requested !== null && names.isSuccess && !reports.some((report) => report.name === requested);

  return (
    <Stack>
      <Title order={1}>{t('reportLibraryTitle')}</Title>
      {notOffered ? (
        <Alert color="yellow" data-testid="report-not-offered">
          {t('reportLibNotOffered')}
        </Alert>
      ) : null}
      {body}
    </Stack>
  );
}
