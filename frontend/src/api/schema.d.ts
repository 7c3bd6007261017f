/* Generated from backend/openapi.json by `npm run openapi`: do not edit. */
export interface paths {
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Settings_get"];
        put: operations["Settings_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/icon.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Settings_icon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/icon.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Settings_iconSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/c{product}-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductInfo_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Health_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Articles_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/authors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Articles_authors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Articles_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Sync_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_loginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Auth_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TwoFactor_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TwoFactor_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TwoFactor_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TwoFactor_disable"];
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
        get: operations["Countries_list"];
        put?: never;
        post: operations["Countries_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/countries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Countries_get"];
        put?: never;
        post?: never;
        delete: operations["Countries_remove"];
        options?: never;
        head?: never;
        patch: operations["Countries_update"];
        trace?: never;
    };
    "/api/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Accounts_list"];
        put?: never;
        post: operations["Accounts_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Accounts_get"];
        put?: never;
        post?: never;
        delete: operations["Accounts_remove"];
        options?: never;
        head?: never;
        patch: operations["Accounts_update"];
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Plans_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Modules_list"];
        put?: never;
        post: operations["Modules_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/modules/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Modules_tree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/modules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Modules_get"];
        put?: never;
        post?: never;
        delete: operations["Modules_remove"];
        options?: never;
        head?: never;
        patch: operations["Modules_update"];
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Users_list"];
        put?: never;
        /** Create a pending user and mail them a set-password invite */
        post: operations["Users_create"];
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
        get: operations["Users_me"];
        put?: never;
        post?: never;
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
        get: operations["Users_get"];
        put?: never;
        post?: never;
        delete: operations["Users_remove"];
        options?: never;
        head?: never;
        patch: operations["Users_update"];
        trace?: never;
    };
    "/api/users/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a pending user a fresh set-password link */
        post: operations["Users_resendInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Users_avatar"];
        put?: never;
        post: operations["Users_uploadAvatar"];
        delete: operations["Users_removeAvatar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Roles_list"];
        put?: never;
        post: operations["Roles_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a role or a user may do, judged as the guard judges it */
        post: operations["Roles_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Roles_get"];
        put?: never;
        post?: never;
        delete: operations["Roles_remove"];
        options?: never;
        head?: never;
        patch: operations["Roles_update"];
        trace?: never;
    };
    "/api/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Permissions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Websites_list"];
        put?: never;
        post: operations["Websites_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Websites_get"];
        put?: never;
        post?: never;
        delete: operations["Websites_remove"];
        options?: never;
        head?: never;
        patch: operations["Websites_update"];
        trace?: never;
    };
    "/api/websites/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Websites_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Websites_users"];
        put: operations["Websites_replaceUsers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Providers_options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Jobs_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Jobs_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Jobs_retry"];
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
        SettingsDto: {
            title: string;
            /** @description Address of the icon */
            icon: string;
            /** @description Address of the SVG logo */
            icon_svg: string | null;
            updatedAt: string;
        };
        UpdateSettingsDto: {
            title?: string;
            /**
             * @description Remove the SVG icon
             * @enum {string}
             */
            removeIconSvg?: "true" | "false";
            /**
             * Format: binary
             * @description PNG or JPG, 512×512 recommended, ≤ 2 MB
             */
            icon?: string;
            /**
             * Format: binary
             * @description SVG logo, ≤ 512 KB
             */
            iconSvg?: string;
        };
        ProductInfoDto: {
            title: string;
            icon: string;
            icon_svg: string | null;
            version: string;
            /** @enum {string} */
            defaultLocale: "en" | "it" | "pl" | "ro" | "ua";
        };
        ProductInfoResponseDto: {
            body: components["schemas"]["ProductInfoDto"];
        };
        QueueHealthDto: {
            name: string;
            ready: boolean;
            waiting: number;
            active: number;
            failed: number;
            delayed: number;
        };
        HealthDto: {
            /** @enum {string} */
            status: "ok" | "degraded";
            /** @enum {string} */
            role: "all" | "api" | "worker";
            /** @enum {string} */
            database: "up" | "down";
            /** @enum {string} */
            redis: "up" | "down";
            queues: components["schemas"]["QueueHealthDto"][];
        };
        ArticleListItemDto: {
            id: number;
            websiteId: number;
            websiteName: string;
            /** @description The post id in WordPress */
            remoteId: number;
            title: string;
            authorName: string | null;
            /** @enum {string} */
            status: "publish" | "private" | "draft" | "future" | "trash";
            createdAt: string | null;
            publishedAt: string | null;
            modifiedAt: string;
            clonedFromArticleId: number | null;
            assignedToUserId: number | null;
            assignedToName: string | null;
            generatedByAi: boolean;
            link: string;
            deletedInWp: boolean;
        };
        ArticlePageDto: {
            data: components["schemas"]["ArticleListItemDto"][];
            /** @description Exact from the per-website, per-status counters when only website/status filter; otherwise counted up to 10000 */
            total: number;
            /** @description False when total is a lower bound (10000 or more rows) */
            totalExact: boolean;
            page: number;
            perPage: number;
            /** @description Pass as `cursor` for the next page */
            nextCursor: string | null;
        };
        ArticleAuthorsDto: {
            data: string[];
        };
        ArticleDetailDto: {
            id: number;
            websiteId: number;
            websiteName: string;
            /** @description The post id in WordPress */
            remoteId: number;
            title: string;
            authorName: string | null;
            /** @enum {string} */
            status: "publish" | "private" | "draft" | "future" | "trash";
            createdAt: string | null;
            publishedAt: string | null;
            modifiedAt: string;
            clonedFromArticleId: number | null;
            assignedToUserId: number | null;
            assignedToName: string | null;
            generatedByAi: boolean;
            link: string;
            deletedInWp: boolean;
            seoTitle: string | null;
            ogTitle: string | null;
            metaDescription: string | null;
            focusKeyword: string | null;
            /** @description Sanitised HTML */
            contentHtml: string;
            excerpt: string | null;
            featuredImageUrl: string | null;
            categories: string[];
            tags: string[];
            authorRemoteId: number | null;
            updatedAt: string;
        };
        SyncStartedDto: {
            /** @description Job run id; follow it on `job:<id>` or `website:<id>` */
            jobId: string;
            /** @example Synchronization started. You will receive an email when it completes. */
            message: string;
        };
        RoleSummaryDto: {
            id: number;
            name: string;
            isAdmin: boolean;
        };
        AbilityRuleDto: {
            action: string | string[];
            subject: string | string[];
            conditions?: Record<string, never>;
            inverted?: boolean;
        };
        UserDataDto: {
            id: number;
            email: string;
            firstName: string;
            lastName: string;
            username: string | null;
            avatar: string | null;
            accountId: number | null;
            locale: string;
            role: components["schemas"]["RoleSummaryDto"] | null;
            abilityRules: components["schemas"]["AbilityRuleDto"][];
        };
        LoginResponseDto: {
            userData: components["schemas"]["UserDataDto"];
            /** @description Also set as the HttpOnly accessToken cookie; send as Bearer from scripts. */
            accessToken: string;
        };
        TwoFactorChallengeDto: {
            /** @enum {boolean} */
            twoFactorRequired: true;
            /** @description Short-lived (5 minutes); only good for /api/auth/login/2fa. */
            challengeToken: string;
        };
        LoginDto: {
            /** @example admin@example.com */
            email: string;
            password: string;
        };
        LoginTwoFactorDto: {
            /** @description From the login answer; valid for 5 minutes. */
            challengeToken: string;
            /**
             * @description Required unless recoveryCode is given.
             * @example 123456
             */
            code?: string;
            /**
             * @description Instead of code.
             * @example k7m2p-x9q4t
             */
            recoveryCode?: string;
        };
        MeResponseDto: {
            userData: components["schemas"]["UserDataDto"];
        };
        RegisterDto: {
            firstName: string;
            lastName: string;
            /** @example jane@example.com */
            email: string;
            /** @description At least 8 and at most 128 characters; common passwords are refused. */
            password: string;
            /**
             * @description Language of mails; the configured default when absent.
             * @enum {string}
             */
            locale?: "en" | "it" | "pl" | "ro" | "ua";
        };
        MessageDto: {
            message: string;
        };
        TokenDto: {
            /** @description The `token` query value of the link in the mail. */
            token: string;
        };
        EmailDto: {
            /** @example jane@example.com */
            email: string;
        };
        TokenPasswordDto: {
            /** @description The `token` query value of the link in the mail. */
            token: string;
            /** @description At least 8 and at most 128 characters; common passwords are refused. */
            password: string;
        };
        TwoFactorStatusDto: {
            enabled: boolean;
            /** @description Unused recovery codes (0 when two-step sign-in is off). */
            recoveryCodesLeft: number;
        };
        TwoFactorSetupDto: {
            /** @example otpauth://totp/ai%20multisite:jane%40example.com?secret=… */
            otpauthUrl: string;
            /** @description The otpauth address as a PNG QR code (data: URL). */
            qrDataUrl: string;
            /** @description Base32 secret, for typing into the app by hand. */
            secret: string;
        };
        EnableTwoFactorDto: {
            /** @example 123456 */
            code: string;
        };
        RecoveryCodesDto: {
            /**
             * @description Ten single-use codes, shown only now.
             * @example [
             *       "k7m2p-x9q4t"
             *     ]
             */
            recoveryCodes: string[];
        };
        DisableTwoFactorDto: {
            /**
             * @description Required unless recoveryCode is given.
             * @example 123456
             */
            code?: string;
            /**
             * @description Instead of code.
             * @example k7m2p-x9q4t
             */
            recoveryCode?: string;
            password: string;
        };
        CountryDto: {
            id: number;
            name: string;
            iso2: string;
            iso3: string;
            dialingPrefix: string;
            updatedAt: string;
        };
        CountryPageDto: {
            data: components["schemas"]["CountryDto"][];
            total: number;
            page: number;
            perPage: number;
        };
        CreateCountryDto: {
            /** @example Italy */
            name: string;
            /** @example IT */
            iso2: string;
            /** @example ITA */
            iso3: string;
            /** @example +39 */
            dialingPrefix: string;
        };
        CountrySavedDto: {
            /** @example Country created successfully. */
            message: string;
            data: components["schemas"]["CountryDto"];
        };
        UpdateCountryDto: {
            name?: string;
            iso2?: string;
            iso3?: string;
            dialingPrefix?: string;
        };
        PlanDto: {
            id: number;
            /** @enum {string} */
            code: "free" | "premium" | "enterprise";
            /** @example Premium */
            name: string;
        };
        AccountDto: {
            id: number;
            name: string;
            plan: components["schemas"]["PlanDto"];
            usersCount: number;
            websitesCount: number;
            createdAt: string;
            updatedAt: string;
        };
        AccountPageDto: {
            data: components["schemas"]["AccountDto"][];
            total: number;
            page: number;
            perPage: number;
        };
        CreateAccountDto: {
            /** @example Newsroom */
            name: string;
            /** @description The plan by id; or send `plan` with its code. */
            planId?: number;
            /**
             * @description The plan by code.
             * @enum {string}
             */
            plan?: "free" | "premium" | "enterprise";
        };
        AccountSavedDto: {
            /** @example Account created or updated successfully */
            message: string;
            data: components["schemas"]["AccountDto"];
        };
        UpdateAccountDto: {
            name?: string;
            /** @description Administrators only. */
            planId?: number;
            /**
             * @description Administrators only.
             * @enum {string}
             */
            plan?: "free" | "premium" | "enterprise";
        };
        ModuleSettingDto: {
            /** @example endpoint */
            key: string;
            /** @example https://example.com */
            value: string;
        };
        ModuleDto: {
            id: number;
            name: string;
            code: string;
            parentId: number | null;
            settings: components["schemas"]["ModuleSettingDto"][];
            createdAt: string;
            updatedAt: string;
        };
        ModulePageDto: {
            data: components["schemas"]["ModuleDto"][];
            total: number;
            page: number;
            perPage: number;
        };
        ModuleTreeNodeDto: {
            id: number;
            name: string;
            code: string;
            parentId: number | null;
            settings: components["schemas"]["ModuleSettingDto"][];
            createdAt: string;
            updatedAt: string;
            children: components["schemas"]["ModuleTreeNodeDto"][];
        };
        CreateModuleDto: {
            /** @example Article cloning */
            name: string;
            /** @example article-cloning */
            code: string;
            /** @description null: a root module */
            parentId?: number | null;
            settings?: components["schemas"]["ModuleSettingDto"][];
        };
        ModuleSavedDto: {
            /** @example Saved successfully. */
            message: string;
            data: components["schemas"]["ModuleDto"];
        };
        UpdateModuleDto: {
            name?: string;
            code?: string;
            /** @description null: a root module */
            parentId?: number | null;
            settings?: components["schemas"]["ModuleSettingDto"][];
        };
        UserRoleDto: {
            id: number;
            name: string;
            isAdmin: boolean;
        };
        UserPlanDto: {
            /** @enum {string} */
            code: "free" | "premium" | "enterprise";
            name: string;
        };
        UserAccountDto: {
            id: number;
            name: string;
            plan: components["schemas"]["UserPlanDto"] | null;
        };
        UserDto: {
            id: number;
            firstName: string;
            lastName: string;
            fullName: string;
            email: string;
            username: string | null;
            phone: string | null;
            company: string | null;
            city: string | null;
            countryId: number | null;
            address: string | null;
            zoneName: string | null;
            zipCode: string | null;
            sdiNumber: string | null;
            /** @description Address of the avatar image */
            avatar: string | null;
            /** @enum {string} */
            status: "active" | "inactive" | "pending";
            roleId: number | null;
            role: components["schemas"]["UserRoleDto"] | null;
            accountId: number | null;
            account: components["schemas"]["UserAccountDto"] | null;
            locale: string;
            createdAt: string;
            updatedAt: string;
        };
        UserPageDto: {
            data: components["schemas"]["UserDto"][];
            total: number;
            page: number;
            perPage: number;
        };
        CreateUserDto: {
            username?: string | null;
            phone?: string | null;
            company?: string | null;
            city?: string | null;
            /** @description Country id */
            countryId?: number | null;
            address?: string | null;
            zoneName?: string | null;
            zipCode?: string | null;
            /** @description 6 or 7 characters */
            sdiNumber?: string | null;
            /** @description Account id */
            accountId?: number | null;
            firstName: string;
            lastName: string;
            /** @example jane@example.com */
            email: string;
            /** @description Role id */
            roleId: number;
        };
        UpdateUserDto: {
            username?: string | null;
            phone?: string | null;
            company?: string | null;
            city?: string | null;
            /** @description Country id */
            countryId?: number | null;
            address?: string | null;
            zoneName?: string | null;
            zipCode?: string | null;
            /** @description 6 or 7 characters */
            sdiNumber?: string | null;
            /** @description Account id */
            accountId?: number | null;
            firstName?: string;
            lastName?: string;
            email?: string;
            /** @description Role id */
            roleId?: number;
            /** @enum {string} */
            status?: "active" | "inactive" | "pending";
        };
        PermissionDto: {
            /** @enum {string} */
            action: "read" | "write" | "create";
            /** @enum {string} */
            subject: "account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job";
        };
        RoleUserDto: {
            id: number;
            name: string;
            avatar: string | null;
        };
        RoleDto: {
            id: number;
            name: string;
            /** @description Administrator Access */
            isAdmin: boolean;
            permissions: components["schemas"]["PermissionDto"][];
            /** @description Users holding the role (within your account unless admin) */
            usersCount: number;
            /** @description Up to 5 of them, for the role card */
            users: components["schemas"]["RoleUserDto"][];
            createdAt: string;
            updatedAt: string;
        };
        RouteCheckDto: {
            /** @example /apps/user/list */
            path: string;
            /** @enum {string} */
            action: "read" | "write" | "create" | "manage";
            /** @enum {string} */
            subject: "account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job" | "all";
        };
        RoleTestDto: {
            roleId?: number;
            userId?: number;
            routes?: components["schemas"]["RouteCheckDto"][];
        };
        RoleSummaryRefDto: {
            id: number;
            name: string;
            isAdmin: boolean;
        };
        RouteVerdictDto: {
            path: string;
            /** @enum {string} */
            action: "read" | "write" | "create" | "manage";
            /** @enum {string} */
            subject: "account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job" | "all";
            can: boolean;
        };
        PermissionVerdictDto: {
            /** @enum {string} */
            subject: "account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job";
            /** @enum {string} */
            action: "read" | "write" | "create";
            can: boolean;
        };
        RoleTestResultDto: {
            role: components["schemas"]["RoleSummaryRefDto"] | null;
            /** @description When a user was tested */
            user: components["schemas"]["RoleUserDto"] | null;
            abilityRules: components["schemas"]["AbilityRuleDto"][];
            routes: components["schemas"]["RouteVerdictDto"][];
            /** @description Every subject × action */
            permissions: components["schemas"]["PermissionVerdictDto"][];
            /** @description Whether the role has Administrator Access (manage on all) */
            manageAll: boolean;
        };
        CreateRoleDto: {
            name: string;
            /**
             * @description Administrator Access
             * @default false
             */
            isAdmin: boolean;
            /** @default [] */
            permissions: components["schemas"]["PermissionDto"][];
        };
        UpdateRoleDto: {
            name?: string;
            /** @description Administrator Access */
            isAdmin?: boolean;
            permissions?: components["schemas"]["PermissionDto"][];
        };
        RoleRefDto: {
            id: number;
            name: string;
        };
        PermissionEntryDto: {
            /** @enum {string} */
            subject: "account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job";
            /** @enum {string} */
            action: "read" | "write" | "create";
            /** @description Roles whose rules allow it */
            roles: components["schemas"]["RoleRefDto"][];
        };
        PermissionsDto: {
            subjects: ("account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job")[];
            actions: ("read" | "write" | "create")[];
            data: components["schemas"]["PermissionEntryDto"][];
        };
        WebsiteAssigneeDto: {
            userId: number;
            /** @description Whether that user may change, verify and sync it */
            canWrite: boolean;
        };
        WebsiteDto: {
            id: number;
            accountId: number;
            name: string;
            url: string;
            apiUsername: string | null;
            /** @example •••••••• */
            apiKeyMasked: string | null;
            language: string | null;
            aiProviderId: number | null;
            translationProviderId: number | null;
            verified: boolean;
            verifiedAt: string | null;
            wpVersion: string | null;
            timezone: string | null;
            yoastActive: boolean;
            lastVerifyError: string | null;
            syncIntervalMinutes: number | null;
            lastSyncedAt: string | null;
            /** @description Whether the caller may change, verify and sync it */
            canWrite: boolean;
            /** @description Users assigned to it, administrators included */
            usersCount: number;
            /** @description With `assignedTo` */
            assignee?: components["schemas"]["WebsiteAssigneeDto"];
            createdAt: string;
            updatedAt: string;
        };
        WebsitePageDto: {
            data: components["schemas"]["WebsiteDto"][];
            total: number;
            page: number;
            perPage: number;
        };
        CreateWebsiteDto: {
            apiUsername?: string | null;
            /** @description WordPress application password; stored encrypted and never returned */
            apiKey?: string;
            /** @example en */
            language?: string | null;
            aiProviderId?: number | null;
            translationProviderId?: number | null;
            /** @description Scheduled sync every N minutes (15–10080); null turns it off */
            syncIntervalMinutes?: number | null;
            /** @example Daily News */
            name: string;
            /** @example https://news.example.com */
            url: string;
            /** @description Administrators only; others use their account */
            accountId?: number;
        };
        WebsiteSavedDto: {
            /** @example Saved successfully. */
            message: string;
            data: components["schemas"]["WebsiteDto"];
        };
        UpdateWebsiteDto: {
            apiUsername?: string | null;
            /** @description WordPress application password; stored encrypted and never returned */
            apiKey?: string;
            /** @example en */
            language?: string | null;
            aiProviderId?: number | null;
            translationProviderId?: number | null;
            /** @description Scheduled sync every N minutes (15–10080); null turns it off */
            syncIntervalMinutes?: number | null;
            name?: string;
            url?: string;
        };
        VerifyResultDto: {
            verified: boolean;
            /** @example Website verified successfully. */
            message: string;
            wpVersion: string | null;
            timezone: string;
            yoastActive: boolean;
        };
        WebsiteUserDto: {
            userId: number;
            email: string;
            firstName: string;
            lastName: string;
            username: string | null;
            avatar: string | null;
            canWrite: boolean;
            /** @description Administrators are assigned every website automatically */
            isAdmin: boolean;
        };
        WebsiteUsersDto: {
            data: components["schemas"]["WebsiteUserDto"][];
        };
        WebsiteAssignmentDto: {
            userId: number;
            /** @description Can write (edit, verify, sync) or view only */
            canWrite: boolean;
        };
        ReplaceWebsiteUsersDto: {
            users: components["schemas"]["WebsiteAssignmentDto"][];
        };
        ProviderOptionDto: {
            id: number;
            /** @example openai */
            name: string;
            /** @example OpenAI */
            prettyName: string;
            /** @enum {string} */
            type: "ai" | "translation";
            active: boolean;
        };
        ProviderOptionsDto: {
            data: components["schemas"]["ProviderOptionDto"][];
        };
        JobRunDto: {
            id: number;
            /**
             * @description The kind of job
             * @enum {string}
             */
            name: "mail.send" | "auth.link-mail" | "sync.website" | "sync.website.schedule";
            queue: string;
            /** @enum {string} */
            state: "waiting" | "active" | "completed" | "failed";
            /** @description synchronizing, cloning, sending… */
            stage: string | null;
            progress: number;
            /** @description Why it failed, in English */
            message: string | null;
            /** @description Why it failed: `errors.<code>` */
            code: string | null;
            attempts: number;
            websiteId: number | null;
            websiteName: string | null;
            articleId: number | null;
            userId: number | null;
            userName: string | null;
            createdAt: string;
            startedAt: string | null;
            finishedAt: string | null;
            /** @description From start to end, or to now */
            durationMs: number | null;
            /** @description A failed run its kind knows how to start again */
            retryable: boolean;
        };
        JobPageDto: {
            data: components["schemas"]["JobRunDto"][];
            total: number;
            page: number;
            perPage: number;
        };
        JobRetriedDto: {
            /** @description The new run */
            jobId: string;
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
    Settings_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsDto"];
                };
            };
        };
    };
    Settings_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UpdateSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsDto"];
                };
            };
        };
    };
    Settings_icon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Settings_iconSvg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProductInfo_info: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product key (PRODUCT_KEY) */
                product: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductInfoResponseDto"];
                };
            };
        };
    };
    Health_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    Articles_list: {
        parameters: {
            query?: {
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description Offset paging for the first pages (up to 10000 rows); ignored with a cursor */
                page?: number;
                /** @description Opaque keyset cursor: `nextCursor` of the previous page */
                cursor?: string;
                websiteId?: number;
                status?: "publish" | "private" | "draft" | "future" | "trash";
                /** @description Author name, exactly as listed */
                author?: string;
                /** @description Modified within the past … */
                recency?: "hour" | "day" | "week" | "month" | "year";
                /** @description Words of the title */
                q?: string;
                sortBy?: "modifiedAt" | "publishedAt" | "createdAt" | "title";
                sortDir?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticlePageDto"];
                };
            };
        };
    };
    Articles_authors: {
        parameters: {
            query?: {
                websiteId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleAuthorsDto"];
                };
            };
        };
    };
    Articles_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleDetailDto"];
                };
            };
        };
    };
    Sync_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncStartedDto"];
                };
            };
        };
    };
    Auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description A session (cookie + user data), or, when two-step sign-in is on, a challenge for /login/2fa. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"] | components["schemas"]["TwoFactorChallengeDto"];
                };
            };
        };
    };
    Auth_loginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginTwoFactorDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
        };
    };
    Auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Auth_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeResponseDto"];
                };
            };
        };
    };
    Auth_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            /** @description A confirmation link was mailed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Auth_verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Auth_resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            /** @description The same answer for every email. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Auth_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            /** @description The same answer for every email. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Auth_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenPasswordDto"];
            };
        };
        responses: {
            /** @description Every session of the user has ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Auth_setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenPasswordDto"];
            };
        };
        responses: {
            /** @description The invited user is now active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    TwoFactor_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatusDto"];
                };
            };
        };
    };
    TwoFactor_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetupDto"];
                };
            };
        };
    };
    TwoFactor_enable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnableTwoFactorDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesDto"];
                };
            };
        };
    };
    TwoFactor_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisableTwoFactorDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Countries_list: {
        parameters: {
            query?: {
                page?: number;
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description Search text */
                q?: string;
                sortDir?: "asc" | "desc";
                sortBy?: "name" | "iso2" | "iso3" | "dialingPrefix" | "updatedAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryPageDto"];
                };
            };
        };
    };
    Countries_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCountryDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountrySavedDto"];
                };
            };
        };
    };
    Countries_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryDto"];
                };
            };
        };
    };
    Countries_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Countries_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCountryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountrySavedDto"];
                };
            };
        };
    };
    Accounts_list: {
        parameters: {
            query?: {
                page?: number;
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description Search text */
                q?: string;
                sortDir?: "asc" | "desc";
                sortBy?: "name" | "plan" | "usersCount" | "createdAt" | "updatedAt";
                /** @description Only accounts on this plan */
                plan?: "free" | "premium" | "enterprise";
                /** @description Only accounts on this plan (by id) */
                planId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPageDto"];
                };
            };
        };
    };
    Accounts_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAccountDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSavedDto"];
                };
            };
        };
    };
    Accounts_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDto"];
                };
            };
        };
    };
    Accounts_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Accounts_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAccountDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSavedDto"];
                };
            };
        };
    };
    Plans_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanDto"][];
                };
            };
        };
    };
    Modules_list: {
        parameters: {
            query?: {
                page?: number;
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description Search text */
                q?: string;
                sortDir?: "asc" | "desc";
                sortBy?: "name" | "code" | "createdAt" | "updatedAt";
                /** @description Only the children of this module */
                parentId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModulePageDto"];
                };
            };
        };
    };
    Modules_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateModuleDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleSavedDto"];
                };
            };
        };
    };
    Modules_tree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleTreeNodeDto"][];
                };
            };
        };
    };
    Modules_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleDto"];
                };
            };
        };
    };
    Modules_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Modules_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateModuleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleSavedDto"];
                };
            };
        };
    };
    Users_list: {
        parameters: {
            query?: {
                page?: number;
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description Search text */
                q?: string;
                sortDir?: "asc" | "desc";
                sortBy?: "name" | "email" | "role" | "status" | "createdAt";
                /** @description Role id */
                roleId?: number;
                /** @description The account's plan */
                plan?: "free" | "premium" | "enterprise";
                status?: "active" | "inactive" | "pending";
                /** @description Account id (administrators) */
                accountId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPageDto"];
                };
            };
        };
    };
    Users_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
        };
    };
    Users_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
        };
    };
    Users_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
        };
    };
    Users_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Users_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
        };
    };
    Users_resendInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Users_avatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Users_uploadAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PNG or JPG, at most 2 MB
                     */
                    avatar: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
        };
    };
    Users_removeAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
        };
    };
    Roles_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleDto"][];
                };
            };
        };
    };
    Roles_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRoleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleDto"];
                };
            };
        };
    };
    Roles_test: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleTestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleTestResultDto"];
                };
            };
        };
    };
    Roles_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleDto"];
                };
            };
        };
    };
    Roles_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Roles_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRoleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleDto"];
                };
            };
        };
    };
    Permissions_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionsDto"];
                };
            };
        };
    };
    Websites_list: {
        parameters: {
            query?: {
                page?: number;
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description Search text */
                q?: string;
                sortDir?: "asc" | "desc";
                sortBy?: "name" | "url" | "createdAt" | "updatedAt";
                verified?: boolean;
                /** @description Administrators: only this account */
                accountId?: number;
                /** @description Only websites this user is assigned to (an administrator: all), each with `assignee` */
                assignedTo?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsitePageDto"];
                };
            };
        };
    };
    Websites_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebsiteDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteSavedDto"];
                };
            };
        };
    };
    Websites_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteDto"];
                };
            };
        };
    };
    Websites_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
        };
    };
    Websites_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebsiteDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteSavedDto"];
                };
            };
        };
    };
    Websites_verify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyResultDto"];
                };
            };
            /** @description { message: 'Failed to verify website.', reason, detail } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Websites_users: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteUsersDto"];
                };
            };
        };
    };
    Websites_replaceUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceWebsiteUsersDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteUsersDto"];
                };
            };
        };
    };
    Providers_options: {
        parameters: {
            query?: {
                /** @description Only AI or only translation providers; both when left out. */
                type?: "ai" | "translation";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderOptionsDto"];
                };
            };
        };
    };
    Jobs_list: {
        parameters: {
            query?: {
                page?: number;
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description The kind of job */
                name?: "mail.send" | "auth.link-mail" | "sync.website" | "sync.website.schedule";
                state?: "waiting" | "active" | "completed" | "failed";
                websiteId?: number;
                articleId?: number;
                /** @description Who started it */
                userId?: number;
                /** @description Created at or after */
                from?: string;
                /** @description Created before */
                to?: string;
                /** @description Words of the error text or code */
                q?: string;
                sortBy?: "createdAt" | "finishedAt" | "state" | "name";
                sortDir?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobPageDto"];
                };
            };
        };
    };
    Jobs_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRunDto"];
                };
            };
        };
    };
    Jobs_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRetriedDto"];
                };
            };
        };
    };
}
