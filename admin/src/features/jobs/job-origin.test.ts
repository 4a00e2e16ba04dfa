import { describe, expect, it } from 'vitest';
import type { Job } from '../../api/types';
import { jobOrigin, pageOfOrigin } from './job-origin';

const job = (id: string, automation: boolean) => ({ id, config: automation ? { automation: true } : {} }) as unknown as Job;

describe('jobs by origin', () => {
  it('tells automatic jobs from manual ones by their config', () => {
    expect(jobOrigin(job('a', true))).toBe('automatic');
    expect(jobOrigin(job('m', false))).toBe('manual');
  });

  it('pages through the jobs of one origin and says when older jobs were not looked at', () => {
    const newest = { total: 9, data: [job('1', true), job('2', false), job('3', true), job('4', true), job('5', false)] };
    expect(pageOfOrigin(newest, 'automatic', 1, 2)).toEqual({ total: 3, data: [newest.data[0], newest.data[2]], truncated: true });
    expect(pageOfOrigin(newest, 'automatic', 2, 2).data.map((entry) => entry.id)).toEqual(['4']);
    expect(pageOfOrigin({ total: 5, data: newest.data }, 'manual', 1, 10)).toMatchObject({ total: 2, truncated: false });
  });
});
