import { describe, expect, it } from 'vitest';
import { fromIndiaInput, toIndiaInput } from './india-time';

describe('India time for the schedule box', () => {
  it('shows an instant as India’s wall clock, and reads it back as the same instant', () => {
    const at = new Date('2026-12-01T01:00:00Z');
    expect(toIndiaInput(at)).toBe('2026-12-01T06:30');
    expect(new Date(fromIndiaInput('2026-12-01T06:30')).getTime()).toBe(at.getTime());
  });

  it('keeps seconds when the box has them', () => {
    expect(fromIndiaInput('2026-12-01T06:30:15')).toBe('2026-12-01T06:30:15+05:30');
  });
});
