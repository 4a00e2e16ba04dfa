/** Where the extension's action routes live (`{action_base}` in docs/*.md). */
export const ACTION_BASE = '/api/_action/ext-translate';
