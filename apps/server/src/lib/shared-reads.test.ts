import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads.ts';

/** A read that answers when told to, counting how often it ran. */
function controlledRead() {
  let runs = 0;
  const answers: ((value: number) => void)[] = [];
  return {
    runs: () => runs,
    run: () => {
      runs += 1;
      return new Promise<number>((resolve) => answers.push(resolve));
    },
    answer: (value: number) => answers.shift()!(value),
  };
}

describe('SharedReads', () => {
  it('answers reads of the same key asked while one runs with that one read', async () => {
    const reads = new SharedReads<string, number>();
    const read = controlledRead();
    const first = reads.read('a', read.run);
    const second = reads.read('a', read.run);
    const other = reads.read('b', read.run);
    expect(read.runs()).toBe(2);
    read.answer(1);
    read.answer(2);
    expect(await Promise.all([first, second, other])).toEqual([1, 1, 2]);
  });

  it('keeps nothing once answered: a later read runs again', async () => {
    const reads = new SharedReads<string, number>();
    const read = controlledRead();
    const first = reads.read('a', read.run);
    read.answer(1);
    await first;
    const later = reads.read('a', read.run);
    read.answer(2);
    expect(await later).toBe(2);
    expect(read.runs()).toBe(2);
  });

  it('shares a failure with the reads that waited, and not with later ones', async () => {
    const reads = new SharedReads<string, number>();
    let fail = true;
    const run = () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(3));
    await expect(Promise.all([reads.read('a', run), reads.read('a', run)])).rejects.toThrow('down');
    fail = false;
    expect(await reads.read('a', run)).toBe(3);
  });

  it('after forget, starts afresh rather than join a read that began before', async () => {
    const reads = new SharedReads<string, number>();
    const read = controlledRead();
    const before = reads.read('a', read.run);
    reads.forget();
    const after = reads.read('a', read.run);
    expect(read.runs()).toBe(2);
    read.answer(1);
    expect(await before).toBe(1);
    // The older read's end leaves the newer one in place: a third ask joins it.
    const third = reads.read('a', read.run);
    expect(read.runs()).toBe(2);
    read.answer(2);
    expect([await after, await third]).toEqual([2, 2]);
  });
});
