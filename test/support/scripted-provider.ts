import {
  Cost,
  createProviderResult,
  type EstimateDetails,
  type EstimateDetailsProvider,
  type HandBackProvider,
  type ProviderException,
  type ProviderRequest,
  type ProviderResult,
  type TranslationProvider,
} from '../../src/translate/providers/contract.js';

/**
 * An in-process provider for engine tests: it "translates" by prefixing the target language
 * (`[de] Oak table`) and keeps ⟦n⟧ tokens and markup as they are. Every request is recorded; `behaviour`
 * replaces the answer for chosen requests (throw, wrong length, drop a token...).
 */
export class ScriptedProvider implements TranslationProvider {
  readonly requests: ProviderRequest[] = [];
  /** Returns a result to replace the normal answer, throws to fail, or returns undefined for the normal answer. */
  behaviour: ((request: ProviderRequest, call: number) => ProviderResult | undefined | Promise<ProviderResult | undefined>) | null = null;
  configured = true;
  costPerCharacter = 0.00002;
  currency = 'USD';

  constructor(
    private readonly id = 'scripted',
    private readonly limits = { maxBatchSize: 50, maxChunkBytes: 80_000 },
  ) {}

  getId(): string {
    return this.id;
  }
  getLabel(): string {
    return 'Scripted test provider';
  }
  async isConfigured(): Promise<boolean> {
    return this.configured;
  }
  /** The normal answer for a text. */
  static translateText(text: string, targetLocale: string): string {
    return `[${targetLocale.slice(0, 2)}] ${text}`;
  }
  async translate(request: ProviderRequest): Promise<ProviderResult> {
    this.requests.push(request);
    if (request.texts.length === 0) return createProviderResult({ texts: [], characters: 0 });
    const replaced = await this.behaviour?.(request, this.requests.length);
    if (replaced) return replaced;
    const characters = request.texts.reduce((sum, text) => sum + [...text].length, 0);
    return createProviderResult({
      texts: request.texts.map((text) => ScriptedProvider.translateText(text, request.targetLocale)),
      characters,
      inputTokens: request.texts.length * 3,
      outputTokens: request.texts.length * 4,
      cost: new Cost(characters * this.costPerCharacter, this.currency),
    });
  }
  async validateCredentials() {
    return { valid: true, message: 'ok', quota: null };
  }
  getModels() {
    return [];
  }
  supports(feature: string): boolean {
    return feature === 'html';
  }
  estimate(characters: number): Cost {
    return new Cost(characters * this.costPerCharacter, this.currency);
  }
  getMaxBatchSize(): number {
    return this.limits.maxBatchSize;
  }
  getMaxChunkBytes(): number {
    return this.limits.maxChunkBytes;
  }
  /** Texts sent so far, all requests together. */
  sentTexts(): string[] {
    return this.requests.flatMap((request) => request.texts);
  }
}

/**
 * A scripted provider with the capabilities the managed provider has: retryable failures go back to
 * the queue (`handBackDelayMs`), and it is metered in credits per service tier (`estimateDetails`:
 * `creditsPerCharacter[tier]` credits a character, `quota` as set).
 */
export class MeteredScriptedProvider extends ScriptedProvider implements HandBackProvider, EstimateDetailsProvider {
  handBackDelay: number | null = 30_000;
  readonly handedBack: ProviderException[] = [];
  creditsPerCharacter: Record<string, number> = { speed: 1, balanced: 2, quality: 4 };
  quota: EstimateDetails['quota'] = null;

  handBackDelayMs(failure: ProviderException): number | null {
    this.handedBack.push(failure);
    return this.handBackDelay;
  }

  async estimateDetails(characters: number, serviceTier: string): Promise<EstimateDetails> {
    const multiplier = this.creditsPerCharacter[serviceTier] ?? 1;
    return { credits: characters * multiplier, serviceTier, multiplier, quota: this.quota };
  }
}
