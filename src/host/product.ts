/**
 * The product's name, as the host puts it into stable identifiers: the issuer of its tokens, the label
 * its keys are derived under, the realm of its 401 answers, the title of its OpenAPI document, its
 * default database file and Redis key prefix, the user agent of its outgoing calls. The host names no
 * extension; this is the one place that names the product it ships in.
 *
 * Never change the value of an installation: tokens and stored secrets depend on it.
 */
export const PRODUCT = 'ext-translate';
