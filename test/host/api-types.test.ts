import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_COMMAND, API_TYPES_FILE, renderApiTypes, servedDocument } from '../../scripts/api-types.js';

/**
 * The admin app types its calls from `admin/src/api/openapi.ts`, generated from the document the app
 * serves. A route schema changed without regenerating the file would let the app compile against
 * answers the server no longer gives: this test renders the file again in memory and compares.
 */
describe('the admin app\'s generated API types', () => {
  it('are what the served OpenAPI document generates today', async () => {
    const expected = await renderApiTypes(await servedDocument());
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    if (committed !== expected) {
      const committedLines = committed.split('\n');
      const expectedLines = expected.split('\n');
      const line = expectedLines.findIndex((text, index) => committedLines[index] !== text);
      expect.fail(
        `admin/src/api/openapi.ts is out of date with the served OpenAPI document (first difference at line ${line + 1}: ` +
          `committed ${JSON.stringify(committedLines[line] ?? '<end of file>')}, generated ${JSON.stringify(expectedLines[line] ?? '<end of file>')}). ` +
          `Run \`${API_TYPES_COMMAND}\` and commit the file.`,
      );
    }
    expect(committed).toBe(expected);
  }, 60_000);
});
