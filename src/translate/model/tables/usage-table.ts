import type { ColumnType, Generated } from 'kysely';

/** `ext_translate_usage`: what one provider was used for in one UTC month; unique by period and provider. */
export interface UsageTable {
  id: string;
  /** `YYYY-MM`, UTC. */
  period: string;
  providerId: string;
  characters: Generated<number>;
  inputTokens: Generated<number>;
  outputTokens: Generated<number>;
  requests: Generated<number>;
  costAmount: Generated<number>;
  costCurrency: Generated<string>;
  createdAt: string;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsageTableSchema {
  ext_translate_usage: UsageTable;
}
