/**
 * A validator compiler that accepts everything: for routes whose schemas document the API (OpenAPI)
 * while the handler validates the input itself, so that every refusal carries the wording the spec
 * gives (Fastify's own validator would answer its own messages).
 */
export const documentOnly = () => () => true;
