import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { submissionAnswersSchema } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bidSuite } from '../../../test/bid-suite.ts';
import { bidBody } from '../../../test/bids.ts';
import { databaseKinds, type TestApp } from '../../../test/harness.ts';
import { outboxMailTo, submissionOf } from '../../../test/requirements.ts';
import { auditEvents, submissionFiles } from '../../db/schema/index.ts';
import { openSealed, receiptHash } from '../../platform/sealing.ts';
import { asSystem } from '../../platform/tenancy.ts';

describe.each(databaseKinds())('the supplier bid: drafts, files and the receipt on %s', (kind) => {
  const suite = bidSuite(kind);
  const { keys, page, receipt, ready, upload, submitComplete } = suite;
  let t: TestApp;
  beforeAll(() => {
    t = suite.t;
  });

  it('saves a draft sealed, reads it back for its owner, and stores no entered value in clear', async () => {
    const source = await ready();
    const before = page(await source.bid('GET'));
    expect(before).toMatchObject({ mayBid: true, whyNot: null, draft: null, submissions: [] });
    expect(before.priceForms.map((f) => f.table.id)).toEqual([source.form.table.id]);
    expect(before.uploadRequirements.map((u) => u.id)).toEqual([source.uploadRequirementId]);
    expect(before.complianceItems.map((c) => c.id)).toEqual([source.complianceItemId]);
    expect(Math.abs(Date.parse(before.serverTime) - t.clock.now().getTime())).toBeLessThan(5000);

    const body = bidBody(source.form, ['98765.43', '11.11'], { notes: 'Distinctive-note-4711' });
    const saved = await source.bid('PUT', '', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = page(saved).draft;
    expect(draft?.price).toEqual(body.price);
    expect(draft?.answers.notes).toBe('Distinctive-note-4711');
    expect(page(await source.bid('GET')).draft?.price).toEqual(body.price);

    const row = await submissionOf(t, source.customerId, draft?.submissionId ?? 0);
    expect(row?.status).toBe('incomplete');
    const raw = JSON.stringify(row);
    expect(raw).not.toContain('98765.43');
    expect(raw).not.toContain('Distinctive-note-4711');
    expect(row?.priceSealed).toBeTruthy();
  });

  it('refuses entries the form does not have or the supplier does not fill', async () => {
    const source = await ready();
    const body = bidBody(source.form, ['1']);
    const description = source.form.columns.find((c) => c.columnTypeName === 'DescriptiveText');
    const wrong = structuredClone(body);
    wrong.price.forms[0]?.cells.push({ rowId: 999_999, columnId: description?.id ?? 0, value: 'x' });
    expect(keys(await source.bid('PUT', '', wrong))).toContain('bidCellUnknown');
    const notTheirs = structuredClone(body);
    notTheirs.price.forms[0]?.cells.push({
      rowId: source.form.rows[0]?.id ?? 0,
      columnId: description?.id ?? 0,
      value: 'x',
    });
    expect(keys(await source.bid('PUT', '', notTheirs))).toContain('bidCellNotEditable');
    const notNumber = bidBody(source.form, ['lots']);
    const refused = await source.bid('PUT', '', notNumber);
    expect(refused.statusCode).toBe(400);
    expect(keys(refused)).toContain('formCellNotNumeric');
    const unknownForm = structuredClone(body);
    if (unknownForm.price.forms[0]) unknownForm.price.forms[0].tenderTableId = 999_999;
    expect(keys(await source.bid('PUT', '', unknownForm))).toContain('bidFormUnknown');
    const rows = structuredClone(body);
    if (rows.price.forms[0]) rows.price.forms[0].addedRowIds = [-1];
    expect(keys(await source.bid('PUT', '', rows))).toContain('bidRowsNotAllowed');
    expect(page(await source.bid('GET')).draft).toBeNull();
  });

  it('never sends the values of columns hidden from the public', async () => {
    const source = await ready({ hiddenQuantity: true });
    const form = page(await source.bid('GET')).priceForms[0];
    const quantity = form?.columns.find((c) => c.columnTypeName === 'Quantity');
    expect(quantity?.isHiddenOnPublic).toBe(true);
    expect(form?.cells.some((c) => c.columnId === quantity?.id)).toBe(false);
    expect(form?.cells.length).toBeGreaterThan(0);
  });

  it('submits with a receipt whose hash is the stored parts and files after decryption', async () => {
    const source = await ready();
    const before = t.clock.now().getTime();
    const submitted = await submitComplete(source);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const answer = receipt(submitted);
    expect(Date.parse(answer.submittedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(answer.submittedAt)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(answer.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.receiptNumber).toContain(answer.contentSha256.slice(0, 8).toUpperCase());
    expect(answer.files).toHaveLength(1);

    const row = await submissionOf(t, source.customerId, answer.submissionId);
    expect(row).toMatchObject({ status: 'complete', contentSha256: answer.contentSha256 });
    const recomputed = await asSystem(t.database.db, async (tx) => {
      const reader = { kind: 'supplier', vendorId: source.supplier.vendorId } as const;
      const submission = {
        customerId: source.customerId,
        tenderId: source.tenderId,
        vendorId: row?.vendorId ?? null,
        status: row?.status ?? 'complete',
      };
      const price = await openSealed(tx, t.ctx, submission, reader, 'price', row?.priceSealed ?? '');
      const parts = await openSealed(
        tx,
        t.ctx,
        submission,
        reader,
        'submission',
        row?.submissionSealed ?? '',
      );
      const files = await tx
        .select()
        .from(submissionFiles)
        .where(
          and(
            eq(submissionFiles.customerId, source.customerId),
            eq(submissionFiles.submissionId, answer.submissionId),
          ),
        );
      const listed = submissionAnswersSchema.parse(JSON.parse(parts.toString('utf8'))).files;
      expect(listed.map((f) => f.fileId)).toEqual(files.map((f) => f.id));
      return receiptHash(
        price,
        parts,
        listed.map((f) => ({ fileId: f.fileId, sha256: files.find((x) => x.id === f.fileId)?.sha256 ?? '' })),
      );
    });
    expect(recomputed).toBe(answer.contentSha256);

    const mails = await outboxMailTo(t, source.supplier.email, 'bidReceipt');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(answer.contentSha256);
    expect(mails[0]?.textBody).not.toContain('12.50');

    const again = await source.bid('GET', `/Receipt/${answer.submissionId}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(receipt(again)).toEqual(answer);
    const events = await asSystem(t.database.db, (tx) => tx.select().from(auditEvents));
    // Without the instants: a time of day such as 16:46:12.503 holds '12.50' too.
    const submissionEvents = events
      .filter((e) => e.entityType === 'submission')
      .map(({ at: _at, ...event }) => event);
    expect(JSON.stringify(submissionEvents)).not.toContain('12.50');
  });

  it('encrypts files on disk, keeps the plaintext hash, and deletes a draft file', async () => {
    const source = await ready();
    await source.bid('PUT', '', bidBody(source.form, ['1', '2']));
    const content = Buffer.from('Plaintext-document-body-8642 '.repeat(2000));
    const uploaded = await upload(source.supplier, source.projectId, source.uploadRequirementId, content);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = page(uploaded).draft?.files[0];
    const { createHash } = await import('node:crypto');
    expect(file?.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(file?.sizeInByte).toBe(content.length);
    const [stored] = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(submissionFiles)
        .where(eq(submissionFiles.id, file?.id ?? 0)),
    );
    const onDisk = await readFile(path.join(t.ctx.config.dataDir, 'files', stored?.storageKey ?? ''));
    expect(onDisk.length).toBe(content.length + 28);
    expect(onDisk.includes(Buffer.from('Plaintext-document-body'))).toBe(false);

    const replaced = await upload(
      source.supplier,
      source.projectId,
      source.uploadRequirementId,
      Buffer.from('v2'),
    );
    expect(page(replaced).draft?.files).toHaveLength(1);
    const removed = await source.bid('DELETE', `/Files/${page(replaced).draft?.files[0]?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(page(removed).draft?.files).toEqual([]);
    const folder = path.join(
      t.ctx.config.dataDir,
      'files',
      'submissions',
      String(source.customerId),
      String(source.tenderId),
    );
    expect(await readdir(folder)).toEqual([]);
  });
});
