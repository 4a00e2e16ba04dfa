/** `snippet_set`: a named set of storefront snippets for one locale (`iso`). */
export interface SnippetSetTable {
  id: string;
  name: string;
  /** The locale code the set's texts are in; references `locale.code`. */
  iso: string;
  createdAt: string;
  updatedAt: string | null;
}

export interface SnippetSetTableSchema {
  snippet_set: SnippetSetTable;
}
