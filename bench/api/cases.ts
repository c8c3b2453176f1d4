// The cases of the API benchmark, one entry each: the request a user's screen sends, and, where
// replaying the captured statements cannot stand for the raw side, the hand-written raw work.
// Later areas add their entry here (the dashboard's cases live in dashboard-cases.ts).
import type { Query } from '../scale/database.ts';
import { dashboardCases } from './dashboard-cases.ts';
import type { Transaction } from './raw-sql.ts';
import { signInRaw } from './sign-in-raw.ts';

/** What the cases may name: the loaded data's largest agency and its busiest source. */
export type Scene = {
  /** /api/v1/customer/{customerId}/node/{nodeId} of the demo agency. */
  tenantPrefix: string;
  domain: string;
  /** A published source of the demo agency with the most plan takers. */
  projectId: number;
  tenderId: number;
  /** The signed-in procurement lead's user id (the dashboard's "my" calls name it). */
  userId: number;
  login: { username: string; password: string; domain: string };
};

export type ApiRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent with the procurement lead's session cookie. */
  signedIn: boolean;
};

export type BenchCase = {
  name: string;
  request(scene: Scene): ApiRequest;
  /**
   * The raw side when the captured statements cannot simply be replayed (say why in `note`):
   * given the capture, the work one raw call does.
   */
  raw?: (scene: Scene, captured: readonly Transaction[]) => (query: Query) => Promise<void>;
  note?: string;
};

const search = (name: string, body: object): BenchCase => ({
  name,
  request: (scene) => ({
    method: 'POST',
    path: `${scene.tenantPrefix}/Projects/Search`,
    body,
    signedIn: true,
  }),
});

export const cases: BenchCase[] = [
  {
    name: 'sign-in',
    request: (scene) => ({ method: 'POST', path: '/api/v1/login', body: scene.login, signedIn: false }),
    raw: (scene, captured) => signInRaw(captured, scene.login.password),
    note: 'raw: the captured statements with a fresh token, the next audit link, and the argon2id check',
  },
  search('search: word (harbour)', { searchText: 'harbour' }),
  search('search: fragment + method (dredg, Public)', {
    searchText: 'dredg',
    searchCriteria: { source: { procurementMethod: ['Public'] } },
  }),
  search('search: status Open by closing date', {
    status: ['Open'],
    sortColumn: 'dateClosing',
    sortDirection: 'asc',
  }),
  search('search: newest first, no criteria', {}),
  {
    name: 'project load',
    request: (scene) => ({
      method: 'GET',
      path: `${scene.tenantPrefix}/Projects?projectId=${scene.projectId}`,
      signedIn: true,
    }),
  },
  {
    name: 'plan-taker list',
    request: (scene) => ({
      method: 'GET',
      path: `${scene.tenantPrefix}/plantakers?tenderId=${scene.tenderId}`,
      signedIn: true,
    }),
  },
  {
    name: 'portal opportunities (open)',
    request: (scene) => ({
      method: 'GET',
      path: `/api/v1/portal/${scene.domain}/Opportunities`,
      signedIn: false,
    }),
  },
  ...dashboardCases,
];
