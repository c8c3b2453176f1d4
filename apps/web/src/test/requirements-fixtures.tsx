import {
  type Bond,
  type Project,
  type RequirementSection,
  type Requirements,
  requirementSections,
  type SessionInfo,
  type TableSearchHit,
  type TableSummary,
  type TenderTable,
  type UploadRequirement,
} from '@procura/contract';
import { Route, Routes } from 'react-router';
import { RequireSession } from '../app/require-session.tsx';
import { RequirementsPage } from '../features/requirements/pages/requirements-page.tsx';
import { buildRoutes, projectFixture } from './build-fixtures.tsx';
import { nodePath } from './control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from './fetch-mock.ts';
import { refusal } from './fixtures.ts';
import { renderApp } from './render.tsx';

/** Submission requirements of the fixture project (5) and its source (50). */

export { nodePath, projectFixture };
export const requirementsPath = `${nodePath}/TenderRequirements`;
export const uploadsPath = `${nodePath}/TenderUploadRequirements`;
export const bondsPath = `${nodePath}/TenderBonds`;
export const tablesPath = `${nodePath}/TenderTables`;
export const templatesPath = `${nodePath}/OnlineSubmissionTemplate/Search`;
export const requirementsBase = '/projects/5/build/submission-requirements';

const everySection = <Value,>(value: (section: RequirementSection) => Value) =>
  Object.fromEntries(requirementSections.map((section) => [section, value(section)])) as Record<
    RequirementSection,
    Value
  >;

/** Nothing included, nothing written, not locked: what GET answers for a new source. */
export function requirementsFixture(overrides: Partial<Requirements> = {}): Requirements {
  return {
    tenderId: 50,
    sections: everySection(() => ({ isIncluded: false })),
    texts: everySection(() => ''),
    specificationsTitle: '',
    bondTitle: '',
    allowDigitalBonds: false,
    lock: null,
    completedSubmissions: 0,
    version: 1,
    ...overrides,
  };
}

export function tableFixture(id: number, overrides: Partial<TenderTable> = {}): TenderTable {
  return {
    id,
    tenderId: 50,
    tableType: 'Prices',
    name: `Form ${id}`,
    isLineNumberIncluded: true,
    startNumber: 1,
    numberofRows: 3,
    isIncludedForSummary: true,
    isAutoComputeTax: false,
    sortOrder: id - 1,
    isRequired: true,
    headingText: '',
    footerText: '',
    total: '0.00',
    allowPlantakerToAddRows: false,
    maximumOptionalRows: 0,
    deleted: false,
    taxes: [],
    hasPromptPayDiscount: false,
    promptPayDiscountType: 'Percentage',
    promptPayDiscount: null,
    version: 0,
    ...overrides,
  };
}

export function uploadFixture(id: number, overrides: Partial<UploadRequirement> = {}): UploadRequirement {
  return {
    id,
    tenderId: 50,
    name: `Upload ${id}`,
    description: '',
    isRequired: true,
    sortOrder: id - 1,
    ...overrides,
  };
}

export function bondFixture(id: number, overrides: Partial<Bond> = {}): Bond {
  return {
    id,
    tenderId: 50,
    name: `Bond ${id}`,
    amountType: 'Percentage',
    amount: '10.00',
    description: '',
    isRequired: true,
    sortOrder: id - 1,
    ...overrides,
  };
}

export function templateFixture(id: number, groupName: string, name: string, body: string, active = true) {
  return { id, groupName, name, body, active };
}

export const emptySummary: TableSummary = {
  tenderId: 50,
  tables: [],
  subtotal: '0.00',
  discount: '0.00',
  taxes: [],
  total: '0.00',
};

export type RequirementsState = {
  requirements: Requirements;
  uploads: UploadRequirement[];
  bonds: Bond[];
  tables: TenderTable[];
  templates: ReturnType<typeof templateFixture>[];
  summary: TableSummary;
  hits: TableSearchHit[];
};

function reordered<Item extends { id: number; sortOrder: number }>(list: Item[], ids: number[]): Item[] {
  const ordered = ids.map((id, index) => ({
    ...(list.find((item) => item.id === id) as Item),
    sortOrder: index,
  }));
  list.splice(0, list.length, ...ordered);
  return ordered;
}

/** CRUD of one kind of item, changing `list` as the real server would. */
function itemRoutes<Item extends { id: number; sortOrder: number }>(
  path: string,
  name: string,
  idParameter: string,
  list: Item[],
  make: (id: number, fields: Partial<Item>) => Item,
): Record<string, MockRoute> {
  let nextId = 100;
  return {
    [`GET ${path}`]: () => ({ body: envelope(name, list) }),
    [`POST ${path}`]: ({ body }) => {
      const created = make(nextId++, { ...(body as Partial<Item>), sortOrder: list.length });
      list.push(created);
      return { body: envelope(name, [created]) };
    },
    [`PUT ${path}`]: ({ body }) => {
      const changed = body as Item;
      const index = list.findIndex((item) => item.id === changed.id);
      list[index] = { ...(list[index] as Item), ...changed };
      return { body: envelope(name, [list[index]]) };
    },
    [`DELETE ${path}`]: ({ url }) => {
      const id = Number(url.searchParams.get(idParameter));
      const [removed] = list.splice(
        list.findIndex((item) => item.id === id),
        1,
      );
      return { body: envelope(name, [removed]) };
    },
    [`PUT ${path}/SortOrder`]: ({ body }) => ({
      body: envelope(name, reordered(list, (body as { ids: number[] }).ids)),
    }),
  };
}

/**
 * A server holding one source's requirements, which every call changes as the real one would:
 * saves check the version, unlocking lifts the lock, lists keep their order.
 */
export function requirementsServer(
  initial: Partial<RequirementsState> = {},
  extra: Record<string, MockRoute> = {},
  session?: SessionInfo,
) {
  const state: RequirementsState = {
    requirements: requirementsFixture(),
    uploads: [],
    bonds: [],
    tables: [],
    templates: [],
    summary: emptySummary,
    hits: [],
    ...initial,
  };
  const server = mockServer({
    ...buildRoutes(session),
    [`GET ${requirementsPath}`]: () => ({ body: envelope('tenderRequirements', [state.requirements]) }),
    [`PUT ${requirementsPath}`]: ({ body }) => {
      const save = body as Requirements;
      if (save.version !== state.requirements.version) {
        return refusal(409, ['requirementsStaleVersion'], ['Someone else saved these requirements.']);
      }
      // What a save names replaces what is stored; the rest stays.
      const current = state.requirements;
      state.requirements = {
        ...current,
        ...save,
        sections: { ...current.sections, ...save.sections },
        texts: { ...current.texts, ...save.texts },
        version: save.version + 1,
      };
      return { body: envelope('tenderRequirements', [state.requirements]) };
    },
    [`POST ${requirementsPath}/Unlock`]: () => {
      state.requirements = { ...state.requirements, lock: null, completedSubmissions: 0 };
      return { body: envelope('tenderRequirements', [state.requirements]) };
    },
    ...itemRoutes(
      uploadsPath,
      'tenderUploadRequirements',
      'tenderUploadRequirementId',
      state.uploads,
      (id, f) => uploadFixture(id, f),
    ),
    ...itemRoutes(bondsPath, 'tenderBonds', 'tenderBondId', state.bonds, (id, f) => bondFixture(id, f)),
    [`GET ${tablesPath}`]: ({ url }) => {
      const type = url.searchParams.get('tableType');
      return {
        body: envelope(
          'tenderTables',
          state.tables.filter((table) => !type || table.tableType === type),
        ),
      };
    },
    [`DELETE ${tablesPath}`]: ({ url }) => {
      const ids = (url.searchParams.get('tenderTableId') ?? '').split(',').map(Number);
      const removed = state.tables.filter((table) => ids.includes(table.id));
      state.tables.splice(0, state.tables.length, ...state.tables.filter((table) => !ids.includes(table.id)));
      return { body: envelope('tenderTables', removed) };
    },
    [`PUT ${tablesPath}/SortOrder`]: ({ body }) => {
      const { ids } = body as { ids: number[] };
      const others = state.tables.filter((table) => !ids.includes(table.id));
      const ordered = reordered(
        state.tables.filter((table) => ids.includes(table.id)),
        ids,
      );
      state.tables.splice(0, state.tables.length, ...others, ...ordered);
      return { body: envelope('tenderTables', ordered) };
    },
    [`GET ${tablesPath}/Search`]: () => ({ body: envelope('tenderTables', state.hits) }),
    [`GET ${tablesPath}/Summary`]: () => ({ body: state.summary }),
    [`GET ${templatesPath}`]: ({ url }) => ({
      body: envelope(
        'onlineSubmissionTemplate',
        state.templates.filter((template) => template.groupName === url.searchParams.get('groupName')),
      ),
    }),
    ...extra,
  });
  return { server, state };
}

/** Renders the requirements pages of `project` at `path`, where the project shell mounts them. */
export function renderRequirements(path: string, project: Project = projectFixture()) {
  return renderApp(
    path,
    <Routes>
      <Route element={<RequireSession />}>
        <Route
          path="/projects/:projectId/build/submission-requirements/*"
          element={<RequirementsPage project={project} />}
        />
      </Route>
    </Routes>,
  );
}
