import type { Job, ListAnswer } from '../../api/types';

/** Who started a job: the automation (its config says `automation: true`) or a person. */
export type JobOrigin = 'automatic' | 'manual';

export function jobOrigin(job: Pick<Job, 'config'>): JobOrigin {
  return job.config.automation === true ? 'automatic' : 'manual';
}

/**
 * One page of the jobs of one origin, out of the newest jobs read at once. The origin lives in the
 * job's JSON config, which the search API cannot filter on, so the filter runs here over a window of
 * the newest jobs; `truncated` says that older ones were not looked at.
 */
export function pageOfOrigin(newest: ListAnswer<Job>, origin: JobOrigin, page: number, pageSize: number): ListAnswer<Job> & { truncated: boolean } {
  const matching = newest.data.filter((job) => jobOrigin(job) === origin);
  return { total: matching.length, data: matching.slice((page - 1) * pageSize, page * pageSize), truncated: newest.total > newest.data.length };
}
