import { Button, Skeleton, Stack, Textarea, Title } from '@mantine/core';
import type { Project } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useJournal, useJournalChanges } from '../api/journal-queries.ts';
import { JournalEntryCard } from './journal-entry-card.tsx';

const pageSize = 10;

/** The project journal, for the project's drawer: a new note on top, then the entries, pinned first. */
export function ProjectJournalPanel({ project }: { project: Project }) {
  const { t } = useTranslation();
  const canAct = useRouteAccess('project')?.canAct ?? false;
  const journal = useJournal(project.id);
  const changes = useJournalChanges(project.id);
  const [note, setNote] = useState('');
  const [page, setPage] = useState(1);

  function list() {
    if (journal.isPending) return <Skeleton height={120} data-testid="journal-loading" />;
    if (journal.isError) {
      return (
        <ErrorState
          title={t('journalLoadError')}
          message={journal.error.message}
          onRetry={() => void journal.refetch()}
        />
      );
    }
    if (journal.data.length === 0) return <EmptyResult title={t('journalEmpty')} />;
    return (
      <Stack>
        {journal.data.slice((page - 1) * pageSize, page * pageSize).map((entry) => (
          <JournalEntryCard key={entry.id} entry={entry} projectId={project.id} canAct={canAct} />
        ))}
        <Pager page={page} total={journal.data.length} pageSize={pageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack data-testid="project-journal-panel">
      <Title order={3}>{t('journalTitle')}</Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          changes.create.mutate(
            { projectId: project.id, note },
            {
              onSuccess: () => {
                setNote('');
                setPage(1);
              },
            },
          );
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('journalNewLabel')}
            placeholder={t('journalNewPlaceholder')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            disabled={!canAct}
            autosize
            minRows={2}
          />
          <Button
            type="submit"
            disabled={!canAct || note.trim() === ''}
            loading={changes.create.isPending}
            w="fit-content"
          >
            {t('journalAdd')}
          </Button>
        </Stack>
      </form>
      {list()}
    </Stack>
  );
}
