import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { realtimePath } from '@procura/contract';
import { Server } from 'socket.io';
import type { DisconnectSockets, EmitToAgency } from './context.ts';

/**
 * The real-time hub (001 §7 Real-time events): socket.io on the API's own HTTP server, at the
 * contract's path. A socket is admitted only with a live session cookie and joins its agency's
 * room; services announce changes to a room after their transaction commits. With Redis, every
 * instance's sockets receive what any instance emits.
 */

export type RealtimeOptions = {
  server: HttpServer;
  /** The agency a session cookie works in, or null when there is no live session. */
  authenticate(
    cookieHeader: string | undefined,
  ): Promise<{ activeCustomerId: number; homeCustomerId: number; sessionId: number; userId: number } | null>;
  redisUrl: string | null;
  /** Redis channel prefix: instances of one deployment share it. */
  channelPrefix?: string;
  /** Where the browser app is served from (PUBLIC_URL); same-host origins are accepted too. */
  publicUrl: string;
  onError?(error: unknown): void;
};

export type RealtimeHub = {
  io: Server;
  emitToAgency: EmitToAgency;
  disconnectSockets: DisconnectSockets;
  close(): Promise<void>;
};

export const agencyRoom = (customerId: number) => `customer:${customerId}`;
const sessionRoom = (customerId: number, sessionId: number) => `session:${customerId}:${sessionId}`;
const userRoom = (customerId: number, userId: number) => `user:${customerId}:${userId}`;

/**
 * Browsers send Origin on the handshake; a page of another site must not open a socket with the
 * user's cookie. Accepted: no Origin (non-browser clients), the public URL's origin, or the
 * origin of the host the request was addressed to.
 */
function isAllowedOrigin(request: IncomingMessage, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(publicUrl).origin || url.host === request.headers.host;
  } catch {
    return false;
  }
}

async function redisAdapter(redisUrl: string, channelPrefix: string, onError: (error: unknown) => void) {
  // Loaded only when configured: the Redis client costs half a second of start-up otherwise.
  const [{ createClient }, { createAdapter }] = await Promise.all([
    import('redis'),
    import('@socket.io/redis-adapter'),
  ]);
  const pub = createClient({ url: redisUrl });
  const sub = pub.duplicate();
  // Connection errors are reported and retried by the client; unhandled they would end the process.
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub, { key: channelPrefix }),
    close: async () => {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}

/** Attaches the hub to the HTTP server; `close` disconnects this instance's sockets and Redis. */
export async function createRealtimeHub(options: RealtimeOptions): Promise<RealtimeHub> {
  const onError = options.onError ?? (() => {});
  const redis = options.redisUrl
    ? await redisAdapter(options.redisUrl, options.channelPrefix ?? 'procura', onError)
    : null;
  const io = new Server(options.server, {
    path: realtimePath,
    serveClient: false,
    allowRequest: (request, callback) => callback(null, isAllowedOrigin(request, options.publicUrl)),
    ...(redis ? { adapter: redis.adapter } : {}),
  });

  io.use((socket, next) => {
    options
      .authenticate(socket.request.headers.cookie)
      .then((session) => {
        if (!session) return next(new Error('unauthorized'));
        socket.data.customerId = session.activeCustomerId;
        socket.data.rooms = [
          sessionRoom(session.homeCustomerId, session.sessionId),
          userRoom(session.homeCustomerId, session.userId),
        ];
        next();
      })
      .catch((error: unknown) => {
        onError(error);
        next(new Error('unauthorized'));
      });
  });
  io.on('connection', (socket) => {
    void socket.join([agencyRoom(socket.data.customerId as number), ...(socket.data.rooms as string[])]);
  });

  return {
    io,
    emitToAgency: (customerId, event, payload) => {
      io.to(agencyRoom(customerId)).emit(event, payload);
    },
    disconnectSockets: (target) => {
      if ('sessionId' in target) {
        io.in(sessionRoom(target.customerId, target.sessionId)).disconnectSockets(true);
        return;
      }
      const room = io.in(userRoom(target.customerId, target.userId));
      const others =
        target.keepSessionId === undefined
          ? room
          : room.except(sessionRoom(target.customerId, target.keepSessionId));
      others.disconnectSockets(true);
    },
    close: async () => {
      // Only this instance's sockets: with Redis, io.disconnectSockets would reach every instance.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
      await redis?.close();
    },
  };
}
