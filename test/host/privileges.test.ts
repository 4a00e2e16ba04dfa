import { beforeAll, describe, expect, it } from 'vitest';
import { holds, type Principal } from '../../src/host/auth/principal.js';
import { expandPrivileges, PRIVILEGE_PATTERN, registerPrivilegeBundles } from '../../src/host/auth/privileges.js';
import { extTranslate } from '../../src/translate/manifest.js';
import { EDITOR, VIEWER } from '../../src/translate/model/privileges.js';

// The extension's roles are bundles its manifest declares; the host knows them once a host loaded it.
beforeAll(() => registerPrivilegeBundles(extTranslate.privilegeBundles));

const CONTENT_READS = [
  'product:read',
  'category:read',
  'cms_page:read',
  'cms_slot:read',
  'product_manufacturer:read',
  'property_group:read',
  'property_group_option:read',
  'unit:read',
  'delivery_time:read',
  'shipping_method:read',
  'payment_method:read',
  'media:read',
];

const VIEWER_GRANTS = [
  'ext_translate.viewer',
  'ext_translate_job:read',
  'ext_translate_job_error:read',
  'ext_translate_glossary:read',
  'ext_translate_usage:read',
  'ext_translate_history:read',
  'ext_translate_webhook:read',
  'ext_translate_webhook_delivery:read',
  'language:read',
  'locale:read',
  'custom_field:read',
  'snippet_set:read',
  'snippet:read',
  'system_config:read',
  ...CONTENT_READS,
];

const EDITOR_WRITES = [
  'ext_translate.editor',
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

function sorted(values: Iterable<string>): string[] {
  return [...values].sort();
}

function principal(admin: boolean, privileges: string[]): Principal {
  return { kind: 'user', id: 'a'.repeat(32), name: 'someone', admin, privileges: expandPrivileges(privileges) };
}

describe('role bundles', () => {
  it('are named ext_translate.viewer and ext_translate.editor', () => {
    expect(VIEWER).toBe('ext_translate.viewer');
    expect(EDITOR).toBe('ext_translate.editor');
  });

  it('ext_translate.viewer expands to reads of the extension entities, languages, locales, content and settings, and nothing else', () => {
    expect(sorted(expandPrivileges([VIEWER]))).toEqual(sorted(VIEWER_GRANTS));
  });

  it('ext_translate.editor expands to the viewer grants plus the write privileges and settings update, and nothing else', () => {
    expect(sorted(expandPrivileges([EDITOR]))).toEqual(sorted([...VIEWER_GRANTS, ...EDITOR_WRITES]));
  });

  it('neither bundle grants content writes or the admin-only entities', () => {
    const editor = expandPrivileges([EDITOR]);
    for (const privilege of [
      'product:update',
      'product:create',
      'category:update',
      'media:update',
      'language:create',
      'language:update',
      'custom_field:create',
      'snippet:update',
      'ext_translate_job_error:create',
      'ext_translate_usage:update',
      'ext_translate_history:delete',
      'user:read',
      'integration:read',
      'acl_role:read',
    ]) {
      expect(editor.has(privilege), privilege).toBe(false);
    }
  });

  it('keeps other privileges as they are and combines bundles with them', () => {
    expect(sorted(expandPrivileges([]))).toEqual([]);
    expect(sorted(expandPrivileges(['product:update', 'unknown.bundle']))).toEqual(['product:update', 'unknown.bundle']);
    expect(sorted(expandPrivileges([VIEWER, 'product:update']))).toEqual(sorted([...VIEWER_GRANTS, 'product:update']));
    expect(sorted(expandPrivileges([VIEWER, EDITOR]))).toEqual(sorted([...VIEWER_GRANTS, ...EDITOR_WRITES]));
  });
});

describe('holds', () => {
  it('an admin holds every privilege, also ones no role names', () => {
    const admin = principal(true, []);
    for (const privilege of ['user:read', 'product:delete', 'acl_role:create', 'anything:at_all']) {
      expect(holds(admin, privilege), privilege).toBe(true);
    }
  });

  it('a non-admin holds exactly its expanded privileges', () => {
    const editor = principal(false, [EDITOR, 'product:read']);
    expect(holds(editor, 'ext_translate_glossary:create')).toBe(true);
    expect(holds(editor, 'language:read')).toBe(true);
    expect(holds(editor, 'product:read')).toBe(true);
    expect(holds(editor, 'product:update')).toBe(false);
    expect(holds(editor, 'user:read')).toBe(false);
    expect(holds(principal(false, []), 'product:read')).toBe(false);
  });
});

describe('PRIVILEGE_PATTERN', () => {
  it('accepts entity:operation and dotted bundle names', () => {
    for (const name of ['product:read', 'ext_translate_job:create', 'system_config:update', 'acl_role:delete', 'ext_translate.viewer', 'ext_translate.editor', 'p2:read']) {
      expect(PRIVILEGE_PATTERN.test(name), name).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const name of [
      '',
      'product',
      'product:',
      ':read',
      'Product:read',
      'product:Read',
      'product:*',
      '*',
      'product read',
      'product:read ',
      ' product:read',
      'product:read:extra',
      '1product:read',
      'ext_translate.',
      '.viewer',
      'product:read\n',
      'product:read,category:read',
    ]) {
      expect(PRIVILEGE_PATTERN.test(name), JSON.stringify(name)).toBe(false);
    }
  });
});
