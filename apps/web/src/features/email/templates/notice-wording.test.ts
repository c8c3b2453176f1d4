import { describe, expect, it } from 'vitest';
import { htmlOfNoticeText, noticeStartOf } from './notice-wording.ts';

describe('a notice’s wording in the editor', () => {
  it('makes a paragraph of each block and a <br> of each single line break', () => {
    expect(htmlOfNoticeText('Hello #FirstName#,\n\nFirst line.\nSecond line.\n\n\nLast')).toBe(
      '<p>Hello #FirstName#,</p><p>First line.<br>Second line.</p><p>Last</p>',
    );
  });

  it('escapes the text and ignores blank lines at either end', () => {
    expect(htmlOfNoticeText('\r\nBids for "A & B" <today>\r\n\r\n')).toBe(
      '<p>Bids for &quot;A &amp; B&quot; &lt;today&gt;</p>',
    );
  });

  it('starts a notice’s template from the catalogue in the language asked, and a wizard group from nothing', () => {
    expect(noticeStartOf('intakeDeclined', 'fr')?.subject).toBe(
      'Votre demande d’intake #Reference# a été refusée',
    );
    expect(noticeStartOf('intakeDeclined', 'en')?.body).toContain('<p>The reason given:<br>#Reason#</p>');
    expect(noticeStartOf('Bids', 'en')).toBeNull();
  });
});
