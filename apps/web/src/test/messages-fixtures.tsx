import type { ProjectComment, SentEmail, SentEmailRow } from '@procura/contract';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { RequireSession } from '../app/require-session.tsx';
import { envelope, type MockRoute, mockServer } from './fetch-mock.ts';
import { signedInRoutes } from './fixtures.ts';
import { renderApp } from './render.tsx';

/** The tenant path of the signed-in fixture session (agency 7, tender node 70). */
export const nodePath = '/api/v1/customer/7/node/70';
export const mailPaths = {
  sent: `${nodePath}/Emails/ProjectEmails`,
  scheduled: `${nodePath}/Emails/ProjectScheduledEmails`,
  schedule: `${nodePath}/Emails/Schedule`,
  email: `${nodePath}/Emails`,
  documents: `${nodePath}/Documents/EmailDocuments`,
  resend: `${nodePath}/Emails/ReSend`,
  forward: `${nodePath}/Emails/Forward`,
  aggregates: `${nodePath}/Emails/Aggregates`,
  scheduledAggregates: `${nodePath}/Emails/ProjectScheduledEmailsAggregates`,
  comments: `${nodePath}/ProjectComments/Dashboard`,
  myTasks: `${nodePath}/ProjectTask/GetByUser`,
};

export function rowFixture(id: number, overrides: Partial<SentEmailRow> = {}): SentEmailRow {
  return {
    id,
    subject: `Mail ${id}`,
    status: 'sent',
    sendDateUtc: null,
    createdAt: '2026-03-02T15:00:00.000Z',
    createdBy: { id: 42, fullName: 'Ada Lovelace' },
    projectId: 5,
    projectName: 'Road salt supply',
    tenderId: 50,
    contractId: null,
    recipientCount: 2,
    counts: { queued: 0, sent: 2, failed: 0 },
    hasAttachment: false,
    ...overrides,
  };
}

/** Mail 9 to two suppliers: Acme's copy went, Beta's failed with the server's answer. */
export function emailFixture(overrides: Partial<SentEmail> = {}): SentEmail {
  return {
    ...rowFixture(9, { subject: 'Site meeting moved', counts: { queued: 0, sent: 1, failed: 1 } }),
    sender: 'Purchasing',
    replyTo: 'buyer@springfield.example',
    ccs: ['boss@springfield.example'],
    bccs: [],
    body: '<p>The meeting moves to Friday.</p>',
    groupName: 'Bids',
    recipients: [
      {
        id: 1,
        kind: 'contact',
        name: 'Ann Acme',
        email: 'ann@acme.example',
        vendorId: 301,
        companyName: 'Acme Roads',
        status: 'sent',
        error: null,
        sentAt: '2026-03-02T15:01:00.000Z',
      },
      {
        id: 2,
        kind: 'contact',
        name: 'Bob Beta',
        email: 'bob@beta.example',
        vendorId: 302,
        companyName: 'Beta Builders',
        status: 'failed',
        error: '550 mailbox unavailable',
        sentAt: null,
      },
    ],
    attachments: [{ id: 4, fileName: 'agenda.pdf', size: 2048, contentType: 'application/pdf' }],
    ...overrides,
  };
}

export function pageOf(rows: SentEmailRow[], total = rows.length, page = 1) {
  return { rows, total, page, pageSize: 20 };
}

export function commentFixture(id: number, created: string, comment = `Comment ${id}`): ProjectComment {
  return {
    id,
    comment,
    created,
    project: { id: 5, number: 'RFQ-77', name: 'Road salt supply', phase: 'Source' },
    createdBy: {
      id: 42,
      firstName: 'Ada',
      lastName: 'Lovelace',
      avatarUrl: null,
      inActive: false,
      deleted: false,
    },
  };
}

export const emailAnswer = (email: SentEmail) => ({ body: envelope('email', [email]) });

/** Renders `ui` at `path` inside a signed-in session, with the fake server answering `routes`. */
export function renderMessages(ui: ReactNode, routes: Record<string, MockRoute>, path = '/messages') {
  const server = mockServer({ ...signedInRoutes(), ...routes });
  const rendered = renderApp(
    path,
    <Routes>
      <Route element={<RequireSession />}>
        <Route path={path.split('?')[0]} element={ui} />
      </Route>
    </Routes>,
  );
  return { server, ...rendered };
}
