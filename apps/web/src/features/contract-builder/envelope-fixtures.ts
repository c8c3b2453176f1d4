import {
  type ContractEnvelope,
  type EnvelopeDocument,
  type EnvelopeField,
  type EnvelopeSigner,
  envelopeMissing,
  type OwnLicence,
  type PermissionId,
} from '@procura/contract';
import { buildRoutes } from '../../test/build-fixtures.tsx';
import { contractAnswer, contractFixture, contractsPath } from '../../test/contract-fixtures.tsx';
import { nodePath } from '../../test/control-panel-fixtures.ts';
import { envelope as listOf, type MockRoute } from '../../test/fetch-mock.ts';
import { sessionFixture } from '../../test/fixtures.ts';

/** Contract 80's envelopes, as the builder page calls them. */
export const envelopesPath = `${contractsPath}/80/ContractSignatures`;
export const onePath = (id = 12) => `${envelopesPath}/${id}`;
export const ownLicencePath = `${nodePath}/ContractBuilderLicenseConfiguration`;

const builderRights: PermissionId[] = [
  'BUILD_VIEW',
  'CONTRACT_VIEW',
  'CONTRACT_EDIT',
  'CONTRACT_BUILDER_VIEW',
  'CONTRACT_BUILDER_EDIT',
  'CONTRACT_BUILDER_DELETE',
];

export function signerFixture(id: number, overrides: Partial<EnvelopeSigner> = {}): EnvelopeSigner {
  return {
    id,
    name: 'Priya Raman',
    email: 'priya@acme.example',
    sortOrder: id,
    status: 'Pending',
    sentAt: null,
    signedAt: null,
    signedFrom: null,
    ...overrides,
  };
}

export function documentFixture(id: number, overrides: Partial<EnvelopeDocument> = {}): EnvelopeDocument {
  return {
    id,
    fileName: 'Supply agreement.pdf',
    contentType: 'application/pdf',
    sizeInByte: 200_000,
    sha256: 'ab'.repeat(32),
    pageCount: 2,
    converted: false,
    sortOrder: id,
    ...overrides,
  };
}

export function fieldFixture(id: number, overrides: Partial<EnvelopeField> = {}): EnvelopeField {
  return {
    id,
    documentId: 31,
    signerId: 21,
    type: 'signature',
    page: 1,
    x: 0.1,
    y: 0.8,
    width: 0.25,
    height: 0.05,
    required: true,
    label: '',
    value: null,
    ...overrides,
  };
}

/**
 * Envelope 12 of contract 80, not sent yet, with no signer, document or field unless given;
 * `missing` is what the contract's rule says of its parts, as the server computes it.
 */
export function envelopeFixture(overrides: Partial<ContractEnvelope> = {}): ContractEnvelope {
  const base: ContractEnvelope = {
    id: 12,
    contractId: 80,
    name: 'Supply agreement',
    number: 'E-1',
    message: '',
    language: 'en',
    timezone: 'America/Toronto',
    emailReminders: false,
    notarization: false,
    inPersonSigning: false,
    reviewBeforeCompletion: false,
    status: 'In Progress',
    sentAt: null,
    correcting: false,
    completedAt: null,
    signers: [],
    documents: [],
    fields: [],
    missing: [],
    canEdit: true,
    canDelete: true,
    createdAt: '2026-03-01T15:00:00.000Z',
    ...overrides,
  };
  return { ...base, missing: overrides.missing ?? envelopeMissing(base) };
}

/** A sent envelope: Priya's turn, Rae after her. */
export function sentEnvelopeFixture(overrides: Partial<ContractEnvelope> = {}): ContractEnvelope {
  return envelopeFixture({
    sentAt: '2026-03-02T15:00:00.000Z',
    signers: [
      signerFixture(21, { status: 'Sent', sentAt: '2026-03-02T15:00:00.000Z' }),
      signerFixture(22, { name: 'Rae Cole', email: 'rae@acme.example' }),
    ],
    documents: [documentFixture(31)],
    fields: [fieldFixture(41), fieldFixture(42, { signerId: 22, y: 0.9 })],
    ...overrides,
  });
}

export const oneEnvelope = (value: ContractEnvelope) => ({ body: listOf('contractSignature', [value]) });

export function licenceOf(overrides: Partial<OwnLicence> = {}): OwnLicence {
  return {
    allowContractBuilder: true,
    remainingTransactionCount: 42,
    currentPeriodEnd: '2026-12-31',
    ...overrides,
  };
}

/**
 * A signed-in buyer with every Contract Builder right, contract 80 (editable), the agency's
 * licence, the time zones, and the envelopes `list()` answers at the time of each read.
 */
export function builderRoutes(
  list: () => ContractEnvelope[],
  { licence = licenceOf(), rights = builderRights }: { licence?: OwnLicence; rights?: PermissionId[] } = {},
): Record<string, MockRoute> {
  return {
    ...buildRoutes(sessionFixture({ user: { permissions: rights } })),
    [`GET ${contractsPath}`]: contractAnswer(contractFixture()),
    [`GET ${ownLicencePath}`]: { body: listOf('licence', [licence]) },
    [`GET ${nodePath}/TimeZones`]: {
      body: listOf('timeZone', [{ id: 'America/Toronto' }, { id: 'America/Vancouver' }]),
    },
    [`GET ${envelopesPath}/All`]: () => ({ body: listOf('contractSignature', list()) }),
  };
}
