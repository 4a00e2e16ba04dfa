import type { Job, JobStatus } from '../../api/types';

/** A job that is still moving: its page polls while this holds. */
export function isActive(status: JobStatus): boolean {
  return status === 'queued' || status === 'running';
}

/** The bar's tone for a status. */
export function progressTone(job: Pick<Job, 'status' | 'failed'>): 'accent' | 'success' | 'warning' | 'danger' {
  if (job.status === 'completed') return 'success';
  if (job.status === 'completed_with_errors') return job.failed > 0 ? 'warning' : 'success';
  if (job.status === 'cancelled') return 'danger';
  return 'accent';
}

/** What the job's providers were: its own choice, or `routing` when each target followed the routing map. */
export function jobProviderLabel(job: Pick<Job, 'providerId'>, labels: Record<string, string>): string {
  if (!job.providerId) return '';
  return labels[job.providerId] ?? job.providerId;
}
