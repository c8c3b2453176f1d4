import { describe, expect, it } from 'vitest';
import { appendToken, insertToken } from './token-insert.ts';

describe('token insertion', () => {
  it('puts a token at the caret, replacing the selection, and moves the caret after it', () => {
    expect(insertToken('Dear , welcome', 'ContactName', { start: 5, end: 5 })).toEqual({
      text: 'Dear #ContactName#, welcome',
      caret: 18,
    });
    expect(insertToken('Hello NAME', 'VendorName', { start: 6, end: 10 })).toEqual({
      text: 'Hello #VendorName#',
      caret: 18,
    });
  });

  it('appends to a plain text when no caret is known or the caret is past the end', () => {
    expect(insertToken('Bid for ', 'TenderName', null).text).toBe('Bid for #TenderName#');
    expect(insertToken('ab', 'Date', { start: 9, end: 12 }).text).toBe('ab#Date#');
  });

  it('appends to the last paragraph of an editor’s HTML, or starts one', () => {
    expect(appendToken('', 'AgencyName')).toBe('<p>#AgencyName#</p>');
    expect(appendToken('<p>Hello</p>', 'ContactName')).toBe('<p>Hello #ContactName#</p>');
    expect(appendToken('<p>Hello</p><p></p>', 'Time')).toBe('<p>Hello</p><p>#Time#</p>');
    expect(appendToken('<ul><li>x</li></ul>', 'Date')).toBe('<ul><li>x</li></ul><p>#Date#</p>');
  });
});
