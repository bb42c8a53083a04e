/**
 * Types of the Strata API, generated from its OpenAPI document (/api/docs/json) by openapi-typescript.
 * Do not edit: run `npm run generate:api-client` after changing a route. A test fails while this
 * file differs from what the server's document generates.
 */

export interface paths {
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current session, or {} when signed out */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/csrf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A CSRF token for the sign-in and sign-out forms */
        get: operations["getCsrfToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sign-in providers */
        get: operations["getProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a sign-in link by e-mail (provider `email`) */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/callback/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password (provider `credentials`)
         * @description A refused sign-in answers 200 with an `error` in the url: `CredentialsSignin`, `AccessDenied`, or `TooManyAttempts` (with a `Retry-After` header) when the client address, or this account from this address, has failed too often.
         */
        post: operations["completeSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Client log beacon
         * @description Bodies up to 8 kB (413 above), 30 a minute per client address (429 above); `details` is logged cut to 2000 characters.
         */
        post: operations["logClientMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email/request-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a sign-in link (sends nothing, yet answers the same, for an address without an account) */
        post: operations["sendSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a sign-in link's token without using it up */
        post: operations["validateSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/callback/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow a sign-in link: sets the session cookie and redirects to callbackUrl, or to the error page */
        get: operations["followSignInLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a password-reset link (always answers ok)
         * @description Answers ok whether or not the address has an account, and sends nothing over the limits (per account and per client address an hour).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token; ends every session of the user */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activation/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an invitation token; answers whom it invites */
        post: operations["validateInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activation/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a password with an invitation token; the account becomes active */
        post: operations["activateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user and their packed permission rules */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in user's password; their other sessions end */
        post: operations["changeUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of users: your organisation's members; (admin) the customers, or one organisation's; (superadmin) the staff */
        get: operations["listUsers"];
        put?: never;
        /** Invite a member by e-mail (status invited); the invitation e-mail carries the activation link */
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/static-content/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published static page (about-us or EULA) */
        get: operations["getStaticContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/static-content/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a static page's text */
        put: operations["updateAdminStaticContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/basemap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The basemap: the offline countries (default) or the configured tile server */
        get: operations["getMapBasemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/layers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The map's layers with their feature counts and the data extent */
        get: operations["listMapLayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/layers/{layer}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A layer's features in the visible area, as GeoJSON sized for the zoom
         * @description Bounded by `bbox`; lines and outlines are simplified to one pixel at `zoom` and capped (a stable subset, `meta.truncated`); many wells at low zoom come as grid clusters (`meta.clustered`).
         */
        get: operations["getMapLayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records whose geometry intersects, or lies inside, a drawn rectangle or polygon */
        post: operations["selectMapRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/interactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's last map state */
        get: operations["getMapInteractions"];
        /** Save the signed-in user's map state (view, layers, basemap) */
        put: operations["updateMapInteractions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webmap/bid-layers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blocks on offer in bid rounds, for users with bid-round rights */
        get: operations["listWebmapBidLayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/new-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published announcements of new data, newest first */
        get: operations["listNewData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/new-data/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published announcement with its records */
        get: operations["getNewData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/new-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every announcement, drafts first */
        get: operations["listAdminNewData"];
        put?: never;
        /** Announce new data (published at once, or a draft) */
        post: operations["createAdminNewData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/new-data/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An announcement, draft or published */
        get: operations["getAdminNewData"];
        /** Replace an announcement */
        put: operations["updateAdminNewData"];
        post?: never;
        /** Delete an announcement */
        delete: operations["deleteAdminNewData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/glossary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Glossary terms A–Z, by letter or text */
        get: operations["listGlossary"];
        put?: never;
        /** Add a term (409 when the glossary has it, in any letter case) */
        post: operations["createGlossary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/glossary/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a term or its definition */
        put: operations["updateGlossary"];
        post?: never;
        /** Remove a term */
        delete: operations["deleteGlossary"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Record tags with their record counts */
        get: operations["listTags"];
        put?: never;
        /** Add a tag (409 when one has the name, in any letter case) */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename or redescribe a tag */
        put: operations["updateTag"];
        post?: never;
        /** Delete a tag; the records carrying it lose it */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The records carrying a tag, by category then id */
        get: operations["listTagRecords"];
        /** Put the tag on a record (again is no change) */
        put: operations["updateTagRecords"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}/records/{sdcType}/{recordId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take the tag off a record */
        delete: operations["deleteTagRecord"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getmetadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of a category's metadata, with search, filters and the unlinked-only switch */
        post: operations["listMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/metadataProperties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A category's columns: kind, required, editable, lookup list */
        post: operations["listMetadataProperties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/addupdatemetadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record (409 when its id exists) */
        post: operations["createMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/addupdatemetadata/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record: the given columns over the stored ones (404 when it does not exist) */
        post: operations["updateMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/postdeletemetadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete records with their file links */
        post: operations["deleteMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getdropdownoptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The insert form's lookup lists for a category */
        post: operations["listDropdownOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getfilteroptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The options of a column's filter list, starting with the search text */
        post: operations["listFilterOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/addprocessingstage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a value to the processingStage list (409 when it exists, in any letter case) */
        post: operations["addProcessingStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/adddatum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a value to the datum list (409 when it exists, in any letter case) */
        post: operations["addDatum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/addprojection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a value to the projection list (409 when it exists, in any letter case) */
        post: operations["addProjection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/addcategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a value to the category list (409 when it exists, in any letter case) */
        post: operations["addCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/clear-metadata-cache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rebuild what is derived from the metadata (the search-word dictionary) */
        post: operations["clearMetadataCache"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/exportsdcexcel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export metadata as CSV or .xlsx (the listing's search and filters, a page of it, or the selected ids) */
        post: operations["exportMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/data-preparation/metadata-histories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Metadata changes, newest first, of a record, of a category, or all */
        get: operations["listMetadataHistories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/data-preparation/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every announcement, drafts first */
        get: operations["listAdminDataPreparationAnnouncements"];
        put?: never;
        /** Announce new data (published at once, or a draft) */
        post: operations["createAdminDataPreparationAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/data-preparation/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An announcement, draft or published */
        get: operations["getAdminDataPreparationAnnouncement"];
        /** Replace an announcement */
        put: operations["updateAdminDataPreparationAnnouncement"];
        post?: never;
        /** Delete an announcement */
        delete: operations["deleteAdminDataPreparationAnnouncement"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getunlinkfiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Files in storage the last sync could not match to a record */
        post: operations["listUnlinkedFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getinvalidfiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unreadable files and files that break the naming conventions, with invalid table headers */
        post: operations["listInvalidFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getsdcmetadatafile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A record's files as slots (fileid, id, bak_id) */
        post: operations["listRecordFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/metadatasetlinkfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link and unlink a record's files; code 201 refuses with a message and changes nothing
         * @description Each slot whose fileid differs from its bak_id unlinks bak_id and links fileid. The HTTP status is 200 for both codes.
         */
        post: operations["linkRecordFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/sdccloudstoragesync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a cloud storage sync of a category; progress comes on the socket room it names
         * @description Answers 202 with the job and its room `sync:<jobId>`. A sync of the category already queued or running is answered instead of a new one.
         */
        post: operations["startStorageSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getsyncstatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A sync's status, progress and result */
        post: operations["getSyncStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getmetadatawithoutgis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records with no geometry (none for technical reports, which have no geometry of their own) */
        post: operations["listMetadataWithoutGis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getgiswithoutmetadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GIS features that no record has taken */
        post: operations["listGisWithoutMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/linkgistometadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a record the geometry of a GIS feature; code 201 refuses with a message */
        post: operations["linkGisToMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getgisdatabyid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A record's geometry */
        post: operations["getGisData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getwebmapserviceurl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The map layer URL of a category (GeoJSON by bbox and zoom) */
        post: operations["getWebMapServiceUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/getnonseismicitem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A non-seismic record */
        post: operations["getNonSeismicItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every ISO 3166-1 country (code and name), by name */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configurations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every known configuration key with its value (the default when never set) */
        get: operations["listConfigurations"];
        /** Set some of the known keys (an unknown key is a 400); answers every key */
        put: operations["updateConfigurations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/known-companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of known companys, searched by name */
        get: operations["listKnownCompanies"];
        put?: never;
        /** Add a known company; a name already used (in any case) is a 409 */
        post: operations["createKnownCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/known-companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One known company */
        get: operations["getKnownCompany"];
        put?: never;
        post?: never;
        /** Delete a known company; one still in use is a 409 */
        delete: operations["deleteKnownCompany"];
        options?: never;
        head?: never;
        /** Change a known company (only the fields sent) */
        patch: operations["updateKnownCompany"];
        trace?: never;
    };
    "/api/institutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of institutes, searched by name */
        get: operations["listInstitutes"];
        put?: never;
        /** Add a institute; a name already used (in any case) is a 409 */
        post: operations["createInstitute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/institutes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One institute */
        get: operations["getInstitute"];
        put?: never;
        post?: never;
        /** Delete a institute; one still in use is a 409 */
        delete: operations["deleteInstitute"];
        options?: never;
        head?: never;
        /** Change a institute (only the fields sent) */
        patch: operations["updateInstitute"];
        trace?: never;
    };
    "/api/bid-rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of bid rounds, searched by name */
        get: operations["listBidRounds"];
        put?: never;
        /** Add a bid round; a name already used (in any case) is a 409 */
        post: operations["createBidRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bid-rounds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bid round */
        get: operations["getBidRound"];
        put?: never;
        post?: never;
        /** Delete a bid round; one still in use is a 409 */
        delete: operations["deleteBidRound"];
        options?: never;
        head?: never;
        /** Change a bid round (only the fields sent) */
        patch: operations["updateBidRound"];
        trace?: never;
    };
    "/api/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of every organisation, searched by name or registration number, by tier, kind or country */
        get: operations["listAdminOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One organisation with its country, links and subscription status */
        get: operations["getAdminOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Correct an organisation's name, address, registration number, country or link (audited) */
        patch: operations["updateAdminOrganization"];
        trace?: never;
    };
    "/api/admin/organizations/{id}/vdr-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organisation's VDR settings (the configuration's values until saved) */
        get: operations["listAdminOrganizationVdrSettings"];
        /** Set an organisation's VDR access days, contact address and whether it is on (audited) */
        put: operations["updateAdminOrganizationVdrSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a registration draft; answers its id and its secret continuation token (shown once) */
        post: operations["startRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the draft holds so far (the wizard resumes from it after a reload)
         * @description Send the continuation token of POST /api/registration/new in the x-registration-token header.
         */
        get: operations["getRegistrationDraft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the applicant (name, e-mail, password) and e-mail a verification link
         * @description Send the continuation token of POST /api/registration/new in the x-registration-token header. The answer is the same whether or not the address already has an account.
         */
        post: operations["setRegistrationUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the verification e-mail again (a new link; the previous one stops working)
         * @description Send the continuation token of POST /api/registration/new in the x-registration-token header.
         */
        post: operations["resendRegistrationVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Consume the e-mail link's token: the draft's e-mail address is verified */
        post: operations["verifyRegistrationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the organisation: a known or new company, or an institute; country, registration number, address
         * @description Send the continuation token of POST /api/registration/new in the x-registration-token header.
         */
        post: operations["setRegistrationOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose the plan, duration, add-ons and bid round; the answer carries the price in sen
         * @description Send the continuation token of POST /api/registration/new in the x-registration-token header.
         */
        post: operations["setRegistrationSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a complete draft with a verified e-mail: creates the organisation, its user and the application
         * @description Send the continuation token of POST /api/registration/new in the x-registration-token header. 409 names the missing step.
         */
        post: operations["submitRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a submitted registration over to billing: what paying its invoice needs
         * @description Send the continuation token of POST /api/registration/new in the x-registration-token header. 409 until the application's invoice is issued (or its payment failed); answers the invoice and its pay page.
         */
        post: operations["startRegistrationPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/bid-rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bid rounds open today (opens_on ≤ today ≤ closes_on) */
        get: operations["listOpenBidRounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/known-companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Known companies (active ones, at most 20) whose name contains the search */
        get: operations["listRegistrationKnownCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/institutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Institutes (active ones, at most 20) whose name contains the search */
        get: operations["listRegistrationInstitutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's registration application, with its documents */
        get: operations["getMyRegistration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of applications: filter by status(es), kind, plan, organisation, submitted between */
        get: operations["listAdminApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/applications/activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activation applications: activation failed, or finance's approval activates them next */
        get: operations["listActivationApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application with its organisation, applicant, documents and timeline */
        get: operations["getAdminApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/applications/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a supporting document of an application */
        get: operations["downloadApplicationDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/applications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve at the current stage (verification, LOA level, finance); the last approval activates */
        post: operations["approveApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/applications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject with a reason (kept in the audit trail and e-mailed to the applicant) */
        post: operations["rejectApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/applications/{id}/request-clarification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the applicant for more (the message is kept in the audit trail and e-mailed) */
        post: operations["requestApplicationClarification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/applications/{id}/resend-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the applicant their last request again */
        post: operations["resendApplicationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/applications/{id}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Return a stuck application to its last stable status */
        post: operations["resetApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of applications waiting for verification */
        get: operations["listVerificationRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the application: it goes to the LOA chain, or (free) is approved and activated */
        post: operations["approveVerificationRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification-requests/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the applicant the verification stage's e-mail again */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff only: the counts that need the signed-in staff member and the business overview tiles (subscriptions, applications per stage, revenue, downloads, organisations) */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/administrators/loa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The LOA chain: approvers by level with their limits */
        get: operations["getLoaChain"];
        /** Replace the chain (order = levels, limits); applications in LOA move to their new next approver */
        put: operations["saveLoaChain"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/administrators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of staff users with their role, status and LOA placement */
        get: operations["listAdministrators"];
        put?: never;
        /** Invite a staff user (an e-mail with the activation link); an LOA approver joins the chain */
        post: operations["createAdministrator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/administrators/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A staff user */
        get: operations["getAdministrator"];
        put?: never;
        post?: never;
        /** Delete a staff user; an LOA approver's waiting applications move to the next approver */
        delete: operations["deleteAdministrator"];
        options?: never;
        head?: never;
        /** Change name, role, status (suspend, reactivate) or LOA level and limit */
        patch: operations["updateAdministrator"];
        trace?: never;
    };
    "/api/admin/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of subscriptions, filtered by status, plan, organisation or alias, and ending before a day */
        get: operations["listSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription with its organisation's users and its history */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        /** Revoke: access withdrawn for good; the users' sessions end at once */
        delete: operations["revokeSubscription"];
        options?: never;
        head?: never;
        /** Edit the period's end, the add-ons or the plan (audited; the users follow the plan) */
        patch: operations["updateSubscription"];
        trace?: never;
    };
    "/api/admin/subscriptions/{id}/alias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Name a subscription for staff lists (null clears it) */
        patch: operations["setSubscriptionAlias"];
        trace?: never;
    };
    "/api/admin/subscriptions/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Suspend: the users' sessions end at once until it is reactivated */
        put: operations["suspendSubscription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reactivate a suspended subscription (to where it was), or allocate an unallocated one */
        put: operations["activateSubscription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/users/{userId}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Suspend a subscription user (their sessions end at once) */
        put: operations["suspendSubscriptionUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/users/{userId}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reactivate a subscription user */
        put: operations["reactivateSubscriptionUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/users/{userId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Resend an invited user's invitation e-mail */
        put: operations["resendInvitationSubscriptionUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a subscription user (not the primary user) */
        delete: operations["removeSubscriptionUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation */
        get: operations["getMyOrganization"];
        /** Edit your organisation's address and country (primary user; other changes are an amendment) */
        put: operations["updateMyOrganization"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's subscription: plan, period, add-ons, status and days left */
        get: operations["getMySubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's applications, newest first, with the actions you may take */
        get: operations["listMyApplications"];
        put?: never;
        /** Apply for a renewal, upgrade, downgrade, add-on or amendment (a draft; submit it next) */
        post: operations["createMyApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your organisation's applications with its timeline */
        get: operations["getMyApplication"];
        /** Edit a draft or a reopened application */
        put: operations["updateMyApplication"];
        post?: never;
        /** Withdraw: a draft is cancelled, a submitted application asks staff to cancel it */
        delete: operations["withdrawMyApplication"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/applications/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a draft, answer a clarification (message and uploads), or reopen a rejected application */
        post: operations["submitMyApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member of your organisation (admin: of any organisation) */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /** Remove a member (not the primary user, not yourself) */
        delete: operations["removeUser"];
        options?: never;
        head?: never;
        /** Suspend or reactivate a member (status), rename them, or resend their invitation */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/download-credit-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The download credit plans on offer (retired ones too with includeRetired, for plan managers) */
        get: operations["listDownloadCreditPlans"];
        put?: never;
        /** Create a download credit plan (audited) */
        post: operations["createDownloadCreditPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/download-credit-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One download credit plan (a retired one only for plan managers) */
        get: operations["getDownloadCreditPlan"];
        /** Edit a plan; orders already placed keep what they copied (audited) */
        put: operations["updateDownloadCreditPlan"];
        post?: never;
        /** Retire a plan: no longer for sale; its purchases keep it (audited) */
        delete: operations["retireDownloadCreditPlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/download-credit-purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order a download credit plan: the purchase and its invoice (e-mailed) in one step */
        post: operations["buyDownloadCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/credit-purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's download credit purchases, newest first */
        get: operations["listMyCreditPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/credit-purchases/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an order not yet paid; its invoice is cancelled with it */
        post: operations["cancelMyCreditPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's credit balance, monthly quota, this month's spend and ledger (newest first) */
        get: operations["getMyCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/credits/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's credit usage by month (last 12) and by kind */
        get: operations["getMyCreditStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every organisation's credit purchases, newest first, filtered by status and organisation */
        get: operations["listCreditPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-purchases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One credit purchase with its invoice, payments and history */
        get: operations["getCreditPurchase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-purchases/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve the payment waiting for this purchase: the invoice is paid and the credits granted */
        post: operations["approveCreditPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-purchases/{id}/request-clarification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the purchase (and its waiting payment) back to the buyer with a question */
        post: operations["requestCreditPurchaseClarification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-purchases/{id}/resend-invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the purchase's invoice to the buyer again (audited) */
        post: operations["resendCreditPurchaseInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{id}/download-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscription's organisation's credit balance and ledger (newest first) */
        get: operations["getSubscriptionCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{id}/download-credits/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's monthly download credit quota (null: none) */
        get: operations["getSubscriptionCreditQuota"];
        /** Set the monthly download credit quota, or lift it with null (audited) */
        put: operations["setSubscriptionCreditQuota"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{id}/download-credits/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add or take credits with a reason (audited); taking more than the balance is refused */
        post: operations["adjustSubscriptionCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/download-packagers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your download packages, newest first (each user sees only their own) */
        get: operations["listDownloadPackages"];
        put?: never;
        /** Start a package (a draft), optionally with records; 409 while another draft is open */
        post: operations["createDownloadPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs/packager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add catalogue records (a record page, selected rows, a map selection) to your open package, started when none */
        post: operations["addToDownloadPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/download-packagers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A package with its items, size, credits, progress and expiry */
        get: operations["getDownloadPackage"];
        put?: never;
        post?: never;
        /** Delete a package not yet confirmed */
        delete: operations["deleteDownloadPackage"];
        options?: never;
        head?: never;
        /** Rename a package */
        patch: operations["renameDownloadPackage"];
        trace?: never;
    };
    "/api/download-packagers/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add records to a package not yet confirmed */
        post: operations["addDownloadPackageItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/download-packagers/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a package: its credits are spent once and its preparation starts (a repeat answers it as it is) */
        post: operations["confirmDownloadPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/download-packagers/{id}/cancel-download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a confirmed package not yet downloaded; the credits come back */
        post: operations["cancelDownloadPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/download-packagers/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The package as one ZIP (files under the data paths and MANIFEST.sha256); Range, If-Range and ETag for resuming; 416 past the end */
        get: operations["downloadPackageZip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/download-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a record from a package not yet confirmed */
        delete: operations["removeDownloadItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/download-items/{id}/cancel-download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one item of a confirmed package not yet downloaded; its credits come back */
        post: operations["cancelDownloadItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/download-statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's downloads: totals, by month (last 12), by data type and by user; bytes and credits */
        get: operations["getMyDownloadStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/downloads-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads across organisations: totals, by month, data type, organisation and package status */
        get: operations["getDownloadsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published data packs, by name: records, size, price and whether they download at once */
        get: operations["listDataPacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-packs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published data pack with its records (a draft or withdrawn pack is not found) */
        get: operations["getDataPack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-packs/{id}/take": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a published pack: a download package of its records for its price in credits (403 naming records you may not download, 409 when credits are short) */
        post: operations["takeDataPack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/data-packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data packs of every status, by name, with their newest pre-pack */
        get: operations["listAdminDataPacks"];
        put?: never;
        /** Create a data pack (a draft) from catalogue records; 409 when the name is taken */
        post: operations["createDataPack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/data-packs/record-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catalogue records to put in a pack: free-text search across categories */
        get: operations["searchDataPackRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/data-packs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A data pack of any status with its records */
        get: operations["getAdminDataPack"];
        /** Edit a draft or withdrawn pack (409 while published); changed records delete its pre-packs */
        put: operations["updateDataPack"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/data-packs/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a pack: customers see it and may take it */
        post: operations["publishDataPack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/data-packs/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a published pack (packages already taken stay) */
        post: operations["withdrawDataPack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-pre-packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pre-packs, newest first, of one data pack or all */
        get: operations["listDataPrePacks"];
        put?: never;
        /** Build a data pack's ZIP ahead, as a job (409 while one of the pack is building) */
        post: operations["buildDataPrePack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-pre-packs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pre-pack: building (with progress), ready (size, files) or failed (why) */
        get: operations["getDataPrePack"];
        put?: never;
        post?: never;
        /** Delete a pre-pack and its stored ZIP */
        delete: operations["deleteDataPrePack"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/e-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of e-invoices, filtered by status, organisation, document type or invoice number */
        get: operations["listEInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/e-invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One e-invoice: its invoice, status, the authority's ids and errors, tries, log and history */
        get: operations["getEInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/e-invoices/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an Invalid or waiting e-invoice again now (attempts start afresh) */
        post: operations["retryEInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/e-invoices/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hold an e-invoice: nothing is sent until it is unpaused */
        post: operations["pauseEInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/e-invoices/{id}/unpause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a paused e-invoice: it is queued and sent now */
        post: operations["unpauseEInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's invoices, newest first; filter by status */
        get: operations["listMyInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your organisation's invoices, with what you may do to it */
        get: operations["getMyInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your organisation's invoices as an A4 PDF */
        get: operations["downloadMyInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/invoices/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask finance to cancel an issued invoice, with your reason */
        post: operations["requestMyInvoiceCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of every organisation's invoices: filter by status, organisation, year, number */
        get: operations["listAdminInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice with its history */
        get: operations["getAdminInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice as an A4 PDF */
        get: operations["downloadAdminInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoices of a subscription's organisation, newest first */
        get: operations["listSubscriptionInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an issued invoice (or grant the buyer's request): what it bills is cancelled with it */
        post: operations["cancelInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/decline-cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline the buyer's request to cancel: the invoice is due again */
        post: operations["declineInvoiceCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a paid invoice: a credit note goes to the tax authority */
        post: operations["refundInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-reminder-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoice-due and subscription-expiry reminders: on or off, and the days before */
        get: operations["getEmailReminderSettings"];
        /** Change the reminders of the kinds given */
        put: operations["updateEmailReminderSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/invoices/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How to pay an invoice: the amount due, its open payment, the bank details, whether online works */
        get: operations["getMyInvoicePaymentOptions"];
        put?: never;
        /** Pay an invoice: online (answers the gateway's checkout URL to redirect to) or by bank transfer with its proof */
        post: operations["payMyInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/applications/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice of one of your organisation's applications (its id, number, status and pay page) */
        get: operations["getMyApplicationInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/me/invoices/{id}/cancel-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw the invoice's payment finance has not decided (the invoice can be paid again) */
        post: operations["cancelMyInvoicePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments, newest first: finance's queue (filter by status, method, organisation) or your own */
        get: operations["listPayments"];
        put?: never;
        /** Pay an invoice of your organisation (online or bank transfer), as POST …/invoices/{id}/payment */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment with its invoice, proof, the gateway's record, your actions and its history */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a bank transfer's proof (finance, or the paying organisation) */
        get: operations["downloadPaymentProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve: the invoice is paid, the subscription activates or the credits are granted */
        post: operations["approvePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/request-clarification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the payer for more (a clearer proof, the reference); e-mailed and kept in the history */
        post: operations["requestPaymentClarification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject (no money arrived): the invoice can be paid again; the reason is e-mailed */
        post: operations["rejectPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/answer-clarification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer finance's question about your payment, optionally with a new proof */
        post: operations["answerPaymentClarification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/gateway/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payment gateway's signed callback (form-encoded or JSON; x_signature over the other fields) */
        post: operations["receivePaymentGatewayCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/gateway/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the gateway sends the payer's browser back: redirects to the payment's result page */
        get: operations["returnFromPaymentGateway"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-accounts/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A machine client exchanges its API key for a bearer token (15 minutes)
         * @description Send the token as `Authorization: Bearer <accessToken>`. A wrong key, or the key of a revoked or expired account, is a 401.
         */
        post: operations["signServiceAccountIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of service accounts, newest first, by name or key prefix and status */
        get: operations["listServiceAccounts"];
        put?: never;
        /** Create a service account; the answer holds its API key, shown this once */
        post: operations["createServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One service account (never its key) */
        get: operations["getServiceAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-accounts/{id}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's audited calls and sign-ins, with staff's changes, newest first */
        get: operations["listServiceAccountCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-accounts/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the API key (shown this once); the old key and its tokens stop working at once */
        post: operations["rotateServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-accounts/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the account: its key and every outstanding token are refused at once */
        post: operations["revokeServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published news, newest first */
        get: operations["listNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published news item (a draft is not found) */
        get: operations["getNew"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A news item's image (anyone for a published item; staff who view News for any) */
        get: operations["getNewImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of news items of every status, latest change first */
        get: operations["listAdminNews"];
        put?: never;
        /** Write a news item (a draft; the body is sanitised rich text) */
        post: operations["createAdminNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A news item of any status */
        get: operations["getAdminNew"];
        /** Change a news item's text (whatever its status) */
        put: operations["updateAdminNew"];
        post?: never;
        /** Delete a news item and its image */
        delete: operations["deleteAdminNew"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a news item */
        post: operations["publishAdminNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a published news item down */
        post: operations["unpublishAdminNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faqs/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FAQ categories in order, with how many FAQs each holds
         * @description The count is of published FAQs, or of all with `all=true` (staff who manage StaticContent).
         */
        get: operations["listFaqCategories"];
        put?: never;
        /** Add an FAQ category */
        post: operations["createFaqCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faqs/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename or reorder an FAQ category */
        put: operations["updateFaqCategory"];
        post?: never;
        /** Delete an empty FAQ category (409 while it holds FAQs) */
        delete: operations["deleteFaqCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published FAQs in order, searched by question and answer
         * @description `all=true` adds unpublished FAQs, for staff who manage StaticContent.
         */
        get: operations["listFaqs"];
        put?: never;
        /** Add an FAQ (the answer is sanitised rich text) */
        post: operations["createFaq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faqs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published FAQ (staff who manage StaticContent see unpublished ones too) */
        get: operations["getFaq"];
        /** Change an FAQ: text, category, order, published */
        put: operations["updateFaq"];
        post?: never;
        /** Delete an FAQ */
        delete: operations["deleteFaq"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/static-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All static content (about-us, EULA, news, FAQs) with its state */
        get: operations["getAdminStaticOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the portal's staff (anyone; acknowledged by e-mail)
         * @description At most a few messages per client address an hour (429 with Retry-After). `website` is a hidden field people leave empty.
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send feedback: a rating or a category, and a message
         * @description A signed-in user's name and e-mail are attached; without a session `email` is required. Same limit as /contact.
         */
        post: operations["sendFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff inbox of contact messages and feedback, newest first */
        get: operations["listAdminMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a message handled (or, with handled=false, new again) */
        put: operations["updateAdminMessageHandled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eula/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The EULA in force and whether the signed-in user must still accept it
         * @description `mustAccept` is never true for staff.
         */
        get: operations["getEulaStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eula/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the EULA in force (409 when the version is no longer the published one) */
        post: operations["acceptEula"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/eula/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every EULA version, newest first, with how many users accepted each */
        get: operations["listAdminEulaVersions"];
        put?: never;
        /** Add a EULA version (rich text, sanitised), published at once with publish=true */
        post: operations["versionsAdminEula"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/eula/versions/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a kept EULA version; the one in force until now is unpublished */
        post: operations["publishAdminEulaVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscriptions report: a page of rows. Every organisation's subscription with its plan, status and period. The period filter picks subscriptions that started in it. */
        get: operations["listSubscriptionsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/subscriptions/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscriptions report: the chart of the same filters */
        get: operations["chartSubscriptionsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/subscriptions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscriptions report: every row of the filters as CSV or XLSX, streamed */
        get: operations["exportSubscriptionsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales report: a page of rows. Paid invoices by the month they were paid and what they sold: subscriptions by plan, add-ons and download credits by plan. Tier and organisation pick the buying organisation. */
        get: operations["listSalesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/sales/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales report: the chart of the same filters */
        get: operations["chartSalesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/sales/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales report: every row of the filters as CSV or XLSX, streamed */
        get: operations["exportSalesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/vdr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** VDR report: a page of rows. Organisations with the virtual data room (tier, add-on or settings turned on), their VDR settings and subscription. The period filter picks subscriptions running at some time in it. */
        get: operations["listVdrReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/vdr/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** VDR report: the chart of the same filters */
        get: operations["chartVdrReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/vdr/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** VDR report: every row of the filters as CSV or XLSX, streamed */
        get: operations["exportVdrReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users report: a page of rows. Every customer user with their organisation, tier and status. The period filter picks users created in it. */
        get: operations["listUsersReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/users/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users report: the chart of the same filters */
        get: operations["chartUsersReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users report: every row of the filters as CSV or XLSX, streamed */
        get: operations["exportUsersReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoices report: a page of rows. Every invoice with what it bills, its status, dates and amounts. The period filter picks invoices issued in it; tier and organisation pick the billed organisation. */
        get: operations["listInvoicesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/invoices/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoices report: the chart of the same filters */
        get: operations["chartInvoicesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/invoices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoices report: every row of the filters as CSV or XLSX, streamed */
        get: operations["exportInvoicesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/interests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Interests report: a page of rows. What customers search, view, bookmark and draw on the map, from their catalogue and map use. The tier and organisation are the organisation's now. */
        get: operations["listInterestsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/interests/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Interests report: the chart of the same filters */
        get: operations["chartInterestsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/interests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Interests report: every row of the filters as CSV or XLSX, streamed */
        get: operations["exportInterestsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads report: a page of rows. Every record downloaded in a confirmed package: who, which package and category, its credits and status. The period filter picks records added to their package in it; the tier is the one the package was priced for. */
        get: operations["listDownloadsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/downloads/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads report: the chart of the same filters */
        get: operations["chartDownloadsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/downloads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads report: every row of the filters as CSV or XLSX, streamed */
        get: operations["exportDownloadsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/action-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Action logs: a page of rows. Every change made in the portal (applications, invoices, subscriptions, users, metadata records, settings): who made it, when, and to what. */
        get: operations["listActionLogsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/action-logs/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Action logs: the chart of the same filters */
        get: operations["chartActionLogsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/action-logs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Action logs: every row of the filters as CSV or XLSX, streamed */
        get: operations["exportActionLogsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/e-invoice-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-invoice logs: a page of rows. Every request sent to the tax authority's e-invoice service and its answer: sign-ins, submissions, status polls and cancellations. */
        get: operations["listEInvoiceLogsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/e-invoice-logs/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-invoice logs: the chart of the same filters */
        get: operations["chartEInvoiceLogsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/e-invoice-logs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-invoice logs: every row of the filters as CSV or XLSX, streamed */
        get: operations["exportEInvoiceLogsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credits report: a page of rows. Every entry of the download-credit ledger: grants, spends, refunds, adjustments and expiries, newest first. The period filter picks entries written in it. */
        get: operations["listCreditsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/credits/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credits report: the chart of the same filters */
        get: operations["chartCreditsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/credits/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credits report: every row of the filters as CSV or XLSX, streamed */
        get: operations["exportCreditsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data categories with their record counts */
        get: operations["listCatalogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free-text search across categories (typo-tolerant) */
        get: operations["searchCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs/data-explorer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Record counts by category, region and year */
        get: operations["getCatalogDataExplorer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs/lookups/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lookup list (section 3) */
        get: operations["getCatalogLookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's bookmarks, newest first */
        get: operations["listCatalogBookmarks"];
        put?: never;
        /** Bookmark a record or a map view */
        post: operations["createCatalogBookmark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs/bookmarks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the signed-in user's bookmarks */
        delete: operations["deleteCatalogBookmark"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs/{type}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a category's records: search text, filters, sort
         * @description `filter` is JSON: `{"region": ["PM"], "year": {"min": 1990, "max": 2010}}`. Columns, and which may be sorted or filtered, are listed by `sortable-props`.
         */
        get: operations["listCatalogRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs/{type}/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts per value of the facet columns (region, block, operator, year, …) */
        get: operations["listCatalogFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs/{type}/unique-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Distinct values of a column, with a search prefix (for the multi-select filter) */
        get: operations["listCatalogUniqueValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs/{type}/sortable-props": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The columns of a category: labels, kinds, sortable, filterable, facets */
        get: operations["listCatalogSortableProps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogs/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A record: metadata, geometry, files, download decision, linked records */
        get: operations["getCatalogRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-preparation/bulkaddupdatesdc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add and update records from an .xlsx or .csv file: validate (per-row report) or apply (all or nothing) */
        post: operations["importMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one supporting document (PDF, PNG or JPEG, at most 10 MB) to a draft or an application
         * @description Public route with its own proof of ownership: a registration draft's x-registration-token header, or the session of an organisation's primary user (who then also sends the x-csrf-token header).
         */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an upload you made (a draft's, or your own on your organisation's application)
         * @description Public route with its own proof of ownership: a registration draft's x-registration-token header, or the session of an organisation's primary user.
         */
        delete: operations["deleteUpload"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            error: {
                code: string;
                message: string;
                details?: unknown;
            };
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
    getSession: {
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
                        expires: string;
                        user: {
                            name: string | null;
                            email: string;
                            image: string | null;
                            /** @enum {string} */
                            role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            isPrimary: boolean;
                            isExpired: boolean;
                            sub: string;
                        };
                    } | Record<string, never>;
                };
            };
        };
    };
    getCsrfToken: {
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
                        csrfToken: string;
                    };
                };
            };
        };
    };
    getProviders: {
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
                        [key: string]: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            type: "credentials" | "email";
                            signinUrl: string;
                            callbackUrl: string;
                        };
                    };
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csrfToken?: string;
                    callbackUrl?: string;
                    json?: string;
                    /** Format: email */
                    email: string;
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
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    completeSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csrfToken?: string;
                    callbackUrl?: string;
                    json?: string;
                    /** Format: email */
                    email: string;
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
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    } | components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csrfToken?: string;
                    callbackUrl?: string;
                    json?: string;
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
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    logClientMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default error
                     * @enum {string}
                     */
                    level?: "error" | "warn" | "debug";
                    code: string;
                    details?: unknown;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendSignInLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    requestedFrom?: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    validateSignInLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                    "application/json": {
                        /** @enum {boolean} */
                        valid: true;
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    followSignInLink: {
        parameters: {
            query: {
                token: string;
                callbackUrl?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            302: {
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    validateInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                    "application/json": {
                        email: string;
                        name: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    activateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCurrentUser: {
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
                        user: {
                            name: string | null;
                            email: string;
                            image: string | null;
                            /** @enum {string} */
                            role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            isPrimary: boolean;
                            isExpired: boolean;
                            sub: string;
                            id: string;
                            /** @enum {string} */
                            status: "active" | "invited" | "suspended";
                            organisation: {
                                id: string;
                                name: string;
                            } | null;
                        };
                        rules: unknown[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    changeUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                organisationId?: string;
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
                        result: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            /** @enum {string} */
                            status: "active" | "invited" | "suspended";
                            isPrimary: boolean;
                            organisationId: string | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    inviteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    organisationId?: string;
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
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "active" | "invited" | "suspended";
                        isPrimary: boolean;
                        organisationId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStaticContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: "about-us" | "eula";
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
                        slug: "about-us" | "eula";
                        title: string;
                        body: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAdminStaticContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: "about-us" | "eula";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    /** @default true */
                    published?: boolean;
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
                        /** @enum {string} */
                        slug: "about-us" | "eula";
                        title: string;
                        body: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMapBasemap: {
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
                        /** @enum {string} */
                        kind: "offline";
                    } | {
                        /** @enum {string} */
                        kind: "tiles";
                        url: string;
                        attribution: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMapLayers: {
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
                        layers: {
                            /** @enum {string} */
                            id: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Non_Seismic" | "blocks";
                            label: string;
                            /** @enum {string} */
                            geometry: "Point" | "LineString" | "Polygon";
                            count: number;
                        }[];
                        extent: [
                            number,
                            number,
                            number,
                            number
                        ] | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMapLayer: {
        parameters: {
            query: {
                bbox: string;
                zoom: number;
            };
            header?: never;
            path: {
                layer: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Non_Seismic" | "blocks";
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
                        type: "FeatureCollection";
                        features: {
                            /** @enum {string} */
                            type: "Feature";
                            id: string;
                            geometry: {
                                type: string;
                                coordinates: unknown[];
                            };
                            properties: {
                                [key: string]: string | number | boolean | null;
                            };
                        }[];
                        meta: {
                            /** @enum {string} */
                            layer: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Non_Seismic" | "blocks";
                            total: number;
                            totalEstimated: boolean;
                            returned: number;
                            clustered: boolean;
                            truncated: boolean;
                            tolerance: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    selectMapRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    geometry: {
                        /** @enum {string} */
                        type: "Polygon";
                        coordinates: [
                            number,
                            number
                        ][][];
                    };
                    /**
                     * @default intersects
                     * @enum {string}
                     */
                    mode?: "intersects" | "contains";
                    types?: ("Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic")[];
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
                        /** @enum {string} */
                        mode: "intersects" | "contains";
                        results: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            ids: string[];
                            total: number;
                            truncated: boolean;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMapInteractions: {
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
                        state: {
                            view: {
                                center: [
                                    number,
                                    number
                                ];
                                zoom: number;
                                bbox?: [
                                    number,
                                    number,
                                    number,
                                    number
                                ];
                            };
                            layers: ("Seismic_2D" | "Seismic_3D" | "Well_Log" | "Non_Seismic" | "blocks" | "bid-blocks")[];
                            /**
                             * @default offline
                             * @enum {string}
                             */
                            basemap: "offline" | "online";
                        } | null;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateMapInteractions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    view: {
                        center: [
                            number,
                            number
                        ];
                        zoom: number;
                        bbox?: [
                            number,
                            number,
                            number,
                            number
                        ];
                    };
                    layers: ("Seismic_2D" | "Seismic_3D" | "Well_Log" | "Non_Seismic" | "blocks" | "bid-blocks")[];
                    /**
                     * @default offline
                     * @enum {string}
                     */
                    basemap?: "offline" | "online";
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
                        state: {
                            view: {
                                center: [
                                    number,
                                    number
                                ];
                                zoom: number;
                                bbox?: [
                                    number,
                                    number,
                                    number,
                                    number
                                ];
                            };
                            layers: ("Seismic_2D" | "Seismic_3D" | "Well_Log" | "Non_Seismic" | "blocks" | "bid-blocks")[];
                            /**
                             * @default offline
                             * @enum {string}
                             */
                            basemap: "offline" | "online";
                        } | null;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listWebmapBidLayers: {
        parameters: {
            query?: {
                round?: string;
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
                        rounds: {
                            name: string;
                            blocks: number;
                        }[];
                        blocks: {
                            /** @enum {string} */
                            type: "FeatureCollection";
                            features: {
                                /** @enum {string} */
                                type: "Feature";
                                id: string;
                                geometry: {
                                    type: string;
                                    coordinates: unknown[];
                                };
                                properties: {
                                    [key: string]: string | number | boolean | null;
                                };
                            }[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listNewData: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                sdcType?: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        result: {
                            id: string;
                            title: string;
                            body: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordIds: string[];
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNewData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        title: string;
                        body: string;
                        /** @enum {string} */
                        sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        recordIds: string[];
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        records: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            id: string;
                            title: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminNewData: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                sdcType?: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        result: {
                            id: string;
                            title: string;
                            body: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordIds: string[];
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createAdminNewData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    /** @enum {string} */
                    sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    /** @default [] */
                    recordIds?: string[];
                    /** @default true */
                    published?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        body: string;
                        /** @enum {string} */
                        sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        recordIds: string[];
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminNewData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        title: string;
                        body: string;
                        /** @enum {string} */
                        sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        recordIds: string[];
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        records: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            id: string;
                            title: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAdminNewData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    /** @enum {string} */
                    sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    /** @default [] */
                    recordIds?: string[];
                    /** @default true */
                    published?: boolean;
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
                        id: string;
                        title: string;
                        body: string;
                        /** @enum {string} */
                        sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        recordIds: string[];
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminNewData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listGlossary: {
        parameters: {
            query?: {
                q?: string;
                letter?: string;
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
                        result: {
                            id: string;
                            term: string;
                            definition: string;
                            category: string | null;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createGlossary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    term: string;
                    definition: string;
                    category?: string | null;
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
                        id: string;
                        term: string;
                        definition: string;
                        category: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateGlossary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    term: string;
                    definition: string;
                    category?: string | null;
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
                        id: string;
                        term: string;
                        definition: string;
                        category: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteGlossary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listTags: {
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
                        result: {
                            id: string;
                            name: string;
                            description: string | null;
                            recordCount: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
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
                        id: string;
                        name: string;
                        description: string | null;
                        recordCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
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
                        id: string;
                        name: string;
                        description: string | null;
                        recordCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listTagRecords: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
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
                        result: {
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            title: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateTagRecords: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    recordId: string;
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
                        /** @enum {string} */
                        sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        recordId: string;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteTagRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                recordId: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMetadata: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    /** @default 1 */
                    pageNumber?: number;
                    /** @default 10 */
                    pageSize?: number;
                    searchTerm?: string | null;
                    searchFilter?: {
                        [key: string]: string[];
                    } | null;
                    IsShowOnlyUnlinkedMetadata?: boolean | null;
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
                        result: ({
                            id: string;
                            fileCount: number;
                            linked: boolean;
                        } & {
                            [key: string]: string | number | boolean | null;
                        })[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMetadataProperties: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        /** @enum {string} */
                        ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        displayName: string;
                        idField: string;
                        columns: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            kind: "text" | "number" | "date" | "boolean";
                            required: boolean;
                            editable: boolean;
                            integer: boolean;
                            /** @enum {string} */
                            lookup?: "region" | "block" | "field" | "operator" | "category" | "acquisitionContractor" | "processingContractor" | "datum" | "projection" | "nonSeismicSurveyType" | "processingStage" | "usi2D" | "usi3D" | "wellbore" | "datasetGroup" | "dataType" | "unit" | "primaryDatum" | "lineGeometry";
                            unit?: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createMetadata: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    record: {
                        [key: string]: unknown;
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
                        id: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    record: {
                        [key: string]: unknown;
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
                        id: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMetadata: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        deleted: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDropdownOptions: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        lists: {
                            [key: string]: string[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listFilterOptions: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    column: string;
                    searchTerm?: string | null;
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
                        column: string;
                        options: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addProcessingStage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
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
                        value: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addDatum: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
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
                        value: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addProjection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
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
                        value: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
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
                        value: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    clearMetadataCache: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportMetadata: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    /** @default 1 */
                    pageNumber?: number;
                    /** @default 10 */
                    pageSize?: number;
                    searchTerm?: string | null;
                    searchFilter?: {
                        [key: string]: string[];
                    } | null;
                    IsShowOnlyUnlinkedMetadata?: boolean | null;
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                    ids?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMetadataHistories: {
        parameters: {
            query?: {
                ingestType?: "None" | "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                id?: string;
                pageNumber?: number;
                pageSize?: number;
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
                        result: {
                            at: string;
                            by: {
                                id: string | null;
                                name: string;
                            };
                            /** @enum {string} */
                            action: "create" | "update" | "delete" | "bulk" | "link";
                            /** @enum {string} */
                            ingestType: "None" | "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminDataPreparationAnnouncements: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                sdcType?: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        result: {
                            id: string;
                            title: string;
                            body: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordIds: string[];
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createAdminDataPreparationAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    /** @enum {string} */
                    sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    /** @default [] */
                    recordIds?: string[];
                    /** @default true */
                    published?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        body: string;
                        /** @enum {string} */
                        sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        recordIds: string[];
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminDataPreparationAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        title: string;
                        body: string;
                        /** @enum {string} */
                        sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        recordIds: string[];
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        records: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            id: string;
                            title: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAdminDataPreparationAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    /** @enum {string} */
                    sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    /** @default [] */
                    recordIds?: string[];
                    /** @default true */
                    published?: boolean;
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
                        id: string;
                        title: string;
                        body: string;
                        /** @enum {string} */
                        sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        recordIds: string[];
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminDataPreparationAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUnlinkedFiles: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    /** @default 1 */
                    pageNumber?: number;
                    /** @default 10 */
                    pageSize?: number;
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
                        result: {
                            fileid: string;
                            path: string;
                            name: string;
                            folder: string;
                            size: number;
                            format: string;
                            reason: string | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listInvalidFiles: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    /** @default 1 */
                    pageNumber?: number;
                    /** @default 10 */
                    pageSize?: number;
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
                        result: {
                            fileid: string;
                            path: string;
                            name: string;
                            folder: string;
                            size: number;
                            format: string;
                            reason: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                        invalidHeaders: {
                            path: string;
                            reason: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listRecordFiles: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    id: string;
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
                        files: {
                            fileid: string;
                            id: string;
                            bak_id: string;
                            name: string;
                            path: string;
                            size: number;
                            format: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    linkRecordFiles: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    id: string;
                    files: {
                        /** @default  */
                        fileid?: string | null;
                        id?: string;
                        /** @default  */
                        bak_id?: string | null;
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
                        code: 200 | 201;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startStorageSync: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobId: string;
                        room: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSyncStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    jobId: string;
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
                        total: number;
                        current: number;
                        currentFolder: string;
                        jobId: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "failed";
                        result?: {
                            /** @enum {string} */
                            ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            total: number;
                            linked: number;
                            newlyLinked: number;
                            unlinked: number;
                            invalid: number;
                            invalidHeaders: number;
                            tables: number;
                            removed: number;
                            missing: number;
                            finishedAt: string;
                        } | null;
                        error?: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMetadataWithoutGis: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    /** @default 1 */
                    pageNumber?: number;
                    /** @default 10 */
                    pageSize?: number;
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
                        result: {
                            [key: string]: string | number | boolean | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listGisWithoutMetadata: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    /** @default 1 */
                    pageNumber?: number;
                    /** @default 10 */
                    pageSize?: number;
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
                        result: {
                            gisId: string;
                            name: string;
                            geometryType: string;
                            bbox: [
                                number,
                                number,
                                number,
                                number
                            ];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    linkGisToMetadata: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    gisId: string;
                    id: string;
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
                        code: 200 | 201;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getGisData: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    id: string;
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
                        id: string;
                        geometry: {
                            /** @enum {string} */
                            type: "Point" | "LineString" | "Polygon" | "MultiLineString" | "MultiPolygon";
                            coordinates: unknown[];
                        } | null;
                        bbox: [
                            number,
                            number,
                            number,
                            number
                        ] | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getWebMapServiceUrl: {
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
                    ingestType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNonSeismicItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
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
                        [key: string]: string | number | boolean | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCountries: {
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
                        code: string;
                        name: string;
                    }[];
                };
            };
        };
    };
    listConfigurations: {
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
                        "vdr.accessDays": number;
                        "vdr.contactEmail": string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateConfigurations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "vdr.accessDays"?: number;
                    "vdr.contactEmail"?: string | null;
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
                        "vdr.accessDays": number;
                        "vdr.contactEmail": string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listKnownCompanies: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
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
                        result: {
                            id: string;
                            name: string;
                            registrationNumber: string | null;
                            countryCode: string | null;
                            active: boolean;
                            organisationCount: number;
                            createdAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createKnownCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    registrationNumber?: string | null;
                    countryCode?: string | null;
                    /** @default true */
                    active?: boolean;
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
                        id: string;
                        name: string;
                        registrationNumber: string | null;
                        countryCode: string | null;
                        active: boolean;
                        organisationCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getKnownCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        registrationNumber: string | null;
                        countryCode: string | null;
                        active: boolean;
                        organisationCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteKnownCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateKnownCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    registrationNumber?: string | null;
                    countryCode?: string | null;
                    /** @default true */
                    active?: boolean;
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
                        id: string;
                        name: string;
                        registrationNumber: string | null;
                        countryCode: string | null;
                        active: boolean;
                        organisationCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listInstitutes: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
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
                        result: {
                            id: string;
                            name: string;
                            countryCode: string | null;
                            active: boolean;
                            organisationCount: number;
                            createdAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createInstitute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    countryCode?: string | null;
                    /** @default true */
                    active?: boolean;
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
                        id: string;
                        name: string;
                        countryCode: string | null;
                        active: boolean;
                        organisationCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getInstitute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        countryCode: string | null;
                        active: boolean;
                        organisationCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteInstitute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateInstitute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    countryCode?: string | null;
                    /** @default true */
                    active?: boolean;
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
                        id: string;
                        name: string;
                        countryCode: string | null;
                        active: boolean;
                        organisationCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBidRounds: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                phase?: "upcoming" | "open" | "closed";
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
                        result: {
                            id: string;
                            name: string;
                            opensOn: string;
                            closesOn: string;
                            description: string | null;
                            /** @enum {string} */
                            phase: "upcoming" | "open" | "closed";
                            applicationCount: number;
                            createdAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createBidRound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    opensOn: string;
                    closesOn: string;
                    description?: string | null;
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
                        id: string;
                        name: string;
                        opensOn: string;
                        closesOn: string;
                        description: string | null;
                        /** @enum {string} */
                        phase: "upcoming" | "open" | "closed";
                        applicationCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBidRound: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        opensOn: string;
                        closesOn: string;
                        description: string | null;
                        /** @enum {string} */
                        phase: "upcoming" | "open" | "closed";
                        applicationCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteBidRound: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateBidRound: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    opensOn?: string;
                    closesOn?: string;
                    description?: string | null;
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
                        id: string;
                        name: string;
                        opensOn: string;
                        closesOn: string;
                        description: string | null;
                        /** @enum {string} */
                        phase: "upcoming" | "open" | "closed";
                        applicationCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminOrganizations: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                kind?: "company" | "institute";
                country?: string;
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
                        result: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "company" | "institute";
                            /** @enum {string} */
                            tier: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            countryCode: string | null;
                            registrationNumber: string | null;
                            address: string | null;
                            knownCompanyId: string | null;
                            instituteId: string | null;
                            createdAt: string;
                            countryName: string | null;
                            knownCompanyName: string | null;
                            instituteName: string | null;
                            subscriptionStatus: ("inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated") | null;
                            vdrEnabled: boolean;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "company" | "institute";
                        /** @enum {string} */
                        tier: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        countryCode: string | null;
                        registrationNumber: string | null;
                        address: string | null;
                        knownCompanyId: string | null;
                        instituteId: string | null;
                        createdAt: string;
                        countryName: string | null;
                        knownCompanyName: string | null;
                        instituteName: string | null;
                        subscriptionStatus: ("inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated") | null;
                        vdrEnabled: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAdminOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    address?: string | null;
                    registrationNumber?: string | null;
                    countryCode?: string | null;
                    knownCompanyId?: string | null;
                    instituteId?: string | null;
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "company" | "institute";
                        /** @enum {string} */
                        tier: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        countryCode: string | null;
                        registrationNumber: string | null;
                        address: string | null;
                        knownCompanyId: string | null;
                        instituteId: string | null;
                        createdAt: string;
                        countryName: string | null;
                        knownCompanyName: string | null;
                        instituteName: string | null;
                        subscriptionStatus: ("inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated") | null;
                        vdrEnabled: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminOrganizationVdrSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        organisationId: string;
                        enabled: boolean;
                        accessDays: number;
                        contactEmail: string | null;
                        customised: boolean;
                        defaults: {
                            accessDays: number;
                            contactEmail: string | null;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAdminOrganizationVdrSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    accessDays: number;
                    contactEmail: string | null;
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
                        organisationId: string;
                        enabled: boolean;
                        accessDays: number;
                        contactEmail: string | null;
                        customised: boolean;
                        defaults: {
                            accessDays: number;
                            contactEmail: string | null;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startRegistration: {
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
                        id: string;
                        token: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getRegistrationDraft: {
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
                        id: string;
                        applicant: {
                            name: string;
                            email: string;
                        } | null;
                        emailVerified: boolean;
                        organisation: {
                            /** @enum {string} */
                            kind: "company" | "institute";
                            name: string;
                            knownCompanyId: string | null;
                            instituteId: string | null;
                            countryCode: string;
                            registrationNumber: string | null;
                            address: string;
                        } | null;
                        plan: {
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            duration: {
                                value: number;
                                /** @enum {string} */
                                unit: "days" | "months" | "years";
                            } | null;
                            /** @default [] */
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            /** @default null */
                            bidRoundId: string | null;
                        } | null;
                        price: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        } | null;
                        documents: {
                            id: string;
                            attachableType: string;
                            attachableId: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            sha256: string;
                            createdAt: string;
                        }[];
                        applicationId: string | null;
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setRegistrationUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
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
                        id: string;
                        applicant: {
                            name: string;
                            email: string;
                        } | null;
                        emailVerified: boolean;
                        organisation: {
                            /** @enum {string} */
                            kind: "company" | "institute";
                            name: string;
                            knownCompanyId: string | null;
                            instituteId: string | null;
                            countryCode: string;
                            registrationNumber: string | null;
                            address: string;
                        } | null;
                        plan: {
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            duration: {
                                value: number;
                                /** @enum {string} */
                                unit: "days" | "months" | "years";
                            } | null;
                            /** @default [] */
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            /** @default null */
                            bidRoundId: string | null;
                        } | null;
                        price: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        } | null;
                        documents: {
                            id: string;
                            attachableType: string;
                            attachableId: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            sha256: string;
                            createdAt: string;
                        }[];
                        applicationId: string | null;
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendRegistrationVerification: {
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
                        id: string;
                        applicant: {
                            name: string;
                            email: string;
                        } | null;
                        emailVerified: boolean;
                        organisation: {
                            /** @enum {string} */
                            kind: "company" | "institute";
                            name: string;
                            knownCompanyId: string | null;
                            instituteId: string | null;
                            countryCode: string;
                            registrationNumber: string | null;
                            address: string;
                        } | null;
                        plan: {
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            duration: {
                                value: number;
                                /** @enum {string} */
                                unit: "days" | "months" | "years";
                            } | null;
                            /** @default [] */
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            /** @default null */
                            bidRoundId: string | null;
                        } | null;
                        price: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        } | null;
                        documents: {
                            id: string;
                            attachableType: string;
                            attachableId: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            sha256: string;
                            createdAt: string;
                        }[];
                        applicationId: string | null;
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    verifyRegistrationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                    "application/json": {
                        email: string;
                        /** @enum {boolean} */
                        emailVerified: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setRegistrationOrganization: {
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
                    kind: "company";
                    /** @default null */
                    knownCompanyId?: string | null;
                    /** @default null */
                    name?: string | null;
                    registrationNumber: string;
                    countryCode: string;
                    address: string;
                } | {
                    /** @enum {string} */
                    kind: "institute";
                    instituteId: string;
                    /** @default null */
                    registrationNumber?: string | null;
                    countryCode: string;
                    address: string;
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
                        id: string;
                        applicant: {
                            name: string;
                            email: string;
                        } | null;
                        emailVerified: boolean;
                        organisation: {
                            /** @enum {string} */
                            kind: "company" | "institute";
                            name: string;
                            knownCompanyId: string | null;
                            instituteId: string | null;
                            countryCode: string;
                            registrationNumber: string | null;
                            address: string;
                        } | null;
                        plan: {
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            duration: {
                                value: number;
                                /** @enum {string} */
                                unit: "days" | "months" | "years";
                            } | null;
                            /** @default [] */
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            /** @default null */
                            bidRoundId: string | null;
                        } | null;
                        price: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        } | null;
                        documents: {
                            id: string;
                            attachableType: string;
                            attachableId: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            sha256: string;
                            createdAt: string;
                        }[];
                        applicationId: string | null;
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setRegistrationSubscription: {
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
                    planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                    duration: {
                        value: number;
                        /** @enum {string} */
                        unit: "days" | "months" | "years";
                    } | null;
                    /** @default [] */
                    addOnsType?: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                    /** @default null */
                    bidRoundId?: string | null;
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
                        id: string;
                        applicant: {
                            name: string;
                            email: string;
                        } | null;
                        emailVerified: boolean;
                        organisation: {
                            /** @enum {string} */
                            kind: "company" | "institute";
                            name: string;
                            knownCompanyId: string | null;
                            instituteId: string | null;
                            countryCode: string;
                            registrationNumber: string | null;
                            address: string;
                        } | null;
                        plan: {
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            duration: {
                                value: number;
                                /** @enum {string} */
                                unit: "days" | "months" | "years";
                            } | null;
                            /** @default [] */
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            /** @default null */
                            bidRoundId: string | null;
                        } | null;
                        price: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        } | null;
                        documents: {
                            id: string;
                            attachableType: string;
                            attachableId: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            sha256: string;
                            createdAt: string;
                        }[];
                        applicationId: string | null;
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    submitRegistration: {
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
                        applicationId: string;
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startRegistrationPayment: {
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
                        applicationId: string;
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        email: string;
                        invoice: {
                            id: string;
                            number: string;
                            totalSen: number;
                            payPath: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOpenBidRounds: {
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
                        id: string;
                        name: string;
                        opensOn: string;
                        closesOn: string;
                        description: string | null;
                    }[];
                };
            };
        };
    };
    listRegistrationKnownCompanies: {
        parameters: {
            query?: {
                search?: string;
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
                        id: string;
                        name: string;
                        countryCode: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listRegistrationInstitutes: {
        parameters: {
            query?: {
                search?: string;
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
                        id: string;
                        name: string;
                        countryCode: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyRegistration: {
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
                        application: {
                            id: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                            /** @enum {string} */
                            status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            duration: {
                                value: number;
                                /** @enum {string} */
                                unit: "days" | "months" | "years";
                            } | null;
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            amount: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            bidRoundId: string | null;
                            nextApproverId: string | null;
                            nextApproverName: string | null;
                            applicantUserId: string | null;
                            submittedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                        };
                        documents: {
                            id: string;
                            attachableType: string;
                            attachableId: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            sha256: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminApplications: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: string;
                kind?: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                planType?: string;
                organisationId?: string;
                organisation?: string;
                submittedFrom?: string;
                submittedTo?: string;
                nextApprover?: "me";
                clarificationAnswered?: "true";
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
                        result: {
                            id: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                            /** @enum {string} */
                            status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            duration: {
                                value: number;
                                /** @enum {string} */
                                unit: "days" | "months" | "years";
                            } | null;
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            amount: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            bidRoundId: string | null;
                            nextApproverId: string | null;
                            nextApproverName: string | null;
                            applicantUserId: string | null;
                            submittedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listActivationApplications: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
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
                        result: {
                            id: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                            /** @enum {string} */
                            status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            duration: {
                                value: number;
                                /** @enum {string} */
                                unit: "days" | "months" | "years";
                            } | null;
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            amount: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            bidRoundId: string | null;
                            nextApproverId: string | null;
                            nextApproverName: string | null;
                            applicantUserId: string | null;
                            submittedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        application: {
                            id: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                            /** @enum {string} */
                            status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            duration: {
                                value: number;
                                /** @enum {string} */
                                unit: "days" | "months" | "years";
                            } | null;
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            amount: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            bidRoundId: string | null;
                            nextApproverId: string | null;
                            nextApproverName: string | null;
                            applicantUserId: string | null;
                            submittedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                        };
                        organisation: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "company" | "institute";
                            /** @enum {string} */
                            tier: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            countryCode: string | null;
                            registrationNumber: string | null;
                            address: string | null;
                            knownCompanyId: string | null;
                            instituteId: string | null;
                            createdAt: string;
                        };
                        applicant: {
                            id: string;
                            name: string;
                            email: string;
                        } | null;
                        documents: {
                            id: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            createdAt: string;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadApplicationDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    rejectApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                    reason: string;
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestApplicationClarification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                    message: string;
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendApplicationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resetApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listVerificationRequests: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
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
                        result: {
                            id: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                            /** @enum {string} */
                            status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            duration: {
                                value: number;
                                /** @enum {string} */
                                unit: "days" | "months" | "years";
                            } | null;
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            amount: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            bidRoundId: string | null;
                            nextApproverId: string | null;
                            nextApproverName: string | null;
                            applicantUserId: string | null;
                            submittedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveVerificationRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminDashboard: {
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
                        counts: {
                            /** @enum {string} */
                            key: "pending-verification" | "clarifications-answered" | "cancel-requests" | "failed-activations" | "awaiting-my-approval" | "pending-finance" | "mbr-pending" | "payments-waiting" | "invoice-cancel-requests" | "credit-purchases-waiting" | "e-invoices-invalid";
                            count: number;
                            label: string;
                            link: string;
                        }[];
                        overview: {
                            month: string;
                            subscriptions: {
                                total: number;
                                byStatus: {
                                    /** @enum {string} */
                                    status: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                                    count: number;
                                }[];
                                byTier: {
                                    /** @enum {string} */
                                    tier: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                                    count: number;
                                }[];
                                link: string | null;
                            } | null;
                            applications: {
                                total: number;
                                stages: {
                                    /** @enum {string} */
                                    stage: "verification" | "loa" | "payment" | "finance";
                                    level: number | null;
                                    label: string;
                                    count: number;
                                    link: string | null;
                                }[];
                            } | null;
                            revenue: {
                                thisMonthSen: number;
                                lastMonthSen: number;
                                /** @enum {string} */
                                currency: "MYR";
                                link: string | null;
                            } | null;
                            downloads: {
                                packages: number;
                                items: number;
                                link: string | null;
                            } | null;
                            organisations: {
                                newThisMonth: number;
                                total: number;
                                link: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLoaChain: {
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
                        approvers: {
                            userId: string;
                            name: string;
                            email: string;
                            level: number;
                            limit: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveLoaChain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approvers: {
                        userId: string;
                        limitSen: number;
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
                        approvers: {
                            userId: string;
                            name: string;
                            email: string;
                            level: number;
                            limit: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdministrators: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
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
                        result: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin";
                            /** @enum {string} */
                            status: "active" | "invited" | "suspended";
                            loa: {
                                level: number;
                                limitSen: number;
                            } | null;
                            createdAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createAdministrator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin";
                    loa?: {
                        level?: number;
                        limitSen: number;
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
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin";
                        /** @enum {string} */
                        status: "active" | "invited" | "suspended";
                        loa: {
                            level: number;
                            limitSen: number;
                        } | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdministrator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin";
                        /** @enum {string} */
                        status: "active" | "invited" | "suspended";
                        loa: {
                            level: number;
                            limitSen: number;
                        } | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdministrator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAdministrator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    role?: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin";
                    /** @enum {string} */
                    status?: "active" | "suspended";
                    loa?: {
                        level?: number;
                        limitSen: number;
                    } | null;
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
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin";
                        /** @enum {string} */
                        status: "active" | "invited" | "suspended";
                        loa: {
                            level: number;
                            limitSen: number;
                        } | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                planType?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                q?: string;
                endingBefore?: string;
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
                        result: {
                            id: string;
                            organisationId: string;
                            organisationName: string;
                            alias: string | null;
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            /** @enum {string} */
                            status: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            startsAt: string | null;
                            endsAt: string | null;
                            daysLeft: number | null;
                            pendingPlanType: ("basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr") | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        alias: string | null;
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        startsAt: string | null;
                        endsAt: string | null;
                        daysLeft: number | null;
                        pendingPlanType: ("basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr") | null;
                        users: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            /** @enum {string} */
                            status: "active" | "invited" | "suspended";
                            isPrimary: boolean;
                            organisationId: string | null;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    revokeSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        alias: string | null;
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        startsAt: string | null;
                        endsAt: string | null;
                        daysLeft: number | null;
                        pendingPlanType: ("basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr") | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endsAt?: string | null;
                    addOnsType?: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                    /** @enum {string} */
                    planType?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        alias: string | null;
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        startsAt: string | null;
                        endsAt: string | null;
                        daysLeft: number | null;
                        pendingPlanType: ("basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr") | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setSubscriptionAlias: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alias: string | null;
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        alias: string | null;
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        startsAt: string | null;
                        endsAt: string | null;
                        daysLeft: number | null;
                        pendingPlanType: ("basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr") | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    suspendSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        alias: string | null;
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        startsAt: string | null;
                        endsAt: string | null;
                        daysLeft: number | null;
                        pendingPlanType: ("basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr") | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    activateSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        alias: string | null;
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        startsAt: string | null;
                        endsAt: string | null;
                        daysLeft: number | null;
                        pendingPlanType: ("basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr") | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    suspendSubscriptionUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "active" | "invited" | "suspended";
                        isPrimary: boolean;
                        organisationId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    reactivateSubscriptionUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "active" | "invited" | "suspended";
                        isPrimary: boolean;
                        organisationId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendInvitationSubscriptionUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "active" | "invited" | "suspended";
                        isPrimary: boolean;
                        organisationId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    removeSubscriptionUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyOrganization: {
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "company" | "institute";
                        /** @enum {string} */
                        tier: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        countryCode: string | null;
                        registrationNumber: string | null;
                        address: string | null;
                        knownCompanyId: string | null;
                        instituteId: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateMyOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    countryCode: string | null;
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "company" | "institute";
                        /** @enum {string} */
                        tier: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        countryCode: string | null;
                        registrationNumber: string | null;
                        address: string | null;
                        knownCompanyId: string | null;
                        instituteId: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMySubscription: {
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        alias: string | null;
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        startsAt: string | null;
                        endsAt: string | null;
                        daysLeft: number | null;
                        pendingPlanType: ("basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr") | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMyApplications: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
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
                        result: {
                            id: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                            /** @enum {string} */
                            status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            duration: {
                                value: number;
                                /** @enum {string} */
                                unit: "days" | "months" | "years";
                            } | null;
                            addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                            amount: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            bidRoundId: string | null;
                            nextApproverId: string | null;
                            nextApproverName: string | null;
                            applicantUserId: string | null;
                            submittedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createMyApplication: {
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
                    kind: "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                    choice?: {
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        /** @default [] */
                        addOnsType?: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        /** @default null */
                        bidRoundId?: string | null;
                    };
                    details?: {
                        name?: string;
                        registrationNumber?: string;
                        address?: string;
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                        details: {
                            [key: string]: unknown;
                        } | null;
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                        details: {
                            [key: string]: unknown;
                        } | null;
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateMyApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                    choice?: {
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        /** @default [] */
                        addOnsType?: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        /** @default null */
                        bidRoundId?: string | null;
                    };
                    details?: {
                        name?: string;
                        registrationNumber?: string;
                        address?: string;
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                        details: {
                            [key: string]: unknown;
                        } | null;
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    withdrawMyApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                        details: {
                            [key: string]: unknown;
                        } | null;
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    submitMyApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string;
                    /** @default [] */
                    uploadIds?: string[];
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        kind: "registration" | "renewal" | "upgrade" | "downgrade" | "add-on" | "amendment";
                        /** @enum {string} */
                        status: "new" | "pending_verification" | "pending_verification_clarification" | "pending_loa" | "pending_loa_clarification" | "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "failed_payment" | "resubmission" | "cancelled" | "cancel_request";
                        /** @enum {string} */
                        planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        duration: {
                            value: number;
                            /** @enum {string} */
                            unit: "days" | "months" | "years";
                        } | null;
                        addOnsType: ("mbr" | "mpm-study" | "mbr-plus" | "vdr")[];
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        bidRoundId: string | null;
                        nextApproverId: string | null;
                        nextApproverName: string | null;
                        applicantUserId: string | null;
                        submittedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("submit" | "approve" | "reject" | "request-clarification" | "answer-clarification" | "resend-email" | "pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "fail" | "request-cancellation" | "cancel" | "resubmit" | "reset")[];
                        details: {
                            [key: string]: unknown;
                        } | null;
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "active" | "invited" | "suspended";
                        isPrimary: boolean;
                        organisationId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    removeUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "active" | "suspended";
                    name?: string;
                    /** @enum {boolean} */
                    resendInvitation?: true;
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
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                        /** @enum {string} */
                        status: "active" | "invited" | "suspended";
                        isPrimary: boolean;
                        organisationId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDownloadCreditPlans: {
        parameters: {
            query?: {
                includeRetired?: "true" | "false";
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
                        result: {
                            id: string;
                            name: string;
                            description: string | null;
                            credits: number;
                            priceSen: number;
                            validityDays: number | null;
                            retired: boolean;
                            retiredAt: string | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createDownloadCreditPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    credits: number;
                    priceSen: number;
                    validityDays: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string | null;
                        credits: number;
                        priceSen: number;
                        validityDays: number | null;
                        retired: boolean;
                        retiredAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDownloadCreditPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        description: string | null;
                        credits: number;
                        priceSen: number;
                        validityDays: number | null;
                        retired: boolean;
                        retiredAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateDownloadCreditPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    credits: number;
                    priceSen: number;
                    validityDays: number | null;
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
                        id: string;
                        name: string;
                        description: string | null;
                        credits: number;
                        priceSen: number;
                        validityDays: number | null;
                        retired: boolean;
                        retiredAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    retireDownloadCreditPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        description: string | null;
                        credits: number;
                        priceSen: number;
                        validityDays: number | null;
                        retired: boolean;
                        retiredAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    buyDownloadCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        purchase: {
                            id: string;
                            organisationId: string;
                            organisationName: string;
                            planId: string;
                            planName: string;
                            credits: number;
                            amountSen: number;
                            /** @enum {string} */
                            status: "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "cancelled";
                            invoice: {
                                id: string;
                                number: string;
                                /** @enum {string} */
                                status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                                totalSen: number;
                            } | null;
                            allowedActions: ("pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "approve" | "request-clarification" | "answer-clarification" | "resend-invoice" | "cancel" | "void")[];
                            approvedAt: string | null;
                            createdAt: string;
                        };
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            totalSen: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMyCreditPurchases: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
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
                        result: {
                            id: string;
                            organisationId: string;
                            organisationName: string;
                            planId: string;
                            planName: string;
                            credits: number;
                            amountSen: number;
                            /** @enum {string} */
                            status: "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "cancelled";
                            invoice: {
                                id: string;
                                number: string;
                                /** @enum {string} */
                                status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                                totalSen: number;
                            } | null;
                            allowedActions: ("pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "approve" | "request-clarification" | "answer-clarification" | "resend-invoice" | "cancel" | "void")[];
                            approvedAt: string | null;
                            createdAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelMyCreditPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        planId: string;
                        planName: string;
                        credits: number;
                        amountSen: number;
                        /** @enum {string} */
                        status: "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "cancelled";
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            totalSen: number;
                        } | null;
                        allowedActions: ("pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "approve" | "request-clarification" | "answer-clarification" | "resend-invoice" | "cancel" | "void")[];
                        approvedAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyCredits: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
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
                        balance: number;
                        monthlyQuota: number | null;
                        spentThisMonth: number;
                        ledger: {
                            result: {
                                id: string;
                                /** @enum {string} */
                                kind: "grant" | "spend" | "refund" | "adjust" | "expire";
                                credits: number;
                                balanceAfter: number;
                                reason: string | null;
                                reference: string | null;
                                creditPurchaseId: string | null;
                                expiresAt: string | null;
                                actorName: string | null;
                                createdAt: string;
                            }[];
                            pageNumber: number;
                            pageSize: number;
                            pageTotal: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyCreditStats: {
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
                        byMonth: {
                            month: string;
                            granted: number;
                            spent: number;
                            expired: number;
                            adjusted: number;
                        }[];
                        byKind: {
                            /** @enum {string} */
                            kind: "grant" | "spend" | "refund" | "adjust" | "expire";
                            credits: number;
                            entries: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCreditPurchases: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "cancelled";
                organisationId?: string;
                organisation?: string;
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
                        result: {
                            id: string;
                            organisationId: string;
                            organisationName: string;
                            planId: string;
                            planName: string;
                            credits: number;
                            amountSen: number;
                            /** @enum {string} */
                            status: "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "cancelled";
                            invoice: {
                                id: string;
                                number: string;
                                /** @enum {string} */
                                status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                                totalSen: number;
                            } | null;
                            allowedActions: ("pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "approve" | "request-clarification" | "answer-clarification" | "resend-invoice" | "cancel" | "void")[];
                            approvedAt: string | null;
                            createdAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreditPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        planId: string;
                        planName: string;
                        credits: number;
                        amountSen: number;
                        /** @enum {string} */
                        status: "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "cancelled";
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            totalSen: number;
                        } | null;
                        allowedActions: ("pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "approve" | "request-clarification" | "answer-clarification" | "resend-invoice" | "cancel" | "void")[];
                        approvedAt: string | null;
                        createdAt: string;
                        payments: {
                            id: string;
                            /** @enum {string} */
                            method: "online" | "bank_transfer";
                            /** @enum {string} */
                            status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                            amountSen: number;
                            reference: string | null;
                            note: string | null;
                            createdAt: string;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveCreditPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        planId: string;
                        planName: string;
                        credits: number;
                        amountSen: number;
                        /** @enum {string} */
                        status: "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "cancelled";
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            totalSen: number;
                        } | null;
                        allowedActions: ("pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "approve" | "request-clarification" | "answer-clarification" | "resend-invoice" | "cancel" | "void")[];
                        approvedAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestCreditPurchaseClarification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        planId: string;
                        planName: string;
                        credits: number;
                        amountSen: number;
                        /** @enum {string} */
                        status: "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "cancelled";
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            totalSen: number;
                        } | null;
                        allowedActions: ("pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "approve" | "request-clarification" | "answer-clarification" | "resend-invoice" | "cancel" | "void")[];
                        approvedAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendCreditPurchaseInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        organisationId: string;
                        organisationName: string;
                        planId: string;
                        planName: string;
                        credits: number;
                        amountSen: number;
                        /** @enum {string} */
                        status: "invoice_issued" | "pending_payment" | "pending_finance" | "pending_finance_clarification" | "approved" | "cancelled";
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            totalSen: number;
                        } | null;
                        allowedActions: ("pay" | "cancel-payment" | "confirm-payment" | "fail-payment" | "approve" | "request-clarification" | "answer-clarification" | "resend-invoice" | "cancel" | "void")[];
                        approvedAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSubscriptionCredits: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
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
                        balance: number;
                        monthlyQuota: number | null;
                        spentThisMonth: number;
                        ledger: {
                            result: {
                                id: string;
                                /** @enum {string} */
                                kind: "grant" | "spend" | "refund" | "adjust" | "expire";
                                credits: number;
                                balanceAfter: number;
                                reason: string | null;
                                reference: string | null;
                                creditPurchaseId: string | null;
                                expiresAt: string | null;
                                actorName: string | null;
                                createdAt: string;
                            }[];
                            pageNumber: number;
                            pageSize: number;
                            pageTotal: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSubscriptionCreditQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        monthlyQuota: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setSubscriptionCreditQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    monthlyQuota: number | null;
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
                        monthlyQuota: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    adjustSubscriptionCredits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credits: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        kind: "grant" | "spend" | "refund" | "adjust" | "expire";
                        credits: number;
                        balanceAfter: number;
                        reason: string | null;
                        reference: string | null;
                        creditPurchaseId: string | null;
                        expiresAt: string | null;
                        actorName: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDownloadPackages: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
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
                        result: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
                            ownerName: string;
                            itemCount: number;
                            sizeBytes: number;
                            zipSizeBytes: number | null;
                            credits: number;
                            creditsSpent: number;
                            creditsRefunded: number;
                            progress: {
                                packageId: string;
                                filesDone: number;
                                filesTotal: number;
                                bytesDone: number;
                                bytesTotal: number;
                                currentFile: string | null;
                            } | null;
                            error: string | null;
                            createdAt: string;
                            confirmedAt: string | null;
                            readyAt: string | null;
                            expiresAt: string | null;
                            downloadedAt: string | null;
                            allowedActions: ("confirm" | "cancel" | "download" | "delete" | "edit")[];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createDownloadPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @default [] */
                    records?: {
                        /** @enum {string} */
                        type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
                        ownerName: string;
                        itemCount: number;
                        sizeBytes: number;
                        zipSizeBytes: number | null;
                        credits: number;
                        creditsSpent: number;
                        creditsRefunded: number;
                        progress: {
                            packageId: string;
                            filesDone: number;
                            filesTotal: number;
                            bytesDone: number;
                            bytesTotal: number;
                            currentFile: string | null;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        confirmedAt: string | null;
                        readyAt: string | null;
                        expiresAt: string | null;
                        downloadedAt: string | null;
                        allowedActions: ("confirm" | "cancel" | "download" | "delete" | "edit")[];
                        items: {
                            id: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed" | "cancelled";
                            fileCount: number;
                            sizeBytes: number;
                            credits: number;
                            error: string | null;
                        }[];
                        room: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addToDownloadPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        /** @enum {string} */
                        type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        id: string;
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
                        ownerName: string;
                        itemCount: number;
                        sizeBytes: number;
                        zipSizeBytes: number | null;
                        credits: number;
                        creditsSpent: number;
                        creditsRefunded: number;
                        progress: {
                            packageId: string;
                            filesDone: number;
                            filesTotal: number;
                            bytesDone: number;
                            bytesTotal: number;
                            currentFile: string | null;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        confirmedAt: string | null;
                        readyAt: string | null;
                        expiresAt: string | null;
                        downloadedAt: string | null;
                        allowedActions: ("confirm" | "cancel" | "download" | "delete" | "edit")[];
                        items: {
                            id: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed" | "cancelled";
                            fileCount: number;
                            sizeBytes: number;
                            credits: number;
                            error: string | null;
                        }[];
                        room: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDownloadPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
                        ownerName: string;
                        itemCount: number;
                        sizeBytes: number;
                        zipSizeBytes: number | null;
                        credits: number;
                        creditsSpent: number;
                        creditsRefunded: number;
                        progress: {
                            packageId: string;
                            filesDone: number;
                            filesTotal: number;
                            bytesDone: number;
                            bytesTotal: number;
                            currentFile: string | null;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        confirmedAt: string | null;
                        readyAt: string | null;
                        expiresAt: string | null;
                        downloadedAt: string | null;
                        allowedActions: ("confirm" | "cancel" | "download" | "delete" | "edit")[];
                        items: {
                            id: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed" | "cancelled";
                            fileCount: number;
                            sizeBytes: number;
                            credits: number;
                            error: string | null;
                        }[];
                        room: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteDownloadPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    renameDownloadPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
                        ownerName: string;
                        itemCount: number;
                        sizeBytes: number;
                        zipSizeBytes: number | null;
                        credits: number;
                        creditsSpent: number;
                        creditsRefunded: number;
                        progress: {
                            packageId: string;
                            filesDone: number;
                            filesTotal: number;
                            bytesDone: number;
                            bytesTotal: number;
                            currentFile: string | null;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        confirmedAt: string | null;
                        readyAt: string | null;
                        expiresAt: string | null;
                        downloadedAt: string | null;
                        allowedActions: ("confirm" | "cancel" | "download" | "delete" | "edit")[];
                        items: {
                            id: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed" | "cancelled";
                            fileCount: number;
                            sizeBytes: number;
                            credits: number;
                            error: string | null;
                        }[];
                        room: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addDownloadPackageItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        /** @enum {string} */
                        type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        id: string;
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
                        ownerName: string;
                        itemCount: number;
                        sizeBytes: number;
                        zipSizeBytes: number | null;
                        credits: number;
                        creditsSpent: number;
                        creditsRefunded: number;
                        progress: {
                            packageId: string;
                            filesDone: number;
                            filesTotal: number;
                            bytesDone: number;
                            bytesTotal: number;
                            currentFile: string | null;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        confirmedAt: string | null;
                        readyAt: string | null;
                        expiresAt: string | null;
                        downloadedAt: string | null;
                        allowedActions: ("confirm" | "cancel" | "download" | "delete" | "edit")[];
                        items: {
                            id: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed" | "cancelled";
                            fileCount: number;
                            sizeBytes: number;
                            credits: number;
                            error: string | null;
                        }[];
                        room: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmDownloadPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
                        ownerName: string;
                        itemCount: number;
                        sizeBytes: number;
                        zipSizeBytes: number | null;
                        credits: number;
                        creditsSpent: number;
                        creditsRefunded: number;
                        progress: {
                            packageId: string;
                            filesDone: number;
                            filesTotal: number;
                            bytesDone: number;
                            bytesTotal: number;
                            currentFile: string | null;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        confirmedAt: string | null;
                        readyAt: string | null;
                        expiresAt: string | null;
                        downloadedAt: string | null;
                        allowedActions: ("confirm" | "cancel" | "download" | "delete" | "edit")[];
                        items: {
                            id: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed" | "cancelled";
                            fileCount: number;
                            sizeBytes: number;
                            credits: number;
                            error: string | null;
                        }[];
                        room: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelDownloadPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
                        ownerName: string;
                        itemCount: number;
                        sizeBytes: number;
                        zipSizeBytes: number | null;
                        credits: number;
                        creditsSpent: number;
                        creditsRefunded: number;
                        progress: {
                            packageId: string;
                            filesDone: number;
                            filesTotal: number;
                            bytesDone: number;
                            bytesTotal: number;
                            currentFile: string | null;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        confirmedAt: string | null;
                        readyAt: string | null;
                        expiresAt: string | null;
                        downloadedAt: string | null;
                        allowedActions: ("confirm" | "cancel" | "download" | "delete" | "edit")[];
                        items: {
                            id: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed" | "cancelled";
                            fileCount: number;
                            sizeBytes: number;
                            credits: number;
                            error: string | null;
                        }[];
                        room: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadPackageZip: {
        parameters: {
            query?: never;
            header?: {
                range?: string;
                "if-range"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    removeDownloadItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
                        ownerName: string;
                        itemCount: number;
                        sizeBytes: number;
                        zipSizeBytes: number | null;
                        credits: number;
                        creditsSpent: number;
                        creditsRefunded: number;
                        progress: {
                            packageId: string;
                            filesDone: number;
                            filesTotal: number;
                            bytesDone: number;
                            bytesTotal: number;
                            currentFile: string | null;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        confirmedAt: string | null;
                        readyAt: string | null;
                        expiresAt: string | null;
                        downloadedAt: string | null;
                        allowedActions: ("confirm" | "cancel" | "download" | "delete" | "edit")[];
                        items: {
                            id: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed" | "cancelled";
                            fileCount: number;
                            sizeBytes: number;
                            credits: number;
                            error: string | null;
                        }[];
                        room: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelDownloadItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
                        ownerName: string;
                        itemCount: number;
                        sizeBytes: number;
                        zipSizeBytes: number | null;
                        credits: number;
                        creditsSpent: number;
                        creditsRefunded: number;
                        progress: {
                            packageId: string;
                            filesDone: number;
                            filesTotal: number;
                            bytesDone: number;
                            bytesTotal: number;
                            currentFile: string | null;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        confirmedAt: string | null;
                        readyAt: string | null;
                        expiresAt: string | null;
                        downloadedAt: string | null;
                        allowedActions: ("confirm" | "cancel" | "download" | "delete" | "edit")[];
                        items: {
                            id: string;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed" | "cancelled";
                            fileCount: number;
                            sizeBytes: number;
                            credits: number;
                            error: string | null;
                        }[];
                        room: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyDownloadStatistics: {
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
                        totals: {
                            packages: number;
                            records: number;
                            bytes: number;
                            credits: number;
                        };
                        byMonth: {
                            packages: number;
                            records: number;
                            bytes: number;
                            credits: number;
                            month: string;
                        }[];
                        byDataType: {
                            packages: number;
                            records: number;
                            bytes: number;
                            credits: number;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        }[];
                        byUser: {
                            packages: number;
                            records: number;
                            bytes: number;
                            credits: number;
                            userId: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDownloadsOverview: {
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
                        totals: {
                            packages: number;
                            records: number;
                            bytes: number;
                            credits: number;
                        };
                        byMonth: {
                            packages: number;
                            records: number;
                            bytes: number;
                            credits: number;
                            month: string;
                        }[];
                        byDataType: {
                            packages: number;
                            records: number;
                            bytes: number;
                            credits: number;
                            /** @enum {string} */
                            sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        }[];
                        byOrganisation: {
                            packages: number;
                            records: number;
                            bytes: number;
                            credits: number;
                            organisationId: string;
                            name: string;
                        }[];
                        byStatus: {
                            /** @enum {string} */
                            status: "draft" | "preparing" | "ready" | "failed" | "cancelled" | "expired";
                            packages: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDataPacks: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
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
                        result: {
                            id: string;
                            name: string;
                            description: string;
                            credits: number;
                            recordCount: number;
                            sizeBytes: number;
                            instant: boolean;
                            publishedAt: string | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDataPack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        description: string;
                        credits: number;
                        recordCount: number;
                        sizeBytes: number;
                        instant: boolean;
                        publishedAt: string | null;
                        records: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            id: string;
                            title: string;
                            fileCount: number;
                            sizeBytes: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    takeDataPack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        packageId: string;
                        credits: number;
                        prebuilt: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminDataPacks: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                status?: "draft" | "published" | "withdrawn";
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
                        result: {
                            id: string;
                            name: string;
                            description: string;
                            credits: number;
                            /** @enum {string} */
                            status: "draft" | "published" | "withdrawn";
                            recordCount: number;
                            sizeBytes: number;
                            prePack: {
                                id: string;
                                packId: string;
                                /** @enum {string} */
                                status: "building" | "ready" | "failed";
                                sizeBytes: number | null;
                                fileCount: number | null;
                                progress: {
                                    bytesDone: number;
                                    bytesTotal: number;
                                } | null;
                                error: string | null;
                                createdAt: string;
                                builtAt: string | null;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                            publishedAt: string | null;
                            allowedActions: ("edit" | "publish" | "withdraw" | "build_pre_pack")[];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createDataPack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    credits: number;
                    records: {
                        /** @enum {string} */
                        type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string;
                        credits: number;
                        /** @enum {string} */
                        status: "draft" | "published" | "withdrawn";
                        recordCount: number;
                        sizeBytes: number;
                        prePack: {
                            id: string;
                            packId: string;
                            /** @enum {string} */
                            status: "building" | "ready" | "failed";
                            sizeBytes: number | null;
                            fileCount: number | null;
                            progress: {
                                bytesDone: number;
                                bytesTotal: number;
                            } | null;
                            error: string | null;
                            createdAt: string;
                            builtAt: string | null;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        publishedAt: string | null;
                        allowedActions: ("edit" | "publish" | "withdraw" | "build_pre_pack")[];
                        records: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            id: string;
                            title: string;
                            fileCount: number;
                            sizeBytes: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    searchDataPackRecords: {
        parameters: {
            query: {
                q: string;
                types?: string;
                limit?: number;
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
                        q: string;
                        groups: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            displayName: string;
                            /** @enum {string} */
                            match: "all" | "text" | "fuzzy";
                            total: number;
                            results: {
                                /** @enum {string} */
                                type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                                id: string;
                                title: string;
                                subtitle: string;
                                region: string | null;
                            }[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminDataPack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        description: string;
                        credits: number;
                        /** @enum {string} */
                        status: "draft" | "published" | "withdrawn";
                        recordCount: number;
                        sizeBytes: number;
                        prePack: {
                            id: string;
                            packId: string;
                            /** @enum {string} */
                            status: "building" | "ready" | "failed";
                            sizeBytes: number | null;
                            fileCount: number | null;
                            progress: {
                                bytesDone: number;
                                bytesTotal: number;
                            } | null;
                            error: string | null;
                            createdAt: string;
                            builtAt: string | null;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        publishedAt: string | null;
                        allowedActions: ("edit" | "publish" | "withdraw" | "build_pre_pack")[];
                        records: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            id: string;
                            title: string;
                            fileCount: number;
                            sizeBytes: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateDataPack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    credits: number;
                    records: {
                        /** @enum {string} */
                        type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        id: string;
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
                        id: string;
                        name: string;
                        description: string;
                        credits: number;
                        /** @enum {string} */
                        status: "draft" | "published" | "withdrawn";
                        recordCount: number;
                        sizeBytes: number;
                        prePack: {
                            id: string;
                            packId: string;
                            /** @enum {string} */
                            status: "building" | "ready" | "failed";
                            sizeBytes: number | null;
                            fileCount: number | null;
                            progress: {
                                bytesDone: number;
                                bytesTotal: number;
                            } | null;
                            error: string | null;
                            createdAt: string;
                            builtAt: string | null;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        publishedAt: string | null;
                        allowedActions: ("edit" | "publish" | "withdraw" | "build_pre_pack")[];
                        records: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            id: string;
                            title: string;
                            fileCount: number;
                            sizeBytes: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    publishDataPack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        description: string;
                        credits: number;
                        /** @enum {string} */
                        status: "draft" | "published" | "withdrawn";
                        recordCount: number;
                        sizeBytes: number;
                        prePack: {
                            id: string;
                            packId: string;
                            /** @enum {string} */
                            status: "building" | "ready" | "failed";
                            sizeBytes: number | null;
                            fileCount: number | null;
                            progress: {
                                bytesDone: number;
                                bytesTotal: number;
                            } | null;
                            error: string | null;
                            createdAt: string;
                            builtAt: string | null;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        publishedAt: string | null;
                        allowedActions: ("edit" | "publish" | "withdraw" | "build_pre_pack")[];
                        records: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            id: string;
                            title: string;
                            fileCount: number;
                            sizeBytes: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    withdrawDataPack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        description: string;
                        credits: number;
                        /** @enum {string} */
                        status: "draft" | "published" | "withdrawn";
                        recordCount: number;
                        sizeBytes: number;
                        prePack: {
                            id: string;
                            packId: string;
                            /** @enum {string} */
                            status: "building" | "ready" | "failed";
                            sizeBytes: number | null;
                            fileCount: number | null;
                            progress: {
                                bytesDone: number;
                                bytesTotal: number;
                            } | null;
                            error: string | null;
                            createdAt: string;
                            builtAt: string | null;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        publishedAt: string | null;
                        allowedActions: ("edit" | "publish" | "withdraw" | "build_pre_pack")[];
                        records: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            id: string;
                            title: string;
                            fileCount: number;
                            sizeBytes: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDataPrePacks: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                packId?: string;
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
                        result: {
                            id: string;
                            packId: string;
                            /** @enum {string} */
                            status: "building" | "ready" | "failed";
                            sizeBytes: number | null;
                            fileCount: number | null;
                            progress: {
                                bytesDone: number;
                                bytesTotal: number;
                            } | null;
                            error: string | null;
                            createdAt: string;
                            builtAt: string | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    buildDataPrePack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        packId: string;
                        /** @enum {string} */
                        status: "building" | "ready" | "failed";
                        sizeBytes: number | null;
                        fileCount: number | null;
                        progress: {
                            bytesDone: number;
                            bytesTotal: number;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        builtAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDataPrePack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        packId: string;
                        /** @enum {string} */
                        status: "building" | "ready" | "failed";
                        sizeBytes: number | null;
                        fileCount: number | null;
                        progress: {
                            bytesDone: number;
                            bytesTotal: number;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        builtAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteDataPrePack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listEInvoices: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "queued" | "submitted" | "valid" | "invalid" | "paused" | "cancelled";
                documentType?: "01" | "02";
                organisationId?: string;
                q?: string;
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
                        result: {
                            id: string;
                            invoiceId: string;
                            invoiceNumber: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            documentType: "01" | "02";
                            /** @enum {string} */
                            status: "queued" | "submitted" | "valid" | "invalid" | "paused" | "cancelled";
                            totalSen: number;
                            attempts: number;
                            nextAttemptAt: string | null;
                            lastError: string | null;
                            validatedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        invoiceId: string;
                        invoiceNumber: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        documentType: "01" | "02";
                        /** @enum {string} */
                        status: "queued" | "submitted" | "valid" | "invalid" | "paused" | "cancelled";
                        totalSen: number;
                        attempts: number;
                        nextAttemptAt: string | null;
                        lastError: string | null;
                        validatedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        submissionUid: string | null;
                        documentUuid: string | null;
                        longId: string | null;
                        cancelledAt: string | null;
                        errors: {
                            code: string;
                            message: string;
                            target: string | null;
                        }[];
                        invoice: {
                            number: string;
                            status: string;
                            totalSen: number;
                            issuedAt: string;
                            paidAt: string | null;
                        };
                        allowedActions: ("submit" | "validate" | "invalidate" | "retry" | "pause" | "unpause" | "cancel")[];
                        logs: {
                            id: string;
                            eInvoiceId: string | null;
                            operation: string;
                            method: string;
                            url: string;
                            requestBody: unknown;
                            responseStatus: number | null;
                            responseBody: unknown;
                            error: string | null;
                            durationMs: number | null;
                            createdAt: string;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    retryEInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        invoiceId: string;
                        invoiceNumber: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        documentType: "01" | "02";
                        /** @enum {string} */
                        status: "queued" | "submitted" | "valid" | "invalid" | "paused" | "cancelled";
                        totalSen: number;
                        attempts: number;
                        nextAttemptAt: string | null;
                        lastError: string | null;
                        validatedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        submissionUid: string | null;
                        documentUuid: string | null;
                        longId: string | null;
                        cancelledAt: string | null;
                        errors: {
                            code: string;
                            message: string;
                            target: string | null;
                        }[];
                        invoice: {
                            number: string;
                            status: string;
                            totalSen: number;
                            issuedAt: string;
                            paidAt: string | null;
                        };
                        allowedActions: ("submit" | "validate" | "invalidate" | "retry" | "pause" | "unpause" | "cancel")[];
                        logs: {
                            id: string;
                            eInvoiceId: string | null;
                            operation: string;
                            method: string;
                            url: string;
                            requestBody: unknown;
                            responseStatus: number | null;
                            responseBody: unknown;
                            error: string | null;
                            durationMs: number | null;
                            createdAt: string;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    pauseEInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        invoiceId: string;
                        invoiceNumber: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        documentType: "01" | "02";
                        /** @enum {string} */
                        status: "queued" | "submitted" | "valid" | "invalid" | "paused" | "cancelled";
                        totalSen: number;
                        attempts: number;
                        nextAttemptAt: string | null;
                        lastError: string | null;
                        validatedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        submissionUid: string | null;
                        documentUuid: string | null;
                        longId: string | null;
                        cancelledAt: string | null;
                        errors: {
                            code: string;
                            message: string;
                            target: string | null;
                        }[];
                        invoice: {
                            number: string;
                            status: string;
                            totalSen: number;
                            issuedAt: string;
                            paidAt: string | null;
                        };
                        allowedActions: ("submit" | "validate" | "invalidate" | "retry" | "pause" | "unpause" | "cancel")[];
                        logs: {
                            id: string;
                            eInvoiceId: string | null;
                            operation: string;
                            method: string;
                            url: string;
                            requestBody: unknown;
                            responseStatus: number | null;
                            responseBody: unknown;
                            error: string | null;
                            durationMs: number | null;
                            createdAt: string;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unpauseEInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        invoiceId: string;
                        invoiceNumber: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        documentType: "01" | "02";
                        /** @enum {string} */
                        status: "queued" | "submitted" | "valid" | "invalid" | "paused" | "cancelled";
                        totalSen: number;
                        attempts: number;
                        nextAttemptAt: string | null;
                        lastError: string | null;
                        validatedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        submissionUid: string | null;
                        documentUuid: string | null;
                        longId: string | null;
                        cancelledAt: string | null;
                        errors: {
                            code: string;
                            message: string;
                            target: string | null;
                        }[];
                        invoice: {
                            number: string;
                            status: string;
                            totalSen: number;
                            issuedAt: string;
                            paidAt: string | null;
                        };
                        allowedActions: ("submit" | "validate" | "invalidate" | "retry" | "pause" | "unpause" | "cancel")[];
                        logs: {
                            id: string;
                            eInvoiceId: string | null;
                            operation: string;
                            method: string;
                            url: string;
                            requestBody: unknown;
                            responseStatus: number | null;
                            responseBody: unknown;
                            error: string | null;
                            durationMs: number | null;
                            createdAt: string;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMyInvoices: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
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
                        result: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            subject: {
                                /** @enum {string} */
                                type: "application" | "credit_purchase";
                                id: string;
                                label: string;
                            };
                            organisation: {
                                id: string;
                                name: string;
                            };
                            lines: {
                                description: string;
                                quantity: number;
                                unitSen: number;
                                amountSen: number;
                            }[];
                            subtotalSen: number;
                            taxRateBp: number;
                            taxSen: number;
                            totalSen: number;
                            /** @enum {string} */
                            currency: "MYR";
                            seller: {
                                name: string;
                                registrationNumber: string | null;
                                taxId: string | null;
                                sstNumber: string | null;
                                address: string | null;
                                email: string | null;
                                country: string | null;
                            };
                            buyer: {
                                name: string;
                                registrationNumber: string | null;
                                taxId: string | null;
                                sstNumber: string | null;
                                address: string | null;
                                email: string | null;
                                country: string | null;
                            };
                            issuedAt: string;
                            dueAt: string;
                            paidAt: string | null;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            allowedActions: ("pay" | "cancel-payment" | "settle" | "fail-payment" | "request-cancellation" | "decline-cancellation" | "cancel" | "refund")[];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        number: string;
                        /** @enum {string} */
                        status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                        subject: {
                            /** @enum {string} */
                            type: "application" | "credit_purchase";
                            id: string;
                            label: string;
                        };
                        organisation: {
                            id: string;
                            name: string;
                        };
                        lines: {
                            description: string;
                            quantity: number;
                            unitSen: number;
                            amountSen: number;
                        }[];
                        subtotalSen: number;
                        taxRateBp: number;
                        taxSen: number;
                        totalSen: number;
                        /** @enum {string} */
                        currency: "MYR";
                        seller: {
                            name: string;
                            registrationNumber: string | null;
                            taxId: string | null;
                            sstNumber: string | null;
                            address: string | null;
                            email: string | null;
                            country: string | null;
                        };
                        buyer: {
                            name: string;
                            registrationNumber: string | null;
                            taxId: string | null;
                            sstNumber: string | null;
                            address: string | null;
                            email: string | null;
                            country: string | null;
                        };
                        issuedAt: string;
                        dueAt: string;
                        paidAt: string | null;
                        cancelledAt: string | null;
                        cancelReason: string | null;
                        allowedActions: ("pay" | "cancel-payment" | "settle" | "fail-payment" | "request-cancellation" | "decline-cancellation" | "cancel" | "refund")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadMyInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestMyInvoiceCancellation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                    reason: string;
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
                        id: string;
                        number: string;
                        /** @enum {string} */
                        status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                        subject: {
                            /** @enum {string} */
                            type: "application" | "credit_purchase";
                            id: string;
                            label: string;
                        };
                        organisation: {
                            id: string;
                            name: string;
                        };
                        lines: {
                            description: string;
                            quantity: number;
                            unitSen: number;
                            amountSen: number;
                        }[];
                        subtotalSen: number;
                        taxRateBp: number;
                        taxSen: number;
                        totalSen: number;
                        /** @enum {string} */
                        currency: "MYR";
                        seller: {
                            name: string;
                            registrationNumber: string | null;
                            taxId: string | null;
                            sstNumber: string | null;
                            address: string | null;
                            email: string | null;
                            country: string | null;
                        };
                        buyer: {
                            name: string;
                            registrationNumber: string | null;
                            taxId: string | null;
                            sstNumber: string | null;
                            address: string | null;
                            email: string | null;
                            country: string | null;
                        };
                        issuedAt: string;
                        dueAt: string;
                        paidAt: string | null;
                        cancelledAt: string | null;
                        cancelReason: string | null;
                        allowedActions: ("pay" | "cancel-payment" | "settle" | "fail-payment" | "request-cancellation" | "decline-cancellation" | "cancel" | "refund")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminInvoices: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                organisationId?: string;
                organisation?: string;
                search?: string;
                year?: number;
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
                        result: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            subject: {
                                /** @enum {string} */
                                type: "application" | "credit_purchase";
                                id: string;
                                label: string;
                            };
                            organisation: {
                                id: string;
                                name: string;
                            };
                            lines: {
                                description: string;
                                quantity: number;
                                unitSen: number;
                                amountSen: number;
                            }[];
                            subtotalSen: number;
                            taxRateBp: number;
                            taxSen: number;
                            totalSen: number;
                            /** @enum {string} */
                            currency: "MYR";
                            seller: {
                                name: string;
                                registrationNumber: string | null;
                                taxId: string | null;
                                sstNumber: string | null;
                                address: string | null;
                                email: string | null;
                                country: string | null;
                            };
                            buyer: {
                                name: string;
                                registrationNumber: string | null;
                                taxId: string | null;
                                sstNumber: string | null;
                                address: string | null;
                                email: string | null;
                                country: string | null;
                            };
                            issuedAt: string;
                            dueAt: string;
                            paidAt: string | null;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            allowedActions: ("pay" | "cancel-payment" | "settle" | "fail-payment" | "request-cancellation" | "decline-cancellation" | "cancel" | "refund")[];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            subject: {
                                /** @enum {string} */
                                type: "application" | "credit_purchase";
                                id: string;
                                label: string;
                            };
                            organisation: {
                                id: string;
                                name: string;
                            };
                            lines: {
                                description: string;
                                quantity: number;
                                unitSen: number;
                                amountSen: number;
                            }[];
                            subtotalSen: number;
                            taxRateBp: number;
                            taxSen: number;
                            totalSen: number;
                            /** @enum {string} */
                            currency: "MYR";
                            seller: {
                                name: string;
                                registrationNumber: string | null;
                                taxId: string | null;
                                sstNumber: string | null;
                                address: string | null;
                                email: string | null;
                                country: string | null;
                            };
                            buyer: {
                                name: string;
                                registrationNumber: string | null;
                                taxId: string | null;
                                sstNumber: string | null;
                                address: string | null;
                                email: string | null;
                                country: string | null;
                            };
                            issuedAt: string;
                            dueAt: string;
                            paidAt: string | null;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            allowedActions: ("pay" | "cancel-payment" | "settle" | "fail-payment" | "request-cancellation" | "decline-cancellation" | "cancel" | "refund")[];
                        };
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadAdminInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSubscriptionInvoices: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
            };
            header?: never;
            path: {
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
                        result: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            subject: {
                                /** @enum {string} */
                                type: "application" | "credit_purchase";
                                id: string;
                                label: string;
                            };
                            organisation: {
                                id: string;
                                name: string;
                            };
                            lines: {
                                description: string;
                                quantity: number;
                                unitSen: number;
                                amountSen: number;
                            }[];
                            subtotalSen: number;
                            taxRateBp: number;
                            taxSen: number;
                            totalSen: number;
                            /** @enum {string} */
                            currency: "MYR";
                            seller: {
                                name: string;
                                registrationNumber: string | null;
                                taxId: string | null;
                                sstNumber: string | null;
                                address: string | null;
                                email: string | null;
                                country: string | null;
                            };
                            buyer: {
                                name: string;
                                registrationNumber: string | null;
                                taxId: string | null;
                                sstNumber: string | null;
                                address: string | null;
                                email: string | null;
                                country: string | null;
                            };
                            issuedAt: string;
                            dueAt: string;
                            paidAt: string | null;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            allowedActions: ("pay" | "cancel-payment" | "settle" | "fail-payment" | "request-cancellation" | "decline-cancellation" | "cancel" | "refund")[];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                    reason: string;
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
                        id: string;
                        number: string;
                        /** @enum {string} */
                        status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                        subject: {
                            /** @enum {string} */
                            type: "application" | "credit_purchase";
                            id: string;
                            label: string;
                        };
                        organisation: {
                            id: string;
                            name: string;
                        };
                        lines: {
                            description: string;
                            quantity: number;
                            unitSen: number;
                            amountSen: number;
                        }[];
                        subtotalSen: number;
                        taxRateBp: number;
                        taxSen: number;
                        totalSen: number;
                        /** @enum {string} */
                        currency: "MYR";
                        seller: {
                            name: string;
                            registrationNumber: string | null;
                            taxId: string | null;
                            sstNumber: string | null;
                            address: string | null;
                            email: string | null;
                            country: string | null;
                        };
                        buyer: {
                            name: string;
                            registrationNumber: string | null;
                            taxId: string | null;
                            sstNumber: string | null;
                            address: string | null;
                            email: string | null;
                            country: string | null;
                        };
                        issuedAt: string;
                        dueAt: string;
                        paidAt: string | null;
                        cancelledAt: string | null;
                        cancelReason: string | null;
                        allowedActions: ("pay" | "cancel-payment" | "settle" | "fail-payment" | "request-cancellation" | "decline-cancellation" | "cancel" | "refund")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    declineInvoiceCancellation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                    reason: string;
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
                        id: string;
                        number: string;
                        /** @enum {string} */
                        status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                        subject: {
                            /** @enum {string} */
                            type: "application" | "credit_purchase";
                            id: string;
                            label: string;
                        };
                        organisation: {
                            id: string;
                            name: string;
                        };
                        lines: {
                            description: string;
                            quantity: number;
                            unitSen: number;
                            amountSen: number;
                        }[];
                        subtotalSen: number;
                        taxRateBp: number;
                        taxSen: number;
                        totalSen: number;
                        /** @enum {string} */
                        currency: "MYR";
                        seller: {
                            name: string;
                            registrationNumber: string | null;
                            taxId: string | null;
                            sstNumber: string | null;
                            address: string | null;
                            email: string | null;
                            country: string | null;
                        };
                        buyer: {
                            name: string;
                            registrationNumber: string | null;
                            taxId: string | null;
                            sstNumber: string | null;
                            address: string | null;
                            email: string | null;
                            country: string | null;
                        };
                        issuedAt: string;
                        dueAt: string;
                        paidAt: string | null;
                        cancelledAt: string | null;
                        cancelReason: string | null;
                        allowedActions: ("pay" | "cancel-payment" | "settle" | "fail-payment" | "request-cancellation" | "decline-cancellation" | "cancel" | "refund")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    refundInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                    reason: string;
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
                        id: string;
                        number: string;
                        /** @enum {string} */
                        status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                        subject: {
                            /** @enum {string} */
                            type: "application" | "credit_purchase";
                            id: string;
                            label: string;
                        };
                        organisation: {
                            id: string;
                            name: string;
                        };
                        lines: {
                            description: string;
                            quantity: number;
                            unitSen: number;
                            amountSen: number;
                        }[];
                        subtotalSen: number;
                        taxRateBp: number;
                        taxSen: number;
                        totalSen: number;
                        /** @enum {string} */
                        currency: "MYR";
                        seller: {
                            name: string;
                            registrationNumber: string | null;
                            taxId: string | null;
                            sstNumber: string | null;
                            address: string | null;
                            email: string | null;
                            country: string | null;
                        };
                        buyer: {
                            name: string;
                            registrationNumber: string | null;
                            taxId: string | null;
                            sstNumber: string | null;
                            address: string | null;
                            email: string | null;
                            country: string | null;
                        };
                        issuedAt: string;
                        dueAt: string;
                        paidAt: string | null;
                        cancelledAt: string | null;
                        cancelReason: string | null;
                        allowedActions: ("pay" | "cancel-payment" | "settle" | "fail-payment" | "request-cancellation" | "decline-cancellation" | "cancel" | "refund")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEmailReminderSettings: {
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
                        settings: {
                            /** @enum {string} */
                            kind: "invoice_due" | "subscription_expiry";
                            enabled: boolean;
                            daysBefore: number[];
                            updatedAt: string | null;
                            updatedByName: string | null;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateEmailReminderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    settings: {
                        /** @enum {string} */
                        kind: "invoice_due" | "subscription_expiry";
                        enabled: boolean;
                        daysBefore: number[];
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
                        settings: {
                            /** @enum {string} */
                            kind: "invoice_due" | "subscription_expiry";
                            enabled: boolean;
                            daysBefore: number[];
                            updatedAt: string | null;
                            updatedByName: string | null;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyInvoicePaymentOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            total: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            issuedAt: string;
                            dueAt: string;
                            subject: {
                                /** @enum {string} */
                                type: "application" | "credit_purchase";
                                id: string;
                                status: string;
                            };
                            description: string;
                        };
                        amountDue: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        openPayment: {
                            id: string;
                            invoiceId: string;
                            invoiceNumber: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            method: "online" | "bank_transfer";
                            /** @enum {string} */
                            status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                            amount: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            gatewayBillId: string | null;
                            reference: string | null;
                            note: string | null;
                            proof: {
                                id: string;
                                fileName: string;
                                contentType: string;
                                sizeBytes: number;
                                href: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                            allowedActions: ("confirm" | "fail" | "cancel" | "approve" | "request-clarification" | "answer-clarification" | "reject")[];
                        } | null;
                        lastPayment: {
                            id: string;
                            invoiceId: string;
                            invoiceNumber: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            method: "online" | "bank_transfer";
                            /** @enum {string} */
                            status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                            amount: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            gatewayBillId: string | null;
                            reference: string | null;
                            note: string | null;
                            proof: {
                                id: string;
                                fileName: string;
                                contentType: string;
                                sizeBytes: number;
                                href: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                            allowedActions: ("confirm" | "fail" | "cancel" | "approve" | "request-clarification" | "answer-clarification" | "reject")[];
                        } | null;
                        bankAccount: {
                            bankName: string;
                            accountName: string;
                            accountNumber: string;
                            swiftCode: string;
                        };
                        onlineAvailable: boolean;
                        canPay: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    payMyInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "online";
                } | {
                    /** @enum {string} */
                    method: "bank_transfer";
                    proofUploadId: string;
                    reference: string;
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
                        payment: {
                            id: string;
                            invoiceId: string;
                            invoiceNumber: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            method: "online" | "bank_transfer";
                            /** @enum {string} */
                            status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                            amount: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            gatewayBillId: string | null;
                            reference: string | null;
                            note: string | null;
                            proof: {
                                id: string;
                                fileName: string;
                                contentType: string;
                                sizeBytes: number;
                                href: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                            allowedActions: ("confirm" | "fail" | "cancel" | "approve" | "request-clarification" | "answer-clarification" | "reject")[];
                        };
                        redirectUrl: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyApplicationInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        invoiceId: string;
                        number: string;
                        /** @enum {string} */
                        status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                        payPath: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelMyInvoicePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        invoiceId: string;
                        invoiceNumber: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        method: "online" | "bank_transfer";
                        /** @enum {string} */
                        status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        gatewayBillId: string | null;
                        reference: string | null;
                        note: string | null;
                        proof: {
                            id: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            href: string;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        decidedAt: string | null;
                        allowedActions: ("confirm" | "fail" | "cancel" | "approve" | "request-clarification" | "answer-clarification" | "reject")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                method?: "online" | "bank_transfer";
                organisationId?: string;
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
                        result: {
                            id: string;
                            invoiceId: string;
                            invoiceNumber: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            method: "online" | "bank_transfer";
                            /** @enum {string} */
                            status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                            amount: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            gatewayBillId: string | null;
                            reference: string | null;
                            note: string | null;
                            proof: {
                                id: string;
                                fileName: string;
                                contentType: string;
                                sizeBytes: number;
                                href: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                            allowedActions: ("confirm" | "fail" | "cancel" | "approve" | "request-clarification" | "answer-clarification" | "reject")[];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createPayment: {
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
                    method: "online";
                    invoiceId: string;
                } | {
                    /** @enum {string} */
                    method: "bank_transfer";
                    invoiceId: string;
                    proofUploadId: string;
                    reference: string;
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
                        payment: {
                            id: string;
                            invoiceId: string;
                            invoiceNumber: string;
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            method: "online" | "bank_transfer";
                            /** @enum {string} */
                            status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                            amount: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            gatewayBillId: string | null;
                            reference: string | null;
                            note: string | null;
                            proof: {
                                id: string;
                                fileName: string;
                                contentType: string;
                                sizeBytes: number;
                                href: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                            allowedActions: ("confirm" | "fail" | "cancel" | "approve" | "request-clarification" | "answer-clarification" | "reject")[];
                        };
                        redirectUrl: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        invoiceId: string;
                        invoiceNumber: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        method: "online" | "bank_transfer";
                        /** @enum {string} */
                        status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        gatewayBillId: string | null;
                        reference: string | null;
                        note: string | null;
                        proof: {
                            id: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            href: string;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        decidedAt: string | null;
                        allowedActions: ("confirm" | "fail" | "cancel" | "approve" | "request-clarification" | "answer-clarification" | "reject")[];
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            total: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            issuedAt: string;
                            dueAt: string;
                            subject: {
                                /** @enum {string} */
                                type: "application" | "credit_purchase";
                                id: string;
                                status: string;
                            };
                            description: string;
                        };
                        gatewayRecord: {
                            [key: string]: unknown;
                        } | null;
                        callbacks: {
                            receivedAt: string;
                            /** @enum {string} */
                            outcome: "applied" | "duplicate" | "refused" | "amount_mismatch" | "unknown_bill" | "out_of_order";
                            paid: boolean;
                            signatureValid: boolean;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadPaymentProof: {
        parameters: {
            query?: {
                download?: "true";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approvePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from?: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
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
                        id: string;
                        invoiceId: string;
                        invoiceNumber: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        method: "online" | "bank_transfer";
                        /** @enum {string} */
                        status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        gatewayBillId: string | null;
                        reference: string | null;
                        note: string | null;
                        proof: {
                            id: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            href: string;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        decidedAt: string | null;
                        allowedActions: ("confirm" | "fail" | "cancel" | "approve" | "request-clarification" | "answer-clarification" | "reject")[];
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            total: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            issuedAt: string;
                            dueAt: string;
                            subject: {
                                /** @enum {string} */
                                type: "application" | "credit_purchase";
                                id: string;
                                status: string;
                            };
                            description: string;
                        };
                        gatewayRecord: {
                            [key: string]: unknown;
                        } | null;
                        callbacks: {
                            receivedAt: string;
                            /** @enum {string} */
                            outcome: "applied" | "duplicate" | "refused" | "amount_mismatch" | "unknown_bill" | "out_of_order";
                            paid: boolean;
                            signatureValid: boolean;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestPaymentClarification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
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
                        id: string;
                        invoiceId: string;
                        invoiceNumber: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        method: "online" | "bank_transfer";
                        /** @enum {string} */
                        status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        gatewayBillId: string | null;
                        reference: string | null;
                        note: string | null;
                        proof: {
                            id: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            href: string;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        decidedAt: string | null;
                        allowedActions: ("confirm" | "fail" | "cancel" | "approve" | "request-clarification" | "answer-clarification" | "reject")[];
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            total: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            issuedAt: string;
                            dueAt: string;
                            subject: {
                                /** @enum {string} */
                                type: "application" | "credit_purchase";
                                id: string;
                                status: string;
                            };
                            description: string;
                        };
                        gatewayRecord: {
                            [key: string]: unknown;
                        } | null;
                        callbacks: {
                            receivedAt: string;
                            /** @enum {string} */
                            outcome: "applied" | "duplicate" | "refused" | "amount_mismatch" | "unknown_bill" | "out_of_order";
                            paid: boolean;
                            signatureValid: boolean;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    rejectPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
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
                        id: string;
                        invoiceId: string;
                        invoiceNumber: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        method: "online" | "bank_transfer";
                        /** @enum {string} */
                        status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        gatewayBillId: string | null;
                        reference: string | null;
                        note: string | null;
                        proof: {
                            id: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            href: string;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        decidedAt: string | null;
                        allowedActions: ("confirm" | "fail" | "cancel" | "approve" | "request-clarification" | "answer-clarification" | "reject")[];
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            total: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            issuedAt: string;
                            dueAt: string;
                            subject: {
                                /** @enum {string} */
                                type: "application" | "credit_purchase";
                                id: string;
                                status: string;
                            };
                            description: string;
                        };
                        gatewayRecord: {
                            [key: string]: unknown;
                        } | null;
                        callbacks: {
                            receivedAt: string;
                            /** @enum {string} */
                            outcome: "applied" | "duplicate" | "refused" | "amount_mismatch" | "unknown_bill" | "out_of_order";
                            paid: boolean;
                            signatureValid: boolean;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    answerPaymentClarification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    proofUploadId?: string;
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
                        id: string;
                        invoiceId: string;
                        invoiceNumber: string;
                        organisationId: string;
                        organisationName: string;
                        /** @enum {string} */
                        method: "online" | "bank_transfer";
                        /** @enum {string} */
                        status: "pending" | "pending_finance" | "pending_finance_clarification" | "approved" | "rejected" | "failed" | "cancelled";
                        amount: {
                            /** @enum {string} */
                            currency: "MYR";
                            amountSen: number;
                        };
                        gatewayBillId: string | null;
                        reference: string | null;
                        note: string | null;
                        proof: {
                            id: string;
                            fileName: string;
                            contentType: string;
                            sizeBytes: number;
                            href: string;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        decidedAt: string | null;
                        allowedActions: ("confirm" | "fail" | "cancel" | "approve" | "request-clarification" | "answer-clarification" | "reject")[];
                        invoice: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            total: {
                                /** @enum {string} */
                                currency: "MYR";
                                amountSen: number;
                            };
                            issuedAt: string;
                            dueAt: string;
                            subject: {
                                /** @enum {string} */
                                type: "application" | "credit_purchase";
                                id: string;
                                status: string;
                            };
                            description: string;
                        };
                        gatewayRecord: {
                            [key: string]: unknown;
                        } | null;
                        callbacks: {
                            receivedAt: string;
                            /** @enum {string} */
                            outcome: "applied" | "duplicate" | "refused" | "amount_mismatch" | "unknown_bill" | "out_of_order";
                            paid: boolean;
                            signatureValid: boolean;
                        }[];
                        timeline: {
                            id: string;
                            action: string;
                            actorName: string;
                            actorRole: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    receivePaymentGatewayCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string | number | boolean;
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
                        outcome: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    returnFromPaymentGateway: {
        parameters: {
            query?: {
                payment?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            302: {
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signServiceAccountIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apiKey: string;
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
                        accessToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                        expiresIn: number;
                        expiresAt: string;
                        scopes: ("catalogue:read" | "map:read" | "metadata:read" | "reports:read")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listServiceAccounts: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                status?: "active" | "expired" | "revoked";
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
                        result: {
                            id: string;
                            name: string;
                            scopes: ("catalogue:read" | "map:read" | "metadata:read" | "reports:read")[];
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            keyPrefix: string;
                            expiresAt: string;
                            createdAt: string;
                            createdByName: string;
                            keyRotatedAt: string | null;
                            revokedAt: string | null;
                            revokedByName: string | null;
                            lastUsedAt: string | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("catalogue:read" | "map:read" | "metadata:read" | "reports:read")[];
                    expiresOn: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: string;
                            name: string;
                            scopes: ("catalogue:read" | "map:read" | "metadata:read" | "reports:read")[];
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            keyPrefix: string;
                            expiresAt: string;
                            createdAt: string;
                            createdByName: string;
                            keyRotatedAt: string | null;
                            revokedAt: string | null;
                            revokedByName: string | null;
                            lastUsedAt: string | null;
                        };
                        apiKey: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        scopes: ("catalogue:read" | "map:read" | "metadata:read" | "reports:read")[];
                        /** @enum {string} */
                        status: "active" | "expired" | "revoked";
                        keyPrefix: string;
                        expiresAt: string;
                        createdAt: string;
                        createdByName: string;
                        keyRotatedAt: string | null;
                        revokedAt: string | null;
                        revokedByName: string | null;
                        lastUsedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listServiceAccountCalls: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
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
                        result: {
                            id: string;
                            action: string;
                            actorName: string;
                            method: string | null;
                            path: string | null;
                            statusCode: number | null;
                            createdAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    rotateServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        account: {
                            id: string;
                            name: string;
                            scopes: ("catalogue:read" | "map:read" | "metadata:read" | "reports:read")[];
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            keyPrefix: string;
                            expiresAt: string;
                            createdAt: string;
                            createdByName: string;
                            keyRotatedAt: string | null;
                            revokedAt: string | null;
                            revokedByName: string | null;
                            lastUsedAt: string | null;
                        };
                        apiKey: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    revokeServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        scopes: ("catalogue:read" | "map:read" | "metadata:read" | "reports:read")[];
                        /** @enum {string} */
                        status: "active" | "expired" | "revoked";
                        keyPrefix: string;
                        expiresAt: string;
                        createdAt: string;
                        createdByName: string;
                        keyRotatedAt: string | null;
                        revokedAt: string | null;
                        revokedByName: string | null;
                        lastUsedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listNews: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
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
                        result: {
                            id: string;
                            title: string;
                            summary: string;
                            body: string;
                            image: {
                                url: string;
                                fileName: string;
                                contentType: string;
                            } | null;
                            publishedAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        title: string;
                        summary: string;
                        body: string;
                        image: {
                            url: string;
                            fileName: string;
                            contentType: string;
                        } | null;
                        publishedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNewImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminNews: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "draft" | "published" | "unpublished";
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
                        result: {
                            id: string;
                            title: string;
                            summary: string;
                            body: string;
                            image: {
                                url: string;
                                fileName: string;
                                contentType: string;
                            } | null;
                            /** @enum {string} */
                            status: "draft" | "published" | "unpublished";
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            allowedActions: ("publish" | "unpublish")[];
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createAdminNew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    summary?: string;
                    body: string;
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
                        id: string;
                        title: string;
                        summary: string;
                        body: string;
                        image: {
                            url: string;
                            fileName: string;
                            contentType: string;
                        } | null;
                        /** @enum {string} */
                        status: "draft" | "published" | "unpublished";
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("publish" | "unpublish")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminNew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        title: string;
                        summary: string;
                        body: string;
                        image: {
                            url: string;
                            fileName: string;
                            contentType: string;
                        } | null;
                        /** @enum {string} */
                        status: "draft" | "published" | "unpublished";
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("publish" | "unpublish")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAdminNew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    summary?: string;
                    body: string;
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
                        id: string;
                        title: string;
                        summary: string;
                        body: string;
                        image: {
                            url: string;
                            fileName: string;
                            contentType: string;
                        } | null;
                        /** @enum {string} */
                        status: "draft" | "published" | "unpublished";
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("publish" | "unpublish")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminNew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    publishAdminNew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        title: string;
                        summary: string;
                        body: string;
                        image: {
                            url: string;
                            fileName: string;
                            contentType: string;
                        } | null;
                        /** @enum {string} */
                        status: "draft" | "published" | "unpublished";
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("publish" | "unpublish")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unpublishAdminNew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        title: string;
                        summary: string;
                        body: string;
                        image: {
                            url: string;
                            fileName: string;
                            contentType: string;
                        } | null;
                        /** @enum {string} */
                        status: "draft" | "published" | "unpublished";
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        allowedActions: ("publish" | "unpublish")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listFaqCategories: {
        parameters: {
            query?: {
                all?: "true" | "false";
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
                        result: {
                            id: string;
                            name: string;
                            position: number;
                            faqCount: number;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createFaqCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default 0 */
                    position?: number;
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
                        id: string;
                        name: string;
                        position: number;
                        faqCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateFaqCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default 0 */
                    position?: number;
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
                        id: string;
                        name: string;
                        position: number;
                        faqCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteFaqCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listFaqs: {
        parameters: {
            query?: {
                q?: string;
                categoryId?: string;
                all?: "true" | "false";
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
                        result: {
                            id: string;
                            categoryId: string;
                            question: string;
                            answer: string;
                            position: number;
                            published: boolean;
                            updatedAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createFaq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    categoryId: string;
                    question: string;
                    answer: string;
                    /** @default 0 */
                    position?: number;
                    /** @default false */
                    published?: boolean;
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
                        id: string;
                        categoryId: string;
                        question: string;
                        answer: string;
                        position: number;
                        published: boolean;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        categoryId: string;
                        question: string;
                        answer: string;
                        position: number;
                        published: boolean;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    categoryId: string;
                    question: string;
                    answer: string;
                    /** @default 0 */
                    position?: number;
                    /** @default false */
                    published?: boolean;
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
                        id: string;
                        categoryId: string;
                        question: string;
                        answer: string;
                        position: number;
                        published: boolean;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminStaticOverview: {
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
                        result: {
                            /** @enum {string} */
                            key: "about-us" | "eula" | "news" | "faqs";
                            title: string;
                            state: string;
                            updatedAt: string | null;
                            publicPath: string;
                            editPath: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    organisation?: string;
                    subject: string;
                    message: string;
                    website?: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating?: number;
                    /** @enum {string} */
                    category?: "general" | "data" | "website" | "billing" | "other";
                    message: string;
                    name?: string;
                    email?: string;
                    website?: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminMessages: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                kind?: "contact" | "feedback";
                status?: "new" | "handled" | "spam";
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
                        result: {
                            id: string;
                            /** @enum {string} */
                            kind: "contact" | "feedback";
                            /** @enum {string} */
                            status: "new" | "handled" | "spam";
                            name: string;
                            email: string;
                            organisation: string | null;
                            subject: string | null;
                            message: string;
                            rating: number | null;
                            category: string | null;
                            userId: string | null;
                            createdAt: string;
                            handledAt: string | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAdminMessageHandled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handled: boolean;
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
                        id: string;
                        /** @enum {string} */
                        kind: "contact" | "feedback";
                        /** @enum {string} */
                        status: "new" | "handled" | "spam";
                        name: string;
                        email: string;
                        organisation: string | null;
                        subject: string | null;
                        message: string;
                        rating: number | null;
                        category: string | null;
                        userId: string | null;
                        createdAt: string;
                        handledAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEulaStatus: {
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
                        mustAccept: boolean;
                        current: {
                            id: string;
                            version: number;
                            title: string;
                            body: string;
                            publishedAt: string;
                        } | null;
                        acceptedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    acceptEula: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    versionId: string;
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
                        mustAccept: boolean;
                        current: {
                            id: string;
                            version: number;
                            title: string;
                            body: string;
                            publishedAt: string;
                        } | null;
                        acceptedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminEulaVersions: {
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
                        id: string;
                        version: number;
                        title: string;
                        body: string;
                        published: boolean;
                        publishedAt: string | null;
                        createdAt: string;
                        acceptances: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    versionsAdminEula: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    /** @default false */
                    publish?: boolean;
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
                        id: string;
                        version: number;
                        title: string;
                        body: string;
                        published: boolean;
                        publishedAt: string | null;
                        createdAt: string;
                        acceptances: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    publishAdminEulaVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        version: number;
                        title: string;
                        body: string;
                        published: boolean;
                        publishedAt: string | null;
                        createdAt: string;
                        acceptances: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSubscriptionsReport: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
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
                        result: {
                            id: string;
                            organisationName: string;
                            /** @enum {string} */
                            planType: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            /** @enum {string} */
                            status: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                            addOns: string;
                            startsAt: string | null;
                            endsAt: string | null;
                            createdAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chartSubscriptionsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
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
                        title: string;
                        /** @enum {string} */
                        kind: "bar" | "line";
                        /** @enum {string} */
                        valueKind: "number" | "money";
                        categories: string[];
                        series: {
                            label: string;
                            data: number[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportSubscriptionsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSalesReport: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
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
                        result: {
                            month: string;
                            /** @enum {string} */
                            sale: "subscription" | "add-on" | "download-credits";
                            planKey: string;
                            plan: string;
                            invoices: number;
                            subtotalSen: number;
                            taxSen: number;
                            totalSen: number;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chartSalesReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
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
                        title: string;
                        /** @enum {string} */
                        kind: "bar" | "line";
                        /** @enum {string} */
                        valueKind: "number" | "money";
                        categories: string[];
                        series: {
                            label: string;
                            data: number[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportSalesReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listVdrReport: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
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
                        result: {
                            id: string;
                            organisationName: string;
                            /** @enum {string} */
                            tier: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            /** @enum {string} */
                            source: "VDR tier" | "VDR add-on" | "Settings only";
                            /** @enum {string} */
                            access: "On" | "Off";
                            accessDays: number;
                            contactEmail: string | null;
                            /** @enum {string} */
                            settings: "Saved" | "Defaults";
                            primaryUserName: string | null;
                            primaryUserEmail: string | null;
                            activeUsers: number;
                            status: ("inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated") | null;
                            startsAt: string | null;
                            endsAt: string | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chartVdrReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
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
                        title: string;
                        /** @enum {string} */
                        kind: "bar" | "line";
                        /** @enum {string} */
                        valueKind: "number" | "money";
                        categories: string[];
                        series: {
                            label: string;
                            data: number[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportVdrReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "inactive" | "active" | "expired" | "revoked" | "suspended" | "unallocated";
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUsersReport: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "active" | "invited" | "suspended";
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
                        result: {
                            id: string;
                            name: string;
                            email: string;
                            organisationName: string;
                            /** @enum {string} */
                            tier: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                            /** @enum {string} */
                            status: "active" | "invited" | "suspended";
                            /** @enum {string} */
                            membership: "Primary" | "Member";
                            addOns: string;
                            createdAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chartUsersReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "active" | "invited" | "suspended";
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
                        title: string;
                        /** @enum {string} */
                        kind: "bar" | "line";
                        /** @enum {string} */
                        valueKind: "number" | "money";
                        categories: string[];
                        series: {
                            label: string;
                            data: number[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportUsersReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "active" | "invited" | "suspended";
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listInvoicesReport: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
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
                        result: {
                            id: string;
                            number: string;
                            organisationName: string;
                            subject: string;
                            /** @enum {string} */
                            status: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                            issuedAt: string;
                            dueAt: string;
                            paidAt: string | null;
                            subtotalSen: number;
                            taxSen: number;
                            totalSen: number;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chartInvoicesReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
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
                        title: string;
                        /** @enum {string} */
                        kind: "bar" | "line";
                        /** @enum {string} */
                        valueKind: "number" | "money";
                        categories: string[];
                        series: {
                            label: string;
                            data: number[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportInvoicesReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "issued" | "payment_pending" | "paid" | "cancel_requested" | "cancelled" | "refunded";
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listInterestsReport: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                kind?: "search" | "view" | "bookmark" | "map-area";
                sdcType?: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        result: {
                            id: string;
                            createdAt: string;
                            organisationName: string;
                            userName: string | null;
                            /** @enum {string} */
                            kind: "search" | "view" | "bookmark" | "map-area";
                            sdcType: ("Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic") | null;
                            recordId: string | null;
                            term: string | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chartInterestsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                kind?: "search" | "view" | "bookmark" | "map-area";
                sdcType?: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        title: string;
                        /** @enum {string} */
                        kind: "bar" | "line";
                        /** @enum {string} */
                        valueKind: "number" | "money";
                        categories: string[];
                        series: {
                            label: string;
                            data: number[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportInterestsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                kind?: "search" | "view" | "bookmark" | "map-area";
                sdcType?: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDownloadsReport: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "pending" | "ready" | "failed" | "cancelled";
                category?: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        result: {
                            id: string;
                            createdAt: string;
                            organisationName: string;
                            userName: string;
                            userEmail: string;
                            tier: string | null;
                            packageName: string;
                            packageId: string;
                            /** @enum {string} */
                            category: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            recordId: string;
                            title: string;
                            credits: number;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed" | "cancelled";
                            confirmedAt: string | null;
                            downloadedAt: string | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chartDownloadsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "pending" | "ready" | "failed" | "cancelled";
                category?: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        title: string;
                        /** @enum {string} */
                        kind: "bar" | "line";
                        /** @enum {string} */
                        valueKind: "number" | "money";
                        categories: string[];
                        series: {
                            label: string;
                            data: number[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportDownloadsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                status?: "pending" | "ready" | "failed" | "cancelled";
                category?: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listActionLogsReport: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                organisation?: string;
                actorRole?: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr" | "service-account" | "automatic";
                action?: string;
                subjectType?: "application" | "subscription" | "user" | "organisation" | "administrator" | "loa-chain" | "service_account" | "invoice" | "payment" | "credit_purchase" | "credit_plan" | "credit_account" | "e_invoice" | "download_package" | "data_pack" | "data_pre_pack" | "metadata" | "glossary_term" | "tag" | "configuration" | "known_company" | "institute" | "bid_round" | "email_reminder_settings" | "news" | "faq" | "faq_category" | "contact_message" | "eula_version";
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
                        result: {
                            id: string;
                            createdAt: string;
                            actorName: string;
                            actorRole: string;
                            action: string;
                            subjectType: string;
                            subjectId: string;
                            organisationName: string | null;
                            requestId: string | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chartActionLogsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                organisation?: string;
                actorRole?: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr" | "service-account" | "automatic";
                action?: string;
                subjectType?: "application" | "subscription" | "user" | "organisation" | "administrator" | "loa-chain" | "service_account" | "invoice" | "payment" | "credit_purchase" | "credit_plan" | "credit_account" | "e_invoice" | "download_package" | "data_pack" | "data_pre_pack" | "metadata" | "glossary_term" | "tag" | "configuration" | "known_company" | "institute" | "bid_round" | "email_reminder_settings" | "news" | "faq" | "faq_category" | "contact_message" | "eula_version";
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
                        title: string;
                        /** @enum {string} */
                        kind: "bar" | "line";
                        /** @enum {string} */
                        valueKind: "number" | "money";
                        categories: string[];
                        series: {
                            label: string;
                            data: number[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportActionLogsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                organisation?: string;
                actorRole?: "superadmin" | "admin" | "loa" | "finance" | "data-admin" | "system-admin" | "mbr-admin" | "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr" | "service-account" | "automatic";
                action?: string;
                subjectType?: "application" | "subscription" | "user" | "organisation" | "administrator" | "loa-chain" | "service_account" | "invoice" | "payment" | "credit_purchase" | "credit_plan" | "credit_account" | "e_invoice" | "download_package" | "data_pack" | "data_pre_pack" | "metadata" | "glossary_term" | "tag" | "configuration" | "known_company" | "institute" | "bid_round" | "email_reminder_settings" | "news" | "faq" | "faq_category" | "contact_message" | "eula_version";
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listEInvoiceLogsReport: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                organisation?: string;
                eInvoiceId?: string;
                operation?: "token" | "submit" | "poll" | "cancel";
                failedOnly?: "true" | "false";
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
                        result: {
                            id: string;
                            eInvoiceId: string | null;
                            operation: string;
                            method: string;
                            url: string;
                            requestBody: unknown;
                            responseStatus: number | null;
                            responseBody: unknown;
                            error: string | null;
                            durationMs: number | null;
                            createdAt: string;
                            invoiceNumber: string | null;
                            organisationName: string | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chartEInvoiceLogsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                organisation?: string;
                eInvoiceId?: string;
                operation?: "token" | "submit" | "poll" | "cancel";
                failedOnly?: "true" | "false";
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
                        title: string;
                        /** @enum {string} */
                        kind: "bar" | "line";
                        /** @enum {string} */
                        valueKind: "number" | "money";
                        categories: string[];
                        series: {
                            label: string;
                            data: number[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportEInvoiceLogsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                organisation?: string;
                eInvoiceId?: string;
                operation?: "token" | "submit" | "poll" | "cancel";
                failedOnly?: "true" | "false";
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCreditsReport: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                kind?: "grant" | "spend" | "refund" | "adjust" | "expire";
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
                        result: {
                            id: string;
                            organisationName: string;
                            /** @enum {string} */
                            kind: "grant" | "spend" | "refund" | "adjust" | "expire";
                            credits: number;
                            balanceAfter: number;
                            reason: string | null;
                            reference: string | null;
                            actorName: string | null;
                            createdAt: string;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chartCreditsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                kind?: "grant" | "spend" | "refund" | "adjust" | "expire";
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
                        title: string;
                        /** @enum {string} */
                        kind: "bar" | "line";
                        /** @enum {string} */
                        valueKind: "number" | "money";
                        categories: string[];
                        series: {
                            label: string;
                            data: number[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportCreditsReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tier?: "basic" | "standard" | "premium" | "graduate" | "research" | "academic" | "international-graduate" | "international-research" | "international-academic" | "mbr" | "bid-round" | "mpm-study" | "vdr";
                organisation?: string;
                kind?: "grant" | "spend" | "refund" | "adjust" | "expire";
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCatalogs: {
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
                        /** @enum {string} */
                        access: "full" | "expired";
                        renew: {
                            message: string;
                            path: string;
                        } | null;
                        categories: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            displayName: string;
                            idField: string;
                            count: number;
                            lastUpdated: string | null;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    searchCatalog: {
        parameters: {
            query: {
                q: string;
                types?: string;
                limit?: number;
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
                        q: string;
                        groups: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            displayName: string;
                            /** @enum {string} */
                            match: "all" | "text" | "fuzzy";
                            total: number;
                            results: {
                                /** @enum {string} */
                                type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                                id: string;
                                title: string;
                                subtitle: string;
                                region: string | null;
                            }[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCatalogDataExplorer: {
        parameters: {
            query?: {
                types?: string;
                region?: "PM" | "SB" | "SK";
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
                        cells: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            region: string | null;
                            year: number | null;
                            count: number;
                        }[];
                        totals: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            count: number;
                        }[];
                        years: {
                            min: number | null;
                            max: number | null;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCatalogLookup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "region" | "block" | "field" | "operator" | "category" | "acquisitionContractor" | "processingContractor" | "datum" | "projection" | "nonSeismicSurveyType" | "processingStage" | "usi2D" | "usi3D" | "wellbore" | "datasetGroup" | "dataType" | "unit" | "primaryDatum" | "lineGeometry";
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
                        list: "region" | "block" | "field" | "operator" | "category" | "acquisitionContractor" | "processingContractor" | "datum" | "projection" | "nonSeismicSurveyType" | "processingStage" | "usi2D" | "usi3D" | "wellbore" | "datasetGroup" | "dataType" | "unit" | "primaryDatum" | "lineGeometry";
                        values: {
                            value: string;
                            label: string;
                            parent: string | null;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCatalogBookmarks: {
        parameters: {
            query?: {
                kind?: "record" | "mapView";
                sdcType?: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        result: {
                            id: string;
                            /** @enum {string} */
                            kind: "record" | "mapView";
                            sdcType: ("Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic") | null;
                            recordId: string | null;
                            view: {
                                center: [
                                    number,
                                    number
                                ];
                                zoom: number;
                                bbox?: [
                                    number,
                                    number,
                                    number,
                                    number
                                ];
                            } | null;
                            name: string;
                            createdAt: string;
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createCatalogBookmark: {
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
                    kind: "record";
                    /** @enum {string} */
                    sdcType: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                    recordId: string;
                    name?: string;
                } | {
                    /** @enum {string} */
                    kind: "mapView";
                    view: {
                        center: [
                            number,
                            number
                        ];
                        zoom: number;
                        bbox?: [
                            number,
                            number,
                            number,
                            number
                        ];
                    };
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        kind: "record" | "mapView";
                        sdcType: ("Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic") | null;
                        recordId: string | null;
                        view: {
                            center: [
                                number,
                                number
                            ];
                            zoom: number;
                            bbox?: [
                                number,
                                number,
                                number,
                                number
                            ];
                        } | null;
                        name: string;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteCatalogBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCatalogRecords: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
                order?: "asc" | "desc";
                filter?: string;
            };
            header?: never;
            path: {
                type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        result: {
                            [key: string]: string | number | boolean | null;
                        }[];
                        pageNumber: number;
                        pageSize: number;
                        pageTotal: number;
                        /** @enum {string} */
                        match: "all" | "text" | "fuzzy";
                        /** @enum {string} */
                        access: "full" | "expired";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCatalogFacets: {
        parameters: {
            query?: {
                q?: string;
                filter?: string;
                limit?: number;
            };
            header?: never;
            path: {
                type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        facets: {
                            key: string;
                            label: string;
                            values: {
                                value: string | number | boolean | null;
                                count: number;
                            }[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCatalogUniqueValues: {
        parameters: {
            query: {
                column: string;
                prefix?: string;
                limit?: number;
            };
            header?: never;
            path: {
                type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        column: string;
                        values: (string | number | boolean)[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCatalogSortableProps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        idField: string;
                        displayName: string;
                        defaultSort: {
                            key: string;
                            /** @enum {string} */
                            order: "asc" | "desc";
                        };
                        columns: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            kind: "text" | "number" | "date" | "boolean";
                            sortable: boolean;
                            filterable: boolean;
                            facet: boolean;
                            /** @enum {string} */
                            lookup?: "region" | "block" | "field" | "operator" | "category" | "acquisitionContractor" | "processingContractor" | "datum" | "projection" | "nonSeismicSurveyType" | "processingStage" | "usi2D" | "usi3D" | "wellbore" | "datasetGroup" | "dataType" | "unit" | "primaryDatum" | "lineGeometry";
                            unit?: string;
                            linksTo?: {
                                types: ("Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic")[];
                                key: string;
                            };
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCatalogRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
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
                        /** @enum {string} */
                        type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                        id: string;
                        title: string;
                        /** @enum {string} */
                        access: "full" | "expired";
                        renew: {
                            message: string;
                            path: string;
                        } | null;
                        record: {
                            [key: string]: string | number | boolean | null;
                        };
                        geometry: {
                            /** @enum {string} */
                            type: "Point" | "LineString" | "Polygon" | "MultiLineString" | "MultiPolygon";
                            coordinates: unknown[];
                        } | null;
                        bbox: [
                            number,
                            number,
                            number,
                            number
                        ] | null;
                        files: {
                            id: string;
                            name: string;
                            sizeBytes: number;
                            format: string;
                            path: string;
                        }[];
                        filesHidden: boolean;
                        download: {
                            allowed: boolean;
                            /** @enum {string} */
                            reason: "staff" | "tier" | "add-on" | "expired" | "not-in-tier" | "no-download-right";
                            flags: ("basic" | "standard" | "premium" | "bid" | "academia" | "mbrPlus")[];
                            message: string;
                        };
                        linked: {
                            column: string;
                            label: string;
                            values: {
                                value: string;
                                total: number;
                                records: {
                                    /** @enum {string} */
                                    type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                                    id: string;
                                    title: string;
                                }[];
                            }[];
                        }[];
                        referencedBy: {
                            /** @enum {string} */
                            type: "Seismic_2D" | "Seismic_3D" | "Well_Log" | "Technical_Report" | "Non_Seismic";
                            id: string;
                            title: string;
                        }[];
                        tags: {
                            id: string;
                            name: string;
                        }[];
                        bookmarkId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    importMetadata: {
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
                        rows: {
                            row: number;
                            id: string | null;
                            /** @enum {string} */
                            action: "add" | "update";
                            errors: {
                                column: string;
                                message: string;
                            }[];
                        }[];
                        added: number;
                        updated: number;
                        invalid: number;
                        headers: {
                            matched: string[];
                            missing: string[];
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
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createUpload: {
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
                        id: string;
                        attachableType: string;
                        attachableId: string;
                        fileName: string;
                        contentType: string;
                        sizeBytes: number;
                        sha256: string;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
