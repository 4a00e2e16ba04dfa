import { EDITOR, VIEWER } from '../../host/auth/privileges.js';

/** Spec "Authentication" 4: V routes need the viewer privilege, E routes the editor's. */
export const viewerAccess = { access: { privilege: VIEWER } };
export const editorAccess = { access: { privilege: EDITOR } };

/** Where the extension's action routes live (`{action_base}` in the spec). */
export const ACTION_BASE = '/api/_action/ext-translate';

export const messageSchema = { type: 'object', properties: { message: { type: 'string' } } } as const;
