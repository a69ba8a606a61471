// Lets identical reads asked for at once share the one read in flight (docs/decisions/0087).
/**
 * Reads in flight, shared: a read asked for while the same read (by key) is already running
 * gets that read's answer instead of running again. Nothing is kept once a read is answered.
 * `forget` makes the next asks start afresh, for after a change to what the reads read.
 */
export class SharedReads<K, V> {
  private readonly running = new Map<K, Promise<V>>();

  read(key: K, run: () => Promise<V>): Promise<V> {
    const running = this.running.get(key);
    if (running) return running;
    const answer = run().finally(() => {
      if (this.running.get(key) === answer) this.running.delete(key);
    });
    this.running.set(key, answer);
    return answer;
  }

  forget(): void {
    this.running.clear();
  }
}
