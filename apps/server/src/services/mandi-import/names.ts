import { foldForSearch } from '@vaarta/core/text';

/**
 * How a place or commodity name is compared: folded, '&' read as 'and', only letters and digits
 * kept, and doubled letters (not digits) written once. Transliterations of one name differ mostly in that
 * way — "Chittor" and "Chittoor", "Ranga Reddy" and "Rangareddy", "Jammu & Kashmir" — while a
 * different spelling ("Bangalore" for "Bengaluru Urban") must be in the catalogue's aliases.
 */
export function spellingKey(name: string): string {
  return foldForSearch(name)
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '')
    .replace(/(\p{L})\1+/gu, '$1');
}

export type Lookup<Id> = { id: Id } | { ambiguous: true } | null;

/** Names of catalogue records by spelling key; two records sharing a key are never guessed. */
export class NameIndex<Id> {
  private readonly byKey = new Map<string, Set<Id>>();

  add(id: Id, names: readonly string[]): void {
    for (const name of names) {
      const key = spellingKey(name);
      if (key === '') continue;
      const ids = this.byKey.get(key) ?? new Set<Id>();
      ids.add(id);
      this.byKey.set(key, ids);
    }
  }

  find(name: string): Lookup<Id> {
    const ids = this.byKey.get(spellingKey(name));
    if (!ids) return null;
    if (ids.size > 1) return { ambiguous: true };
    return { id: ids.values().next().value! };
  }
}
