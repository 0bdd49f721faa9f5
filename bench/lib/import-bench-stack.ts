/** Something a bench part starts and must stop: a server, a browser, a database cluster. */
export interface Stoppable {
  stop(): Promise<void>;
}

/**
 * What a bench part has running: each thing is stopped once its use is over, and whatever is
 * still running is stopped, newest first, when the part ends or the bench is interrupted.
 */
export class RunningSet {
  private readonly stops = new Set<() => Promise<void>>();

  /** Keeps `value` until stopAll. */
  keep<T extends Stoppable>(value: T): T {
    this.stops.add(() => value.stop());
    return value;
  }

  /** Runs `use` with what `starting` gives, then stops it. */
  async using<T extends Stoppable, R>(
    starting: Promise<T>,
    use: (value: T) => Promise<R>,
  ): Promise<R> {
    const value = await starting;
    const stop = () => value.stop();
    this.stops.add(stop);
    try {
      return await use(value);
    } finally {
      // Unless stopAll came first: nothing is stopped twice.
      if (this.stops.delete(stop)) await stop();
    }
  }

  async stopAll(): Promise<void> {
    for (const stop of [...this.stops].reverse()) {
      this.stops.delete(stop);
      await stop();
    }
  }
}
