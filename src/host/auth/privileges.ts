import { contentEntities } from '../entities/definitions.js';

/** The extension's two roles (a viewer reads, an editor also writes; docs/architecture.md). */
export const VIEWER = 'ext_translate.viewer';
export const EDITOR = 'ext_translate.editor';

const EXTENSION_ENTITIES = [
  'ext_translate_job',
  'ext_translate_job_error',
  'ext_translate_glossary',
  'ext_translate_usage',
  'ext_translate_history',
];

const viewerGrants = [
  VIEWER,
  ...EXTENSION_ENTITIES.map((entity) => `${entity}:read`),
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
  'system_config:update',
];

/** A privilege that stands for a set of privileges. */
const BUNDLES: Record<string, readonly string[]> = {
  [VIEWER]: viewerGrants,
  [EDITOR]: editorGrants,
};

/** Expands role bundles so that holding `ext_translate.editor` also grants what it stands for. */
export function expandPrivileges(privileges: Iterable<string>): Set<string> {
  const expanded = new Set<string>();
  for (const privilege of privileges) {
    expanded.add(privilege);
    for (const granted of BUNDLES[privilege] ?? []) expanded.add(granted);
  }
  return expanded;
}

/** A privilege name: `entity:operation` or a dotted bundle name. */
export const PRIVILEGE_PATTERN = /^[a-z][a-z0-9_]*(?::[a-z_]+|\.[a-z][a-z0-9_.]*)$/;
