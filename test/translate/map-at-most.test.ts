import { describe, expect, it } from 'vitest';
import { mapAtMost } from '../../src/translate/use-cases/plan-run.js';

/** The lanes a plan and an estimate read their entity-target pairs in (src/translate/use-cases/plan-run.ts). */
describe('mapAtMost', () => {
  it('answers in the items’ order however the work ends, with at most `limit` items at work at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapAtMost([50, 10, 30, 0, 20, 5, 40], 3, async (delay) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return `item ${String(delay)}`;
    });
    expect(results).toEqual(['item 50', 'item 10', 'item 30', 'item 0', 'item 20', 'item 5', 'item 40']);
    expect(most).toBe(3);
  });

  it('answers nothing for no items, and fails with the first failure', async () => {
    expect(await mapAtMost([], 4, async () => 1)).toEqual([]);
    await expect(mapAtMost([1, 2, 3], 2, async (item) => {
      if (item === 2) throw new Error('the second item failed');
      return item;
    })).rejects.toThrow('the second item failed');
  });
});
