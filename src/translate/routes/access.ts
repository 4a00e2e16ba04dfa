import { Type } from '@sinclair/typebox';
import { EDITOR, VIEWER } from '../../host/auth/privileges.js';

/** Spec "Authentication" 4: V routes need the viewer privilege, E routes the editor's. */
export const viewerAccess = { access: { privilege: VIEWER } };
export const editorAccess = { access: { privilege: EDITOR } };

/** Where the extension's action routes live (`{action_base}` in the spec). */
export const ACTION_BASE = '/api/_action/ext-translate';

/** The extension's error answer (400 and 404 of its action routes). */
export const MessageAnswer = Type.Object({ message: Type.String() }, { $id: 'MessageAnswer', description: 'The reason, for people.' });
export const messageSchema = Type.Ref(MessageAnswer);

export const CostSchema = Type.Object({ amount: Type.Number(), currency: Type.String({ examples: ['USD'] }) });
