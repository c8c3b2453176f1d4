import { csrfHeader, csrfHeaderValue } from '../fixtures.ts';
import { signIn, type TestApp } from '../harness.ts';
import { signedInSupplier } from '../suppliers.ts';
import type { BidTag } from './sealed-fixture.ts';

/**
 * The roles of the sealed-bids matrix, each as the cookie it sends and the agency and portal its
 * paths name. Agency staff call under their own tenant path (another agency's administrator thus
 * passes the guard and meets its own agency's data rules); suppliers under their own portal. The
 * award approver joins in the test, once the source it approves exists (its link's session).
 */
export type Role = {
  name: string;
  /** `agency` roles of the fixture's agency may read a part once unsealed, with the permission. */
  kind: 'agency' | 'other-agency' | 'supplier' | 'anonymous' | 'approver';
  /** The bids this role made, which it may read in any state. */
  ownBids: BidTag[];
  cookie: string | null;
  customerId: number;
  nodeId: number;
  agency: string;
};

export type RoleSet = Awaited<ReturnType<typeof signInRoles>>;

const staff: [name: string, username: string, domain: string][] = [
  ['buyer', 'buyer@demo.procura.local', 'demo'],
  ['procurement lead', 'lead@demo.procura.local', 'demo'],
  ['evaluator', 'evaluator@demo.procura.local', 'demo'],
  ['agency admin', 'admin@demo.procura.local', 'demo'],
  ['site admin', 'siteadmin@demo.procura.local', 'demo'],
  ['other agency admin', 'admin@northwind.procura.local', 'northwind'],
];

/**
 * Signs every role in: the staff through the login call, the suppliers as verified portal
 * accounts (A bids, B is another supplier of the agency who bids too, C belongs to another agency).
 */
export async function signInRoles(t: TestApp) {
  const roles: Role[] = [];
  let demo = { customerId: 0, nodeId: 0 };
  for (const [name, username, domain] of staff) {
    const session = await signIn(t, username, domain);
    const tenant = { customerId: session.info.customer.id, nodeId: session.info.tenderNode.id };
    if (name === 'buyer') demo = tenant;
    roles.push({
      name,
      kind: domain === 'demo' ? 'agency' : 'other-agency',
      ownBids: [],
      cookie: session.cookie,
      ...tenant,
      agency: 'demo',
    });
  }
  const bidder = await signedInSupplier(t, { companyName: 'Bidding Supplier A' });
  const rival = await signedInSupplier(t, { companyName: 'Same-agency Supplier B' });
  const foreign = await signedInSupplier(t, { agency: 'northwind', companyName: 'Northwind Supplier C' });
  const supplier = (name: string, account: typeof bidder, ownBids: BidTag[]): Role => ({
    name,
    kind: 'supplier',
    ownBids,
    cookie: account.cookie,
    ...demo,
    agency: account.agency.domain,
  });
  roles.push(
    supplier('bidding supplier', bidder, ['A']),
    supplier('same-agency supplier', rival, ['B', 'D']),
    supplier('other-agency supplier', foreign, []),
    { name: 'anonymous', kind: 'anonymous', ownBids: [], cookie: null, ...demo, agency: 'demo' },
  );
  const buyer = roles[0] as Role;
  return { roles, buyer, bidder, rival };
}

/** The headers of a role's request: its cookie, the anti-forgery header, JSON when there is a body. */
export function headersOf(role: Role, withBody: boolean): Record<string, string> {
  return {
    [csrfHeader]: csrfHeaderValue,
    ...(role.cookie ? { cookie: role.cookie } : {}),
    ...(withBody ? { 'content-type': 'application/json' } : {}),
  };
}
