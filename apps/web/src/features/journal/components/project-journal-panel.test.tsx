import type { JournalEntry } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  nodePath,
  personFixture,
  projectFixture,
  renderProjectScreen,
  viewOnlyProject,
} from '../../../test/collaboration-fixtures.tsx';
import { envelope } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { ProjectJournalPanel } from './project-journal-panel.tsx';

const listPath = `GET ${nodePath}/ProjectJournals/All`;

function entry(id: number, overrides: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id,
    projectId: 12,
    note: `Note ${id}`,
    pinned: false,
    created: '2026-03-01T12:00:00.000Z',
    updated: '2026-03-01T12:00:00.000Z',
    createdBy: personFixture(42, 'Ada', 'Lovelace'),
    canEdit: true,
    comments: [],
    documents: [],
    ...overrides,
  };
}

describe('project journal panel', () => {
  it('adds an entry and lists entries with their files, comments and pins', async () => {
    const entries = [
      entry(1, {
        pinned: true,
        documents: [
          {
            id: 5,
            journalId: 1,
            fileName: 'minutes.pdf',
            contentType: 'application/pdf',
            sizeInByte: 2048,
            uploaded: '2026-03-01T12:00:00.000Z',
            uploadedBy: null,
          },
        ],
        comments: [
          {
            id: 9,
            journalId: 1,
            comment: 'Agreed',
            created: '2026-03-01T13:00:00.000Z',
            createdBy: null,
            canDelete: false,
          },
        ],
      }),
    ];
    const { server } = renderProjectScreen(<ProjectJournalPanel project={projectFixture()} />, {
      [listPath]: () => ({ body: envelope('projectJournal', entries) }),
      [`POST ${nodePath}/ProjectJournals`]: ({ body }) => {
        entries.push(entry(2, { note: (body as { note: string }).note }));
        return { body: envelope('projectJournal', [entries[1]]) };
      },
    });
    const user = userEvent.setup();
    const card = await screen.findByTestId('journal-entry-1');
    expect(within(card).getByText('Pinned')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'minutes.pdf' }).getAttribute('href')).toBe(
      `${nodePath}/ProjectJournalDocuments/Download?projectJournalDocumentId=5`,
    );
    expect(within(card).getByText('Agreed')).toBeTruthy();
    expect(
      (within(card).getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLButtonElement).disabled,
    ).toBe(true);

    await fill(user, screen.getByLabelText('New entry'), 'Bid opening scheduled');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Bid opening scheduled')).toBeTruthy();
    expect(server.callsTo(`POST ${nodePath}/ProjectJournals`)[0]?.body).toEqual({
      projectId: 12,
      note: 'Bid opening scheduled',
    });
  });

  it('offers editing only to the author, and pins and comments to anyone who may act', async () => {
    const { server } = renderProjectScreen(<ProjectJournalPanel project={projectFixture()} />, {
      [listPath]: { body: envelope('projectJournal', [entry(3, { canEdit: false })]) },
      [`POST ${nodePath}/ProjectJournals/Pinned`]: { body: envelope('projectJournal', [entry(3)]) },
    });
    const user = userEvent.setup();
    const card = await screen.findByTestId('journal-entry-3');
    expect((within(card).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).queryByLabelText('Attach a file')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Pin' }));
    await waitFor(() =>
      expect(server.callsTo(`POST ${nodePath}/ProjectJournals/Pinned`)[0]?.body).toEqual({
        id: 3,
        pinned: true,
      }),
    );
  });

  it('shows the empty state, and locks writing for people who may only view', async () => {
    renderProjectScreen(
      <ProjectJournalPanel project={projectFixture()} />,
      { [listPath]: { body: envelope('projectJournal', []) } },
      { routePermissions: viewOnlyProject },
    );
    expect(await screen.findByText('No journal entries yet.')).toBeTruthy();
    expect((screen.getByLabelText('New entry') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add entry' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows loading, then an error with a retry', async () => {
    let fail = true;
    renderProjectScreen(<ProjectJournalPanel project={projectFixture()} />, {
      [listPath]: () =>
        fail
          ? { status: 500, body: ['Unable to retrieve data, try later.'] }
          : { body: envelope('projectJournal', [entry(1)]) },
    });
    expect(await screen.findByTestId('journal-loading')).toBeTruthy();
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('The journal could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Note 1')).toBeTruthy();
  });
});
