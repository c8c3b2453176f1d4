import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect as tcpConnect } from 'node:net';
import { realtimePath } from '@procura/contract';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../test/api.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../../test/harness.ts';
import { loadSession, sessionTokenFromCookieHeader } from '../modules/auth/sessions.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime.ts';

/** Whether a Redis server answers PING on this address, within half a second. */
function redisAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const redisUrl = 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers('127.0.0.1', 6379);

type Opened = { socket: Socket; events: { event: string; payload: unknown }[] };
const opened: Socket[] = [];

/** Opens a socket (websocket or polling) with an optional cookie, recording every event it receives. */
function openSocket(base: string, cookie?: string, transport: 'websocket' | 'polling' = 'websocket') {
  const socket = connectSocket(base, {
    path: realtimePath,
    transports: [transport],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  opened.push(socket);
  const result: Opened = { socket, events: [] };
  socket.onAny((event: string, payload: unknown) => result.events.push({ event, payload }));
  const ready = new Promise<Opened>((resolve, reject) => {
    socket.once('connect', () => resolve(result));
    socket.once('connect_error', (error) => reject(error));
  });
  return ready;
}

/** Resolves when the socket has received `count` events, or after `ms` with what came. */
async function waitForEvents(target: Opened, count: number, ms = 3000) {
  const deadline = Date.now() + ms;
  while (target.events.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return target.events;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});

describe.each(databaseKinds())('real-time hub on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells the agency, and only it, that a group changed, after the change commits', async () => {
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const demoSocket = await openSocket(base, evaluator.cookie);
    const pollingSocket = await openSocket(base, admin.cookie, 'polling');
    const otherSocket = await openSocket(base, northwind.cookie);

    const created = await admin.call('POST', '/UserGroups', { name: 'Live group', permissions: [] });
    const groupId = valuesOf<{ id: number }>(created)[0]?.id;
    expect(await waitForEvents(demoSocket, 1)).toEqual([{ event: 'userGroupUpdated', payload: { groupId } }]);
    expect(await waitForEvents(pollingSocket, 1)).toEqual([
      { event: 'userGroupUpdated', payload: { groupId } },
    ]);

    // A refused change sends nothing.
    const refused = await admin.call('POST', '/UserGroups', { name: 'live GROUP', permissions: [] });
    expect(refused.statusCode).toBe(400);

    const buyerId = t.seed.demoUsers.get('buyer@demo.procura.local');
    await admin.call('PUT', '/UserGroups', { id: groupId, name: 'Live group', permissions: ['BUILD_VIEW'] });
    await admin.call('POST', '/UserGroups/Users', { userIds: [buyerId], groupIds: [groupId] });
    await admin.call('DELETE', '/UserGroups/Users', { userIds: [buyerId], groupIds: [groupId] });
    await admin.call('DELETE', `/UserGroups?userGroupId=${groupId}`);
    const events = await waitForEvents(demoSocket, 5);
    expect(events).toHaveLength(5);
    expect(events.every((e) => e.event === 'userGroupUpdated')).toBe(true);

    await pause(200);
    expect(otherSocket.events).toEqual([]);
    // Northwind's own change reaches Northwind, not the demo agency.
    await northwind.call('POST', '/UserGroups', { name: 'Northwind only', permissions: [] });
    expect(await waitForEvents(otherSocket, 1)).toHaveLength(1);
    await pause(200);
    expect(demoSocket.events).toHaveLength(5);
  });

  it('announces the groups a user left when a status change or an edit moves them', async () => {
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const listener = await openSocket(base, admin.cookie);
    const groups = valuesOf<{ id: number; name: string }>(await admin.call('GET', '/UserGroups'));
    const buyers = groups.find((g) => g.name === 'Buyers')?.id;
    const evaluators = groups.find((g) => g.name === 'Evaluators')?.id;
    const buyerId = t.seed.demoUsers.get('buyer@demo.procura.local');

    const edit = await admin.call('PUT', '/Users', {
      id: buyerId,
      email: 'buyer@demo.procura.local',
      firstName: 'Sam',
      lastName: 'Tremblay',
      inActive: false,
      groupIds: [evaluators],
    });
    expect(edit.statusCode).toBe(200);
    const moved = await waitForEvents(listener, 2);
    expect(moved.map((e) => (e.payload as { groupId: number }).groupId).sort()).toEqual(
      [buyers, evaluators].sort(),
    );

    await admin.call('PUT', `/Users/Status?active=false&userId=${buyerId}`);
    await pause(200);
    expect(listener.events).toHaveLength(2);
    await admin.call('PUT', `/Users/Status?active=true&userId=${buyerId}`);
    const cleared = await waitForEvents(listener, 3);
    expect(cleared.at(-1)).toEqual({ event: 'userGroupUpdated', payload: { groupId: evaluators } });
  });

  it('closes the sockets of a session when it signs off, and of a user when they are deactivated', async () => {
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const leadFirst = await signedInCaller(t, 'lead@demo.procura.local');
    const leadSecond = await signedInCaller(t, 'lead@demo.procura.local');
    const adminSocket = await openSocket(base, admin.cookie);
    const first = await openSocket(base, leadFirst.cookie);
    const second = await openSocket(base, leadSecond.cookie);
    const closed = (opened: Opened) =>
      new Promise<void>((resolve) => opened.socket.once('disconnect', () => resolve()));

    const firstClosed = closed(first);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/signoff',
      headers: { ...jsonHeaders, cookie: leadFirst.cookie },
    });
    await firstClosed;
    await pause(200);
    expect(second.socket.connected).toBe(true);
    expect(adminSocket.socket.connected).toBe(true);

    const secondClosed = closed(second);
    const leadId = t.seed.demoUsers.get('lead@demo.procura.local');
    await admin.call('PUT', `/Users/Status?active=false&userId=${leadId}`);
    await secondClosed;
    expect(adminSocket.socket.connected).toBe(true);
    await expect(openSocket(base, leadSecond.cookie)).rejects.toThrow();
  });

  it('refuses sockets without a live session', async () => {
    await expect(openSocket(base)).rejects.toThrow(/unauthorized/);
    await expect(openSocket(base, 'procura_session=not-a-real-token')).rejects.toThrow(/unauthorized/);
    await expect(openSocket(base, undefined, 'polling')).rejects.toThrow(/unauthorized/);
    const buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/signoff',
      headers: { ...jsonHeaders, cookie: buyer.cookie },
    });
    await expect(openSocket(base, buyer.cookie)).rejects.toThrow(/unauthorized/);
  });

  it('refuses a handshake from a page of another site', async () => {
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const socket = connectSocket(base, {
      path: realtimePath,
      transports: ['polling'],
      extraHeaders: { cookie: admin.cookie, origin: 'https://evil.example' },
      reconnection: false,
      forceNew: true,
    });
    opened.push(socket);
    await expect(
      new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      }),
    ).rejects.toThrow();
  });
});

describe.skipIf(!redisUp)('real-time fan-out through Redis', () => {
  let t: TestApp;
  const prefix = `procura-test-${randomBytes(6).toString('hex')}`;
  const servers: { http: HttpServer; hub: RealtimeHub; base: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { redisUrl, redisPrefix: prefix } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Two more instances' hubs over the same Redis, as separate servers behind a load balancer would be.
    for (let i = 0; i < 2; i++) {
      const http = createServer((_request, response) => response.writeHead(404).end());
      const hub = await createRealtimeHub({
        server: http,
        authenticate: (header) =>
          loadSession(t.ctx, sessionTokenFromCookieHeader(header, t.ctx.config), { touch: false }),
        redisUrl,
        channelPrefix: prefix,
        publicUrl: 'http://localhost',
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      servers.push({ http, hub, base: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
    }
  });
  afterAll(async () => {
    for (const server of servers) {
      await server.hub.close();
      await new Promise<void>((resolve) => server.http.close(() => resolve()));
    }
    await t?.close();
  });

  it('delivers an event emitted on one instance to the agency sockets of another', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers not started');
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const listener = await openSocket(second.base, admin.cookie);
    const outsider = await openSocket(second.base, northwind.cookie);
    first.hub.emitToAgency(t.seed.demoCustomerId, 'userGroupUpdated', { groupId: 42 });
    expect(await waitForEvents(listener, 1)).toEqual([
      { event: 'userGroupUpdated', payload: { groupId: 42 } },
    ]);

    // The app's own hub, built with REDIS_URL, reaches the other instances too.
    const created = await admin.call('POST', '/UserGroups', { name: 'Across instances', permissions: [] });
    const groupId = valuesOf<{ id: number }>(created)[0]?.id;
    expect(await waitForEvents(listener, 2)).toContainEqual({
      event: 'userGroupUpdated',
      payload: { groupId },
    });
    await pause(200);
    expect(outsider.events).toEqual([]);
  });
});
