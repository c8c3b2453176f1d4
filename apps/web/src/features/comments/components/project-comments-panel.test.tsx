import type { ProjectComment } from '@procura/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  nodePath,
  personFixture,
  projectFixture,
  renderProjectScreen,
  viewOnlyProject,
} from '../../../test/collaboration-fixtures.tsx';
import { envelope, type MockRequest } from '../../../test/fetch-mock.ts';
import { ProjectCommentsPanel } from './project-comments-panel.tsx';

const listPath = `GET ${nodePath}/ProjectComments`;

function comment(id: number): ProjectComment {
  return {
    id,
    comment: `Comment ${id}`,
    created: '2026-03-01T12:00:00.000Z',
    project: { id: 12, number: 'RS-1', name: 'Road Salt', phase: 'Build' },
    createdBy: personFixture(42, 'Ada', 'Lovelace'),
  };
}

/** A server holding `total` comments, newest (highest id) first, paged by start and limit. */
function paged(total: number) {
  return ({ url }: MockRequest) => {
    const start = Number(url.searchParams.get('start') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const all = Array.from({ length: total }, (_, i) => comment(total - i));
    return { body: envelope('projectComment', all.slice(start, start + limit), total) };
  };
}

describe('project comments panel', () => {
  it('pages through comments from the server and adds one', async () => {
    const { server } = renderProjectScreen(<ProjectCommentsPanel project={projectFixture()} />, {
      [listPath]: paged(25),
      [`POST ${nodePath}/ProjectComments`]: { body: envelope('projectComment', [comment(26)]) },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Comment 25')).toBeTruthy();
    expect(screen.getByTestId('pager-summary').textContent).toBe('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Comment 5')).toBeTruthy();
    expect(server.callsTo(listPath).at(-1)?.url.searchParams.get('start')).toBe('20');

    await user.type(screen.getByLabelText('New comment'), 'Looks right');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await screen.findByText('Comment 25');
    expect(server.callsTo(`POST ${nodePath}/ProjectComments`)[0]?.body).toEqual({
      projectId: 12,
      comment: 'Looks right',
    });
  });

  it('shows the empty state and locks the form for people who may only view', async () => {
    renderProjectScreen(
      <ProjectCommentsPanel project={projectFixture()} />,
      { [listPath]: paged(0) },
      { routePermissions: viewOnlyProject },
    );
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add comment' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows loading, then an error with a retry', async () => {
    let fail = true;
    renderProjectScreen(<ProjectCommentsPanel project={projectFixture()} />, {
      [listPath]: (request) =>
        fail ? { status: 500, body: ['Unable to retrieve data, try later.'] } : paged(1)(request),
    });
    expect(await screen.findByTestId('comments-loading')).toBeTruthy();
    const error = await screen.findByTestId('error-state');
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Comment 1')).toBeTruthy();
  });
});
