/** The extension's settings domain (`GET /api/_action/system-config?domain=ExtTranslate.config`). */
export const CONFIG_DOMAIN = 'ExtTranslate.config';
