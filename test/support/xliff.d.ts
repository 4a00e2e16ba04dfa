/** The parts of the `xliff` package (an independent XLIFF reader, devDependency) the exchange tests use. */
declare module 'xliff' {
  export interface XliffJs {
    sourceLanguage?: string;
    targetLanguage?: string;
    /** By file (2.0: its id; 1.2: its `original`), then by unit id. */
    resources: Record<string, Record<string, unknown>>;
  }
  export function xliff2js(text: string): Promise<XliffJs>;
  export function xliff12ToJs(text: string): Promise<XliffJs>;
}
