import {
  defaultFeatureFlags,
  defaultLayout,
  type FeatureFlag,
  type LayoutItem,
  type UserWidget,
  widgetToLayoutItem,
} from '@procura/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../../../test/harness.ts';
import { nodes } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

const withoutTasks: FeatureFlag[] = defaultFeatureFlags.map((flag) =>
  flag.name === 'BuyerDashboard'
    ? { ...flag, modules: flag.modules.map((m) => (m.name === 'MyTasks' ? { ...m, enabled: false } : m)) }
    : flag,
);

/** The test agencies' node flags: no supplier performance, so no satisfactory snapshot. */
const withoutPerformance = { contractorPerformance: false, enableIntakeEssentials: false };

/** A layout of four widgets that fits the grid: counter on top, two tiles, comments at its max size. */
const arranged: UserWidget[] = [
  { widgetId: 'projectCounter', size: 'max', positionX: 0, positionY: 0 },
  { widgetId: 'totalProjects', size: 'max', positionX: 6, positionY: 6 },
  { widgetId: 'tasks', size: 'max', positionX: 0, positionY: 10 },
  { widgetId: 'openProjects', size: 'max', positionX: 0, positionY: 6 },
];
/** The same widgets in reading order (row, then column): how a saved layout is answered. */
const inReadingOrder = [arranged[0], arranged[3], arranged[1], arranged[2]];

describe.each(databaseKinds())('dashboard layout on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let lead: Caller;
  let siteAdmin: Caller;

  const snapshot = (caller: Caller | null, method: 'GET' | 'PUT' = 'GET', payload?: unknown) =>
    t.app.inject({
      method,
      url: '/api/v1/Snapshot/Layout',
      headers: { ...jsonHeaders, ...(caller ? { cookie: caller.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const setMyTasks = (enabled: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/features/update',
      headers: { ...jsonHeaders, cookie: siteAdmin.cookie },
      payload: { feature: 'BuyerDashboard', module: 'MyTasks', enabled },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    siteAdmin = await signedInCaller(t, 'siteadmin@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the default layout while none is saved, in both shapes', async () => {
    const widgets = await buyer.call('GET', '/UserBuyerWidget');
    expect(widgets.statusCode).toBe(200);
    expect(valuesOf(widgets)).toEqual(defaultLayout(defaultFeatureFlags, withoutPerformance));
    expect(widgets.json().data.userBuyerWidgetDTO.count).toBe(
      defaultLayout(defaultFeatureFlags, withoutPerformance).length,
    );
    const items = await snapshot(buyer);
    expect(items.statusCode).toBe(200);
    expect(valuesOf(items)).toEqual(
      defaultLayout(defaultFeatureFlags, withoutPerformance).map((entry) => widgetToLayoutItem(entry)),
    );
  });

  it('saves a layout whole and reads it back through either call, keeping row ids while widgets stay', async () => {
    const saved = await buyer.call('POST', '/UserBuyerWidget', arranged);
    expect(saved.statusCode).toBe(200);
    expect(valuesOf(saved)).toEqual(inReadingOrder);
    expect(valuesOf(await buyer.call('GET', '/UserBuyerWidget'))).toEqual(inReadingOrder);

    const items = valuesOf<LayoutItem>(await snapshot(buyer));
    expect(items.map(({ id: _id, ...box }) => box)).toEqual(
      inReadingOrder.map((entry) => {
        const { id: _id, ...box } = widgetToLayoutItem(entry as UserWidget);
        return box;
      }),
    );
    expect(items.every((item) => Number.isInteger(item.id))).toBe(true);
    expect(items.find((item) => item.widgetId === 'tasks')).toMatchObject({ width: 12, height: 12 });

    // Through the grid's call: tasks shrinks and moves, the tiles leave, the calendar joins.
    const tasks = items.find((item) => item.widgetId === 'tasks') as LayoutItem;
    const counter = items.find((item) => item.widgetId === 'projectCounter') as LayoutItem;
    const moved = await snapshot(buyer, 'PUT', [
      counter,
      { ...tasks, hStart: 6, vStart: 6, width: 6, height: 12 },
      { widgetId: 'calendar', hStart: 0, vStart: 18, width: 12, height: 24 },
    ]);
    expect(moved.statusCode).toBe(200);
    const after = valuesOf<LayoutItem>(moved);
    expect(after.map((item) => item.widgetId)).toEqual(['projectCounter', 'tasks', 'calendar']);
    expect(after[0]?.id).toBe(counter.id);
    expect(after[1]).toEqual({ id: tasks.id, widgetId: 'tasks', hStart: 6, vStart: 6, width: 6, height: 12 });
    expect(valuesOf(await buyer.call('GET', '/UserBuyerWidget'))).toEqual([
      { widgetId: 'projectCounter', size: 'max', positionX: 0, positionY: 0 },
      { widgetId: 'tasks', size: 'min', positionX: 6, positionY: 6 },
      { widgetId: 'calendar', size: 'max', positionX: 0, positionY: 18 },
    ]);
  });

  it('remembers an empty layout as empty, and reset brings the default back', async () => {
    const emptied = await buyer.call('POST', '/UserBuyerWidget', []);
    expect(emptied.statusCode).toBe(200);
    expect(valuesOf(emptied)).toEqual([]);
    expect(valuesOf(await buyer.call('GET', '/UserBuyerWidget'))).toEqual([]);
    expect(valuesOf(await snapshot(buyer))).toEqual([]);

    const reset = await buyer.call('DELETE', '/UserBuyerWidget');
    expect(reset.statusCode).toBe(200);
    expect(valuesOf(reset)).toEqual(defaultLayout(defaultFeatureFlags, withoutPerformance));
    expect(valuesOf(await buyer.call('GET', '/UserBuyerWidget'))).toEqual(
      defaultLayout(defaultFeatureFlags, withoutPerformance),
    );

    expect((await snapshot(buyer, 'PUT', [])).statusCode).toBe(200);
    expect(valuesOf(await buyer.call('GET', '/UserBuyerWidget'))).toEqual([]);
    await buyer.call('DELETE', '/UserBuyerWidget');
  });

  it('refuses a widget twice, a box outside the grid, an unknown widget or size, saving nothing', async () => {
    await buyer.call('POST', '/UserBuyerWidget', arranged);
    const counter = arranged[0] as UserWidget;
    const cases: [unknown, string][] = [
      [[counter, { ...counter, positionY: 30 }], 'widgetDuplicate'],
      [[{ ...counter, positionX: 1 }], 'widgetOutsideGrid'],
      [[{ widgetId: 'comments', size: 'max', positionX: 6, positionY: 0 }], 'widgetOutsideGrid'],
      [[{ ...counter, positionX: 12 }], 'widgetOutsideGrid'],
      [[{ ...counter, positionY: -1 }], 'widgetOutsideGrid'],
      [[{ ...counter, widgetId: 'pendingApprovals' }], 'widgetUnknown'],
      [[{ ...counter, size: 'huge' }], 'invalidParameter'],
      [[{ ...counter, positionX: 0.5 }], 'invalidParameter'],
    ];
    for (const [body, key] of cases) {
      const refused = await buyer.call('POST', '/UserBuyerWidget', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(keys(refused), JSON.stringify(body)).toBe(key);
    }
    const box = { widgetId: 'comments', hStart: 0, vStart: 0, width: 12, height: 12 };
    const boxes: [unknown, string][] = [
      [[{ ...box, width: 7 }], 'widgetSizeInvalid'],
      [[box, { ...box, vStart: 20 }], 'widgetDuplicate'],
      [[{ ...box, hStart: 6 }], 'widgetOutsideGrid'],
      [[{ ...box, widgetId: 'nothing' }], 'widgetUnknown'],
    ];
    for (const [body, key] of boxes) {
      const refused = await snapshot(buyer, 'PUT', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(keys(refused), JSON.stringify(body)).toBe(key);
    }
    const notArray = await buyer.call('POST', '/UserBuyerWidget', { widgetId: 'calendar' });
    expect(notArray.statusCode).toBe(400);
    expect(valuesOf(await buyer.call('GET', '/UserBuyerWidget'))).toEqual(inReadingOrder);
  });

  it('drops My Tasks while BuyerDashboard.MyTasks is off and refuses to save it', async () => {
    expect((await setMyTasks(false)).statusCode).toBe(200);
    try {
      // The buyer's saved layout has tasks: it is left out of what is answered, and comes back later.
      const shown = valuesOf(await buyer.call('GET', '/UserBuyerWidget'));
      expect(shown).toEqual(inReadingOrder.filter((entry) => entry?.widgetId !== 'tasks'));
      expect(valuesOf<LayoutItem>(await snapshot(buyer)).map((item) => item.widgetId)).not.toContain('tasks');
      // The lead never saved: the default without tasks.
      expect(valuesOf(await lead.call('GET', '/UserBuyerWidget'))).toEqual(
        defaultLayout(withoutTasks, withoutPerformance),
      );
      expect(valuesOf(await lead.call('DELETE', '/UserBuyerWidget'))).toEqual(
        defaultLayout(withoutTasks, withoutPerformance),
      );

      const refused = await lead.call('POST', '/UserBuyerWidget', [
        { widgetId: 'tasks', size: 'min', positionX: 0, positionY: 0 },
      ]);
      expect(refused.statusCode).toBe(400);
      expect(keys(refused)).toBe('widgetNotAvailable');
      const refusedBox = await snapshot(lead, 'PUT', [
        { widgetId: 'tasks', hStart: 0, vStart: 0, width: 6, height: 12 },
      ]);
      expect(refusedBox.statusCode).toBe(400);
      expect(keys(refusedBox)).toBe('widgetNotAvailable');
      expect(valuesOf(await lead.call('GET', '/UserBuyerWidget'))).toEqual(
        defaultLayout(withoutTasks, withoutPerformance),
      );
    } finally {
      expect((await setMyTasks(true)).statusCode).toBe(200);
    }
    expect(valuesOf(await buyer.call('GET', '/UserBuyerWidget'))).toEqual(inReadingOrder);
  });

  it('offers the satisfactory snapshot only while the node has supplier performance, and refuses to save it otherwise', async () => {
    const setPerformance = (on: boolean) =>
      asSystem(t.database.db, (tx) =>
        tx
          .update(nodes)
          .set({ contractorPerformance: on })
          .where(eq(nodes.customerId, lead.info.customer.id)),
      );
    const snapshotBox = [{ widgetId: 'satisfactorySnapshot', size: 'max', positionX: 0, positionY: 0 }];
    const refused = await lead.call('POST', '/UserBuyerWidget', snapshotBox);
    expect(refused.statusCode).toBe(400);
    expect(keys(refused)).toBe('widgetNotAvailable');
    const shown = valuesOf<UserWidget>(await lead.call('GET', '/UserBuyerWidget'));
    expect(shown.map((entry) => entry.widgetId)).not.toContain('satisfactorySnapshot');
    await setPerformance(true);
    try {
      const withPerformance = { ...withoutPerformance, contractorPerformance: true };
      const offered = valuesOf<UserWidget>(await lead.call('GET', '/UserBuyerWidget'));
      expect(offered).toEqual(defaultLayout(defaultFeatureFlags, withPerformance));
      expect(offered.map((entry) => entry.widgetId)).toContain('satisfactorySnapshot');
      expect((await lead.call('POST', '/UserBuyerWidget', snapshotBox)).statusCode).toBe(200);
      expect(valuesOf(await lead.call('DELETE', '/UserBuyerWidget'))).toEqual(offered);
    } finally {
      await setPerformance(false);
    }
  });

  it("never reads nor changes another user's layout", async () => {
    const leads: UserWidget[] = [{ widgetId: 'calendar', size: 'max', positionX: 0, positionY: 0 }];
    expect((await lead.call('POST', '/UserBuyerWidget', leads)).statusCode).toBe(200);
    expect(valuesOf(await buyer.call('GET', '/UserBuyerWidget'))).toEqual(inReadingOrder);
    expect(valuesOf(await lead.call('GET', '/UserBuyerWidget'))).toEqual(leads);

    await buyer.call('DELETE', '/UserBuyerWidget');
    expect(valuesOf(await lead.call('GET', '/UserBuyerWidget'))).toEqual(leads);
    await snapshot(buyer, 'PUT', []);
    expect(valuesOf(await lead.call('GET', '/UserBuyerWidget'))).toEqual(leads);
    expect(valuesOf(await snapshot(lead))).toMatchObject([{ widgetId: 'calendar', hStart: 0, vStart: 0 }]);
    expect(valuesOf(await buyer.call('GET', '/UserBuyerWidget'))).toEqual([]);

    // Another agency's path is refused before anything is read.
    const north = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${lead.tenantPath}/UserBuyerWidget`,
      headers: { cookie: north.cookie },
    });
    expect(theirs.statusCode).toBe(403);
    expect(keys(theirs)).toBe('agencyMismatch');
    expect(valuesOf(await snapshot(north))).toEqual(
      defaultLayout(defaultFeatureFlags, withoutPerformance).map((e) => widgetToLayoutItem(e)),
    );
  });

  it('answers 401 without a session', async () => {
    const calls = [
      t.app.inject({ method: 'GET', url: `${buyer.tenantPath}/UserBuyerWidget` }),
      t.app.inject({
        method: 'POST',
        url: `${buyer.tenantPath}/UserBuyerWidget`,
        headers: jsonHeaders,
        payload: [],
      }),
      t.app.inject({ method: 'DELETE', url: `${buyer.tenantPath}/UserBuyerWidget`, headers: jsonHeaders }),
      snapshot(null),
      snapshot(null, 'PUT', []),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(keys(response)).toBe('sessionExpired');
    }
  });
});
