/**
 * Generated from GET /api/_info/openapi.json by scripts/api-types.ts: do not edit.
 * After changing a route's schema run `npm run build:api-types`; test/host/api-types.test.ts fails while this file differs.
 */
export interface paths {
    "/api/_info/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness, database and queue reachability */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_info/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The version of this installation (any valid token) */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_info/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an access token
         * @description Grant types: password (client_id "administration", username, password), refresh_token (rotates the refresh token; the same refresh token sent again by the same client, i.e. client id and address, within 30 seconds of its first use answers the same successor pair, so parallel refreshes keep the session; any other reuse revokes every token rotated from it) and client_credentials (an integration's access key and secret). JSON or form-encoded. Failed password sign-ins are throttled per username and per client address: 429 slow_down with Retry-After.
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a refresh token and every token rotated from it */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/system-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the settings of a domain
         * @description Secret values (keys ending in ApiKey) are answered as {"configured": true}.
         */
        get: operations["readSystemConfig"];
        put?: never;
        /**
         * Write settings
         * @description A map of full key to value; null removes a key. All keys are checked before any is written.
         */
        post: operations["writeSystemConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List locales */
        get: operations["listLocale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locale/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one locale */
        get: operations["readLocale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search locales */
        post: operations["searchLocale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search locales, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsLocale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List languages */
        get: operations["listLanguage"];
        put?: never;
        /**
         * Create a language
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/language/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one language */
        get: operations["readLanguage"];
        put?: never;
        post?: never;
        /** Delete a language */
        delete: operations["deleteLanguage"];
        options?: never;
        head?: never;
        /** Update a language */
        patch: operations["updateLanguage"];
        trace?: never;
    };
    "/api/search/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search languages */
        post: operations["searchLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search languages, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-field": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List custom fields */
        get: operations["listCustomField"];
        put?: never;
        /**
         * Create a custom_field
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-field/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one custom_field */
        get: operations["readCustomField"];
        put?: never;
        post?: never;
        /** Delete a custom_field */
        delete: operations["deleteCustomField"];
        options?: never;
        head?: never;
        /** Update a custom_field */
        patch: operations["updateCustomField"];
        trace?: never;
    };
    "/api/search/custom-field": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search custom fields */
        post: operations["searchCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/custom-field": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search custom fields, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/snippet-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List snippet sets */
        get: operations["listSnippetSet"];
        put?: never;
        /**
         * Create a snippet_set
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createSnippetSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/snippet-set/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one snippet_set */
        get: operations["readSnippetSet"];
        put?: never;
        post?: never;
        /** Delete a snippet_set */
        delete: operations["deleteSnippetSet"];
        options?: never;
        head?: never;
        /** Update a snippet_set */
        patch: operations["updateSnippetSet"];
        trace?: never;
    };
    "/api/search/snippet-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search snippet sets */
        post: operations["searchSnippetSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/snippet-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search snippet sets, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsSnippetSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/snippet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List snippets */
        get: operations["listSnippet"];
        put?: never;
        /**
         * Create a snippet
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createSnippet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/snippet/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one snippet */
        get: operations["readSnippet"];
        put?: never;
        post?: never;
        /** Delete a snippet */
        delete: operations["deleteSnippet"];
        options?: never;
        head?: never;
        /** Update a snippet */
        patch: operations["updateSnippet"];
        trace?: never;
    };
    "/api/search/snippet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search snippets */
        post: operations["searchSnippet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/snippet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search snippets, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsSnippet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/acl-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List roles */
        get: operations["listAclRole"];
        put?: never;
        /**
         * Create a acl_role
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createAclRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/acl-role/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one acl_role */
        get: operations["readAclRole"];
        put?: never;
        post?: never;
        /** Delete a acl_role */
        delete: operations["deleteAclRole"];
        options?: never;
        head?: never;
        /** Update a acl_role */
        patch: operations["updateAclRole"];
        trace?: never;
    };
    "/api/search/acl-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search roles */
        post: operations["searchAclRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/acl-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search roles, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsAclRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users */
        get: operations["listUser"];
        put?: never;
        /**
         * Create a user
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one user */
        get: operations["readUser"];
        put?: never;
        post?: never;
        /** Delete a user */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /** Update a user */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/search/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search users */
        post: operations["searchUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search users, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List integrations */
        get: operations["listIntegration"];
        put?: never;
        /**
         * Create a integration
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one integration */
        get: operations["readIntegration"];
        put?: never;
        post?: never;
        /** Delete a integration */
        delete: operations["deleteIntegration"];
        options?: never;
        head?: never;
        /** Update a integration */
        patch: operations["updateIntegration"];
        trace?: never;
    };
    "/api/search/integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search integrations */
        post: operations["searchIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search integrations, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products */
        get: operations["listProduct"];
        put?: never;
        /**
         * Create a product
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one product */
        get: operations["readProduct"];
        put?: never;
        post?: never;
        /** Delete a product */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /** Update a product */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/api/search/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search products */
        post: operations["searchProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search products, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List categories */
        get: operations["listCategory"];
        put?: never;
        /**
         * Create a category
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one category */
        get: operations["readCategory"];
        put?: never;
        post?: never;
        /** Delete a category */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /** Update a category */
        patch: operations["updateCategory"];
        trace?: never;
    };
    "/api/search/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search categories */
        post: operations["searchCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search categories, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List shopping experiences */
        get: operations["listCmsPage"];
        put?: never;
        /**
         * Create a cms_page
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createCmsPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms-page/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one cms_page */
        get: operations["readCmsPage"];
        put?: never;
        post?: never;
        /** Delete a cms_page */
        delete: operations["deleteCmsPage"];
        options?: never;
        head?: never;
        /** Update a cms_page */
        patch: operations["updateCmsPage"];
        trace?: never;
    };
    "/api/search/cms-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search shopping experiences */
        post: operations["searchCmsPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/cms-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search shopping experiences, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsCmsPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms-slot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cms slots */
        get: operations["listCmsSlot"];
        put?: never;
        /**
         * Create a cms_slot
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createCmsSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms-slot/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one cms_slot */
        get: operations["readCmsSlot"];
        put?: never;
        post?: never;
        /** Delete a cms_slot */
        delete: operations["deleteCmsSlot"];
        options?: never;
        head?: never;
        /** Update a cms_slot */
        patch: operations["updateCmsSlot"];
        trace?: never;
    };
    "/api/search/cms-slot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search cms slots */
        post: operations["searchCmsSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/cms-slot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search cms slots, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsCmsSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-manufacturer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List manufacturers */
        get: operations["listProductManufacturer"];
        put?: never;
        /**
         * Create a product_manufacturer
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createProductManufacturer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-manufacturer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one product_manufacturer */
        get: operations["readProductManufacturer"];
        put?: never;
        post?: never;
        /** Delete a product_manufacturer */
        delete: operations["deleteProductManufacturer"];
        options?: never;
        head?: never;
        /** Update a product_manufacturer */
        patch: operations["updateProductManufacturer"];
        trace?: never;
    };
    "/api/search/product-manufacturer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search manufacturers */
        post: operations["searchProductManufacturer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/product-manufacturer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search manufacturers, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsProductManufacturer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List property groups */
        get: operations["listPropertyGroup"];
        put?: never;
        /**
         * Create a property_group
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createPropertyGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-group/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one property_group */
        get: operations["readPropertyGroup"];
        put?: never;
        post?: never;
        /** Delete a property_group */
        delete: operations["deletePropertyGroup"];
        options?: never;
        head?: never;
        /** Update a property_group */
        patch: operations["updatePropertyGroup"];
        trace?: never;
    };
    "/api/search/property-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search property groups */
        post: operations["searchPropertyGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/property-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search property groups, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsPropertyGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-group-option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List property options */
        get: operations["listPropertyGroupOption"];
        put?: never;
        /**
         * Create a property_group_option
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createPropertyGroupOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-group-option/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one property_group_option */
        get: operations["readPropertyGroupOption"];
        put?: never;
        post?: never;
        /** Delete a property_group_option */
        delete: operations["deletePropertyGroupOption"];
        options?: never;
        head?: never;
        /** Update a property_group_option */
        patch: operations["updatePropertyGroupOption"];
        trace?: never;
    };
    "/api/search/property-group-option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search property options */
        post: operations["searchPropertyGroupOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/property-group-option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search property options, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsPropertyGroupOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List units */
        get: operations["listUnit"];
        put?: never;
        /**
         * Create a unit
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one unit */
        get: operations["readUnit"];
        put?: never;
        post?: never;
        /** Delete a unit */
        delete: operations["deleteUnit"];
        options?: never;
        head?: never;
        /** Update a unit */
        patch: operations["updateUnit"];
        trace?: never;
    };
    "/api/search/unit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search units */
        post: operations["searchUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/unit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search units, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List delivery times */
        get: operations["listDeliveryTime"];
        put?: never;
        /**
         * Create a delivery_time
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createDeliveryTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery-time/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one delivery_time */
        get: operations["readDeliveryTime"];
        put?: never;
        post?: never;
        /** Delete a delivery_time */
        delete: operations["deleteDeliveryTime"];
        options?: never;
        head?: never;
        /** Update a delivery_time */
        patch: operations["updateDeliveryTime"];
        trace?: never;
    };
    "/api/search/delivery-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search delivery times */
        post: operations["searchDeliveryTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/delivery-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search delivery times, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsDeliveryTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List shipping methods */
        get: operations["listShippingMethod"];
        put?: never;
        /**
         * Create a shipping_method
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createShippingMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-method/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one shipping_method */
        get: operations["readShippingMethod"];
        put?: never;
        post?: never;
        /** Delete a shipping_method */
        delete: operations["deleteShippingMethod"];
        options?: never;
        head?: never;
        /** Update a shipping_method */
        patch: operations["updateShippingMethod"];
        trace?: never;
    };
    "/api/search/shipping-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search shipping methods */
        post: operations["searchShippingMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/shipping-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search shipping methods, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsShippingMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payment methods */
        get: operations["listPaymentMethod"];
        put?: never;
        /**
         * Create a payment_method
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-method/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one payment_method */
        get: operations["readPaymentMethod"];
        put?: never;
        post?: never;
        /** Delete a payment_method */
        delete: operations["deletePaymentMethod"];
        options?: never;
        head?: never;
        /** Update a payment_method */
        patch: operations["updatePaymentMethod"];
        trace?: never;
    };
    "/api/search/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search payment methods */
        post: operations["searchPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search payment methods, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List media */
        get: operations["listMedia"];
        put?: never;
        /**
         * Create a media
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one media */
        get: operations["readMedia"];
        put?: never;
        post?: never;
        /** Delete a media */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        /** Update a media */
        patch: operations["updateMedia"];
        trace?: never;
    };
    "/api/search/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search media */
        post: operations["searchMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search media, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ext-translate-job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List translation jobs */
        get: operations["listExtTranslateJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ext-translate-job/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one ext_translate_job */
        get: operations["readExtTranslateJob"];
        put?: never;
        post?: never;
        /** Delete a ext_translate_job */
        delete: operations["deleteExtTranslateJob"];
        options?: never;
        head?: never;
        /** Update a ext_translate_job */
        patch: operations["updateExtTranslateJob"];
        trace?: never;
    };
    "/api/search/ext-translate-job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search translation jobs */
        post: operations["searchExtTranslateJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/ext-translate-job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search translation jobs, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsExtTranslateJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ext-translate-job-error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List translation job errors */
        get: operations["listExtTranslateJobError"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ext-translate-job-error/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one ext_translate_job_error */
        get: operations["readExtTranslateJobError"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/ext-translate-job-error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search translation job errors */
        post: operations["searchExtTranslateJobError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/ext-translate-job-error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search translation job errors, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsExtTranslateJobError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ext-translate-glossary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List glossary terms */
        get: operations["listExtTranslateGlossary"];
        put?: never;
        /**
         * Create a ext_translate_glossary
         * @description Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.
         */
        post: operations["createExtTranslateGlossary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ext-translate-glossary/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one ext_translate_glossary */
        get: operations["readExtTranslateGlossary"];
        put?: never;
        post?: never;
        /** Delete a ext_translate_glossary */
        delete: operations["deleteExtTranslateGlossary"];
        options?: never;
        head?: never;
        /** Update a ext_translate_glossary */
        patch: operations["updateExtTranslateGlossary"];
        trace?: never;
    };
    "/api/search/ext-translate-glossary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search glossary terms */
        post: operations["searchExtTranslateGlossary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/ext-translate-glossary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search glossary terms, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsExtTranslateGlossary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ext-translate-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List monthly usage */
        get: operations["listExtTranslateUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ext-translate-usage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one ext_translate_usage */
        get: operations["readExtTranslateUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/ext-translate-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search monthly usage */
        post: operations["searchExtTranslateUsage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/ext-translate-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search monthly usage, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsExtTranslateUsage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ext-translate-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List translation history */
        get: operations["listExtTranslateHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ext-translate-history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one ext_translate_history */
        get: operations["readExtTranslateHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a ext_translate_history */
        patch: operations["updateExtTranslateHistory"];
        trace?: never;
    };
    "/api/search/ext-translate-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search translation history */
        post: operations["searchExtTranslateHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-ids/ext-translate-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search translation history, answering ids only
         * @description The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.
         */
        post: operations["searchIdsExtTranslateHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write and delete records of several entities in one transaction
         * @description Operations run in order in one transaction: all succeed or nothing is written. At most 1000 records. Errors answer `{errors}` with pointers under the record: `/<operation>/payload/<index>/<field>`. The sw-language-id header applies as on the entity routes.
         */
        post: operations["sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/store/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect the requesting administration user to the store
         * @description Logs in to the store with the merchant's store account. The password is passed to the store and never stored or logged.
         */
        post: operations["connectStore"];
        /**
         * Disconnect the requesting administration user from the store
         * @description The shop's stored purchases stay until the next refresh.
         */
        delete: operations["disconnectStore"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/store/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store connection of the requesting administration user */
        get: operations["readStoreConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every registered provider */
        get: operations["listProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/provider/{providerId}/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's models: live from the vendor when possible, else the curated list */
        get: operations["listProviderModels"];
        put?: never;
        /** The provider's models: live from the vendor when possible, else the curated list */
        post: operations["listProviderModelsWithKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/provider/{providerId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a key (the saved one without a body) with a cheap real call */
        post: operations["testProviderCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Translate one sample text (format text, no glossary) */
        post: operations["previewTranslation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Estimate a run: records, characters, cost and warnings */
        post: operations["estimateRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a translation job (queued; workers run it) */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/job/{jobId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a queued or running job; answers the status read again */
        post: operations["cancelJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/job/{jobId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry the failed items of a completed job */
        post: operations["retryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/job/{jobId}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job's open errors grouped by message, with named records, who translated and the partly translated count */
        get: operations["jobErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/job/{jobId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a job for the partly translated records of a finished job (scope selection, mode missing) */
        post: operations["completePartlyTranslated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/job/{jobId}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert what a job wrote (a RevertJobMessage is queued) */
        post: operations["revertJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/routing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per language as a target: the provider and the source language a run would use (the routing settings resolved) */
        get: operations["readRouting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/history/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore the previous value of applied history rows whose field still holds the written value */
        post: operations["revertHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/history/reapply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write again the value of reverted history rows whose field still holds the previous value */
        post: operations["reapplyHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/entities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The translatable entities with their row totals and fields, ending with the pseudo-entity snippet */
        get: operations["listTranslatableEntities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per entity and language: records with their own translation of the primary text column */
        get: operations["readCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Monthly usage per provider (UTC months), newest first; every month of the window is present */
        get: operations["readUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/glossary/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import glossary terms from CSV (one transaction; existing terms are updated)
         * @description Format and row rules: docs/glossary.md.
         */
        post: operations["importGlossary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/glossary/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the full glossary as CSV (UTF-8 with BOM, delimiter ";")
         * @description Format: docs/glossary.md.
         */
        get: operations["exportGlossary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The subscription status of the managed provider
         * @description The state follows the caller's store connection (an integration: the shop's) and the purchases of the last refresh. The quota is read from the managed gateway while a plan is active.
         */
        get: operations["readSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/subscription/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh the in-app purchases from the store, then answer the subscription status */
        post: operations["refreshSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/memory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the translation memory is on, and how many translations it holds */
        get: operations["readTranslationMemory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_action/ext-translate/memory/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget every remembered translation (later runs send those texts to the provider again) */
        post: operations["clearTranslationMemory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorsAnswer: {
            errors: {
                status: string;
                code: string;
                title?: string;
                detail: string;
                source?: {
                    pointer: string;
                };
                meta?: {
                    [key: string]: unknown;
                };
            }[];
        };
        MessageAnswer: {
            /** @description The reason, for people. */
            message: string;
        };
        /** @description Normalised by the server: an invalid value is replaced by its default and unknown keys pass through. Refused with 400 only what cannot be normalised (a missing entity name, a malformed id, sizes beyond the limits). Rules: docs/jobs.md. */
        JobConfig: {
            /** @description What to translate. */
            entities: (({
                /** @description An entity name from GET /entities, such as `product` or `snippet`. */
                name: string;
                /**
                 * @description Another value becomes `selection` when ids are given, otherwise `all`.
                 * @enum {string}
                 */
                scope?: "all" | "missing" | "selection";
                /** @description Record ids for scope `selection` (then each must be a UUID). Blank entries are dropped; an empty list is null. */
                ids?: string[] | null;
            } & {
                [key: string]: unknown;
            }) | string)[];
            /**
             * @description Null or blank: the source is resolved for each target language.
             * @example 0190a1b2c3d4e5f60718293a4b5c6d7e
             */
            sourceLanguageId?: string | null;
            /** @description Blank entries are dropped, duplicates removed. */
            targetLanguageIds: string[];
            /** @description A provider id from GET /providers, such as `mt_primary` or `llm_1`. */
            providerId: string;
            options?: {
                /**
                 * @description `all` re-translates translated fields too.
                 * @default missing
                 * @enum {string}
                 */
                mode?: "all" | "missing";
                /**
                 * @description With mode `missing`, also translate outdated fields: the target still holds what the service wrote there and the source has changed since. `false` limits the run to empty fields.
                 * @default true
                 */
                refreshOutdated?: boolean;
                /**
                 * @description Leave fields edited by hand since the last run alone. Parsed as boolean (also 1/0, "yes"/"no").
                 * @default true
                 */
                protectManualEdits?: boolean;
                /**
                 * @description Skip fields whose source has not changed since they were translated.
                 * @default true
                 */
                skipUnchanged?: boolean;
                /**
                 * @description Entity name to the property names to translate; null translates every translatable field.
                 * @default null
                 */
                fields?: {
                    [key: string]: string[];
                } | null;
                /** @default true */
                includeCustomFields?: boolean;
                /**
                 * @default default
                 * @enum {string}
                 */
                tone?: "default" | "formal" | "informal";
                /**
                 * @description Extra instructions for LLM providers; trimmed, empty becomes null.
                 * @default null
                 */
                customPrompt?: string | null;
                /**
                 * @description Apply the glossary terms.
                 * @default true
                 */
                glossary?: boolean;
                /**
                 * @description Shorten SEO fields to their limits at a word boundary.
                 * @default true
                 */
                seoTruncate?: boolean;
                /**
                 * @description Reaches the provider on the `managed` route only.
                 * @default balanced
                 * @enum {string}
                 */
                serviceTier?: "speed" | "balanced" | "quality";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        database: string;
                        queue: string;
                        version: string;
                    };
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        database: string;
                        queue: string;
                        version: string;
                    };
                };
            };
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 1.4.0 */
                        version: string;
                    };
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.0 document of this API. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    grant_type: "password" | "refresh_token" | "client_credentials";
                    client_id?: string;
                    client_secret?: string;
                    username?: string;
                    /** Format: password */
                    password?: string;
                    refresh_token?: string;
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example Bearer */
                        token_type: string;
                        /** @description Seconds the access token lives. */
                        expires_in: number;
                        access_token: string;
                        /** @description Not for client_credentials. */
                        refresh_token?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description The request body is neither JSON nor a form. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description The request line and headers are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A refresh token. */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description The request body is neither JSON nor a form. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description The request line and headers are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
        };
    };
    readSystemConfig: {
        parameters: {
            query: {
                /** @example ExtTranslate.config */
                domain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    writeSystemConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A map of full key to value; null removes a key. */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listLocale: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            code?: string;
                            name?: string;
                            territory?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readLocale: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            code?: string;
                            name?: string;
                            territory?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchLocale: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            code?: string;
                            name?: string;
                            territory?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsLocale: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listLanguage: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            name?: string;
                            localeCode?: string;
                            parentId?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createLanguage: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    name?: string;
                    localeCode?: string;
                    parentId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            localeCode?: string;
                            parentId?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            localeCode?: string;
                            parentId?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateLanguage: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    name?: string;
                    localeCode?: string;
                    parentId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            localeCode?: string;
                            parentId?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            name?: string;
                            localeCode?: string;
                            parentId?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listCustomField: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            name?: string;
                            /** @enum {string} */
                            type?: "text" | "html" | "int" | "float" | "bool" | "select" | "json";
                            translatable?: boolean | null;
                            label?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createCustomField: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    name?: string;
                    /** @enum {string} */
                    type?: "text" | "html" | "int" | "float" | "bool" | "select" | "json";
                    translatable?: boolean | null;
                    label?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            /** @enum {string} */
                            type?: "text" | "html" | "int" | "float" | "bool" | "select" | "json";
                            translatable?: boolean | null;
                            label?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            /** @enum {string} */
                            type?: "text" | "html" | "int" | "float" | "bool" | "select" | "json";
                            translatable?: boolean | null;
                            label?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteCustomField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateCustomField: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    name?: string;
                    /** @enum {string} */
                    type?: "text" | "html" | "int" | "float" | "bool" | "select" | "json";
                    translatable?: boolean | null;
                    label?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            /** @enum {string} */
                            type?: "text" | "html" | "int" | "float" | "bool" | "select" | "json";
                            translatable?: boolean | null;
                            label?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            name?: string;
                            /** @enum {string} */
                            type?: "text" | "html" | "int" | "float" | "bool" | "select" | "json";
                            translatable?: boolean | null;
                            label?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listSnippetSet: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            name?: string;
                            iso?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createSnippetSet: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    name?: string;
                    iso?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            iso?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readSnippetSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            iso?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteSnippetSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateSnippetSet: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    name?: string;
                    iso?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            iso?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchSnippetSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            name?: string;
                            iso?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsSnippetSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listSnippet: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            setId?: string;
                            translationKey?: string;
                            value?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createSnippet: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    setId?: string;
                    translationKey?: string;
                    value?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            setId?: string;
                            translationKey?: string;
                            value?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readSnippet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            setId?: string;
                            translationKey?: string;
                            value?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteSnippet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateSnippet: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    setId?: string;
                    translationKey?: string;
                    value?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            setId?: string;
                            translationKey?: string;
                            value?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchSnippet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            setId?: string;
                            translationKey?: string;
                            value?: string;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsSnippet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listAclRole: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            name?: string;
                            description?: string | null;
                            privileges?: string[];
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createAclRole: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    name?: string;
                    description?: string | null;
                    privileges?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            description?: string | null;
                            privileges?: string[];
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readAclRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            description?: string | null;
                            privileges?: string[];
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteAclRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateAclRole: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    name?: string;
                    description?: string | null;
                    privileges?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            description?: string | null;
                            privileges?: string[];
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchAclRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            name?: string;
                            description?: string | null;
                            privileges?: string[];
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsAclRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listUser: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            username?: string;
                            admin?: boolean | null;
                            active?: boolean | null;
                            aclRoleIds?: string[] | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    username?: string;
                    password?: string;
                    admin?: boolean | null;
                    active?: boolean | null;
                    aclRoleIds?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            username?: string;
                            admin?: boolean | null;
                            active?: boolean | null;
                            aclRoleIds?: string[] | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            username?: string;
                            admin?: boolean | null;
                            active?: boolean | null;
                            aclRoleIds?: string[] | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    username?: string;
                    password?: string;
                    admin?: boolean | null;
                    active?: boolean | null;
                    aclRoleIds?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            username?: string;
                            admin?: boolean | null;
                            active?: boolean | null;
                            aclRoleIds?: string[] | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            username?: string;
                            admin?: boolean | null;
                            active?: boolean | null;
                            aclRoleIds?: string[] | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listIntegration: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            label?: string;
                            accessKey?: string | null;
                            admin?: boolean | null;
                            aclRoleIds?: string[] | null;
                            /** Format: date-time */
                            lastUsageAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createIntegration: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    label?: string;
                    accessKey?: string | null;
                    secretAccessKey?: string | null;
                    admin?: boolean | null;
                    aclRoleIds?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            label?: string;
                            accessKey?: string | null;
                            admin?: boolean | null;
                            aclRoleIds?: string[] | null;
                            /** Format: date-time */
                            lastUsageAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readIntegration: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            label?: string;
                            accessKey?: string | null;
                            admin?: boolean | null;
                            aclRoleIds?: string[] | null;
                            /** Format: date-time */
                            lastUsageAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateIntegration: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    label?: string;
                    accessKey?: string | null;
                    secretAccessKey?: string | null;
                    admin?: boolean | null;
                    aclRoleIds?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            label?: string;
                            accessKey?: string | null;
                            admin?: boolean | null;
                            aclRoleIds?: string[] | null;
                            /** Format: date-time */
                            lastUsageAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIntegration: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            label?: string;
                            accessKey?: string | null;
                            admin?: boolean | null;
                            aclRoleIds?: string[] | null;
                            /** Format: date-time */
                            lastUsageAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsIntegration: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listProduct: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            productNumber?: string;
                            active?: boolean | null;
                            stock?: number | null;
                            price?: number | null;
                            manufacturerId?: string | null;
                            unitId?: string | null;
                            deliveryTimeId?: string | null;
                            categoryId?: string | null;
                            coverId?: string | null;
                            name?: string;
                            description?: string | null;
                            metaTitle?: string | null;
                            metaDescription?: string | null;
                            keywords?: string | null;
                            packUnit?: string | null;
                            packUnitPlural?: string | null;
                            customSearchKeywords?: string[] | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                metaTitle?: string | null;
                                metaDescription?: string | null;
                                keywords?: string | null;
                                packUnit?: string | null;
                                packUnitPlural?: string | null;
                                customSearchKeywords?: string[] | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    productNumber?: string;
                    active?: boolean | null;
                    stock?: number | null;
                    price?: number | null;
                    manufacturerId?: string | null;
                    unitId?: string | null;
                    deliveryTimeId?: string | null;
                    categoryId?: string | null;
                    coverId?: string | null;
                    name?: string;
                    description?: string | null;
                    metaTitle?: string | null;
                    metaDescription?: string | null;
                    keywords?: string | null;
                    packUnit?: string | null;
                    packUnitPlural?: string | null;
                    customSearchKeywords?: string[] | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            productNumber?: string;
                            active?: boolean | null;
                            stock?: number | null;
                            price?: number | null;
                            manufacturerId?: string | null;
                            unitId?: string | null;
                            deliveryTimeId?: string | null;
                            categoryId?: string | null;
                            coverId?: string | null;
                            name?: string;
                            description?: string | null;
                            metaTitle?: string | null;
                            metaDescription?: string | null;
                            keywords?: string | null;
                            packUnit?: string | null;
                            packUnitPlural?: string | null;
                            customSearchKeywords?: string[] | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                metaTitle?: string | null;
                                metaDescription?: string | null;
                                keywords?: string | null;
                                packUnit?: string | null;
                                packUnitPlural?: string | null;
                                customSearchKeywords?: string[] | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            productNumber?: string;
                            active?: boolean | null;
                            stock?: number | null;
                            price?: number | null;
                            manufacturerId?: string | null;
                            unitId?: string | null;
                            deliveryTimeId?: string | null;
                            categoryId?: string | null;
                            coverId?: string | null;
                            name?: string;
                            description?: string | null;
                            metaTitle?: string | null;
                            metaDescription?: string | null;
                            keywords?: string | null;
                            packUnit?: string | null;
                            packUnitPlural?: string | null;
                            customSearchKeywords?: string[] | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                metaTitle?: string | null;
                                metaDescription?: string | null;
                                keywords?: string | null;
                                packUnit?: string | null;
                                packUnitPlural?: string | null;
                                customSearchKeywords?: string[] | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    productNumber?: string;
                    active?: boolean | null;
                    stock?: number | null;
                    price?: number | null;
                    manufacturerId?: string | null;
                    unitId?: string | null;
                    deliveryTimeId?: string | null;
                    categoryId?: string | null;
                    coverId?: string | null;
                    name?: string;
                    description?: string | null;
                    metaTitle?: string | null;
                    metaDescription?: string | null;
                    keywords?: string | null;
                    packUnit?: string | null;
                    packUnitPlural?: string | null;
                    customSearchKeywords?: string[] | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            productNumber?: string;
                            active?: boolean | null;
                            stock?: number | null;
                            price?: number | null;
                            manufacturerId?: string | null;
                            unitId?: string | null;
                            deliveryTimeId?: string | null;
                            categoryId?: string | null;
                            coverId?: string | null;
                            name?: string;
                            description?: string | null;
                            metaTitle?: string | null;
                            metaDescription?: string | null;
                            keywords?: string | null;
                            packUnit?: string | null;
                            packUnitPlural?: string | null;
                            customSearchKeywords?: string[] | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                metaTitle?: string | null;
                                metaDescription?: string | null;
                                keywords?: string | null;
                                packUnit?: string | null;
                                packUnitPlural?: string | null;
                                customSearchKeywords?: string[] | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            productNumber?: string;
                            active?: boolean | null;
                            stock?: number | null;
                            price?: number | null;
                            manufacturerId?: string | null;
                            unitId?: string | null;
                            deliveryTimeId?: string | null;
                            categoryId?: string | null;
                            coverId?: string | null;
                            name?: string;
                            description?: string | null;
                            metaTitle?: string | null;
                            metaDescription?: string | null;
                            keywords?: string | null;
                            packUnit?: string | null;
                            packUnitPlural?: string | null;
                            customSearchKeywords?: string[] | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                metaTitle?: string | null;
                                metaDescription?: string | null;
                                keywords?: string | null;
                                packUnit?: string | null;
                                packUnitPlural?: string | null;
                                customSearchKeywords?: string[] | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listCategory: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            parentId?: string | null;
                            position?: number | null;
                            active?: boolean | null;
                            name?: string;
                            description?: string | null;
                            metaTitle?: string | null;
                            metaDescription?: string | null;
                            keywords?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                metaTitle?: string | null;
                                metaDescription?: string | null;
                                keywords?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    parentId?: string | null;
                    position?: number | null;
                    active?: boolean | null;
                    name?: string;
                    description?: string | null;
                    metaTitle?: string | null;
                    metaDescription?: string | null;
                    keywords?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            parentId?: string | null;
                            position?: number | null;
                            active?: boolean | null;
                            name?: string;
                            description?: string | null;
                            metaTitle?: string | null;
                            metaDescription?: string | null;
                            keywords?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                metaTitle?: string | null;
                                metaDescription?: string | null;
                                keywords?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            parentId?: string | null;
                            position?: number | null;
                            active?: boolean | null;
                            name?: string;
                            description?: string | null;
                            metaTitle?: string | null;
                            metaDescription?: string | null;
                            keywords?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                metaTitle?: string | null;
                                metaDescription?: string | null;
                                keywords?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    parentId?: string | null;
                    position?: number | null;
                    active?: boolean | null;
                    name?: string;
                    description?: string | null;
                    metaTitle?: string | null;
                    metaDescription?: string | null;
                    keywords?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            parentId?: string | null;
                            position?: number | null;
                            active?: boolean | null;
                            name?: string;
                            description?: string | null;
                            metaTitle?: string | null;
                            metaDescription?: string | null;
                            keywords?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                metaTitle?: string | null;
                                metaDescription?: string | null;
                                keywords?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            parentId?: string | null;
                            position?: number | null;
                            active?: boolean | null;
                            name?: string;
                            description?: string | null;
                            metaTitle?: string | null;
                            metaDescription?: string | null;
                            keywords?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                metaTitle?: string | null;
                                metaDescription?: string | null;
                                keywords?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listCmsPage: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            type?: string | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createCmsPage: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    type?: string | null;
                    name?: string;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            type?: string | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readCmsPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            type?: string | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteCmsPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateCmsPage: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    type?: string | null;
                    name?: string;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            type?: string | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchCmsPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            type?: string | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsCmsPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listCmsSlot: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            cmsPageId?: string;
                            slot?: string;
                            type?: string;
                            position?: number | null;
                            config?: {
                                [key: string]: unknown;
                            } | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                config?: {
                                    [key: string]: unknown;
                                } | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createCmsSlot: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    cmsPageId?: string;
                    slot?: string;
                    type?: string;
                    position?: number | null;
                    config?: {
                        [key: string]: unknown;
                    } | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            cmsPageId?: string;
                            slot?: string;
                            type?: string;
                            position?: number | null;
                            config?: {
                                [key: string]: unknown;
                            } | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                config?: {
                                    [key: string]: unknown;
                                } | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readCmsSlot: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            cmsPageId?: string;
                            slot?: string;
                            type?: string;
                            position?: number | null;
                            config?: {
                                [key: string]: unknown;
                            } | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                config?: {
                                    [key: string]: unknown;
                                } | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteCmsSlot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateCmsSlot: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    cmsPageId?: string;
                    slot?: string;
                    type?: string;
                    position?: number | null;
                    config?: {
                        [key: string]: unknown;
                    } | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            cmsPageId?: string;
                            slot?: string;
                            type?: string;
                            position?: number | null;
                            config?: {
                                [key: string]: unknown;
                            } | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                config?: {
                                    [key: string]: unknown;
                                } | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchCmsSlot: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            cmsPageId?: string;
                            slot?: string;
                            type?: string;
                            position?: number | null;
                            config?: {
                                [key: string]: unknown;
                            } | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                config?: {
                                    [key: string]: unknown;
                                } | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsCmsSlot: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listProductManufacturer: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            link?: string | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createProductManufacturer: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    link?: string | null;
                    name?: string;
                    description?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            link?: string | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readProductManufacturer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            link?: string | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteProductManufacturer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateProductManufacturer: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    link?: string | null;
                    name?: string;
                    description?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            link?: string | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchProductManufacturer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            link?: string | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsProductManufacturer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listPropertyGroup: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            /** @enum {string|null} */
                            displayType?: "text" | "color" | "image" | "select" | null;
                            /** @enum {string|null} */
                            sortingType?: "alphanumeric" | "position" | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createPropertyGroup: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    /** @enum {string|null} */
                    displayType?: "text" | "color" | "image" | "select" | null;
                    /** @enum {string|null} */
                    sortingType?: "alphanumeric" | "position" | null;
                    name?: string;
                    description?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            /** @enum {string|null} */
                            displayType?: "text" | "color" | "image" | "select" | null;
                            /** @enum {string|null} */
                            sortingType?: "alphanumeric" | "position" | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readPropertyGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            /** @enum {string|null} */
                            displayType?: "text" | "color" | "image" | "select" | null;
                            /** @enum {string|null} */
                            sortingType?: "alphanumeric" | "position" | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deletePropertyGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updatePropertyGroup: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    /** @enum {string|null} */
                    displayType?: "text" | "color" | "image" | "select" | null;
                    /** @enum {string|null} */
                    sortingType?: "alphanumeric" | "position" | null;
                    name?: string;
                    description?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            /** @enum {string|null} */
                            displayType?: "text" | "color" | "image" | "select" | null;
                            /** @enum {string|null} */
                            sortingType?: "alphanumeric" | "position" | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchPropertyGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            /** @enum {string|null} */
                            displayType?: "text" | "color" | "image" | "select" | null;
                            /** @enum {string|null} */
                            sortingType?: "alphanumeric" | "position" | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsPropertyGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listPropertyGroupOption: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            groupId?: string;
                            position?: number | null;
                            colorHexCode?: string | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createPropertyGroupOption: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    groupId?: string;
                    position?: number | null;
                    colorHexCode?: string | null;
                    name?: string;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            groupId?: string;
                            position?: number | null;
                            colorHexCode?: string | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readPropertyGroupOption: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            groupId?: string;
                            position?: number | null;
                            colorHexCode?: string | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deletePropertyGroupOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updatePropertyGroupOption: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    groupId?: string;
                    position?: number | null;
                    colorHexCode?: string | null;
                    name?: string;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            groupId?: string;
                            position?: number | null;
                            colorHexCode?: string | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchPropertyGroupOption: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            groupId?: string;
                            position?: number | null;
                            colorHexCode?: string | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsPropertyGroupOption: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listUnit: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            name?: string;
                            shortCode?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                shortCode?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createUnit: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    name?: string;
                    shortCode?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            shortCode?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                shortCode?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readUnit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            shortCode?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                shortCode?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateUnit: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    name?: string;
                    shortCode?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            name?: string;
                            shortCode?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                shortCode?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchUnit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            name?: string;
                            shortCode?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                shortCode?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsUnit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listDeliveryTime: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            min?: number | null;
                            max?: number | null;
                            /** @enum {string|null} */
                            unit?: "hour" | "day" | "week" | "month" | "year" | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createDeliveryTime: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    min?: number | null;
                    max?: number | null;
                    /** @enum {string|null} */
                    unit?: "hour" | "day" | "week" | "month" | "year" | null;
                    name?: string;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            min?: number | null;
                            max?: number | null;
                            /** @enum {string|null} */
                            unit?: "hour" | "day" | "week" | "month" | "year" | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readDeliveryTime: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            min?: number | null;
                            max?: number | null;
                            /** @enum {string|null} */
                            unit?: "hour" | "day" | "week" | "month" | "year" | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteDeliveryTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateDeliveryTime: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    min?: number | null;
                    max?: number | null;
                    /** @enum {string|null} */
                    unit?: "hour" | "day" | "week" | "month" | "year" | null;
                    name?: string;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            min?: number | null;
                            max?: number | null;
                            /** @enum {string|null} */
                            unit?: "hour" | "day" | "week" | "month" | "year" | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchDeliveryTime: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            min?: number | null;
                            max?: number | null;
                            /** @enum {string|null} */
                            unit?: "hour" | "day" | "week" | "month" | "year" | null;
                            name?: string;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsDeliveryTime: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listShippingMethod: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            technicalName?: string;
                            active?: boolean | null;
                            position?: number | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createShippingMethod: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    technicalName?: string;
                    active?: boolean | null;
                    position?: number | null;
                    name?: string;
                    description?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            technicalName?: string;
                            active?: boolean | null;
                            position?: number | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readShippingMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            technicalName?: string;
                            active?: boolean | null;
                            position?: number | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteShippingMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateShippingMethod: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    technicalName?: string;
                    active?: boolean | null;
                    position?: number | null;
                    name?: string;
                    description?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            technicalName?: string;
                            active?: boolean | null;
                            position?: number | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchShippingMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            technicalName?: string;
                            active?: boolean | null;
                            position?: number | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsShippingMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listPaymentMethod: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            technicalName?: string;
                            active?: boolean | null;
                            position?: number | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createPaymentMethod: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    technicalName?: string;
                    active?: boolean | null;
                    position?: number | null;
                    name?: string;
                    description?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            technicalName?: string;
                            active?: boolean | null;
                            position?: number | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readPaymentMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            technicalName?: string;
                            active?: boolean | null;
                            position?: number | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deletePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updatePaymentMethod: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    technicalName?: string;
                    active?: boolean | null;
                    position?: number | null;
                    name?: string;
                    description?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            technicalName?: string;
                            active?: boolean | null;
                            position?: number | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchPaymentMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            technicalName?: string;
                            active?: boolean | null;
                            position?: number | null;
                            name?: string;
                            description?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                name?: string;
                                description?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsPaymentMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listMedia: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            fileName?: string;
                            mimeType?: string | null;
                            fileSize?: number | null;
                            title?: string | null;
                            alt?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                title?: string | null;
                                alt?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createMedia: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    fileName?: string;
                    mimeType?: string | null;
                    fileSize?: number | null;
                    title?: string | null;
                    alt?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            fileName?: string;
                            mimeType?: string | null;
                            fileSize?: number | null;
                            title?: string | null;
                            alt?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                title?: string | null;
                                alt?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            fileName?: string;
                            mimeType?: string | null;
                            fileSize?: number | null;
                            title?: string | null;
                            alt?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                title?: string | null;
                                alt?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateMedia: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    fileName?: string;
                    mimeType?: string | null;
                    fileSize?: number | null;
                    title?: string | null;
                    alt?: string | null;
                    customFields?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Translations keyed by language id or locale code, or a list of objects with languageId. */
                    translations?: {
                        [key: string]: Record<string, never>;
                    } | {
                        languageId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            fileName?: string;
                            mimeType?: string | null;
                            fileSize?: number | null;
                            title?: string | null;
                            alt?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                title?: string | null;
                                alt?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            fileName?: string;
                            mimeType?: string | null;
                            fileSize?: number | null;
                            title?: string | null;
                            alt?: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            translations?: {
                                languageId?: string;
                                title?: string | null;
                                alt?: string | null;
                                customFields?: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listExtTranslateJob: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            /** @enum {string|null} */
                            status?: "queued" | "running" | "completed" | "completed_with_errors" | "cancelled" | null;
                            providerId?: string | null;
                            config?: {
                                [key: string]: unknown;
                            } | null;
                            sourceLanguageId?: string | null;
                            targetLanguageIds?: string[] | null;
                            total?: number | null;
                            processed?: number | null;
                            translated?: number | null;
                            skipped?: number | null;
                            failed?: number | null;
                            characters?: number | null;
                            inputTokens?: number | null;
                            outputTokens?: number | null;
                            costAmount?: number | null;
                            costCurrency?: string | null;
                            memoryTexts?: number | null;
                            memoryCharacters?: number | null;
                            placeholderReasks?: number | null;
                            placeholderRepairs?: number | null;
                            message?: string | null;
                            /** @description While healing passes wait for the provider: {providerId, reason, fields, retryAt}; else null (docs/jobs.md, "Healing"). */
                            waiting?: {
                                [key: string]: unknown;
                            } | null;
                            createdBy?: string | null;
                            /** Format: date-time */
                            startedAt?: string | null;
                            /** Format: date-time */
                            finishedAt?: string | null;
                            /** Format: date-time */
                            revertedAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readExtTranslateJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            /** @enum {string|null} */
                            status?: "queued" | "running" | "completed" | "completed_with_errors" | "cancelled" | null;
                            providerId?: string | null;
                            config?: {
                                [key: string]: unknown;
                            } | null;
                            sourceLanguageId?: string | null;
                            targetLanguageIds?: string[] | null;
                            total?: number | null;
                            processed?: number | null;
                            translated?: number | null;
                            skipped?: number | null;
                            failed?: number | null;
                            characters?: number | null;
                            inputTokens?: number | null;
                            outputTokens?: number | null;
                            costAmount?: number | null;
                            costCurrency?: string | null;
                            memoryTexts?: number | null;
                            memoryCharacters?: number | null;
                            placeholderReasks?: number | null;
                            placeholderRepairs?: number | null;
                            message?: string | null;
                            /** @description While healing passes wait for the provider: {providerId, reason, fields, retryAt}; else null (docs/jobs.md, "Healing"). */
                            waiting?: {
                                [key: string]: unknown;
                            } | null;
                            createdBy?: string | null;
                            /** Format: date-time */
                            startedAt?: string | null;
                            /** Format: date-time */
                            finishedAt?: string | null;
                            /** Format: date-time */
                            revertedAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteExtTranslateJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateExtTranslateJob: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            /** @enum {string|null} */
                            status?: "queued" | "running" | "completed" | "completed_with_errors" | "cancelled" | null;
                            providerId?: string | null;
                            config?: {
                                [key: string]: unknown;
                            } | null;
                            sourceLanguageId?: string | null;
                            targetLanguageIds?: string[] | null;
                            total?: number | null;
                            processed?: number | null;
                            translated?: number | null;
                            skipped?: number | null;
                            failed?: number | null;
                            characters?: number | null;
                            inputTokens?: number | null;
                            outputTokens?: number | null;
                            costAmount?: number | null;
                            costCurrency?: string | null;
                            memoryTexts?: number | null;
                            memoryCharacters?: number | null;
                            placeholderReasks?: number | null;
                            placeholderRepairs?: number | null;
                            message?: string | null;
                            /** @description While healing passes wait for the provider: {providerId, reason, fields, retryAt}; else null (docs/jobs.md, "Healing"). */
                            waiting?: {
                                [key: string]: unknown;
                            } | null;
                            createdBy?: string | null;
                            /** Format: date-time */
                            startedAt?: string | null;
                            /** Format: date-time */
                            finishedAt?: string | null;
                            /** Format: date-time */
                            revertedAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchExtTranslateJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            /** @enum {string|null} */
                            status?: "queued" | "running" | "completed" | "completed_with_errors" | "cancelled" | null;
                            providerId?: string | null;
                            config?: {
                                [key: string]: unknown;
                            } | null;
                            sourceLanguageId?: string | null;
                            targetLanguageIds?: string[] | null;
                            total?: number | null;
                            processed?: number | null;
                            translated?: number | null;
                            skipped?: number | null;
                            failed?: number | null;
                            characters?: number | null;
                            inputTokens?: number | null;
                            outputTokens?: number | null;
                            costAmount?: number | null;
                            costCurrency?: string | null;
                            memoryTexts?: number | null;
                            memoryCharacters?: number | null;
                            placeholderReasks?: number | null;
                            placeholderRepairs?: number | null;
                            message?: string | null;
                            /** @description While healing passes wait for the provider: {providerId, reason, fields, retryAt}; else null (docs/jobs.md, "Healing"). */
                            waiting?: {
                                [key: string]: unknown;
                            } | null;
                            createdBy?: string | null;
                            /** Format: date-time */
                            startedAt?: string | null;
                            /** Format: date-time */
                            finishedAt?: string | null;
                            /** Format: date-time */
                            revertedAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsExtTranslateJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listExtTranslateJobError: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            jobId?: string | null;
                            entity?: string | null;
                            recordId?: string | null;
                            languageId?: string | null;
                            field?: string | null;
                            message?: string | null;
                            code?: number | null;
                            /**
                             * Format: date-time
                             * @description Set when a healing pass or a retry resolved the error; the row is kept and no longer counted.
                             */
                            resolvedAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readExtTranslateJobError: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            jobId?: string | null;
                            entity?: string | null;
                            recordId?: string | null;
                            languageId?: string | null;
                            field?: string | null;
                            message?: string | null;
                            code?: number | null;
                            /**
                             * Format: date-time
                             * @description Set when a healing pass or a retry resolved the error; the row is kept and no longer counted.
                             */
                            resolvedAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchExtTranslateJobError: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            jobId?: string | null;
                            entity?: string | null;
                            recordId?: string | null;
                            languageId?: string | null;
                            field?: string | null;
                            message?: string | null;
                            code?: number | null;
                            /**
                             * Format: date-time
                             * @description Set when a healing pass or a retry resolved the error; the row is kept and no longer counted.
                             */
                            resolvedAt?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsExtTranslateJobError: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listExtTranslateGlossary: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            term?: string;
                            /** @enum {string|null} */
                            mode?: "keep" | "replace" | null;
                            caseSensitive?: boolean | null;
                            /** @description Locale code -> forced translation, or null meaning never translate the term. */
                            translations?: {
                                [key: string]: unknown;
                            } | null;
                            active?: boolean | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    createExtTranslateGlossary: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    term?: string;
                    /** @enum {string|null} */
                    mode?: "keep" | "replace" | null;
                    caseSensitive?: boolean | null;
                    /** @description Locale code -> forced translation, or null meaning never translate the term. */
                    translations?: {
                        [key: string]: unknown;
                    } | null;
                    active?: boolean | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            term?: string;
                            /** @enum {string|null} */
                            mode?: "keep" | "replace" | null;
                            caseSensitive?: boolean | null;
                            /** @description Locale code -> forced translation, or null meaning never translate the term. */
                            translations?: {
                                [key: string]: unknown;
                            } | null;
                            active?: boolean | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readExtTranslateGlossary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            term?: string;
                            /** @enum {string|null} */
                            mode?: "keep" | "replace" | null;
                            caseSensitive?: boolean | null;
                            /** @description Locale code -> forced translation, or null meaning never translate the term. */
                            translations?: {
                                [key: string]: unknown;
                            } | null;
                            active?: boolean | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    deleteExtTranslateGlossary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateExtTranslateGlossary: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    term?: string;
                    /** @enum {string|null} */
                    mode?: "keep" | "replace" | null;
                    caseSensitive?: boolean | null;
                    /** @description Locale code -> forced translation, or null meaning never translate the term. */
                    translations?: {
                        [key: string]: unknown;
                    } | null;
                    active?: boolean | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            term?: string;
                            /** @enum {string|null} */
                            mode?: "keep" | "replace" | null;
                            caseSensitive?: boolean | null;
                            /** @description Locale code -> forced translation, or null meaning never translate the term. */
                            translations?: {
                                [key: string]: unknown;
                            } | null;
                            active?: boolean | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchExtTranslateGlossary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            term?: string;
                            /** @enum {string|null} */
                            mode?: "keep" | "replace" | null;
                            caseSensitive?: boolean | null;
                            /** @description Locale code -> forced translation, or null meaning never translate the term. */
                            translations?: {
                                [key: string]: unknown;
                            } | null;
                            active?: boolean | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsExtTranslateGlossary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listExtTranslateUsage: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            period?: string | null;
                            providerId?: string | null;
                            characters?: number | null;
                            inputTokens?: number | null;
                            outputTokens?: number | null;
                            requests?: number | null;
                            costAmount?: number | null;
                            costCurrency?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readExtTranslateUsage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            period?: string | null;
                            providerId?: string | null;
                            characters?: number | null;
                            inputTokens?: number | null;
                            outputTokens?: number | null;
                            requests?: number | null;
                            costAmount?: number | null;
                            costCurrency?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchExtTranslateUsage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            period?: string | null;
                            providerId?: string | null;
                            characters?: number | null;
                            inputTokens?: number | null;
                            outputTokens?: number | null;
                            requests?: number | null;
                            costAmount?: number | null;
                            costCurrency?: string | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsExtTranslateUsage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listExtTranslateHistory: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Comma-separated fields, `-` for descending: e.g. name,-createdAt */
                sort?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            jobId?: string | null;
                            entity?: string | null;
                            recordId?: string | null;
                            languageId?: string | null;
                            field?: string | null;
                            previousValue?: string | null;
                            newValue?: string | null;
                            sourceHash?: string | null;
                            /** @description The provider that translated the written value (a fallback may take over from the routed one). */
                            providerId?: string | null;
                            /** @enum {string|null} */
                            state?: "applied" | "reverted" | "superseded" | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readExtTranslateHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            jobId?: string | null;
                            entity?: string | null;
                            recordId?: string | null;
                            languageId?: string | null;
                            field?: string | null;
                            previousValue?: string | null;
                            newValue?: string | null;
                            sourceHash?: string | null;
                            /** @description The provider that translated the written value (a fallback may take over from the routed one). */
                            providerId?: string | null;
                            /** @enum {string|null} */
                            state?: "applied" | "reverted" | "superseded" | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    updateExtTranslateHistory: {
        parameters: {
            query?: {
                /** @description `detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored. */
                _response?: string;
            };
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path: {
                /** @description 32 hex characters or a dashed UUID, any case. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional on create: 32 hex characters or a dashed UUID. */
                    id?: string;
                    /** @enum {string|null} */
                    state?: "applied" | "reverted" | "superseded" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            id?: string | null;
                            jobId?: string | null;
                            entity?: string | null;
                            recordId?: string | null;
                            languageId?: string | null;
                            field?: string | null;
                            previousValue?: string | null;
                            newValue?: string | null;
                            sourceHash?: string | null;
                            /** @description The provider that translated the written value (a fallback may take over from the routed one). */
                            providerId?: string | null;
                            /** @enum {string|null} */
                            state?: "applied" | "reverted" | "superseded" | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchExtTranslateHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: ({
                            id?: string | null;
                            jobId?: string | null;
                            entity?: string | null;
                            recordId?: string | null;
                            languageId?: string | null;
                            field?: string | null;
                            previousValue?: string | null;
                            newValue?: string | null;
                            sourceHash?: string | null;
                            /** @description The provider that translated the written value (a fallback may take over from the routed one). */
                            providerId?: string | null;
                            /** @enum {string|null} */
                            state?: "applied" | "reverted" | "superseded" | null;
                            /** Format: date-time */
                            createdAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    searchIdsExtTranslateHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: ({
                        /** @enum {string} */
                        type: "equals" | "equalsAny" | "contains" | "prefix" | "suffix" | "range" | "multi" | "not";
                        field?: string;
                        /** @description The value to compare (equalsAny: a list, or a string split at `|`). */
                        value?: unknown;
                        /** @description range: gt, gte, lt, lte */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        /** @description `and` (default) or `or`, any case */
                        operator?: string;
                        queries?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    sort?: {
                        field?: string;
                        /** @enum {string} */
                        order?: "ASC" | "DESC";
                    }[];
                    /** @default 25 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    associations?: {
                        [key: string]: Record<string, never>;
                    };
                    /** @description Words that must each occur (case-insensitively) in one of the entity's text fields; translated fields in the context language. */
                    term?: string;
                    /** @description Entity name -> the fields its records keep in the answer (associated records by their own entity name). */
                    includes?: {
                        [key: string]: string[];
                    };
                    /** @description How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more. */
                    "total-count-mode"?: (0 | 1 | 2) | ("none" | "exact" | "next-pages");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        data?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    sync: {
        parameters: {
            query?: never;
            header?: {
                /** @description The context language of top-level translated fields. */
                "sw-language-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "upsert" | "delete";
                    /** @description The entity name, e.g. `product`. */
                    entity: string;
                    /** @description upsert: records as the entity API writes them (with an `id`, an existing record is updated); delete: `{id}` objects. */
                    payload: {
                        [key: string]: unknown;
                    }[];
                }[] | {
                    [key: string]: {
                        /** @enum {string} */
                        action: "upsert" | "delete";
                        /** @description The entity name, e.g. `product`. */
                        entity: string;
                        /** @description upsert: records as the entity API writes them (with an `id`, an existing record is updated); delete: `{id}` objects. */
                        payload: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Per operation (by its key, or its index in a list): the ids written or deleted, in payload order. */
                        data: {
                            [key: string]: {
                                entity: string;
                                action: string;
                                ids: string[];
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    connectStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** Format: password */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connected: boolean;
                        email: string | null;
                        /** Format: date-time */
                        connectedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    disconnectStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    readStoreConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connected: boolean;
                        email: string | null;
                        /** Format: date-time */
                        connectedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
        };
    };
    listProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        providers: {
                            id: string;
                            label: string;
                            configured: boolean;
                            models: {
                                id: string;
                                name: string;
                                /** @enum {string|null} */
                                tier: "flagship" | "quality" | "balanced" | "budget" | "legacy" | null;
                                /** @description Per million tokens. */
                                pricing: {
                                    input: number;
                                    output: number;
                                    currency: string;
                                } | null;
                                /** @enum {string} */
                                source: "curated" | "live";
                            }[];
                            supports: {
                                html: boolean;
                                formality: boolean;
                                tone: boolean;
                                glossary: boolean;
                            };
                            viaSubscription: boolean;
                            /** @description What the optional provider capabilities (docs/architecture.md) give a client to know. Beside the spec's fields. */
                            capabilities: {
                                /** @description Takes an API key of its own (`ExtTranslate.config.<id>ApiKey`); false for an offline engine and for the provider paid through the subscription. */
                                usesKey: boolean;
                                /** @description Lists the vendor's live models (GET, POST /provider/{providerId}/models). */
                                liveModels: boolean;
                                /** @description The job's `options.serviceTier` reaches it (metered by tier, in credits). */
                                serviceTier: boolean;
                            };
                        }[];
                    };
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    listProviderModels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A provider id from GET /providers. */
                providerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        models: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            tier: "flagship" | "quality" | "balanced" | "budget" | "legacy" | null;
                            /** @description Per million tokens. */
                            pricing: {
                                input: number;
                                output: number;
                                currency: string;
                            } | null;
                            /** @enum {string} */
                            source: "curated" | "live";
                        }[];
                        /** @enum {string} */
                        source: "live" | "curated";
                    };
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    listProviderModelsWithKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A provider id from GET /providers. */
                providerId: string;
            };
            cookie?: never;
        };
        /** @description Optional. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A key entered but not saved; blank (or not a string) counts as none. */
                    apiKey?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        models: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            tier: "flagship" | "quality" | "balanced" | "budget" | "legacy" | null;
                            /** @description Per million tokens. */
                            pricing: {
                                input: number;
                                output: number;
                                currency: string;
                            } | null;
                            /** @enum {string} */
                            source: "curated" | "live";
                        }[];
                        /** @enum {string} */
                        source: "live" | "curated";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    testProviderCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A provider id from GET /providers. */
                providerId: string;
            };
            cookie?: never;
        };
        /** @description Optional. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A key entered but not saved; blank (or not a string) counts as none. */
                    apiKey?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                        message: string;
                        quota: {
                            used: number;
                            limit: number | null;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    previewTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A provider id from GET /providers. */
                    providerId: string;
                    /** @description The sample text; not blank. */
                    text: string;
                    /** @description A language id (UUID). */
                    sourceLanguageId: string;
                    /** @description A language id (UUID). */
                    targetLanguageId: string;
                    /** @description Only `formal` and `informal` are honoured; any other value is unset. */
                    tone?: string;
                    /** @description Extra instructions for LLM providers. */
                    customPrompt?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        translation: string;
                        characters: number;
                        cost: {
                            amount: number;
                            /** @description ISO 4217, such as USD. */
                            currency: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    estimateRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    config: components["schemas"]["JobConfig"];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Records the run would process. */
                        items: number;
                        /** @description Characters the run would send. */
                        characters: number;
                        /** @description false when at least one entity could only be extrapolated. */
                        exact: boolean;
                        cost: {
                            amount: number;
                            /** @description ISO 4217, such as USD. */
                            currency: string;
                        };
                        /** @description The managed provider only. */
                        credits: number | null;
                        /** @description The managed provider only. */
                        serviceTier: string | null;
                        /** @description Credit multiplier of the resolved tier. */
                        multiplier: number | null;
                        /** @description Snapshot of the managed quota. */
                        quota: {
                            [key: string]: unknown;
                        } | null;
                        warnings: {
                            /** @enum {string} */
                            code: "unknown_provider" | "provider_not_configured" | "target_language_missing" | "source_equals_target" | "locale_unmappable" | "mt_secondary_english_collapse" | "entity_unsupported" | "estimate_failed" | "snippet_source_set_missing" | "snippet_target_set_missing" | "managed_quota_exceeded" | "budget_exceeded";
                            params: {
                                [key: string]: unknown;
                            };
                            message: string;
                        }[];
                        /** @description Texts the translation memory holds (and their characters): the run takes them from there, so they are not in `characters` nor in the cost. Beside the spec's fields. */
                        fromMemory: {
                            texts: number;
                            characters: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    config: components["schemas"]["JobConfig"];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    cancelJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job id; any case, with or without dashes.
                 * @example 0190a1b2c3d4e5f60718293a4b5c6d7e
                 */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "queued" | "running" | "completed" | "completed_with_errors" | "cancelled";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    retryJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job id; any case, with or without dashes.
                 * @example 0190a1b2c3d4e5f60718293a4b5c6d7e
                 */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        retried: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    jobErrors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job id; any case, with or without dashes.
                 * @example 0190a1b2c3d4e5f60718293a4b5c6d7e
                 */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: {
                            /** @description The provider's user-safe message. */
                            message: string;
                            /** @description The HTTP status the provider failed with; 0 for the engine's own errors. */
                            code: number;
                            /** @description Records (per target language) with this error. */
                            records: number;
                            /** @description Error rows with this error. */
                            fields: number;
                            /**
                             * @description `settings`: fixed in the provider settings (a rejected key, a spent quota).
                             * @enum {string|null}
                             */
                            action: "settings" | null;
                            /** @description The first 10 records of the group. */
                            examples: {
                                entity: string;
                                entityLabel: string;
                                recordId: string;
                                /** @description The record's name in its source language; null when it is gone. */
                                name: string | null;
                                languageId: string | null;
                                field: string | null;
                            }[];
                        }[];
                        /** @description Who translated the written fields, most first. */
                        translatedBy: {
                            providerId: string;
                            fields: number;
                            /** @description true when it took over from the routed provider (fallbackProviderIds). */
                            fallback: boolean;
                        }[];
                        /** @description Records with open errors of which the job wrote other fields; the retry leaves them out, POST /job/{jobId}/complete takes them. */
                        partlyTranslated: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    completePartlyTranslated: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job id; any case, with or without dashes.
                 * @example 0190a1b2c3d4e5f60718293a4b5c6d7e
                 */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobId: string;
                        records: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    revertJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job id; any case, with or without dashes.
                 * @example 0190a1b2c3d4e5f60718293a4b5c6d7e
                 */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: boolean;
                        items: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    readRouting: {
        parameters: {
            query?: {
                /**
                 * @description The run's own source language; absent: each target's source comes from the settings.
                 * @example 0190a1b2c3d4e5f60718293a4b5c6d7e
                 */
                sourceLanguageId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The run's source asked for, or null. */
                        sourceLanguageId: string | null;
                        /** @description What a run without a source of its own translates from: the `sourceLanguageId` setting, else the system language. */
                        defaultSourceLanguageId: string;
                        /** @description The system default language: the source when the setting is empty. */
                        systemLanguageId: string;
                        /** @description The `defaultProvider` setting, else the fallback. */
                        defaultProviderId: string;
                        /** @description The end of the chain: `mt_primary`. */
                        fallbackProviderId: string;
                        /** @description Every language as a target, by id. */
                        targets: {
                            languageId: string;
                            /** @description The provider a run without a `providerId` of its own uses for this target. */
                            providerId: string;
                            /**
                             * @description The `languageProviderMap` entry, the `defaultProvider` setting, or `mt_primary`.
                             * @enum {string}
                             */
                            providerOrigin: "map" | "default" | "fallback";
                            /** @description The language it is translated from; null when none remains (a run skips it as `source_equals_target`). */
                            sourceLanguageId: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    revertHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        done: number;
                        skipped: {
                            id: string;
                            /** @enum {string} */
                            reason: "not_found" | "state_mismatch" | "value_changed";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    reapplyHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        done: number;
                        skipped: {
                            id: string;
                            /** @enum {string} */
                            reason: "not_found" | "state_mismatch" | "value_changed";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is larger than the limit (10 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    listTranslatableEntities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entities: {
                            name: string;
                            label: string;
                            total: number;
                            fields: {
                                property: string;
                                /** @enum {string} */
                                type: "text" | "html" | "custom_fields" | "string_list" | "structure";
                                /** @description 0 for JSON-stored fields */
                                maxLength: number;
                            }[];
                            /** @description The property history rows and job errors name a record by (`recordId`): `id`, or `translationKey` for snippets. A selection's `ids` are always record ids. Beside the spec's fields. */
                            recordKey: string;
                            /** @description Null when a record holds its translations for every language. Otherwise a language's records are those of the first set (by name, then id) whose locale is the language's: snippets. Beside the spec's fields. */
                            languageSet: {
                                /** @description The entity of the sets, such as `snippet_set`. */
                                entity: string;
                                /** @description The property of a record naming its set, such as `setId`. */
                                field: string;
                                /** @description The property of a set holding its locale code, such as `iso`. */
                                localeField: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    readCoverage: {
        parameters: {
            query?: {
                /** @description language UUIDs or locale codes (de-DE); default every non-system language, sorted by name (comma-separated; may be repeated) */
                languageIds?: string | string[];
                /** @description entity names; default product,category,cms_page,snippet (comma-separated; may be repeated) */
                entities?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            entity: string;
                            languageId: string;
                            total: number;
                            translated: number;
                            percent: number;
                            /** @description Of the translated records, those with a field that is still what the service wrote while its source (the language a default job translates from) has changed since. A default job refreshes them. */
                            outdated: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    readUsage: {
        parameters: {
            query?: {
                /** @description clamped to 1..36; not a number: 6 */
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        months: {
                            period: string;
                            providers: {
                                [key: string]: {
                                    characters: number;
                                    inputTokens: number;
                                    outputTokens: number;
                                    requests: number;
                                    cost: {
                                        amount: number;
                                        /** @description ISO 4217, such as USD. */
                                        currency: string;
                                    };
                                };
                            };
                        }[];
                        /** @description ExtTranslate.config.monthlyBudgets by provider id (docs/operations.md, "Budgets") */
                        budgets: {
                            [key: string]: {
                                characters?: number;
                                /** @description in the provider's cost currency */
                                amount?: number;
                                /** @description the current month's usage has reached a cap: the provider takes no more calls this month */
                                reached: boolean;
                            };
                        };
                    };
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    importGlossary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The CSV text; header `term;mode;caseSensitive;<localeCode>;...`. A UTF-8 BOM is removed. */
                    csv: string;
                    /**
                     * @description One character.
                     * @default ;
                     */
                    delimiter?: string | null;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imported: number;
                        created: number;
                        updated: number;
                        skipped: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    exportGlossary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The glossary file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    readSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available: boolean;
                        active: boolean;
                        /** @enum {string} */
                        state: "active" | "available" | "expired" | "disconnected";
                        /**
                         * @description The active plan, else the last expired one, else the entry plan.
                         * @enum {string}
                         */
                        plan: "enterprise" | "scale" | "growth" | "starter";
                        identifier: string;
                        plans: {
                            plan: string;
                            identifier: string;
                            credits: number;
                        }[];
                        quota: {
                            plan: string;
                            /** @description YYYY-MM (UTC) */
                            period: string;
                            limit: number;
                            used: number;
                            remaining: number;
                        } | null;
                        /** @description False when the gateway was asked for the quota and did not answer usably. */
                        reachable: boolean;
                    };
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    refreshSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available: boolean;
                        active: boolean;
                        /** @enum {string} */
                        state: "active" | "available" | "expired" | "disconnected";
                        /**
                         * @description The active plan, else the last expired one, else the entry plan.
                         * @enum {string}
                         */
                        plan: "enterprise" | "scale" | "growth" | "starter";
                        identifier: string;
                        plans: {
                            plan: string;
                            identifier: string;
                            credits: number;
                        }[];
                        quota: {
                            plan: string;
                            /** @description YYYY-MM (UTC) */
                            period: string;
                            limit: number;
                            used: number;
                            remaining: number;
                        } | null;
                        /** @description False when the gateway was asked for the quota and did not answer usably. */
                        reachable: boolean;
                    };
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            code: string;
                            detail: string;
                        }[];
                    };
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            code: string;
                            detail: string;
                        }[];
                    };
                };
            };
        };
    };
    readTranslationMemory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The `translationMemory` setting (default true). */
                        enabled: boolean;
                        /** @description Remembered translations. */
                        entries: number;
                    };
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    clearTranslationMemory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Entries removed. */
                        deleted: number;
                    };
                };
            };
            /** @description No valid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The token lacks the privilege the route needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorsAnswer"];
                };
            };
            /** @description The request line and headers (the URL with its query included) are larger than 16 KiB. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsApiCustomFieldGetResponses200ContentApplicationJsonDataTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/custom-field"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["type"]> = ["text", "html", "int", "float", "bool", "select", "json"];
export const pathsApiCustomFieldPostResponses200ContentApplicationJsonDataTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/custom-field"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["type"]> = ["text", "html", "int", "float", "bool", "select", "json"];
export const pathsApiCustomFieldIdGetResponses200ContentApplicationJsonDataTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/custom-field/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["type"]> = ["text", "html", "int", "float", "bool", "select", "json"];
export const pathsApiCustomFieldIdPatchResponses200ContentApplicationJsonDataTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/custom-field/{id}"]["patch"]["responses"]["200"]["content"]["application/json"]["data"]["type"]> = ["text", "html", "int", "float", "bool", "select", "json"];
export const pathsApiSearchCustomFieldPostResponses200ContentApplicationJsonDataTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/search/custom-field"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["type"]> = ["text", "html", "int", "float", "bool", "select", "json"];
export const pathsApiPropertyGroupGetResponses200ContentApplicationJsonDataDisplayTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/property-group"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["displayType"]> = ["text", "color", "image", "select"];
export const pathsApiPropertyGroupGetResponses200ContentApplicationJsonDataSortingTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/property-group"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["sortingType"]> = ["alphanumeric", "position"];
export const pathsApiPropertyGroupPostResponses200ContentApplicationJsonDataDisplayTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/property-group"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["displayType"]> = ["text", "color", "image", "select"];
export const pathsApiPropertyGroupPostResponses200ContentApplicationJsonDataSortingTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/property-group"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["sortingType"]> = ["alphanumeric", "position"];
export const pathsApiPropertyGroupIdGetResponses200ContentApplicationJsonDataDisplayTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/property-group/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["displayType"]> = ["text", "color", "image", "select"];
export const pathsApiPropertyGroupIdGetResponses200ContentApplicationJsonDataSortingTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/property-group/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["sortingType"]> = ["alphanumeric", "position"];
export const pathsApiPropertyGroupIdPatchResponses200ContentApplicationJsonDataDisplayTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/property-group/{id}"]["patch"]["responses"]["200"]["content"]["application/json"]["data"]["displayType"]> = ["text", "color", "image", "select"];
export const pathsApiPropertyGroupIdPatchResponses200ContentApplicationJsonDataSortingTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/property-group/{id}"]["patch"]["responses"]["200"]["content"]["application/json"]["data"]["sortingType"]> = ["alphanumeric", "position"];
export const pathsApiSearchPropertyGroupPostResponses200ContentApplicationJsonDataDisplayTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/search/property-group"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["displayType"]> = ["text", "color", "image", "select"];
export const pathsApiSearchPropertyGroupPostResponses200ContentApplicationJsonDataSortingTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/search/property-group"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["sortingType"]> = ["alphanumeric", "position"];
export const pathsApiDeliveryTimeGetResponses200ContentApplicationJsonDataUnitValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-time"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["unit"]> = ["hour", "day", "week", "month", "year"];
export const pathsApiDeliveryTimePostResponses200ContentApplicationJsonDataUnitValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-time"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["unit"]> = ["hour", "day", "week", "month", "year"];
export const pathsApiDeliveryTimeIdGetResponses200ContentApplicationJsonDataUnitValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-time/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["unit"]> = ["hour", "day", "week", "month", "year"];
export const pathsApiDeliveryTimeIdPatchResponses200ContentApplicationJsonDataUnitValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-time/{id}"]["patch"]["responses"]["200"]["content"]["application/json"]["data"]["unit"]> = ["hour", "day", "week", "month", "year"];
export const pathsApiSearchDeliveryTimePostResponses200ContentApplicationJsonDataUnitValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/search/delivery-time"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["unit"]> = ["hour", "day", "week", "month", "year"];
export const pathsApiExtTranslateJobGetResponses200ContentApplicationJsonDataStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ext-translate-job"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["status"]> = ["queued", "running", "completed", "completed_with_errors", "cancelled"];
export const pathsApiExtTranslateJobIdGetResponses200ContentApplicationJsonDataStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ext-translate-job/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["status"]> = ["queued", "running", "completed", "completed_with_errors", "cancelled"];
export const pathsApiExtTranslateJobIdPatchResponses200ContentApplicationJsonDataStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ext-translate-job/{id}"]["patch"]["responses"]["200"]["content"]["application/json"]["data"]["status"]> = ["queued", "running", "completed", "completed_with_errors", "cancelled"];
export const pathsApiSearchExtTranslateJobPostResponses200ContentApplicationJsonDataStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/search/ext-translate-job"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["status"]> = ["queued", "running", "completed", "completed_with_errors", "cancelled"];
export const pathsApiExtTranslateGlossaryGetResponses200ContentApplicationJsonDataModeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ext-translate-glossary"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["mode"]> = ["keep", "replace"];
export const pathsApiExtTranslateGlossaryPostResponses200ContentApplicationJsonDataModeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ext-translate-glossary"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["mode"]> = ["keep", "replace"];
export const pathsApiExtTranslateGlossaryIdGetResponses200ContentApplicationJsonDataModeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ext-translate-glossary/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["mode"]> = ["keep", "replace"];
export const pathsApiExtTranslateGlossaryIdPatchResponses200ContentApplicationJsonDataModeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ext-translate-glossary/{id}"]["patch"]["responses"]["200"]["content"]["application/json"]["data"]["mode"]> = ["keep", "replace"];
export const pathsApiSearchExtTranslateGlossaryPostResponses200ContentApplicationJsonDataModeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/search/ext-translate-glossary"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["mode"]> = ["keep", "replace"];
export const pathsApiExtTranslateHistoryGetResponses200ContentApplicationJsonDataStateValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ext-translate-history"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["state"]> = ["applied", "reverted", "superseded"];
export const pathsApiExtTranslateHistoryIdGetResponses200ContentApplicationJsonDataStateValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ext-translate-history/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"]["state"]> = ["applied", "reverted", "superseded"];
export const pathsApiExtTranslateHistoryIdPatchResponses200ContentApplicationJsonDataStateValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ext-translate-history/{id}"]["patch"]["responses"]["200"]["content"]["application/json"]["data"]["state"]> = ["applied", "reverted", "superseded"];
export const pathsApiSearchExtTranslateHistoryPostResponses200ContentApplicationJsonDataStateValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/search/ext-translate-history"]["post"]["responses"]["200"]["content"]["application/json"]["data"]["state"]> = ["applied", "reverted", "superseded"];
export const pathsApi_actionExtTranslateProvidersGetResponses200ContentApplicationJsonProvidersModelsTierValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/providers"]["get"]["responses"]["200"]["content"]["application/json"]["providers"]["models"]["tier"]> = ["flagship", "quality", "balanced", "budget", "legacy"];
export const pathsApi_actionExtTranslateProvidersGetResponses200ContentApplicationJsonProvidersModelsSourceValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/providers"]["get"]["responses"]["200"]["content"]["application/json"]["providers"]["models"]["source"]> = ["curated", "live"];
export const pathsApi_actionExtTranslateProviderProviderIdModelsGetResponses200ContentApplicationJsonModelsTierValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/provider/{providerId}/models"]["get"]["responses"]["200"]["content"]["application/json"]["models"]["tier"]> = ["flagship", "quality", "balanced", "budget", "legacy"];
export const pathsApi_actionExtTranslateProviderProviderIdModelsGetResponses200ContentApplicationJsonModelsSourceValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/provider/{providerId}/models"]["get"]["responses"]["200"]["content"]["application/json"]["models"]["source"]> = ["curated", "live"];
export const pathsApi_actionExtTranslateProviderProviderIdModelsGetResponses200ContentApplicationJsonSourceValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/provider/{providerId}/models"]["get"]["responses"]["200"]["content"]["application/json"]["source"]> = ["live", "curated"];
export const pathsApi_actionExtTranslateProviderProviderIdModelsPostResponses200ContentApplicationJsonModelsTierValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/provider/{providerId}/models"]["post"]["responses"]["200"]["content"]["application/json"]["models"]["tier"]> = ["flagship", "quality", "balanced", "budget", "legacy"];
export const pathsApi_actionExtTranslateProviderProviderIdModelsPostResponses200ContentApplicationJsonModelsSourceValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/provider/{providerId}/models"]["post"]["responses"]["200"]["content"]["application/json"]["models"]["source"]> = ["curated", "live"];
export const pathsApi_actionExtTranslateProviderProviderIdModelsPostResponses200ContentApplicationJsonSourceValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/provider/{providerId}/models"]["post"]["responses"]["200"]["content"]["application/json"]["source"]> = ["live", "curated"];
export const pathsApi_actionExtTranslateEstimatePostResponses200ContentApplicationJsonWarningsCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/estimate"]["post"]["responses"]["200"]["content"]["application/json"]["warnings"]["code"]> = ["unknown_provider", "provider_not_configured", "target_language_missing", "source_equals_target", "locale_unmappable", "mt_secondary_english_collapse", "entity_unsupported", "estimate_failed", "snippet_source_set_missing", "snippet_target_set_missing", "managed_quota_exceeded", "budget_exceeded"];
export const pathsApi_actionExtTranslateJobJobIdCancelPostResponses200ContentApplicationJsonStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/job/{jobId}/cancel"]["post"]["responses"]["200"]["content"]["application/json"]["status"]> = ["queued", "running", "completed", "completed_with_errors", "cancelled"];
export const pathsApi_actionExtTranslateJobJobIdErrorsGetResponses200ContentApplicationJsonGroupsActionValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/job/{jobId}/errors"]["get"]["responses"]["200"]["content"]["application/json"]["groups"]["action"]> = ["settings"];
export const pathsApi_actionExtTranslateRoutingGetResponses200ContentApplicationJsonTargetsProviderOriginValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/routing"]["get"]["responses"]["200"]["content"]["application/json"]["targets"]["providerOrigin"]> = ["map", "default", "fallback"];
export const pathsApi_actionExtTranslateHistoryRevertPostResponses200ContentApplicationJsonSkippedReasonValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/history/revert"]["post"]["responses"]["200"]["content"]["application/json"]["skipped"]["reason"]> = ["not_found", "state_mismatch", "value_changed"];
export const pathsApi_actionExtTranslateHistoryReapplyPostResponses200ContentApplicationJsonSkippedReasonValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/history/reapply"]["post"]["responses"]["200"]["content"]["application/json"]["skipped"]["reason"]> = ["not_found", "state_mismatch", "value_changed"];
export const pathsApi_actionExtTranslateEntitiesGetResponses200ContentApplicationJsonEntitiesFieldsTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/entities"]["get"]["responses"]["200"]["content"]["application/json"]["entities"]["fields"]["type"]> = ["text", "html", "custom_fields", "string_list", "structure"];
export const pathsApi_actionExtTranslateSubscriptionGetResponses200ContentApplicationJsonStateValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/subscription"]["get"]["responses"]["200"]["content"]["application/json"]["state"]> = ["active", "available", "expired", "disconnected"];
export const pathsApi_actionExtTranslateSubscriptionGetResponses200ContentApplicationJsonPlanValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/subscription"]["get"]["responses"]["200"]["content"]["application/json"]["plan"]> = ["enterprise", "scale", "growth", "starter"];
export const pathsApi_actionExtTranslateSubscriptionRefreshPostResponses200ContentApplicationJsonStateValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/subscription/refresh"]["post"]["responses"]["200"]["content"]["application/json"]["state"]> = ["active", "available", "expired", "disconnected"];
export const pathsApi_actionExtTranslateSubscriptionRefreshPostResponses200ContentApplicationJsonPlanValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/_action/ext-translate/subscription/refresh"]["post"]["responses"]["200"]["content"]["application/json"]["plan"]> = ["enterprise", "scale", "growth", "starter"];
export const jobConfigEntitiesAnyOf0ScopeValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["JobConfig"]["entities"], {
    scope: unknown;
}>["scope"]> = ["all", "missing", "selection"];
export const jobConfigOptionsModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["JobConfig"]["options"]["mode"]> = ["all", "missing"];
export const jobConfigOptionsToneValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["JobConfig"]["options"]["tone"]> = ["default", "formal", "informal"];
export const jobConfigOptionsServiceTierValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["JobConfig"]["options"]["serviceTier"]> = ["speed", "balanced", "quality"];
/** The `default` of each property of the component schemas, nested as the schemas nest them (the values the server normalises to). */
export const schemaDefaults = {
    "JobConfig": {
        "options": {
            "mode": "missing",
            "refreshOutdated": true,
            "protectManualEdits": true,
            "skipUnchanged": true,
            "fields": null,
            "includeCustomFields": true,
            "tone": "default",
            "customPrompt": null,
            "glossary": true,
            "seoTruncate": true,
            "serviceTier": "balanced"
        }
    }
} as const;
