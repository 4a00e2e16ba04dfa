import { contentEntities } from '../../host/entities/definitions.js';
import { extensionEntities } from './entities.js';

/** The extension's two roles (a viewer reads, an editor also writes; docs/architecture.md). */
export const VIEWER = 'ext_translate.viewer';
export const EDITOR = 'ext_translate.editor';

const viewerGrants = [
  VIEWER,
  ...extensionEntities.map((entity) => `${entity.name}:read`),
  'language:read',
  'locale:read',
  'custom_field:read',
  'snippet_set:read',
  'snippet:read',
  'system_config:read',
  ...contentEntities.map((entity) => `${entity.name}:read`),
];

const editorGrants = [
  ...viewerGrants,
  EDITOR,
  'ext_translate_job:create',
  'ext_translate_job:update',
  'ext_translate_job:delete',
  'ext_translate_glossary:create',
  'ext_translate_glossary:update',
  'ext_translate_glossary:delete',
  'ext_translate_history:update',
  'ext_translate_webhook:create',
  'ext_translate_webhook:update',
  'ext_translate_webhook:delete',
  'system_config:update',
];

/** The roles as privilege bundles (ExtensionManifest.privilegeBundles): holding one grants its list. */
export const privilegeBundles: Readonly<Record<string, readonly string[]>> = {
  [VIEWER]: viewerGrants,
  [EDITOR]: editorGrants,
};
