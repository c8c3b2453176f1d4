import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IntakeRequest } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { intakeDocuments, intakeRequests, users } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import { signedInCaller } from './api.ts';
import { createTestApp, type DatabaseKind, jsonHeaders, type TestApp } from './harness.ts';

/**
 * Procurement's side of intake in tests (issue 24 §2-§5): an app with its own data folder, the
 * demo agency's buyer (intake view and action), evaluator (no intake right) and administrator, and
 * northwind's administrator; requests and documents inserted straight into the database.
 */

export type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

/** A call to an intake path (/api/v1/intake...): the staff calls name no agency in their path. */
export function staffCall(t: TestApp, caller: Caller, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/intake${url}`,
    headers: { ...jsonHeaders, cookie: caller.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function intakeWorld(kind: DatabaseKind) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'procura-intake-'));
  const t = await createTestApp(kind, { config: { dataDir } });
  const admin = await signedInCaller(t, 'admin@demo.procura.local');
  const buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
  const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
  const place = { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id };
  return {
    t,
    dataDir,
    admin,
    buyer,
    evaluator,
    northwind,
    place,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type IntakeWorld = Awaited<ReturnType<typeof intakeWorld>>;

type RequestValues = Partial<Omit<typeof intakeRequests.$inferInsert, 'customerId' | 'nodeId'>>;

/** A request of `place` as the public form would have kept it; pending unless told. */
export async function insertRequest(
  w: Pick<IntakeWorld, 't'>,
  place: { customerId: number; nodeId: number },
  values: RequestValues = {},
): Promise<number> {
  return asSystem(w.t.database.db, async (tx) => {
    const [row] = await tx
      .insert(intakeRequests)
      .values({
        ...place,
        firstName: 'Rita',
        lastName: 'Requester',
        email: 'rita@city.example',
        projectName: 'Road resurfacing',
        ...values,
      })
      .returning({ id: intakeRequests.id });
    if (!row) throw new Error('request not inserted');
    return row.id;
  });
}

/** A document of the request, its bytes on disk under the world's data folder. */
export async function insertDocument(
  w: Pick<IntakeWorld, 't' | 'dataDir'>,
  place: { customerId: number; nodeId: number },
  requestId: number,
  fileName: string,
  content: Buffer,
): Promise<{ id: number; storageKey: string }> {
  const storageKey = `intake/${place.customerId}/${requestId}-${fileName.replace(/\W/g, '')}-${Math.random().toString(36).slice(2)}`;
  const file = path.join(w.dataDir, 'files', storageKey);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  const id = await asSystem(w.t.database.db, async (tx) => {
    const [row] = await tx
      .insert(intakeDocuments)
      .values({
        ...place,
        intakeRequestId: requestId,
        uploadTokenHash: `test-${storageKey}`,
        storageKey,
        fileName,
        size: content.length,
        contentType: fileName.endsWith('.pdf') ? 'application/pdf' : 'image/png',
      })
      .returning({ id: intakeDocuments.id });
    return row?.id ?? 0;
  });
  return { id, storageKey };
}

export function requestRow(w: Pick<IntakeWorld, 't'>, customerId: number, id: number) {
  return asSystem(w.t.database.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(intakeRequests)
      .where(and(eq(intakeRequests.customerId, customerId), eq(intakeRequests.id, id)));
    return row;
  });
}

/** Marks a user a purchaser (a procurement lead the form offers). */
export async function makePurchaser(w: Pick<IntakeWorld, 't'>, customerId: number, userId: number) {
  await asSystem(w.t.database.db, (tx) =>
    tx
      .update(users)
      .set({ purchaser: true })
      .where(and(eq(users.customerId, customerId), eq(users.id, userId))),
  );
}

/** The request in an answer's envelope. */
export function requestOf(response: { json(): unknown }): IntakeRequest {
  const body = response.json() as { data: { intakeRequestDTO: { values: IntakeRequest[] } } };
  const [value] = body.data.intakeRequestDTO.values;
  if (!value) throw new Error('no request in the answer');
  return value;
}

/** A body of PUT api/intake: the request's own fields as they are, with `change` laid over. */
export function inputOf(request: IntakeRequest, change: Record<string, unknown> = {}) {
  const { contactDetails: c, projectDetail: d, financialDetails } = request;
  return {
    contactDetails: {
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      departmentId: c.departmentId,
      divisionId: c.divisionId,
      procurementLeadId: c.procurementLeadId,
      consultant: c.consultant,
    },
    projectDetail: {
      projectName: d.projectName,
      classification: d.classification,
      description: d.description,
      bidType: d.bidType,
      applyToProject: d.applyToProject,
      categoryIds: d.categoryIds,
      isSiteVisit: d.isSiteVisit,
      locations: d.locations,
      estimatedPostingDate: d.estimatedPostingDate?.slice(0, 10) ?? null,
      deliveryConstructionStartDate: d.deliveryConstructionStartDate?.slice(0, 10) ?? null,
      supplierEmails: d.supplierEmails,
      documentIds: d.documentIds,
      ...(change.projectDetail as object | undefined),
    },
    financialDetails,
  };
}
