import type { Project, SaveTenderTable, TenderInput } from '@procura/contract';
import type { APIRequestContext, APIResponse, Browser } from 'playwright-core';
import { expect } from 'vitest';
import { saveBody } from '../../apps/server/test/save-body.ts';
import type { E2eServer } from './server.ts';

export const demoPassword = 'Procura!Demo2026';
export const csrf = { 'x-requested-with': 'procura' };
export const day = 24 * 60 * 60_000;

/** The envelope's values (001 §1: `{ data: { <name>DTO: { values } } }`). */
export async function valuesOf<T>(answer: APIResponse): Promise<T[]> {
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { data: Record<string, { values: T[] }> };
  return Object.values(body.data)[0]?.values ?? [];
}

async function firstOf<T>(answer: APIResponse): Promise<T> {
  const [value] = await valuesOf<T>(answer);
  if (value === undefined) throw new Error('the call answered no value');
  return value;
}

/** A signed-in staff member's API, under the agency's tenant path. */
export async function staffApi(browser: Browser, server: E2eServer, username: string) {
  const context = await browser.newContext();
  const login = await context.request.post(`${server.url}/api/v1/login`, {
    headers: csrf,
    data: { domain: 'demo', username, password: demoPassword },
  });
  expect(login.status(), await login.text()).toBe(200);
  const info = (await (
    await context.request.post(`${server.url}/api/v1/login/validate`, { headers: csrf })
  ).json()) as { customer: { id: number }; tenderNode: { id: number }; user: { id: number } };
  const base = `${server.url}/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}`;
  return { context, request: context.request as APIRequestContext, base, info };
}

/** A small valid one-page PDF, made here so the journey needs no fixture file. */
export function smallPdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/** A price schedule: Description and Quantity by the buyer, Unit price by suppliers, Total computed. */
function priceSchedule(tenderId: number): SaveTenderTable {
  const lines = [
    ['Snow clearing (hours)', '3'],
    ['Salt (tonnes)', '2.5'],
  ] as const;
  return {
    tenderId,
    tableType: 'Prices',
    name: 'Price schedule',
    columns: [
      { id: -1, name: 'Description', columnTypeName: 'DescriptiveText' },
      { id: -2, name: 'Quantity', columnTypeName: 'Quantity' },
      { id: -3, name: 'Unit price', columnTypeName: 'UnitPrice', isEditableonPublic: true, isRequired: true },
      {
        id: -4,
        name: 'Total',
        columnTypeName: 'Total',
        isSubtotalIncluded: true,
        tenderTableTotalCalculation: { operator: 'multiply', leftColumnId: -2, rightColumnId: -3 },
      },
    ],
    rows: lines.map((_, index) => ({ id: -(index + 1) })),
    cells: lines.flatMap(([description, quantity], index) => [
      { rowId: -(index + 1), columnId: -1, value: description },
      { rowId: -(index + 1), columnId: -2, value: quantity },
    ]),
  } as SaveTenderTable;
}

/**
 * The buyer's side before suppliers arrive, through the same API the Build pages use: the
 * administrator's department, division and category; then the lead's Public, online, sealed
 * project with a bid document and a price schedule, closing in `closesIn` ms, published.
 */
export async function publishTender(
  browser: Browser,
  server: E2eServer,
  options: { name: string; closesIn: number; tender?: Partial<TenderInput> },
) {
  const admin = await staffApi(browser, server, 'admin@demo.procura.local');
  const department = await firstOf<{ id: number }>(
    await admin.request.post(`${admin.base}/Departments`, { headers: csrf, data: { name: 'Public Works' } }),
  );
  const division = await firstOf<{ id: number }>(
    await admin.request.post(`${admin.base}/Divisions`, {
      headers: csrf,
      data: { departmentId: department.id, name: 'Roads' },
    }),
  );
  const category = await firstOf<{ id: number }>(
    await admin.request.post(`${admin.base}/Category`, {
      headers: csrf,
      data: { code: 'SNW', name: 'Snow' },
    }),
  );
  await admin.context.close();

  const lead = await staffApi(browser, server, 'lead@demo.procura.local');
  const created = await firstOf<Project>(
    await lead.request.post(`${lead.base}/Projects`, {
      headers: csrf,
      data: { name: options.name, procurementMethod: 'Public' },
    }),
  );
  const tenderId = created.tenders[0]?.id as number;
  const now = server.clock.now().getTime();
  await valuesOf(
    await lead.request.put(`${lead.base}/Projects`, {
      headers: csrf,
      data: saveBody(
        created,
        {
          description: 'Winter maintenance of the municipal roads.',
          departmentId: department.id,
          divisionId: division.id,
          categoryIds: [category.id],
          classification: 'Services',
          estimatedValue: 50000,
          projectLeadId: lead.info.user.id,
        },
        {
          dateAvailable: new Date(now + 60_000).toISOString(),
          dateClosing: new Date(now + options.closesIn).toISOString(),
          questionDeadline: new Date(now + options.closesIn / 2).toISOString(),
          incompleteQuestionNotificationDate: new Date(now + options.closesIn / 4).toISOString(),
          closingMethod: 'SEALED',
          showPlanTakers: true,
          ...options.tender,
        },
      ),
    }),
  );
  await valuesOf(
    await lead.request.post(`${lead.base}/Documents`, {
      headers: csrf,
      multipart: {
        tenderId: String(tenderId),
        file: { name: 'specifications.pdf', mimeType: 'application/pdf', buffer: smallPdf() },
      },
    }),
  );
  const form = await lead.request.put(`${lead.base}/TenderTables`, {
    headers: csrf,
    data: priceSchedule(tenderId),
  });
  expect(form.status(), await form.text()).toBe(200);
  // Publishing now takes the publish date back to the present (the date typed lies ahead).
  const published = await firstOf<Project>(
    await lead.request.put(`${lead.base}/Projects/status?projectId=${created.id}&status=Open`, {
      headers: csrf,
    }),
  );
  expect(published.status).toBe('Open');
  await lead.context.close();
  return { projectId: created.id, tenderId };
}
