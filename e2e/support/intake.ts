import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IntakeReceipt, IntakeRequest, IntakeSubmission, Project } from '@procura/contract';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eServer } from './server.ts';
import { csrf, smallPdf, staffApi, valuesOf } from './tender.ts';

/** The agency's ids as the shareable link carries them (000 §2: cid and nid in the hash). */
export type IntakeLink = { customerId: number; nodeId: number };

/** The ids of `{origin}/#/intake-request?cid=..&nid=..`; fails on any other form. */
export function idsOfLink(link: string): IntakeLink {
  const [route, query = ''] = new URL(link).hash.split('?');
  expect(route).toBe('#/intake-request');
  const params = new URLSearchParams(query);
  return { customerId: Number(params.get('cid')), nodeId: Number(params.get('nid')) };
}

/** The request's id in its reference (IR-000042 is request 42). */
export function idOfReference(reference: string): number {
  const match = /^IR-(\d+)$/.exec(reference);
  if (!match?.[1]) throw new Error(`not an intake reference: ${reference}`);
  return Number(match[1]);
}

/**
 * A department with a division for requesters to choose, made by the administrator through the
 * API the control panel's Departments page uses: the e2e seed has none.
 */
export async function departmentWithDivision(
  browser: Browser,
  server: E2eServer,
  names: { department: string; division: string },
) {
  const admin = await staffApi(browser, server, 'admin@demo.procura.local');
  const [department] = await valuesOf<{ id: number }>(
    await admin.request.post(`${admin.base}/Departments`, {
      headers: csrf,
      data: { name: names.department },
    }),
  );
  if (!department) throw new Error('no department was created');
  const [division] = await valuesOf<{ id: number }>(
    await admin.request.post(`${admin.base}/Divisions`, {
      headers: csrf,
      data: { departmentId: department.id, name: names.division },
    }),
  );
  await admin.context.close();
  if (!division) throw new Error('no division was created');
  return { departmentId: department.id, divisionId: division.id };
}

/**
 * A real PDF on disk, for the browser's file chooser; the returned `remove` deletes its folder.
 */
export function pdfOnDisk(fileName: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'procura-intake-'));
  const file = path.join(dir, fileName);
  writeFileSync(file, smallPdf());
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A Mantine select picked by its label, the option by its text. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A text field of the page filled by its label. */
export async function type(page: Page, label: string, value: string) {
  await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** A request sent as the public form sends it, from a browser with no session (POST api/intake). */
export async function submitThroughApi(
  browser: Browser,
  server: E2eServer,
  submission: IntakeSubmission,
): Promise<IntakeReceipt> {
  const context = await browser.newContext();
  try {
    const answer = await context.request.post(`${server.url}/api/v1/intake`, {
      headers: csrf,
      data: submission,
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as IntakeReceipt;
  } finally {
    await context.close();
  }
}

/** The newest mail to `to` once its subject is `subject`: its text. */
export async function mailTo(server: E2eServer, to: string, subject: string): Promise<string> {
  await expect.poll(async () => (await server.lastMailTo(to))?.subject).toBe(subject);
  return (await server.lastMailTo(to))?.textBody ?? '';
}

/** GET api/intake/{id} with the page's session: the request as procurement sees it. */
export async function readRequest(page: Page, id: number): Promise<IntakeRequest[]> {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.get(`${origin}/api/v1/intake/${id}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { data: Record<string, { values: IntakeRequest[] }> };
  return Object.values(body.data)[0]?.values ?? [];
}

/** The project's tenant path and its tender, from the session the page holds. */
export async function tenderOf(page: Page, project: Project) {
  const origin = new URL(page.url()).origin;
  const info = (await (
    await page.request.post(`${origin}/api/v1/login/validate`, { headers: csrf })
  ).json()) as { customer: { id: number }; tenderNode: { id: number } };
  const tenderId = project.tenders[0]?.id;
  if (tenderId === undefined) throw new Error('the project has no tender');
  return { base: `${origin}/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}`, tenderId };
}
