import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailTokenNames, emailTokens, escapeHtml, fillTokens, tokensFor, tokensIn } from './tokens.ts';

describe('the #Name# tokens of email templates (000 §3)', () => {
  it('offers each group its own palette', () => {
    expect(tokensFor('Bids')).toEqual([
      'AgencyName',
      'TenderName',
      'TenderNumber',
      'ClosingDate',
      'SiteMeeting',
      'InvitationLink',
      'VendorName',
      'ContactName',
      'Date',
      'Time',
    ]);
    expect(tokensFor('Contracts')).toEqual([
      'AgencyName',
      'ContractName',
      'ContractNumber',
      'VendorName',
      'ContactName',
      'Date',
      'Time',
    ]);
    expect(tokensFor('RejectDocument')).toEqual([
      'AgencyName',
      'ContractName',
      'ContractNumber',
      'VendorName',
      'ContactName',
      'DocumentName',
      'Reason',
    ]);
    // Every token belongs to some palette.
    expect(
      new Set([...tokensFor('Bids'), ...tokensFor('Contracts'), ...tokensFor('RejectDocument')]),
    ).toEqual(new Set(emailTokenNames));
  });

  it('fills the tokens it has values for, each time it appears', () => {
    expect(
      fillTokens('Dear #ContactName# of #VendorName#, #ContactName#', {
        ContactName: 'Pat',
        VendorName: 'Acme',
      }),
    ).toBe('Dear Pat of Acme, #ContactName#'.replace('#ContactName#', 'Pat'));
  });

  it('leaves unknown tokens and tokens with no value as written', () => {
    expect(fillTokens('#Unknown# #ContractName# #TenderName#', { TenderName: 'Roads' })).toBe(
      '#Unknown# #ContractName# Roads',
    );
    expect(fillTokens('#toString# #constructor#', {})).toBe('#toString# #constructor#');
    expect(fillTokens('# TenderName # ##', { TenderName: 'x' })).toBe('# TenderName # ##');
  });

  it('escapes the values only, never the template around them', () => {
    expect(fillTokens('<p>#VendorName#</p>', { VendorName: 'A & B <Ltd>' }, escapeHtml)).toBe(
      '<p>A &amp; B &lt;Ltd&gt;</p>',
    );
    expect(fillTokens('#VendorName# & co', { VendorName: '"Q"' })).toBe('"Q" & co');
  });

  it('does not fill a token inside a filled value', () => {
    expect(fillTokens('#ContactName#', { ContactName: '#VendorName#', VendorName: 'Acme' })).toBe(
      '#VendorName#',
    );
  });

  it('finds the known tokens a text uses, each once', () => {
    expect(tokensIn('#Date# #Time# #Date# #Nope# #contactname#')).toEqual(['Date', 'Time']);
    expect(tokensIn('no tokens here')).toEqual([]);
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">O'Neil & co</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;O&#39;Neil &amp; co&lt;/a&gt;',
    );
  });

  it('leaves text without a hash as it is, whatever the values', () => {
    const values = fc.dictionary(fc.constantFrom(...emailTokenNames), fc.string());
    return fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('#')),
        values,
        (text, tokenValues) => {
          expect(fillTokens(text, tokenValues)).toBe(text);
        },
      ),
    );
  });

  it('leaves no known token with a value unfilled', () => {
    const name = fc.constantFrom(...emailTokenNames);
    const value = fc.string().filter((s) => !s.includes('#'));
    return fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.string().filter((s) => !s.includes('#')),
            name,
          ),
        ),
        value,
        (parts, filler) => {
          const text = parts.map(([before, token]) => `${before}#${token}#`).join('');
          const values = Object.fromEntries(emailTokenNames.map((n) => [n, filler]));
          expect(tokensIn(fillTokens(text, values))).toEqual([]);
        },
      ),
    );
  });

  it('escaped values carry no markup', () => {
    return fc.assert(
      fc.property(fc.string(), (value) => {
        expect(escapeHtml(value)).not.toMatch(/[<>"']/);
      }),
    );
  });

  it('lists its scopes for every token', () => {
    for (const name of emailTokenNames) expect(emailTokens[name].scopes.length).toBeGreaterThan(0);
  });
});
