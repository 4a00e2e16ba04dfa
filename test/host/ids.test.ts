import { describe, expect, it } from 'vitest';
import { newId } from '../../src/host/db/ids.js';

describe('newId', () => {
  it('makes ids of one millisecond that sort in the order they were made (queue messages are delivered in plan order)', () => {
    const now = Date.now();
    const ids = Array.from({ length: 1_000 }, () => newId(now));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
  });

  it('keeps the UUIDv7 layout and the time order across milliseconds', () => {
    const earlier = newId(1_000_000);
    const later = newId(1_000_001);
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 12)).toBe((1_000_000).toString(16).padStart(12, '0'));
  });
});
