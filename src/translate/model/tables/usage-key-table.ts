/**
 * `ext_translate_usage_key`: accounting keys already recorded (the contract's `accountingKey`),
 * inserted before the usage update so that a redelivered message never counts twice.
 */
export interface UsageKeyTable {
  /** 32 lower-case hex characters (the UUID without dashes). */
  accountingKey: string;
  providerId: string;
  createdAt: string;
}

export interface UsageKeyTableSchema {
  ext_translate_usage_key: UsageKeyTable;
}
