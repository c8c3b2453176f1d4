import type { Contract, ContractEnvelope } from '@procura/contract';
import { valuesOf } from './api.ts';
import { onePagePdf } from './approvals.ts';
import { insertAwardedProject } from './contracts.ts';
import { jsonHeaders, type TestApp } from './harness.ts';
import { type FilePart, multipartBody } from './multipart.ts';
import { outboxMailTo } from './requirements.ts';

type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
) => Promise<{ json(): unknown; body: string; statusCode: number }>;
type Caller = {
  call: Call;
  tenantPath: string;
  cookie: string;
  info: { customer: { id: number }; tenderNode: { id: number } };
};

/** A 1x1 PNG, as a drawn signature arrives from the signing page's canvas. */
export const drawnSignature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export { onePagePdf };

/** The contract builder tests' moves: a licensed agency's started contract, its envelopes, the signers' links. */
export function envelopeKit(t: TestApp, buyer: Caller, support: Caller) {
  async function license(transactions: number) {
    const listed = valuesOf<{ id: number; node: { id: number } }>(
      await support.call('GET', '/ContractBuilderLicenseConfiguration/All'),
    );
    const mine = listed.find((l) => l.node.id === buyer.info.customer.id);
    const body = {
      allowContractBuilder: true,
      contactEmail: 'licence@demo.test',
      billingPeriods: [
        {
          dateStartUTC: '2026-01-01',
          dateEndUTC: '2026-12-31',
          transactionPurchased: transactions,
          pricePerTransaction: 9,
        },
      ],
    };
    if (!mine)
      await support.call('POST', '/ContractBuilderLicenseConfiguration', {
        ...body,
        licensedCustomerId: buyer.info.customer.id,
      });
  }

  async function contract() {
    const { projectId } = await insertAwardedProject(
      t,
      { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id },
      [{ companyName: 'Signing Co.', registered: true, awardAmount: 500, awardDate: '2026-05-01' }],
    );
    const [started] = valuesOf<Contract>(await buyer.call('POST', '/Contracts', { projectId }));
    if (!started) throw new Error('contract not started');
    return started;
  }

  const base = (contractId: number) => `/Contracts/${contractId}/ContractSignatures`;

  async function create(contractId: number, name = 'Service agreement') {
    const response = await buyer.call('POST', base(contractId), {
      name,
      number: 'SA-1',
      message: 'Please sign the agreement.',
      language: 'en',
      timezone: 'America/Toronto',
      emailReminders: true,
      notarization: false,
      inPersonSigning: false,
      reviewBeforeCompletion: false,
    });
    const [envelope] = valuesOf<ContractEnvelope>(response);
    if (!envelope) throw new Error(response.body);
    return envelope;
  }

  async function upload(contractId: number, sigId: number, file: FilePart) {
    const body = multipartBody({}, file);
    return t.app.inject({
      method: 'POST',
      url: `${buyer.tenantPath}${base(contractId)}/${sigId}/Documents`,
      headers: { ...body.headers, cookie: buyer.cookie },
      payload: body.payload,
    });
  }

  /** An envelope with a one-page PDF, the signers named, and a signature field for each on page 1. */
  async function ready(contractId: number, emails: string[]) {
    const envelope = await create(contractId);
    await upload(contractId, envelope.id, {
      fileName: 'agreement.pdf',
      content: onePagePdf,
      contentType: 'application/pdf',
    });
    let current = envelope;
    for (const email of emails) {
      [current] = valuesOf<ContractEnvelope>(
        await buyer.call('POST', `${base(contractId)}/${envelope.id}/Signers`, {
          name: email.split('@')[0],
          email,
        }),
      ) as [ContractEnvelope];
    }
    const documentId = current.documents[0]?.id ?? 0;
    const fields = current.signers.map((s, i) => ({
      documentId,
      signerId: s.id,
      type: 'signature',
      page: 1,
      x: 0.1,
      y: 0.5 + i * 0.1,
      width: 0.3,
      height: 0.05,
    }));
    const [designed] = valuesOf<ContractEnvelope>(
      await buyer.call('PUT', `${base(contractId)}/${envelope.id}/Designer`, { fields }),
    );
    return designed as ContractEnvelope;
  }

  /** The signing link last mailed to `email`, as its parts. */
  async function linkFor(email: string) {
    const mails = await outboxMailTo(t, email, 'envelopeSigningLink');
    const url = mails.at(-1)?.textBody.match(/https?:\/\/\S+\/esignature\/landing\?\S+/)?.[0] ?? '';
    const query = new URL(url).searchParams;
    return {
      envelopeId: Number(query.get('e')),
      signerId: Number(query.get('s')),
      token: query.get('t') ?? '',
    };
  }

  /** Opens the link as the signing page does: the token exchanged for a session cookie. */
  async function open(email: string) {
    const link = await linkFor(email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/esignature/session',
      headers: jsonHeaders,
      payload: link,
    });
    const cookie = response.cookies.find((c) => c.name === 'procura_signer');
    const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/v1/esignature${path}`,
        headers: { ...jsonHeaders, cookie: `procura_signer=${cookie?.value ?? ''}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    return { response, link, call };
  }

  return { license, contract, base, create, upload, ready, linkFor, open };
}
