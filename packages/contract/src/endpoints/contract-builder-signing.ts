/**
 * The signing page's calls (/esignature/landing; issue 9 §3; decision 251), declared once (issue 21
 * §1): the emailed link's token is exchanged once for a session cookie; the rest need it.
 */
import { z } from 'zod';
import { signBodySchema, signerExchangeSchema, signerViewSchema } from '../contracts/envelopes.ts';
import { apiPath, defineEndpoint } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'E-signature (public)';
const base = apiPath('/esignature');
const signer = { kind: 'signer' } as const;
const view = envelopeSchema('signer', signerViewSchema);

export const contractBuilderSigningEndpoints = {
  /**
   * Exchanges the link's token for the signer's session cookie. Guesses at one signer's token
   * also count together, from whatever address (the server counts them by the link it names).
   */
  session: defineEndpoint({
    method: 'POST',
    path: `${base}/session`,
    body: signerExchangeSchema,
    response: z.object({ opened: z.literal(true) }),
    access: { kind: 'public' },
    rateLimits: [{ limit: 'tokenChecks', by: 'address' }],
    tag,
  }),
  /** The page's content: the envelope as this signer sees it. */
  view: defineEndpoint({ method: 'GET', path: `${base}/envelope`, response: view, access: signer, tag }),
  /** A document as the browser reads it (the PDF that is signed, or the file attached as it is). */
  document: defineEndpoint({
    method: 'GET',
    path: `${base}/documents/:documentId`,
    params: z.object({ documentId: idParamSchema('invalidDocumentId') }),
    response: 'file',
    access: signer,
    tag,
  }),
  /** Signs: the typed name or the drawn PNG, the initials and the text fields; answers the new view. */
  sign: defineEndpoint({
    method: 'POST',
    path: `${base}/sign`,
    body: signBodySchema,
    response: view,
    access: signer,
    tag,
  }),
  /** The signed PDF, once every signer signed. */
  signed: defineEndpoint({ method: 'GET', path: `${base}/signed`, response: 'file', access: signer, tag }),
};
