import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  Cost,
  createProviderResult,
  PROVIDER_SPECIFICATION_VERSION,
  ProviderException,
  type CredentialStatus,
  type LocaleAdvice,
  type LocaleAdviceProvider,
  type ModelEntry,
  type ProviderContext,
  type ProviderRequest,
  type ProviderResult,
  type TranslationProvider,
  type CallLimitProvider,
} from '../contract.js';
import { DEFAULT_MAX_CHUNK_BYTES } from '../http-base.js';
import type { KeylessProvider } from '../provider-capabilities.js';
import { languageOf, unmappableLocale, unmappableReason } from '../locales.js';

export const APERTIUM_ID = 'apertium';
const MODES_DIRECTORY = '/usr/share/apertium/modes';
const TIMEOUT_MS = 60_000;
/**
 * After a miss (a pair not installed, no pair at all), the modes directory is read again at most this
 * often, so that a pair installed while the server runs (`apt-get install apertium-eng-cat`) is found
 * without a restart, and a job asking for a missing pair does not read the directory for every text.
 */
export const APERTIUM_RECHECK_MS = 5_000;

/** ISO 639-1 -> the ISO 639-3 codes Apertium's pairs are named with. */
const APERTIUM_CODES: Record<string, string> = {
  af: 'afr', an: 'arg', ar: 'ara', ast: 'ast', be: 'bel', bg: 'bul', br: 'bre', ca: 'cat', cs: 'ces', cy: 'cym', da: 'dan',
  de: 'deu', el: 'ell', en: 'eng', eo: 'epo', es: 'spa', eu: 'eus', fa: 'fas', fi: 'fin', fr: 'fra', ga: 'gle', gl: 'glg',
  hi: 'hin', hr: 'hbs', bs: 'hbs', sr: 'hbs', id: 'ind', is: 'isl', it: 'ita', kk: 'kaz', mk: 'mkd', ms: 'msa', mt: 'mlt',
  nb: 'nob', nl: 'nld', nn: 'nno', oc: 'oci', pl: 'pol', pt: 'por', ro: 'ron', ru: 'rus', sk: 'slk', sl: 'slv', sq: 'sqi',
  sv: 'swe', tr: 'tur', uk: 'ukr', ur: 'urd',
};

const LANGUAGE_NAMES: Record<string, string> = {
  eng: 'English', spa: 'Spanish', cat: 'Catalan', fra: 'French', por: 'Portuguese', ita: 'Italian', deu: 'German', nld: 'Dutch',
  glg: 'Galician', eus: 'Basque', oci: 'Occitan', ron: 'Romanian', epo: 'Esperanto', arg: 'Aragonese', ast: 'Asturian',
};

/** Escapes text so it can travel through Apertium's HTML deformatter as plain content. */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function unescapeHtml(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/**
 * Apertium (`apertium`): an offline rule-based engine from Debian's packages. It needs no key; its
 * "models" are the installed language pairs. Several texts travel in one process run, each wrapped
 * in a marked block, so a batch costs one start-up of the pipeline.
 */
export class ApertiumProvider implements TranslationProvider, LocaleAdviceProvider, CallLimitProvider, KeylessProvider {
  /** An offline engine: no API key (provider-capabilities.ts). */
  readonly usesApiKey = false;

  /**
   * A local process with one translation pipeline per core.
   */
  defaultCallsInFlight(): number {
    return 2;
  }

  readonly specificationVersion = PROVIDER_SPECIFICATION_VERSION;
  private pairsCache: string[] | null = null;
  private pairsReadAt = 0;

  constructor(
    private readonly context: ProviderContext,
    private readonly modesDirectory: string = context.env.EXT_TRANSLATE_APERTIUM_MODES_DIR?.trim() || MODES_DIRECTORY,
    private readonly recheckMs: number = APERTIUM_RECHECK_MS,
  ) {}

  getId(): string {
    return APERTIUM_ID;
  }

  getLabel(): string {
    return 'Apertium (offline)';
  }

  /** The installed pairs, e.g. `eng-spa`, read from Apertium's modes directory. */
  installedPairs(): string[] {
    if (this.pairsCache === null) {
      this.pairsReadAt = Date.now();
      this.pairsCache = existsSync(this.modesDirectory)
        ? readdirSync(this.modesDirectory)
            .filter((file) => /^[a-z]{2,3}-[a-z]{2,3}\.mode$/.test(file))
            .map((file) => file.replace(/\.mode$/, ''))
            .sort()
        : [];
    }
    return this.pairsCache;
  }

  /**
   * The installed pairs when they include what `found` looks for; otherwise the directory is read again
   * (at most every {@link APERTIUM_RECHECK_MS}) and the fresh list is returned.
   */
  private pairsAfterMiss(found: (pairs: string[]) => boolean): string[] {
    const pairs = this.installedPairs();
    if (found(pairs) || Date.now() - this.pairsReadAt < this.recheckMs) return pairs;
    this.pairsCache = null;
    return this.installedPairs();
  }

  async isConfigured(): Promise<boolean> {
    return this.pairsAfterMiss((pairs) => pairs.length > 0).length > 0;
  }

  getModels(): ModelEntry[] {
    // A listing is where an operator looks for a pair just installed: it counts as a miss too.
    return this.pairsAfterMiss(() => false).map((pair) => {
      const [source = '', target = ''] = pair.split('-');
      return { id: pair, name: `${LANGUAGE_NAMES[source] ?? source} → ${LANGUAGE_NAMES[target] ?? target}`, tier: null, pricing: null, source: 'curated' };
    });
  }

  supports(feature: string): boolean {
    return feature === 'html';
  }

  estimate(_characters: number): Cost {
    return Cost.zero();
  }

  getMaxBatchSize(): number {
    return 50;
  }

  getMaxChunkBytes(): number {
    return DEFAULT_MAX_CHUNK_BYTES;
  }

  /** Apertium translates only between the installed pairs. */
  adviseLocales(sourceLocale: string, targetLocale: string): LocaleAdvice {
    return { unmappable: unmappableReason(() => this.pairFor(sourceLocale, targetLocale)), englishVariantCollapsed: false };
  }

  /** The installed pair for two platform locales (`en-GB`, `es-ES` -> `eng-spa`). */
  pairFor(sourceLocale: string, targetLocale: string): string {
    const source = APERTIUM_CODES[languageOf(sourceLocale)];
    const target = APERTIUM_CODES[languageOf(targetLocale)];
    if (!source) throw unmappableLocale(this.getLabel(), sourceLocale);
    if (!target) throw unmappableLocale(this.getLabel(), targetLocale);
    const pair = `${source}-${target}`;
    if (!this.pairsAfterMiss((pairs) => pairs.includes(pair)).includes(pair)) {
      throw new ProviderException(`The Apertium language pair ${pair} is not installed.`, { code: 404, bisectable: false });
    }
    return pair;
  }

  async translate(request: ProviderRequest): Promise<ProviderResult> {
    if (request.texts.length === 0) return createProviderResult({ texts: [], characters: 0 });
    const pair = this.pairFor(request.sourceLocale, request.targetLocale);
    const input = request.texts
      .map((text, index) => `<div class="ext-translate-${index}">${request.format === 'html' ? text : escapeHtml(text)}</div>`)
      .join('\n');
    const output = await this.run(pair, input);
    const texts = request.texts.map((original, index) => {
      const match = new RegExp(`<div class="ext-translate-${index}">([\\s\\S]*?)</div>(?=\\s*(?:<div class="ext-translate-\\d+">|$))`).exec(output);
      if (!match) throw ProviderException.invalidRequest('Apertium returned an answer that could not be split into the texts sent.', { code: 0 });
      const translated = match[1] ?? '';
      // Apertium pads and trims like a document; keep the text's own surrounding whitespace.
      const lead = /^\s*/.exec(original)?.[0] ?? '';
      const trail = /\s*$/.exec(original)?.[0] ?? '';
      const body = (request.format === 'html' ? translated : unescapeHtml(translated)).trim();
      return `${lead}${body}${trail}`;
    });
    return createProviderResult({ texts, characters: request.texts.reduce((sum, text) => sum + [...text].length, 0) });
  }

  async validateCredentials(_apiKey: string | null): Promise<CredentialStatus> {
    const pairs = this.installedPairs();
    if (pairs.length === 0) {
      return { valid: false, message: 'Apertium is not installed or has no language pairs (Debian: apt-get install apertium apertium-eng-spa).', quota: null };
    }
    try {
      await promisify(execFile)('apertium', ['-l'], { timeout: 10_000 });
    } catch {
      return { valid: false, message: 'The apertium command could not be run.', quota: null };
    }
    return { valid: true, message: `Apertium runs locally with no key; installed pairs: ${pairs.join(', ')}.`, quota: null };
  }

  /**
   * Runs the pipeline on a temporary file: Apertium's HTML extractor cannot read a socket as standard
   * input (what a child process gets), only a file or a real pipe.
   */
  private async run(pair: string, input: string): Promise<string> {
    const directory = await mkdtemp(join(tmpdir(), 'ext-translate-apertium-'));
    const file = join(directory, 'input.html');
    try {
      await writeFile(file, input, 'utf8');
      return await new Promise((resolve, reject) => {
        const child = spawn('apertium', ['-u', '-f', 'html', pair, file], { stdio: ['ignore', 'pipe', 'pipe'], timeout: TIMEOUT_MS });
        const output: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
        child.stderr.resume();
        child.on('error', (error) => reject(ProviderException.misconfigured('The apertium command could not be run.', { cause: error })));
        child.on('close', (code, signal) => {
          if (code === 0) resolve(Buffer.concat(output).toString('utf8'));
          else {
            const reason = signal === 'SIGTERM' ? 'did not finish in time' : `failed (exit code ${String(code)})`;
            reject(new ProviderException(`Apertium ${reason}.`, { retryable: signal === 'SIGTERM' }));
          }
        });
      });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }
}
