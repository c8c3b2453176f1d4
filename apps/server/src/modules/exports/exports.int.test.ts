import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { exportLifetimeMs, realtimePath } from '@procura/contract';
import ExcelJS from 'exceljs';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp } from '../../../test/harness.ts';
import { pdfStrings } from '../../../test/pdf.ts';
import { setProjectStatus } from '../../../test/submissions.ts';
import {
  type Caller,
  secretAnswer,
  secretFile,
  secretPrice,
  submissionsSuite,
} from '../../../test/submissions-suite.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { readZip } from '../../../test/zip-reader.ts';
import { planTakerDownloads, submissions, vendorQuestions } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { sweepExpiredExports } from './store.ts';

async function cellsOf(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => {
      const values: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => {
        values.push(cell.value === null ? '' : String(cell.value));
      });
      rows.push(values);
    }),
  );
  return rows;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds())('Source exports on %s', (kind) => {
  const suite = submissionsSuite(kind, { listen: true });
  const { keys, customerId, sourceWithBids } = suite;
  let t: TestApp;
  let dataDir: string;
  let base: string;
  let buyer: Caller;
  let admin: Caller;
  let northwind: Caller;
  const sockets: Socket[] = [];
  beforeAll(() => {
    t = suite.t();
    dataDir = t.ctx.config.dataDir;
    base = suite.base();
    buyer = suite.buyer();
    admin = suite.admin();
    northwind = suite.northwind();
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  const unseal = async (tenderId: number) => {
    for (const part of ['submission', 'price']) {
      const response = await buyer.call('POST', `/Submissions/Unseal?tenderId=${tenderId}&part=${part}`, {});
      expect(response.statusCode, response.body).toBe(200);
    }
  };

  async function waitUntilDone(exportId: string) {
    for (let i = 0; i < 200; i++) {
      const status = await buyer.call('GET', `/Exports/CompletedSubmissionsAll?exportId=${exportId}`);
      expect(status.statusCode, status.body).toBe(200);
      const dto = status.json().data.exportDTO as { state: string; percent: number };
      if (dto.state === 'done' || dto.state === 'failed') return dto;
      expect(dto.percent).toBeLessThan(100);
      await pause(25);
    }
    throw new Error('the export did not finish');
  }

  it('refuses every submission export while sealed and leaks nothing sealed in the others', async () => {
    const source = await sourceWithBids();
    const id = source.bids[0]?.submission.id ?? 0;
    // Open: the submission does not appear yet; the job is refused.
    expect((await buyer.call('GET', `/Exports/CompletedSubmission?submissionId=${id}`)).statusCode).toBe(404);
    let all = await buyer.call('POST', `/Exports/CompletedSubmissionsAll?tenderId=${source.tenderId}`, {});
    expect(all.statusCode).toBe(403);
    expect(keys(all)).toBe('submissionSealed');

    // Closed but sealed: refused with submissionSealed.
    await setProjectStatus(t, customerId(), source.projectId, 'Unofficial_Results');
    const one = await buyer.call('GET', `/Exports/CompletedSubmission?submissionId=${id}`);
    expect(one.statusCode).toBe(403);
    expect(keys(one)).toBe('submissionSealed');
    all = await buyer.call('POST', `/Exports/CompletedSubmissionsAll?tenderId=${source.tenderId}`, {});
    expect(all.statusCode).toBe(403);

    // Only the submission part unsealed: still refused (a completed submission is both parts).
    const part = await buyer.call(
      'POST',
      `/Submissions/Unseal?tenderId=${source.tenderId}&part=submission`,
      {},
    );
    expect(part.statusCode, part.body).toBe(200);
    expect((await buyer.call('GET', `/Exports/CompletedSubmission?submissionId=${id}`)).statusCode).toBe(403);

    // The other exports answer, without a price.
    const summary = await buyer.call('GET', `/Exports/ProjectSummary?projectId=${source.projectId}`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.headers['content-type']).toBe('application/pdf');
    const text = pdfStrings(summary.rawPayload).join('\n');
    expect(text).toContain('Prices are sealed.');
    expect(text).toContain('Complete submissions: 2');
    expect(text).not.toContain('98,765');
    expect(text).not.toContain(secretPrice);
    for (const name of ['NoBid', 'SupplierActivity']) {
      const response = await buyer.call('GET', `/Exports/${name}?tenderId=${source.tenderId}`);
      expect(response.statusCode, response.body).toBe(200);
      const cells = (await cellsOf(response.rawPayload)).flat().join('\n');
      expect(cells).not.toContain(secretPrice);
      expect(cells).not.toContain(secretAnswer);
    }
  });

  it('makes a completed submission a zip of its PDF and its decrypted files once unsealed', async () => {
    const source = await sourceWithBids();
    await setProjectStatus(t, customerId(), source.projectId, 'Unofficial_Results');
    await unseal(source.tenderId);
    const id = source.bids[0]?.submission.id ?? 0;
    const response = await buyer.call('GET', `/Exports/CompletedSubmission?submissionId=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(String(response.headers['content-disposition'])).toContain('Completed Submission - Bidder 1');
    const entries = readZip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['Files/Bid bond - bond.txt', 'Submission.pdf']);
    expect(entries.get('Files/Bid bond - bond.txt')?.toString()).toBe(`${secretFile} 1`);
    const text = pdfStrings(entries.get('Submission.pdf') ?? Buffer.alloc(0)).join('\n');
    expect(text).toContain(`Submission - Bidder 1 ${source.tenderId}`);
    expect(text).toContain(secretAnswer);
    expect(text).toContain(secretPrice);
    expect(text).toMatch(/Total: [\d.]+/);
    // The scratch file is gone once sent.
    await pause(50);
    const scratch = path.join(dataDir, 'exports', String(customerId()));
    expect(existsSync(scratch)).toBe(true);
    expect(readdirSync(scratch).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    // Another agency: the same 404 as a missing id.
    const other = await northwind.call('GET', `/Exports/CompletedSubmission?submissionId=${id}`);
    expect(other.statusCode).toBe(404);
    const bad = await buyer.call('GET', '/Exports/CompletedSubmission?submissionId=x');
    expect(bad.statusCode).toBe(400);

    // The summary now shows the prices.
    const summary = pdfStrings(
      (await buyer.call('GET', `/Exports/ProjectSummary?projectId=${source.projectId}`)).rawPayload,
    ).join('\n');
    expect(summary).not.toContain('Prices are sealed.');
    expect(summary).toContain(`Bidder 1 ${source.tenderId}`);
  });

  it('runs all completed submissions as a job: progress, exportReady, download by the requester only', async () => {
    const source = await sourceWithBids();
    await setProjectStatus(t, customerId(), source.projectId, 'Unofficial_Results');
    await unseal(source.tenderId);

    const socket = connectSocket(base, {
      path: realtimePath,
      transports: ['websocket'],
      extraHeaders: { cookie: buyer.cookie },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const events: unknown[] = [];
    socket.on('exportReady', (payload: unknown) => events.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

    const requested = await buyer.call(
      'POST',
      `/Exports/CompletedSubmissionsAll?tenderId=${source.tenderId}`,
      {},
    );
    expect(requested.statusCode, requested.body).toBe(202);
    const { exportId, state, percent } = requested.json().data.exportDTO;
    expect(exportId).toMatch(/^[0-9a-f]{32}$/);
    expect(state).toBe('queued');
    expect(percent).toBe(0);

    const done = await waitUntilDone(exportId);
    expect(done).toMatchObject({ state: 'done', percent: 100 });
    for (let i = 0; i < 100 && events.length === 0; i++) await pause(20);
    expect(events).toEqual([
      expect.objectContaining({ exportId, userId: buyer.info.user.id, tenderId: source.tenderId }),
    ]);
    expect((events[0] as { fileName: string }).fileName).toMatch(/^Completed Submissions - .*\.zip$/);

    const download = await buyer.call(
      'GET',
      `/Exports/CompletedSubmissionsAll/Download?exportId=${exportId}`,
    );
    expect(download.statusCode, download.body).toBe(200);
    const entries = readZip(download.rawPayload);
    const names = [...entries.keys()].sort();
    expect(names).toEqual([
      `1 - Bidder 1 ${source.tenderId}/Files/Bid bond - bond.txt`,
      `1 - Bidder 1 ${source.tenderId}/Submission.pdf`,
      `2 - Bidder 2 ${source.tenderId}/Files/Bid bond - bond.txt`,
      `2 - Bidder 2 ${source.tenderId}/Submission.pdf`,
    ]);
    expect(entries.get(`2 - Bidder 2 ${source.tenderId}/Files/Bid bond - bond.txt`)?.toString()).toBe(
      `${secretFile} 2`,
    );

    // Only the requester: another user of the agency and another agency get the same 404.
    for (const caller of [admin, northwind]) {
      for (const url of [
        `/Exports/CompletedSubmissionsAll?exportId=${exportId}`,
        `/Exports/CompletedSubmissionsAll/Download?exportId=${exportId}`,
      ]) {
        const response = await caller.call('GET', url);
        expect(response.statusCode).toBe(404);
        expect(keys(response)).toBe('exportNotFound');
      }
    }
    expect(
      (await buyer.call('GET', '/Exports/CompletedSubmissionsAll?exportId=../../master')).statusCode,
    ).toBe(404);

    // A day later it has expired, and the sweep removes it.
    const zip = path.join(dataDir, 'exports', String(customerId()), `${exportId}.zip`);
    expect(existsSync(zip)).toBe(true);
    const later = new Date(t.clock.now().getTime() + exportLifetimeMs);
    t.clock.set(later);
    // Sessions idle for a day have expired too: sign in again.
    await suite.signInAgain();
    buyer = suite.buyer();
    admin = suite.admin();
    northwind = suite.northwind();
    expect(
      (await buyer.call('GET', `/Exports/CompletedSubmissionsAll?exportId=${exportId}`)).statusCode,
    ).toBe(404);
    expect(await sweepExpiredExports(dataDir, later)).toBeGreaterThanOrEqual(1);
    expect(existsSync(zip)).toBe(false);
  });

  it('marks the export failed, without a partial file, when a stored file cannot be read', async () => {
    const source = await sourceWithBids();
    await setProjectStatus(t, customerId(), source.projectId, 'Unofficial_Results');
    await unseal(source.tenderId);
    rmSync(path.join(dataDir, 'files', 'submissions', String(customerId()), String(source.tenderId)), {
      recursive: true,
      force: true,
    });
    const requested = await buyer.call(
      'POST',
      `/Exports/CompletedSubmissionsAll?tenderId=${source.tenderId}`,
      {},
    );
    expect(requested.statusCode, requested.body).toBe(202);
    const { exportId } = requested.json().data.exportDTO;
    expect(await waitUntilDone(exportId)).toMatchObject({ state: 'failed', error: 'submissionFileNotFound' });
    expect(existsSync(path.join(dataDir, 'exports', String(customerId()), `${exportId}.zip`))).toBe(false);
    const download = await buyer.call(
      'GET',
      `/Exports/CompletedSubmissionsAll/Download?exportId=${exportId}`,
    );
    expect(download.statusCode).toBe(409);
    expect(keys(download)).toBe('exportNotReady');
  });

  it('lists no-bids and each plan taker activity in xlsx', async () => {
    const source = await sourceWithBids();
    const quitter = await signedInSupplier(t, { companyName: `Quitter ${source.tenderId}` });
    const first = source.bids[0];
    await asSystem(t.database.db, async (tx) => {
      await tx.insert(submissions).values({
        customerId: customerId(),
        tenderId: source.tenderId,
        companyName: quitter.companyName ?? `Quitter ${source.tenderId}`,
        contactEmail: 'quit@example.com',
        status: 'complete',
        isNoBid: true,
        noBidReason: 'Too busy this season',
        submittedAt: t.clock.now(),
        vendorId: quitter.vendorId,
        contactId: quitter.contactId,
      });
      if (first?.planTakerId) {
        await tx.insert(planTakerDownloads).values({
          customerId: customerId(),
          tenderId: source.tenderId,
          planTakerId: first.planTakerId,
          downloadedAt: t.clock.now(),
        });
      }
      await tx.insert(vendorQuestions).values({
        customerId: customerId(),
        tenderId: source.tenderId,
        vendorId: first?.supplier.vendorId ?? null,
        companyName: `Bidder 1 ${source.tenderId}`,
        fullName: 'Pat',
        email: 'pat@example.com',
        question: 'Is the bond per lot?',
        askedAt: t.clock.now(),
      });
    });
    const noBid = await buyer.call('GET', `/Exports/NoBid?tenderId=${source.tenderId}`);
    expect(noBid.statusCode, noBid.body).toBe(200);
    expect(String(noBid.headers['content-disposition'])).toMatch(/^attachment; filename="No Bid - /);
    const noBidRows = await cellsOf(noBid.rawPayload);
    const quitterRow = noBidRows.find((row) => row[0] === `Quitter ${source.tenderId}`);
    expect(quitterRow?.[2]).toBe('quit@example.com');
    expect(quitterRow?.[4]).toBe('Too busy this season');
    expect(noBidRows.flat()).not.toContain(`Bidder 1 ${source.tenderId}`);

    const activityRows = async () =>
      (
        await cellsOf(
          (
            await buyer.call('GET', `/Exports/SupplierActivity?tenderId=${source.tenderId}`)
          ).rawPayload,
        )
      )
        .filter((row) => row[0] === `Bidder 1 ${source.tenderId}`)
        .map((row) => [row[3], row[4]]);
    // Open: registration, download and question; submissions wait for closing.
    expect(await activityRows()).toEqual([
      ['Registered', ''],
      ['Downloaded', 'Document'],
      ['Asked a question', 'Is the bond per lot?'],
    ]);
    await setProjectStatus(t, customerId(), source.projectId, 'Unofficial_Results');
    // In time order: the bid was stored before the download and the question were made.
    expect(await activityRows()).toEqual([
      ['Registered', ''],
      ['Submitted', `R-${first?.submission.id}`],
      ['Downloaded', 'Document'],
      ['Asked a question', 'Is the bond per lot?'],
    ]);
    const other = await northwind.call('GET', `/Exports/SupplierActivity?tenderId=${source.tenderId}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Bidder 1');
  });
});
