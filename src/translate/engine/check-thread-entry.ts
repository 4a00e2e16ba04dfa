/**
 * The check thread's module (check-thread.ts): answers each batch's fields with their quality codes and
 * source hashes. It loads the checks and what they need, nothing of the database or the providers.
 *
 * @packageDocumentation
 */
import { parentPort } from 'node:worker_threads';
import { answerRequests } from '../../host/threads/thread-client.js';
import { checkFields, type CheckRequest } from './field-checks.js';

if (parentPort !== null) answerRequests(parentPort, (request: CheckRequest) => checkFields(request));
