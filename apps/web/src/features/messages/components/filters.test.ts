import { describe, expect, it } from 'vitest';
import { forwardProblem } from '../../email/index.ts';
import { listQueryOf } from './email-list.tsx';

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

  it('asks forward for at least one address, listed by the cc rule', () => {
    expect(forwardProblem('  ')).toBe('Choose at least one contact.');
    expect(forwardProblem('a@x.example;;b@x.example')).toBe('One or more email addresses are not valid.');
    expect(forwardProblem('a@x.example, b@x.example')).toBeNull();
  });
});
