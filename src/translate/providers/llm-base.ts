import { Cost, createProviderResult, ProviderException, type ModelEntry, type ProviderRequest, type ProviderResult } from './contract.js';
import { HttpProvider } from './http-base.js';

export const LLM_MAX_BATCH_SIZE = 12;
export const LLM_MAX_CHUNK_BYTES = 24_000;

/** The JSON schema every LLM answer must match: `{translations: string[]}`. */
export const TRANSLATIONS_SCHEMA = {
  type: 'object',
  properties: { translations: { type: 'array', items: { type: 'string' } } },
  required: ['translations'],
  additionalProperties: false,
} as const;

/** One model call: the system instructions and the conversation so far. */
export interface ModelCall {
  apiKey: string;
  model: string;
  system: string;
  /** Alternating user/assistant turns; the first is the JSON request. */
  messages: { role: 'user' | 'assistant'; content: string }[];
}

/** The model's raw answer text and its token usage. */
export interface ModelAnswer {
  text: string;
  inputTokens: number;
  outputTokens: number;
}

/** The instructions every LLM provider sends (docs/providers.md). */
export function buildSystemPrompt(request: ProviderRequest): string {
  const lines = [
    'You are a professional translator for an online store.',
    `Translate every entry of "texts" from ${request.sourceLocale} into ${request.targetLocale}.`,
    'Answer with one JSON object {"translations": [...]} holding exactly one translation per input text, in the same order. Do not add, merge, split or drop entries.',
    'Tokens written like ⟦0⟧, ⟦1⟧ are placeholders: copy each one exactly once, unchanged.',
  ];
  if (request.format === 'html') {
    lines.push('The texts are HTML: keep every tag, attribute and entity exactly as it is and translate only the visible text.');
  } else {
    lines.push('The texts are plain text: do not add markup.');
  }
  if (request.tone === 'formal') lines.push('Use a formal tone and the formal form of address.');
  if (request.tone === 'informal') lines.push('Use an informal, friendly tone and the informal form of address.');
  const terms = Object.entries(request.glossaryTerms);
  if (terms.length > 0) {
    lines.push('Glossary (mandatory):');
    for (const [term, translation] of terms) {
      lines.push(translation === null ? `- "${term}": never translate, keep it as written.` : `- "${term}": always translate as "${translation}".`);
    }
  }
  if (request.contentType) lines.push(`The texts come from the store's ${request.contentType.replace(/_/g, ' ')} content.`);
  if (request.textHints?.some((hint) => hint !== null)) {
    lines.push(
      'Entry i of "fields" describes text i: the kind of store field it is, and where "maxLength" is set, the most characters its translation may have. Write what suits that kind of field (a product name stays a name, an SEO title a title) and keep every translation within its maxLength.',
    );
  }
  if (request.repair && request.repair.missingPlaceholders.length > 0) {
    lines.push(
      `Your previous translation of this text dropped the placeholder(s) ${request.repair.missingPlaceholders.join(', ')}. Translate it again and keep every placeholder exactly once, unchanged, where it belongs in the sentence.`,
    );
  }
  if (request.customPrompt) lines.push(`Instructions from the merchant: ${request.customPrompt}`);
  return lines.join('\n');
}

/** The user message: the texts, and with hints what each text is. */
export function buildUserMessage(request: ProviderRequest): string {
  const fields = request.textHints?.some((hint) => hint !== null)
    ? { fields: request.textHints.map((hint) => (hint ? { kind: hint.kind, ...(hint.maxLength !== null ? { maxLength: hint.maxLength } : {}) } : null)) }
    : {};
  return JSON.stringify({ sourceLocale: request.sourceLocale, targetLocale: request.targetLocale, format: request.format, texts: request.texts, ...fields });
}

/** Returns the translations when the answer keeps the contract, else a description of the breach. */
export function checkContract(text: string, expected: number): { translations: string[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return { problem: 'The answer was not valid JSON.' };
  }
  const translations = (parsed as { translations?: unknown } | null)?.translations;
  if (!Array.isArray(translations) || translations.some((item) => typeof item !== 'string')) {
    return { problem: 'The answer must be an object {"translations": [...]} holding strings.' };
  }
  if (translations.length !== expected) {
    return { problem: `The answer held ${translations.length} translations for ${expected} texts.` };
  }
  return { translations: translations as string[] };
}

/**
 * The LLM base (internal): the shared prompt and JSON contract, one corrective retry when the model
 * breaks it, token usage and cost from the model's pricing. A vendor implements `callModel` with its
 * own structured-output feature.
 */
export abstract class LlmProvider extends HttpProvider {
  /** The curated models, best first; the first is the default. */
  protected abstract readonly curatedModels: ModelEntry[];

  /** One call to the vendor, answering the model's text (already unwrapped from the vendor's envelope). */
  protected abstract callModel(call: ModelCall): Promise<ModelAnswer>;

  override getModels(): ModelEntry[] {
    return this.curatedModels.map((model) => ({ ...model }));
  }

  supports(feature: string): boolean {
    return feature === 'html' || feature === 'tone' || feature === 'glossary';
  }

  getMaxBatchSize(): number {
    return LLM_MAX_BATCH_SIZE;
  }

  override getMaxChunkBytes(): number {
    return LLM_MAX_CHUNK_BYTES;
  }

  /** The configured model (`ExtTranslate.config.<id>Model`), else the first curated one. */
  protected async model(): Promise<string> {
    const configured = await this.context.setting(`${this.getId()}Model`);
    return typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : (this.curatedModels[0]?.id ?? '');
  }

  /** Cost of tokens at a model's curated price; zero when the price is unknown. */
  protected costOf(model: string, inputTokens: number, outputTokens: number): Cost {
    const pricing = this.curatedModels.find((entry) => entry.id === model)?.pricing;
    if (!pricing) return Cost.zero();
    return new Cost((inputTokens * pricing.input + outputTokens * pricing.output) / 1_000_000, pricing.currency);
  }

  /** About four characters a token each way, at the default model's price. */
  estimate(characters: number): Cost {
    const tokens = Math.ceil(characters / 4);
    return this.costOf(this.curatedModels[0]?.id ?? '', tokens, tokens);
  }

  async translate(request: ProviderRequest): Promise<ProviderResult> {
    if (request.texts.length === 0) return this.emptyResult();
    const apiKey = await this.requireApiKey();
    const model = await this.model();
    const system = buildSystemPrompt(request);
    const messages: ModelCall['messages'] = [
      {
        role: 'user',
        content: buildUserMessage(request),
      },
    ];
    let inputTokens = 0;
    let outputTokens = 0;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const answer = await this.callModel({ apiKey, model, system, messages });
      inputTokens += answer.inputTokens;
      outputTokens += answer.outputTokens;
      const checked = checkContract(answer.text, request.texts.length);
      if ('translations' in checked) {
        return createProviderResult({
          texts: checked.translations,
          characters: request.texts.reduce((sum, text) => sum + text.length, 0),
          inputTokens,
          outputTokens,
          cost: this.costOf(model, inputTokens, outputTokens),
          // Beside the spec's fields: the model that translated, and how many answers it took (2 after a corrective turn).
          providerMetadata: { [this.getId()]: { model, answers: attempt } },
        });
      }
      // One corrective turn: show the model its answer and what was wrong with it.
      messages.push({ role: 'assistant', content: answer.text });
      messages.push({
        role: 'user',
        content: `${checked.problem} Answer again with only the JSON object {"translations": [...]} holding exactly ${request.texts.length} strings.`,
      });
    }
    // Not retryable, not global, bisectable (an invalid request for these texts); the two answers were
    // billed although neither is usable.
    throw new ProviderException(`${this.getLabel()} returned an answer that does not match the expected format.`, {
      code: 0,
      usage: {
        characters: request.texts.reduce((sum, text) => sum + text.length, 0),
        inputTokens,
        outputTokens,
        cost: this.costOf(model, inputTokens, outputTokens),
        accountingKey: null,
      },
    });
  }
}
