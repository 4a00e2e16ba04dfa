/**
 * The check thread (src/translate/engine/check-thread.ts): a batch's quality checks on a thread of their
 * own give the codes and source hashes the checks give in place, and the checks go on in place when the
 * thread cannot.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { CheckThread } from '../../../src/translate/engine/check-thread.js';
import { checkFields, type CheckRequest } from '../../../src/translate/engine/field-checks.js';
import { termsForTarget } from '../../../src/translate/engine/glossary.js';
import type { TextFormat } from '../../../src/translate/engine/placeholders.js';
import { sourceHash } from '../../../src/translate/model/stored-values.js';

const terms = termsForTarget(
  [
    { term: 'Acme', mode: 'keep', caseSensitive: true, active: true, translations: {} },
    { term: 'drawer', mode: 'replace', caseSensitive: false, active: true, translations: { 'de-DE': 'Schublade' } },
  ] as never,
  'de-DE',
);

/** Fields of every kind with clean and flagged translations: plain text, HTML, an SEO field, custom fields. */
function request(copies: number): CheckRequest {
  const fields: CheckRequest['fields'] = [];
  for (let index = 0; index < copies; index += 1) {
    fields.push(
      { field: { name: 'name', type: 'text', maxLength: 255 }, sourceValue: `Acme chair ${index}`, targetValue: `Acme Stuhl ${index}` },
      { field: { name: 'name', type: 'text', maxLength: 255 }, sourceValue: `Pack of ${index + 2} glasses`, targetValue: 'Packung Gläser' },
      { field: { name: 'description', type: 'html', maxLength: null }, sourceValue: '<p>See <a href="https://example.com/a">the drawer</a></p>', targetValue: '<p>Siehe die Lade</p>' },
      { field: { name: 'name', type: 'text', maxLength: 24 }, sourceValue: 'Long bench for the hall', targetValue: 'Lange Sitzbank für den Eingangsbereich' },
      { field: { name: 'customFields', type: 'custom_fields', maxLength: null }, sourceValue: { care: 'Wipe clean', size: 'untranslated' }, targetValue: { care: 'Feucht abwischen', size: 'untranslated' } },
      { field: { name: 'name', type: 'text', maxLength: 255 }, sourceValue: 'Oak table', targetValue: 'Oak table' },
    );
  }
  return { context: { entity: 'product', targetLocale: 'de-DE', terms, customFields: new Map<string, TextFormat>([['care', 'text'], ['size', 'text']]) }, fields };
}

describe('the check thread', () => {
  const threads: CheckThread[] = [];
  const thread = (options: ConstructorParameters<typeof CheckThread>[0]) => {
    const created = new CheckThread(options);
    threads.push(created);
    return created;
  };
  afterEach(async () => {
    for (const created of threads.splice(0)) await created.close();
  });

  it('gives every field the codes the checks give in place, in the order of the fields', async () => {
    const batch = request(20);
    const inPlace = checkFields(batch);
    // The batch flags something of every kind above, so a thread that answered wrongly would show.
    expect(new Set(inPlace.flatMap((field) => field.codes))).toEqual(new Set(['numbers', 'urls', 'html', 'length', 'glossary', 'untranslated']));
    // Each field's source hash, as its history row keeps it: a text's SHA-256, a JSON value's of its stored text.
    expect(inPlace.map((field) => field.sourceHash)).toEqual(batch.fields.map((field) => sourceHash(field.sourceValue)));
    expect(inPlace[0]?.sourceHash).toBe(createHash('sha256').update('Acme chair 0').digest('hex'));
    expect(inPlace[4]?.sourceHash).toBe(createHash('sha256').update('{"care":"Wipe clean","size":"untranslated"}').digest('hex'));
    const checks = thread({ minFields: 1 });
    expect(await checks.check(batch)).toEqual(inPlace);
    expect(checks.answered).toBe(1);
    expect(checks.running).toBe(true);
  });

  it('checks a batch of fewer fields than the threshold in place, without starting the thread', async () => {
    const batch = request(2);
    const checks = thread({ minFields: batch.fields.length + 1 });
    expect(await checks.check(batch)).toEqual(checkFields(batch));
    expect(checks.answered).toBe(0);
    expect(checks.running).toBe(false);
  });

  it('ends the thread when idle and starts it again for the next batch', async () => {
    const checks = thread({ minFields: 1, idleMs: 50 });
    await checks.check(request(1));
    expect(checks.running).toBe(true);
    for (let waited = 0; checks.running && waited < 5_000; waited += 25) await sleep(25);
    expect(checks.running).toBe(false);
    expect(await checks.check(request(3))).toEqual(checkFields(request(3)));
    expect(checks.answered).toBe(2);
  });

  it('checks in place when the thread cannot start, and does not try it again', async () => {
    const checks = thread({ minFields: 1, entry: 'no-such-check-thread' });
    const batch = request(5);
    expect(await checks.check(batch)).toEqual(checkFields(batch));
    expect(checks.unavailable).toBe(true);
    expect(await checks.check(batch)).toEqual(checkFields(batch));
    expect(checks.answered).toBe(0);
  });

  it('starts the thread ahead of a batch it will check, not of one checked in place, and ends it when no batch comes', async () => {
    const checks = thread({ minFields: 10, idleMs: 50 });
    checks.prepareFor(9);
    expect(checks.running).toBe(false);
    checks.prepareFor(10);
    expect(checks.running).toBe(true);
    // Started once: preparing again while it runs changes nothing, and the batch goes to that thread.
    checks.prepareFor(10);
    const batch = { ...request(2), fields: request(2).fields.slice(0, 10) };
    expect(await checks.check(batch)).toEqual(checkFields(batch));
    expect(checks.answered).toBe(1);
    for (let waited = 0; checks.running && waited < 5_000; waited += 25) await sleep(25);
    expect(checks.running).toBe(false);
    // A thread that cannot start is not started ahead either, and the checks go on in place.
    const broken = thread({ minFields: 1, entry: 'no-such-check-thread' });
    broken.prepareFor(5);
    for (let waited = 0; !broken.unavailable && waited < 5_000; waited += 25) await sleep(25);
    expect(broken.unavailable).toBe(true);
    broken.prepareFor(5);
    expect(broken.running).toBe(false);
    expect(await broken.check(request(1))).toEqual(checkFields(request(1)));
  });

  it('keeps the process alive while a batch is on the thread, and not after: a process ends by itself when idle', async () => {
    // The child's thread would stay idle for ten minutes; the process must end as soon as its batch is answered.
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/check-and-exit.ts')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(child, 'exit') as Promise<[number | null]>;
    // A child still running when the test gives up is not left behind.
    onTestFinished(() => void child.kill());
    const [code] = await exited;
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ codes: [['numbers', 'length']], answered: 1, warmed: true });
  });

  it('checks in place a batch that cannot be copied to the thread, and leaves nothing in flight', async () => {
    const checks = thread({ minFields: 1, idleMs: 50 });
    await checks.check(request(1));
    // A value structured cloning refuses: postMessage throws, and the batch must not stay in flight.
    const uncopyable = { context: request(1).context, fields: [{ field: { name: 'name', type: 'text', maxLength: 255 }, sourceValue: 'Oak table', targetValue: () => 'Eichentisch' }] } as unknown as CheckRequest;
    expect(await checks.check(uncopyable)).toEqual(checkFields(uncopyable));
    expect(checks.answered).toBe(1);
    // With nothing in flight the idle thread ends (a request left in flight would hold it, and the process, for good).
    for (let waited = 0; checks.running && waited < 5_000; waited += 25) await sleep(25);
    expect(checks.running).toBe(false);
  });

  it('checks a batch in place when the thread ends before it answered', async () => {
    const checks = thread({ minFields: 1, entry: '../../../test/translate/engine/fixtures/exiting-check-thread' });
    const batch = request(5);
    expect(await checks.check(batch)).toEqual(checkFields(batch));
    expect(checks.answered).toBe(0);
  });
});
