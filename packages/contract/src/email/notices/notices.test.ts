import { describe, expect, it } from 'vitest';
import { emailTemplateGroups, tokensForGroup } from '../templates.ts';
import type { NoticeDefinition } from './define.ts';
import { fillNoticeTokens, noticeCatalogue, noticeKinds, noticeTokensIn } from './index.ts';

describe('the notice catalogue', () => {
  it.each(noticeKinds)('%s words every declared token, and only those, in both languages', (kind) => {
    const notice: NoticeDefinition = noticeCatalogue[kind];
    for (const language of ['en', 'fr'] as const) {
      const { subject, body } = notice[language];
      expect(subject.trim(), `${kind} ${language} subject`).not.toBe('');
      expect(body.trim(), `${kind} ${language} body`).not.toBe('');
      const used = noticeTokensIn(`${subject}\n${body}`);
      expect(
        used.filter((token) => !notice.tokens.includes(token)),
        `${kind} ${language}`,
      ).toEqual([]);
      expect(
        notice.tokens.filter((token) => !used.includes(token)),
        `${kind} ${language}`,
      ).toEqual([]);
    }
    expect(notice.label.en).not.toBe('');
    expect(notice.label.fr).not.toBe('');
  });

  it('offers each notice as a template group with its own tokens', () => {
    for (const kind of noticeKinds) {
      expect(emailTemplateGroups).toContain(kind);
      expect(tokensForGroup(kind)).toEqual(noticeCatalogue[kind].tokens);
    }
    expect(new Set(emailTemplateGroups).size).toBe(emailTemplateGroups.length);
  });

  it('fills the tokens it has values for and leaves the others as written', () => {
    expect(fillNoticeTokens('Hi #FirstName#, #Unknown# #FirstName#', { FirstName: 'Ann' })).toBe(
      'Hi Ann, #Unknown# Ann',
    );
    expect(fillNoticeTokens('<p>#Reason#</p>', { Reason: '<b>&' }, (v) => v.replace(/</g, '&lt;'))).toBe(
      '<p>&lt;b>&</p>',
    );
    expect(fillNoticeTokens('#toString# #constructor#', {})).toBe('#toString# #constructor#');
  });
});
