import { Type } from '@sinclair/typebox';
import { EDITOR, VIEWER } from '../model/privileges.js';
import { MessageAnswer } from '../../host/http/schema-types.js';

/** Spec "Authentication" 4: V routes need the viewer privilege, E routes the editor's. */
export const viewerAccess = { access: { privilege: VIEWER } };
export const editorAccess = { access: { privilege: EDITOR } };

export { ACTION_BASE } from './action-base.js';

/** The extension's error answer (400 and 404 of its action routes), shared. */
export const messageSchema = Type.Ref(MessageAnswer);

export const CostSchema = Type.Object({ amount: Type.Number(), currency: Type.String({ description: 'ISO 4217, such as USD.' }) });
