/**
 * The #Name# tokens of email templates (000 §3: flagged for Bids or Contracts; issue 25 §1 Preview:
 * contract, tender, vendor, contact, date and time, site meeting, invitation link). The preview
 * and the server fill them per recipient with the same function, so what the buyer previews is
 * what each recipient gets.
 */

/** Bids and Contracts as 000 §3 flags them; RejectDocument, the contract document's rejection notice. */
export type TokenScope = 'Bids' | 'Contracts' | 'RejectDocument';

export const emailTokens = {
  AgencyName: { scopes: ['Bids', 'Contracts', 'RejectDocument'] },
  TenderName: { scopes: ['Bids'] },
  TenderNumber: { scopes: ['Bids'] },
  ClosingDate: { scopes: ['Bids'] },
  SiteMeeting: { scopes: ['Bids'] },
  InvitationLink: { scopes: ['Bids'] },
  ContractName: { scopes: ['Contracts', 'RejectDocument'] },
  ContractNumber: { scopes: ['Contracts', 'RejectDocument'] },
  VendorName: { scopes: ['Bids', 'Contracts', 'RejectDocument'] },
  ContactName: { scopes: ['Bids', 'Contracts', 'RejectDocument'] },
  DocumentName: { scopes: ['RejectDocument'] },
  Reason: { scopes: ['RejectDocument'] },
  Date: { scopes: ['Bids', 'Contracts'] },
  Time: { scopes: ['Bids', 'Contracts'] },
} as const satisfies Record<string, { scopes: readonly TokenScope[] }>;
export type EmailToken = keyof typeof emailTokens;
export const emailTokenNames = Object.keys(emailTokens) as EmailToken[];

/** The tokens a template of `scope` may use (the palette of the template editor). */
export const tokensFor = (scope: TokenScope): EmailToken[] =>
  emailTokenNames.filter((name) => (emailTokens[name].scopes as readonly TokenScope[]).includes(scope));

export type TokenValues = Partial<Record<EmailToken, string>>;

const tokenPattern = /#([A-Za-z]+)#/g;

/**
 * Replaces each known token that has a value; an unknown token, or one with no value for this
 * recipient (no contract on a bid's mail), stays as written so the buyer sees it in the preview.
 * `escapeValue` applies to the values only (HTML bodies escape them; subjects do not).
 */
export function fillTokens(
  text: string,
  values: TokenValues,
  escapeValue: (value: string) => string = (v) => v,
): string {
  return text.replace(tokenPattern, (whole, name: string) => {
    const value = Object.hasOwn(emailTokens, name) ? values[name as EmailToken] : undefined;
    return value === undefined ? whole : escapeValue(value);
  });
}

/** The tokens a text uses, known ones only, each once. */
export function tokensIn(text: string): EmailToken[] {
  const found = new Set<EmailToken>();
  for (const match of text.matchAll(tokenPattern)) {
    const name = match[1] ?? '';
    if (Object.hasOwn(emailTokens, name)) found.add(name as EmailToken);
  }
  return [...found];
}

/** Escapes a value for an HTML body. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
