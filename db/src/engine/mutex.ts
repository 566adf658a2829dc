/**
 * One holder at a time, in the order they asked: the SQLite write connection runs one transaction
 * at a time, and an async transaction would otherwise let another request's statements run inside
 * it while it awaits.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves when the caller holds the lock; call the function it gives to let the next one in. */
  async lock(): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = this.tail;
    this.tail = before.then(() => held);
    await before;
    return release;
  }
}
