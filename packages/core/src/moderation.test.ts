import { describe, expect, it } from 'vitest';
import { needsModeration } from './moderation.ts';

describe('needsModeration (docs/decisions/0022)', () => {
  it('publishes ordinary comments in any script at once', () => {
    expect(needsModeration('Great report, thank you!')).toBe(false);
    expect(needsModeration('చాలా మంచి వార్త, ధన్యవాదాలు')).toBe(false);
    expect(needsModeration('بہت اچھی خبر')).toBe(false);
  });

  it('holds comments with links', () => {
    expect(needsModeration('see https://example.org/offer')).toBe(true);
    expect(needsModeration('visit www.cheap-deals.in now')).toBe(true);
    expect(needsModeration('go to bestprice.com')).toBe(true);
  });

  it('holds comments with blocked words, as whole words in any case', () => {
    expect(needsModeration('You IDIOT.')).toBe(true);
    expect(needsModeration('वह हरामी है')).toBe(true);
    expect(needsModeration('Idiotically simple')).toBe(false);
  });
});
