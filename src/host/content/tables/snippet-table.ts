/** `snippet`: one storefront text of a snippet set; unique per set and translation key. */
export interface SnippetTable {
  id: string;
  setId: string;
  translationKey: string;
  value: string;
  createdAt: string;
  updatedAt: string | null;
}

export interface SnippetTableSchema {
  snippet: SnippetTable;
}
