/** `language`: a store language and the locale its texts are in. */
export interface LanguageTable {
  id: string;
  name: string;
  /** `xx-XX`; references `locale.code`. */
  localeCode: string;
  parentId: string | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface LanguageTableSchema {
  language: LanguageTable;
}
