/**
 * One vision worker for the page and one turn at a time: the laugh detector samples
 * the local camera and the nudity shield the partner's video, both on the same worker script,
 * TF.js build and backend. Each sampler (sampler.ts) asks the hub for a turn before it grabs a
 * frame; the hub runs one job at a time, worker or main-thread fallback alike, and the turns go
 * in the order they were asked for. A sampler asks again only after its own job is over, so
 * with two samplers waiting they alternate: neither delays the other by more than one job and
 * neither starves.
 */
export interface HubClient {
  /** a message from the worker; true when it was this client's */
  onMessage(data: unknown): boolean;
  /** the worker as a whole failed (could not start, crashed): the client stops using it */
  onCrash(reason: string): void;
}

export interface WorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  terminate(): void;
  onmessage: ((e: MessageEvent) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
}

interface Turn {
  client: HubClient;
  run: () => void;
}

export class VisionHub {
  private readonly createWorker: () => WorkerLike;
  private worker: WorkerLike | null = null;
  /** clients that use the worker (not those on the main-thread fallback) */
  private readonly users = new Set<HubClient>();
  private readonly waiting: Turn[] = [];
  private current: HubClient | null = null;

  constructor(createWorker: () => WorkerLike) {
    this.createWorker = createWorker;
  }

  /** The shared worker, started on first use; `client` gets its messages from now on. */
  use(client: HubClient): WorkerLike {
    this.users.add(client);
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    this.worker = worker;
    worker.onmessage = (e) => {
      for (const user of this.users) if (user.onMessage(e.data)) return;
    };
    worker.onerror = (e) => {
      e.preventDefault();
      this.crash('the vision worker could not start');
    };
    return worker;
  }

  /** `client` no longer uses the worker; the last one out ends it (models and all). */
  leave(client: HubClient): void {
    this.cancel(client);
    if (!this.users.delete(client) || this.users.size) return;
    this.worker?.terminate();
    this.worker = null;
  }

  /** Runs `run` when no other job is under way (at once if none is); one turn per client. */
  turn(client: HubClient, run: () => void): void {
    if (this.current === client || this.waiting.some((t) => t.client === client)) return;
    this.waiting.push({ client, run });
    this.next();
  }

  /** `client`'s job is over (its result came, it failed, or there was nothing to sample). */
  done(client: HubClient): void {
    if (this.current !== client) return;
    this.current = null;
    this.next();
  }

  /** Drops `client`'s waiting turn, and releases its job under way (its result is ignored). */
  cancel(client: HubClient): void {
    const i = this.waiting.findIndex((t) => t.client === client);
    if (i >= 0) this.waiting.splice(i, 1);
    this.done(client);
  }

  /** Whose job is under way (for tests and the bench). */
  get busy(): HubClient | null {
    return this.current;
  }

  private next(): void {
    if (this.current) return;
    const turn = this.waiting.shift();
    if (!turn) return;
    this.current = turn.client;
    turn.run();
  }

  private crash(reason: string): void {
    this.worker?.terminate();
    this.worker = null;
    const users = [...this.users];
    this.users.clear();
    for (const user of users) user.onCrash(reason);
  }
}

/** The page's hub: both samplers share it (and so one worker). */
export const visionHub = new VisionHub(
  () =>
    new Worker(new URL('../../workers/face.worker.ts', import.meta.url), {
      type: 'module',
      name: 'vision',
    }) as unknown as WorkerLike,
);
