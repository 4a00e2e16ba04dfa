/**
 * The extension's queue messages (docs/architecture.md, "Queue messages"): their names and how each is
 * built. They carry ids only. Here, below the engine, because the batch runner dispatches a healing
 * pass itself; the job use cases (use-cases/jobs.ts) dispatch the others.
 *
 * @packageDocumentation
 */
import type { QueueMessage } from '../../host/queue/queue.js';

export const MESSAGES = {
  startJob: 'ext_translate.start_job',
  translateBatch: 'ext_translate.translate_batch',
  revertJob: 'ext_translate.revert_job',
} as const;

export function startMessage(jobId: string): QueueMessage {
  return { name: MESSAGES.startJob, payload: { jobId }, id: `${MESSAGES.startJob}:${jobId}` };
}

export function batchMessage(jobId: string, batchId: string): QueueMessage {
  return { name: MESSAGES.translateBatch, payload: { jobId, batchId }, id: `${MESSAGES.translateBatch}:${batchId}` };
}

export function revertMessage(jobId: string): QueueMessage {
  return { name: MESSAGES.revertJob, payload: { jobId }, id: `${MESSAGES.revertJob}:${jobId}` };
}
