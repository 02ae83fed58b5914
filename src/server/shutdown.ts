import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

/** What the in-flight requests leave for the steps after them: the jobs' stop and closing the database. */
const RESERVE_FRACTION = 0.3;
const RESERVE_MAX_MS = 5_000;
/** pg-boss waits at least this long for its jobs when asked to stop. */
const JOBS_MIN_MS = 1_000;

export interface ShutdownOptions {
  /** The whole way out, from the signal to the exit (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

/**
 * The instance's way out on SIGTERM (an orchestrator replacing it) or SIGINT (Ctrl+C), within `timeoutMs`: it stops
 * taking requests, tells its sockets to reconnect elsewhere, lets the requests in flight finish, lets the running
 * jobs finish (or hands them back to the queue), and closes the database. It exits 0 when all of it fit in the time,
 * 1 when it had to cut something short.
 */
export function handleShutdownSignals(app: FastifyInstance, database: DatabaseHandle, options: ShutdownOptions) {
  // Every connection, upgraded ones (WebSockets) too: Node's HTTP server stops tracking those.
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  let isClosing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    // A step that hangs past the limit (a database that does not answer) must not keep the process: the orchestrator
    // would kill it without a word.
    const timer = setTimeout(() => {
      app.log.error({ limitMs: options.timeoutMs }, 'shutdown: time limit reached, exiting now');
      process.exit(1);
    }, options.timeoutMs);
    timer.unref();
    shutDown(app, database, connections, signal, options).then(
      (isComplete) => process.exit(isComplete ? 0 : 1),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** The steps, each logged with its duration; true when nothing had to be cut short. */
async function shutDown(app: FastifyInstance, database: DatabaseHandle, connections: Set<Socket>, signal: string, { timeoutMs }: ShutdownOptions) {
  const startedAt = Date.now();
  const deadline = startedAt + timeoutMs;
  const reserveMs = Math.min(RESERVE_MAX_MS, timeoutMs * RESERVE_FRACTION);
  let isComplete = true;
  // Each line numbered: a log collector (or a pipe read in pieces) may deliver two lines of one millisecond out of order.
  let seq = 0;
  const step = async (name: string, work: () => Promise<Record<string, unknown>> | Record<string, unknown>) => {
    const stepStartedAt = Date.now();
    const details: Record<string, unknown> = await work();
    app.log.info({ step: name, seq: ++seq, ms: Date.now() - stepStartedAt, ...details }, `shutdown: ${name}`);
  };
  app.log.info({ signal, seq: ++seq, limitMs: timeoutMs }, 'shutdown: begins');

  await step('stop accepting', () => {
    // Readiness answers 503 from now on; a request still arriving on an open connection is answered 503 with
    // Retry-After and Connection: close, and each one in flight closes its connection after its answer.
    app.draining.begin();
    // The listening socket closes (a new connection is refused, so the client or load balancer goes elsewhere) and,
    // in Node, so do the keep-alive connections that are idle now.
    app.server.close();
    return { inflight: app.draining.inflightCount() };
  });

  await step('sockets', async () => {
    const sockets = app.io.engine.clientsCount;
    // Closing the transports, not disconnecting the sockets: a client sees 'transport close' and reconnects on its own
    // (through the load balancer, to another instance, with its session), where a server-side disconnect would leave
    // it disconnected for good. Waiting for the requests first would keep them here for the longest upload.
    await app.realtime.close();
    return { sockets };
  });

  await step('requests', async () => {
    const hasFinished = await app.draining.waitForInflight(Math.max(0, deadline - reserveMs - Date.now()));
    const cut = app.draining.inflightCount();
    if (!hasFinished) isComplete = false;
    // What is left: requests past the limit (a tus upload resumes from what reached the disk), and connections that
    // carry no request (idle keep-alives, WebSockets whose client never answered the close).
    const leftOpen = connections.size;
    app.server.closeAllConnections();
    for (const connection of connections) connection.destroy();
    return { hasFinished, cut, connectionsClosed: leftOpen };
  });

  await step('jobs', async () => {
    // A job still running when this time is out is failed back to the queue, and another instance retries it (the
    // handlers are idempotent).
    await app.jobs.stop(Math.max(JOBS_MIN_MS, deadline - reserveMs / 2 - Date.now()));
    return {};
  });

  // What the app still holds (Redis, timers of the modules); the server and the sockets are closed already.
  await step('app', async () => {
    await app.close();
    return {};
  });

  await step('database', async () => {
    await database.close();
    return {};
  });

  app.log.info({ seq: ++seq, ms: Date.now() - startedAt, isComplete }, 'shutdown: done');
  return isComplete;
}
