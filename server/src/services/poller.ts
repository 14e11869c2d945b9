/**
 * A process's background deliverer (the mail outbox, the webhook outbox): a sweep every `everyMs`
 * once started, and every piece of work it or a kick started tracked, so that a shutdown waits for
 * what is under way (at most `drainMs`) and leaves the rest to the next poll of any node.
 */
export class Poller {
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly sweep: () => Promise<void>,
    private readonly everyMs: number,
    private readonly drainMs: number,
  ) {}

  /** Polling (the server; a CLI command delivers what it queued itself). */
  get running(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => this.track(this.sweep()), this.everyMs);
    this.timer.unref();
    this.track(this.sweep());
  }

  /** Stops polling and waits (a bounded time) for the work under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const deadline = Date.now() + this.drainMs;
    while (this.inFlight.size && Date.now() < deadline) {
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.inFlight]),
        new Promise((resolve) => {
          wait = setTimeout(resolve, deadline - Date.now());
        }),
      ]);
      clearTimeout(wait);
    }
  }

  track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Runs `work` after the current request has had its answer, tracked. */
  soon(work: () => Promise<void>): void {
    this.track(new Promise<void>((resolve) => setImmediate(resolve)).then(work));
  }
}
