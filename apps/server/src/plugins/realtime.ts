import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REALTIME_BACKOFF_MS, REALTIME_HEARTBEAT_MS } from '@kalasetu/shared/limits';
import {
  REALTIME_READY_EVENT,
  realtimeQuerySchema,
  type RealtimeEvent,
  type RealtimeEventType,
} from '@kalasetu/shared/realtime';
import { DATABASE_CONNECT_TIMEOUT_MS, type DbOrTx } from '../db/client';
import { requireActor } from './auth';
import {
  deleteEventsBefore,
  eventsAfter,
  insertAndNotify,
  latestEventId,
  type RealtimeEventRow,
} from './realtime.repository';
import { sessionRequired } from './openapi';
import { StreamRegistry, type Connection } from './realtime-streams';
import { securityHeaders } from './security-headers';
import { addressBudgetKey } from '../lib/address-budget';

export const REALTIME_CHANNEL = 'kalasetu_events';
const REPLAY_LIMIT = 500;
const RETENTION_MS = 60 * 60 * 1000;
/**
 * Retries of the instance's LISTEN connection after it drops: capped at 2 s so live events resume within the 5 s
 * the API has to recover after an outage (decision 095). One connection attempt per instance every 2 s costs nothing.
 */
const LISTEN_RETRY_MS = [250, 500, 1000, 2000] as const;

export interface Realtime {
  /**
   * Records an event for `userId` with `db` — pass the transaction of the change it announces, so the event exists
   * exactly when the change does. NOTIFY is delivered at commit, to every server instance on the database.
   */
  publish(
    db: DbOrTx,
    userId: string,
    type: RealtimeEventType,
    payload: Record<string, unknown>,
  ): Promise<void>;
  /** Open SSE connections on this instance (for tests and metrics). */
  connectionCount(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

function toEvent(row: RealtimeEventRow): RealtimeEvent {
  return {
    id: row.id,
    type: row.type as RealtimeEventType,
    payload: row.payload as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Server-Sent Events per signed-in browser, fanned out across instances with PostgreSQL LISTEN/NOTIFY. */
export default fp(async function realtime(app: FastifyInstance) {
  const streams = new StreamRegistry(app.config.realtimeStreams);
  const connections = streams.byUser;
  let closing = false;

  const write = (connection: Connection, event: RealtimeEvent) => {
    if (event.id <= connection.lastId) return;
    connection.lastId = event.id;
    connection.res.write(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
  };

  /** Sends a user's connections every event after the oldest id they have seen. */
  const catchUp = async (userId: string) => {
    const set = connections.get(userId);
    if (!set?.size) return;
    const since = Math.min(...[...set].map((c) => c.lastId));
    const rows = await eventsAfter(app.db, userId, since, REPLAY_LIMIT);
    for (const row of rows) for (const connection of set) write(connection, toEvent(row));
  };

  const onNotification = (payload: string | undefined) => {
    try {
      const { userId, sessionEnded } = JSON.parse(payload ?? '{}') as {
        userId?: string;
        sessionEnded?: string;
      };
      // A deleted session row (sign-out, revocation, password change or reset, account deletion) is announced by
      // the sessions_notify_end trigger of migration 0007 to every instance: its streams end wherever they are.
      if (userId && sessionEnded) streams.endSession(userId, sessionEnded);
      else if (userId && connections.has(userId))
        void catchUp(userId).catch((err) => app.log.warn({ err }, 'realtime delivery failed'));
    } catch {
      // not ours
    }
  };

  const catchUpAll = () =>
    Promise.all([...connections.keys()].map((userId) => catchUp(userId).catch(() => {})));

  // One listening connection per instance. On PostgreSQL it reconnects with back-off and then replays what it missed.
  let stopListening: () => Promise<void> = async () => {};
  if (app.dbClient.driver === 'pglite') {
    const unlisten = await app.dbClient.pglite!.listen(REALTIME_CHANNEL, onNotification);
    stopListening = () => unlisten();
  } else {
    let client: pg.Client | null = null;
    let connecting = false;
    let attempt = 0;
    let timer: NodeJS.Timeout | null = null;
    const connect = async () => {
      if (closing || connecting || client) return;
      connecting = true;
      // LISTEN needs a session of its own: through a transaction pooler it would silently hear nothing.
      const next = new pg.Client({
        connectionString: app.config.databaseDirectUrl ?? app.dbClient.url ?? undefined,
        connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
        keepAlive: true,
      });
      next.on('notification', (message) => onNotification(message.payload));
      // A lost connection emits 'error' then 'end'; 'end' schedules the reconnect, the process must not crash.
      next.on('error', (err) => app.log.warn({ err }, 'realtime LISTEN connection lost'));
      next.on('end', () => {
        if (client !== next) return;
        client = null;
        schedule();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${REALTIME_CHANNEL}`);
        if (closing) {
          await next.end().catch(() => {});
          return;
        }
        client = next;
        attempt = 0;
        await catchUpAll();
      } catch {
        await next.end().catch(() => {});
        schedule();
      } finally {
        connecting = false;
      }
    };
    const schedule = () => {
      if (closing || timer) return;
      const delay = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)]!;
      attempt++;
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, delay);
    };
    await connect();
    stopListening = async () => {
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    };
  }

  const prune = setInterval(
    () => {
      void deleteEventsBefore(app.db, new Date(Date.now() - RETENTION_MS)).catch(() => {});
    },
    10 * 60 * 1000,
  );
  prune.unref();

  app.decorate('realtime', {
    async publish(db, userId, type, payload) {
      await insertAndNotify(db, REALTIME_CHANNEL, { userId, type, payload });
    },
    connectionCount: () => streams.count(),
  } satisfies Realtime);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/realtime',
    {
      schema: {
        tags: ['realtime'],
        summary: 'Live events (server-sent)',
        security: sessionRequired,
        querystring: realtimeQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      const slot = streams.reserve(actor.userId, addressBudgetKey(request.ip));
      const headerId = Number(request.headers['last-event-id']);
      const lastId = request.query.lastEventId ?? (Number.isFinite(headerId) ? headerId : undefined);
      let latest: number | undefined;
      try {
        latest = await latestEventId(app.db, actor.userId);
      } catch (error) {
        slot.release();
        throw error;
      }
      reply.hijack();
      const res = reply.raw;
      // Gone while the query ran: 'close' has already fired, so nothing would give the place back later.
      if (res.destroyed || request.raw.socket.destroyed) {
        slot.release();
        return;
      }
      // Hijacked answers skip onSend, so the security headers are added here from the same source.
      res.writeHead(200, {
        ...securityHeaders(request, app.config.publicUrl),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // A fresh connection starts from now; a reconnect replays what it missed.
      const connection: Connection = {
        userId: actor.userId,
        sessionId: actor.sessionId,
        address: request.ip,
        res,
        lastId: lastId ?? latest ?? 0,
      };
      // `ready` tells the browser where this stream starts, so that a connection which drops before its first
      // event still reconnects with an id and gets what was sent while it was away.
      res.write(
        `retry: ${REALTIME_BACKOFF_MS[0]}\n: connected\n\nevent: ${REALTIME_READY_EVENT}\ndata: ${connection.lastId}\n\n`,
      );
      streams.add(connection);
      const heartbeat = setInterval(() => res.write(`: heartbeat ${Date.now()}\n\n`), REALTIME_HEARTBEAT_MS);
      const cleanup = () => {
        clearInterval(heartbeat);
        streams.remove(connection);
        slot.release();
      };
      res.on('close', cleanup);
      if (lastId !== undefined) await catchUp(actor.userId).catch(() => {});
    },
  );

  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(prune);
    for (const set of connections.values()) for (const connection of set) connection.res.end();
    connections.clear();
    await stopListening();
  });
});
