import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markerOf, textOf, xssCorpus } from '../../../../e2e/support/xss-corpus.ts';
import { signedInCaller } from '../../test/api.ts';
import { createTestApp, jsonHeaders, suiteDatabaseKinds, type TestApp } from '../../test/harness.ts';
import { insertProject } from '../../test/projects.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startMailDispatcher } from '../platform/mail.ts';

/**
 * The XSS corpus of the browser journey (e2e/xss.e2e.test.ts) against what the server renders
 * itself (issue 20 §5): the public opportunity page and the staff preview, and the mails. The
 * page may hold only its own template's markup, with every payload shown as text; a mail is
 * plain text only, so no mail client renders a payload.
 */

/** The template's own markup: anything else in a page came from the data. */
const templateTags = new Set([
  '!doctype',
  'html',
  'head',
  'meta',
  'title',
  'style',
  'body',
  'p',
  'h1',
  'h2',
  'table',
  'tr',
  'th',
  'td',
  'ul',
  'li',
]);
const templateAttributes = new Set(['lang', 'charset', 'name', 'content', 'class']);

/** Every tag and attribute of the page that the template does not write. */
function foreignMarkup(html: string): string[] {
  const findings: string[] = [];
  for (const match of html.matchAll(/<\/?([!a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const tag = (match[1] ?? '').toLowerCase();
    if (!templateTags.has(tag)) findings.push(`<${tag}>`);
    const attributes =
      tag === '!doctype'
        ? []
        : [...(match[2] ?? '').matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g)];
    for (const [, name = ''] of attributes) {
      if (!templateAttributes.has(name.toLowerCase())) findings.push(`<${tag} ${name}=>`);
    }
  }
  return findings;
}

describe.each(suiteDatabaseKinds())('the XSS corpus on server-rendered pages and mails on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    console.info(
      `xss server pages (${kind}): ${xssCorpus.length} payloads in every field of the page and a mail`,
    );
    await t?.close();
  });

  it('renders every payload as text on the public opportunity page and the staff preview', async () => {
    const lead = await signedInCaller(t, 'lead@demo.procura.local');
    const text = textOf(xssCorpus);
    const { projectId } = await insertProject(
      t,
      { customerId: lead.info.customer.id, nodeId: lead.info.tenderNode.id, createdById: lead.info.user.id },
      {
        name: text,
        number: xssCorpus[0]?.html ?? '',
        description: text,
        submissionAddress: text,
        status: 'Open',
        tender: {
          submission: 0,
          hasSiteMeetings: true,
          isHideBidMeetings: false,
          meetings: [
            {
              description: text,
              location: text,
              date: '2026-12-01T15:00:00.000Z',
              isMandatory: true,
              showToPublic: true,
            },
          ] as never,
        },
      },
    );
    const publicPage = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/opportunities/${lead.info.customer.id}/${projectId}?format=html`,
    });
    const preview = await lead.call('GET', `/Projects/Preview?projectId=${projectId}`);
    for (const [what, page] of [
      ['public page', publicPage],
      ['preview', preview],
    ] as const) {
      expect(page.statusCode, `${what}: ${page.body.slice(0, 200)}`).toBe(200);
      expect(foreignMarkup(page.body), what).toEqual([]);
      // Each payload is on the page, as text, after its own marker.
      for (const payload of xssCorpus)
        expect(page.body, `${what} ${payload.kind}`).toContain(markerOf(payload.id));
      expect(page.body).toContain('&lt;script&gt;__xss(1)&lt;/script&gt;');
    }
  });

  it('mails a payload as plain text, never as HTML', async () => {
    const sink = await startSmtpSink();
    const dispatcher = startMailDispatcher(t.database.db, sink.url, 'Procura <no-reply@procura.local>');
    try {
      const payload = xssCorpus.find((p) => p.kind === 'img onerror')?.html ?? '';
      const email = 'xss-mail@probe.test';
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/v1/portal/demo/Register',
        headers: jsonHeaders,
        payload: {
          company: { companyName: payload, city: payload, country: 'Canada' },
          contact: { firstName: payload, lastName: payload, email },
          password: 'Probe-Pass-2026!',
        },
      });
      expect(registered.statusCode, registered.body).toBe(200);
      await dispatcher.flush();
      const mail = sink.received.find((m) => m.to.some((to) => to.includes(email)));
      expect(mail).toBeDefined();
      expect(mail?.data).toMatch(/content-type: text\/plain/i);
      expect(mail?.data).not.toMatch(/text\/html/i);
    } finally {
      dispatcher.stop();
      await sink.close();
    }
  });
});
