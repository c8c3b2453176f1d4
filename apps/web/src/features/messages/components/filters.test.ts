import { describe, expect, it } from 'vitest';
import { commentFixture } from '../../../test/messages-fixtures.tsx';
import { forwardProblem } from '../../email/index.ts';
import { commentInRange } from './comments-tab.tsx';
import { listQueryOf } from './email-list.tsx';

const zone = 'America/Toronto';

describe('the Message Centre’s filters', () => {
  it('sends only the filters set, and a reversed range without its end', () => {
    expect(listQueryOf({ searchText: '  ', dateFrom: '', dateTo: '' }, 1, {})).toEqual({
      page: 1,
      pageSize: 20,
    });
    expect(
      listQueryOf({ searchText: ' salt ', dateFrom: '2026-03-05', dateTo: '2026-03-01' }, 2, {
        tenderId: 50,
      }),
    ).toEqual({
      tenderId: 50,
      searchText: 'salt',
      dateFrom: '2026-03-05',
      page: 2,
      pageSize: 20,
    });
  });

  it('judges a comment’s day on the agency’s calendar, not UTC’s', () => {
    // 02:00 UTC on March 5 is still March 4 in Toronto.
    const late = commentFixture(1, '2026-03-05T02:00:00.000Z');
    expect(commentInRange(late, { searchText: '', dateFrom: '2026-03-05', dateTo: '' }, zone)).toBe(false);
    expect(commentInRange(late, { searchText: '', dateFrom: '', dateTo: '2026-03-04' }, zone)).toBe(true);
    expect(commentInRange(late, { searchText: '', dateFrom: '2026-03-06', dateTo: '2026-03-01' }, zone)).toBe(
      false,
    );
  });

  it('asks forward for at least one address, listed by the cc rule', () => {
    expect(forwardProblem('  ')).toBe('Choose at least one contact.');
    expect(forwardProblem('a@x.example;;b@x.example')).toBe('One or more email addresses are not valid.');
    expect(forwardProblem('a@x.example, b@x.example')).toBeNull();
  });
});
