import type { CustomFieldTableSchema } from './custom-field-table.js';
import type { LanguageTableSchema } from './language-table.js';
import type { SnippetSetTableSchema } from './snippet-set-table.js';
import type { SnippetTableSchema } from './snippet-table.js';

/**
 * The host's content tables with a fixed shape, typed for the code that reads them by name. The store
 * entities' base and translation tables are described by their entity definitions instead
 * (src/host/entities), and read through the generic repository's untyped handle.
 */
export type ContentSchema = LanguageTableSchema & SnippetSetTableSchema & SnippetTableSchema & CustomFieldTableSchema;
