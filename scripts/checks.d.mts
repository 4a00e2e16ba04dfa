/** The types of scripts/checks.mjs, for the tests that import it. */
export declare function checks(): { name: string; command: string }[];
export declare function inputsFingerprint(directory?: string): string | null;
