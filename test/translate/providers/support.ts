import { ProviderException, type ProviderLogger } from '../../../src/translate/providers/contract.js';

/** Helpers the provider tests share: a logger that records lines, and failure inspection. */

export interface LogLine {
  level: 'info' | 'warn';
  fields: Record<string, unknown>;
  message: string;
}

/** A ProviderContext logger that appends every line to `logs` (so tests can search them for keys). */
export function recordingLogger(logs: LogLine[]): ProviderLogger {
  return {
    info: (fields, message) => logs.push({ level: 'info', fields, message }),
    warn: (fields, message) => logs.push({ level: 'warn', fields, message }),
  };
}

/** The ProviderException a promise rejects with; anything else fails the test. */
export async function failureOf(promise: Promise<unknown>): Promise<ProviderException> {
  try {
    await promise;
  } catch (error) {
    if (ProviderException.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a ProviderException');
}

/** The three failure flags of an exception (docs/providers.md, "Failures"). */
export function flagsOf(error: ProviderException): { retryable: boolean; globalFailure: boolean; bisectable: boolean } {
  return { retryable: error.retryable, globalFailure: error.globalFailure, bisectable: error.bisectable };
}
