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
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Notifications_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Notifications_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Notifications_preferences"];
        put: operations["Notifications_savePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountWebhook_get"];
        put: operations["AccountWebhook_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountWebhook_test"];
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
    "/api/articles/{id}/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Articles_assignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{id}/assignee": {
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
        patch: operations["Articles_assign"];
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
    "/api/websites/{id}/sync/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Sync_coverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Sync_reconcile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Calendar_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{id}/schedule": {
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
        patch: operations["Calendar_reschedule"];
        trace?: never;
    };
    "/api/articles/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Cloning_clone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/clones/copies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Cloning_copies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{id}/clones/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Cloning_runs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{id}/clones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Cloning_clones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{id}/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Cloning_trash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{id}/clones/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Cloning_push"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Review_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Review_get"];
        put: operations["Review_save"];
        post?: never;
        delete: operations["Review_discard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/revise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Review_revise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Review_send"];
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
    "/api/auth/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_unlock"];
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
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_changePassword"];
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
    "/api/plans/{id}": {
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
        patch: operations["Plans_update"];
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
    "/api/users/{id}/invite-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A fresh set-password link for a pending user, shown once (the earlier one stops working) */
        post: operations["Users_inviteLink"];
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
    "/api/websites/{id}/glossary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WebsiteGlossary_list"];
        put?: never;
        post: operations["WebsiteGlossary_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}/glossary/{termId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["WebsiteGlossary_remove"];
        options?: never;
        head?: never;
        patch: operations["WebsiteGlossary_update"];
        trace?: never;
    };
    "/api/connector-plugin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ConnectorPlugin_download"];
        put?: never;
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
    "/api/providers/services/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Providers_serviceOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Providers_services"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers/services/{serviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Providers_service"];
        put?: never;
        post?: never;
        delete: operations["Providers_removeService"];
        options?: never;
        head?: never;
        patch: operations["Providers_updateService"];
        trace?: never;
    };
    "/api/providers/services/{serviceId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Providers_testService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers/usage/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Providers_usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Providers_list"];
        put?: never;
        post: operations["Providers_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Providers_get"];
        put?: never;
        post?: never;
        delete: operations["Providers_remove"];
        options?: never;
        head?: never;
        patch: operations["Providers_update"];
        trace?: never;
    };
    "/api/providers/{id}/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Providers_createService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Providers_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompts/system": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Prompts_system"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompts/system/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["Prompts_updateSystem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompts/system/{type}/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Prompts_generateSystem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Prompts_ofWebsite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}/prompts/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["Prompts_save"];
        post?: never;
        delete: operations["Prompts_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}/prompts/{type}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Prompts_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}/prompts/{type}/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Prompts_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Generation_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/generated/{generatedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Generation_get"];
        put: operations["Generation_edit"];
        post?: never;
        delete: operations["Generation_discard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/generated/{generatedId}/revise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Generation_revise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/generated/{generatedId}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Generation_regenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/generated/{generatedId}/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Generation_use"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/generated/{generatedId}/replacement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Generation_replacement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/generated/{generatedId}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Generation_undo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Jobs_maintenanceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/maintenance/{name}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Jobs_runMaintenance"];
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
    "/api/jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Jobs_cancel"];
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
    "/api/feedbacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Feedback_list"];
        put?: never;
        post: operations["Feedback_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedbacks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["Feedback_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Dashboard_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/t.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Collect_script"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Collect_collect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Analytics_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Analytics_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{id}/reach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Analytics_reach"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Analytics_tracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Analytics_listGoals"];
        put?: never;
        post: operations["Analytics_createGoal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websites/{id}/goals/{goalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["Analytics_updateGoal"];
        post?: never;
        delete: operations["Analytics_removeGoal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Audit_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Audit_export"];
        put?: never;
        post?: never;
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
            registrationOpen: boolean;
            /** @description Days the audit trail keeps an entry */
            auditRetentionDays: number;
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
             * @description Let strangers sign up
             * @enum {string}
             */
            registrationOpen?: "true" | "false";
            /** @description Days the audit trail keeps an entry */
            auditRetentionDays?: number;
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
            registrationOpen: boolean;
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
        ReplicaHealthDto: {
            /**
             * @description host:port
             * @example replica1:3306
             */
            name: string;
            /**
             * @description up: serving reads; lagging: further behind than DATABASE_REPLICA_MAX_LAG_SECONDS or replication stopped; down: not answering. Reads skip a replica that is not up.
             * @enum {string}
             */
            state: "up" | "lagging" | "down";
            /** @description Seconds behind the primary, as the replica reports it (null: it cannot say) */
            lagSeconds: number | null;
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
            /** @description The read replicas (DATABASE_REPLICA_URLS); one not up leaves the status ok: the primary serves its reads */
            replicas: components["schemas"]["ReplicaHealthDto"][];
        };
        NotificationParamsDto: {
            title?: string;
            website?: string;
            by?: string;
            job?: string;
            code?: string;
            reason?: string;
            /** @enum {string} */
            quota?: "tokens" | "characters";
            used?: string;
            limit?: string;
        };
        NotificationDto: {
            id: number;
            /** @enum {string} */
            kind: "assigned" | "run_failed" | "review_waiting" | "source_changed" | "quota_near";
            params: components["schemas"]["NotificationParamsDto"];
            /** @description Where it leads in the app */
            link: string | null;
            createdAt: string;
            read: boolean;
        };
        NotificationPageDto: {
            data: components["schemas"]["NotificationDto"][];
            /** @description Unread notifications in all */
            unread: number;
            nextCursor: number | null;
        };
        ReadNotificationsDto: {
            /** @description Absent: every one */
            ids?: number[];
        };
        UnreadDto: {
            unread: number;
        };
        NotificationPreferenceDto: {
            /** @enum {string} */
            kind: "assigned" | "run_failed" | "review_waiting" | "source_changed" | "quota_near";
            /** @description On the bell */
            inApp: boolean;
            /** @description By mail */
            mail: boolean;
        };
        NotificationPreferencesDto: {
            data: components["schemas"]["NotificationPreferenceDto"][];
            /** @description One mail a day with what is unread on the bell, instead of a mail per notice */
            digest: boolean;
        };
        SaveNotificationPreferencesDto: {
            data: components["schemas"]["NotificationPreferenceDto"][];
            /** @description The daily digest on or off (absent: as it is) */
            digest?: boolean;
        };
        AccountWebhookDto: {
            url: string | null;
            /** @description A signing secret is kept (never answered) */
            secretSet: boolean;
            /** Format: date-time */
            lastAttemptAt: string | null;
            /** @description `delivered`, or the last failure’s code (`webhook.refused:404`) */
            lastOutcome: string | null;
        };
        SaveAccountWebhookDto: {
            /** @example https://hooks.slack.com/services/T000/B000/XXXX */
            url: string | null;
            /** @description Signs every post (HMAC-SHA256); kept while the address keeps its origin */
            secret?: string;
        };
        WebhookTestDto: {
            /** @enum {string} */
            outcome: "delivered";
        };
        ClonedFromDto: {
            title: string;
            websiteId: number;
            websiteName: string;
        };
        ArticleListItemDto: {
            id: number;
            websiteId: number;
            websiteName: string;
            /** @description The website's time zone (IANA) */
            websiteTimezone: string | null;
            /** @description The post id in WordPress */
            remoteId: number;
            /** @description As WordPress shows it: decoded text, whole */
            title: string;
            sticky: boolean;
            /** @description WordPress asks readers for a password */
            passwordProtected: boolean;
            authorName: string | null;
            /** @enum {string} */
            status: "publish" | "private" | "draft" | "future" | "trash" | "pending";
            createdAt: string | null;
            publishedAt: string | null;
            modifiedAt: string;
            clonedFromArticleId: number | null;
            /** @description The article this one is a clone of */
            clonedFromId: number | null;
            /** @description The source's title and website; null when not a clone, the source is gone, or the reader may not read its website */
            clonedFrom: components["schemas"]["ClonedFromDto"] | null;
            /** @description Clones of this article that exist on their destinations */
            cloneCount: number;
            /** @description On a clone: its source changed since it was pushed */
            sourceChanged: boolean;
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
            /** @description The website's time zone (IANA) */
            websiteTimezone: string | null;
            /** @description The post id in WordPress */
            remoteId: number;
            /** @description As WordPress shows it: decoded text, whole */
            title: string;
            sticky: boolean;
            /** @description WordPress asks readers for a password */
            passwordProtected: boolean;
            authorName: string | null;
            /** @enum {string} */
            status: "publish" | "private" | "draft" | "future" | "trash" | "pending";
            createdAt: string | null;
            publishedAt: string | null;
            modifiedAt: string;
            clonedFromArticleId: number | null;
            /** @description The article this one is a clone of */
            clonedFromId: number | null;
            /** @description The source's title and website; null when not a clone, the source is gone, or the reader may not read its website */
            clonedFrom: components["schemas"]["ClonedFromDto"] | null;
            /** @description Clones of this article that exist on their destinations */
            cloneCount: number;
            /** @description On a clone: its source changed since it was pushed */
            sourceChanged: boolean;
            assignedToUserId: number | null;
            assignedToName: string | null;
            generatedByAi: boolean;
            link: string;
            deletedInWp: boolean;
            /** @description Percent-decoded; empty for drafts without one yet */
            slug: string;
            /** @description WordPress `date`: site-local time */
            createdAtLocal: string | null;
            /** @description WordPress `modified`: site-local */
            modifiedAtLocal: string | null;
            /** @description Set by an editor in Yoast; null if not */
            seoTitle: string | null;
            /** @description What Yoast generates */
            seoTitleDefault: string | null;
            /** @description Moves by one on every saved edit. */
            assignmentVersion: number;
            ogTitle: string | null;
            ogTitleDefault: string | null;
            metaDescription: string | null;
            metaDescriptionDefault: string | null;
            ogDescription: string | null;
            ogDescriptionDefault: string | null;
            focusKeyword: string | null;
            /** @description Sanitised HTML; empty when the post is password-protected and the reader may not write on the website */
            contentHtml: string;
            /** @description The body and excerpts of a protected post are withheld from this reader */
            contentWithheld: boolean;
            /** @description Written by an editor; null if not */
            excerpt: string | null;
            /** @description WordPress's generated excerpt */
            excerptGenerated: string | null;
            featuredImageUrl: string | null;
            categories: string[];
            /** @description Each category's names from its root category down (World › Politics) */
            categoryPaths: string[][];
            tags: string[];
            authorRemoteId: number | null;
            updatedAt: string;
        };
        ArticleAssigneeDto: {
            id: number;
            name: string;
        };
        ArticleAssigneesDto: {
            data: components["schemas"]["ArticleAssigneeDto"][];
        };
        AssignArticleDto: {
            /** @description The user; null: nobody */
            userId: number | null;
            /** @description The record's version the form was loaded with: a save after someone else's answers 409 `record.changed`. */
            version?: number;
        };
        ArticleAssignedDto: {
            message: string;
            assignedToUserId: number | null;
            assignedToName: string | null;
            /** @description Moves by one on every saved edit. */
            assignmentVersion: number;
        };
        SyncStartedDto: {
            /** @description Job run id; follow it on `job:<id>` or `website:<id>` */
            jobId: string;
            /** @example Synchronization started. You will receive an email when it completes. */
            message: string;
            /** @description Whether the requester is mailed when the run ends (asked for, or a run that reads every post) */
            mails: boolean;
        };
        SyncCoverageDto: {
            /** @description Days back (by modification date) a first or full sync reaches; null: every post */
            syncDays: number | null;
            /** @description Posts WordPress counted (every tracked status) when last listed whole; null until then */
            postsOnSite: number | null;
            /** @description When `postsOnSite` was counted */
            countedAt: string | null;
            /** @description Posts stored here and not deleted in WordPress */
            postsSynced: number;
        };
        CalendarPostDto: {
            id: number;
            websiteId: number;
            websiteName: string;
            title: string;
            /** @enum {string} */
            status: "publish" | "future";
            /** @description Publication (or scheduled) time, UTC ISO 8601 */
            date: string;
            authorName: string | null;
            /** @description The story this post is a copy of */
            clonedFromArticleId: number | null;
            link: string;
            /** @description A scheduled post the reader may move (write on its website) */
            canMove: boolean;
        };
        CalendarDto: {
            data: components["schemas"]["CalendarPostDto"][];
            /** @description More than 2000 posts: narrow the range or filter */
            truncated: boolean;
        };
        ReschedulePostDto: {
            /** @description The new publication time, ISO 8601 (in the future) */
            date: string;
        };
        CloneArticlesDto: {
            articleIds: number[];
            websiteIds: number[];
            /** @enum {string} */
            type: "unchanged" | "ai";
            /**
             * @description AI rework: the AI translates instead of the translation provider
             * @default false
             */
            skipTranslation: boolean;
            /**
             * @description Write the SEO data to Yoast
             * @default false
             */
            pushSeo: boolean;
            /**
             * @description The post status on the destination
             * @enum {string}
             */
            status: "draft" | "publish" | "private" | "future";
            /** @description ISO date of a scheduled post: required with status future, in the future */
            date?: string;
            /**
             * @description Where a copy exists on a destination already: update that copy (default) or make a new one
             * @default update
             * @enum {string}
             */
            existing: "update" | "new";
            /**
             * @description Keep the copies in step with their source: after each sync that changed the source, it is pushed to them (verbatim copies only)
             * @default false
             */
            followSource: boolean;
        };
        CloneJobDto: {
            jobId: string;
            articleId: number;
            /** @description The destination website */
            websiteId: number;
        };
        CloneJobsDto: {
            jobs: components["schemas"]["CloneJobDto"][];
        };
        CloneCopyDto: {
            articleId: number;
            /** @description The destination website */
            websiteId: number;
            /** @description Copies of the article there */
            copies: number;
        };
        CloneCopiesDto: {
            data: components["schemas"]["CloneCopyDto"][];
        };
        CloneUserDto: {
            id: number;
            name: string;
        };
        CloneRunDto: {
            id: number;
            /** @description The copy (ledger row) it wrote */
            cloneId: number;
            /** @description The destination website */
            websiteId: number;
            websiteName: string;
            /** @description Its job on the Jobs page */
            jobId: string;
            by: components["schemas"]["CloneUserDto"] | null;
            /** @enum {string} */
            type: "unchanged" | "ai";
            /** @description It made a new copy (else it updated one) */
            newCopy: boolean;
            /** @description Started by a sync that changed the source (the copy follows it) */
            followed: boolean;
            /** @enum {string} */
            state: "running" | "held" | "completed" | "failed" | "cancelled";
            remoteId: number | null;
            link: string | null;
            errorCode: string | null;
            errorMessage: string | null;
            createdAt: string;
            finishedAt: string | null;
        };
        CloneRunsDto: {
            data: components["schemas"]["CloneRunDto"][];
        };
        CloneParamsDto: {
            skipTranslation: boolean;
            pushSeo: boolean;
            /** @enum {string} */
            status: "draft" | "publish" | "private" | "future";
            date: string | null;
            /** @description Pushed after each sync that changed the source */
            followSource?: boolean;
        };
        CloneRowDto: {
            id: number;
            sourceArticleId: number;
            /** @description The destination website */
            websiteId: number;
            websiteName: string;
            /** @description The post id on the destination */
            remoteId: number | null;
            link: string | null;
            clonedBy: components["schemas"]["CloneUserDto"] | null;
            /** @enum {string} */
            type: "unchanged" | "ai";
            /** @enum {string} */
            state: "running" | "held" | "completed" | "failed" | "cancelled";
            errorCode: string | null;
            errorMessage: string | null;
            params?: components["schemas"]["CloneParamsDto"];
            /** @enum {string|null} */
            yoast: "saved" | "not_saved" | "absent" | "skipped" | null;
            /** @description The source changed since it was copied */
            sourceChanged: boolean;
            createdAt: string;
            updatedAt: string;
            lastJobId: string | null;
        };
        CloneRowsDto: {
            data: components["schemas"]["CloneRowDto"][];
        };
        TrashArticleDto: {
            /**
             * @description Trash the clones' posts too
             * @default false
             */
            withClones: boolean;
        };
        TrashedPostDto: {
            websiteId: number;
            articleId: number | null;
            /** @description The post id in WordPress */
            remoteId: number;
            /** @description Moved to the trash (false: it was gone already) */
            trashed: boolean;
        };
        TrashResultDto: {
            article: components["schemas"]["TrashedPostDto"];
            clones: components["schemas"]["TrashedPostDto"][];
        };
        ReviewPersonDto: {
            id: number;
            name: string;
        };
        ReviewRowDto: {
            /** @description The copy (clone ledger row) */
            id: number;
            sourceArticleId: number;
            title: string;
            sourceWebsiteId: number;
            sourceWebsiteName: string;
            /** @description The destination */
            websiteId: number;
            websiteName: string;
            /** @description Who asked for the copy */
            requestedBy: components["schemas"]["ReviewPersonDto"] | null;
            /** Format: date-time */
            heldAt: string;
            /** @description Sending it updates a post the destination has already */
            replacesPost: boolean;
        };
        ReviewPageDto: {
            data: components["schemas"]["ReviewRowDto"][];
            /** @description Copies waiting under this filter */
            total: number;
            /** @description The next page, null on the last */
            nextCursor: string | null;
        };
        ArticleSeoDto: {
            title: string;
            ogTitle: string;
            metaDescription: string;
            focusKeyword: string;
        };
        ReviewTextDto: {
            title: string;
            html: string;
            excerpt: string;
            seo: components["schemas"]["ArticleSeoDto"] | null;
        };
        ReviewDto: {
            /** @description The copy (clone ledger row) */
            id: number;
            sourceArticleId: number;
            title: string;
            sourceWebsiteId: number;
            sourceWebsiteName: string;
            /** @description The destination */
            websiteId: number;
            websiteName: string;
            /** @description Who asked for the copy */
            requestedBy: components["schemas"]["ReviewPersonDto"] | null;
            /** Format: date-time */
            heldAt: string;
            /** @description Sending it updates a post the destination has already */
            replacesPost: boolean;
            /**
             * @description held while it waits; else what became of it
             * @enum {string}
             */
            state: "running" | "held" | "completed" | "failed" | "cancelled";
            /** @description The source as the last sync saw it */
            source: components["schemas"]["ReviewTextDto"];
            /** @description What will be written */
            draft: components["schemas"]["ReviewTextDto"] | null;
            /** @description The SEO data goes to Yoast on the destination */
            pushSeo: boolean;
            /** @description The post status the copy gets */
            status: string;
            lastJobId: string | null;
        };
        ArticleDraftDto: {
            title: string;
            /** @description The body as HTML */
            html: string;
            excerpt: string;
            seo: components["schemas"]["ArticleSeoDto"] | null;
        };
        ReviseDto: {
            /** @enum {string} */
            part: "title" | "excerpt" | "html" | "seo";
            /** @description What the editor wants of it */
            instruction?: string;
            draft: components["schemas"]["ArticleDraftDto"];
        };
        RevisedDto: {
            /** @enum {string} */
            part: "title" | "excerpt" | "html" | "seo";
            /** @description The title, excerpt or body written again */
            text?: string;
            seo?: components["schemas"]["ArticleSeoDto"];
        };
        ReviewSentDto: {
            /** @description The clone job writing it: follow it on the Jobs page or in its room */
            jobId: string;
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
        TokenDto: {
            /** @description The `token` query value of the link in the mail. */
            token: string;
        };
        MeResponseDto: {
            userData: components["schemas"]["UserDataDto"];
        };
        ChangePasswordDto: {
            /** @description The password the user signs in with now. */
            currentPassword: string;
            /** @description At least 8 and at most 128 characters; common passwords are refused. */
            newPassword: string;
        };
        MessageDto: {
            message: string;
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
            /** @description Moves by one on every saved edit. */
            version: number;
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
            /** @description The record's version the form was loaded with: a save after someone else's answers 409 `record.changed`. */
            version?: number;
        };
        PlanRefDto: {
            id: number;
            /** @enum {string} */
            code: "free" | "premium" | "enterprise";
            /** @example Premium */
            name: string;
        };
        AccountDto: {
            id: number;
            name: string;
            plan: components["schemas"]["PlanRefDto"];
            usersCount: number;
            websitesCount: number;
            createdAt: string;
            updatedAt: string;
            /** @description Moves by one on every saved edit. */
            version: number;
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
            /** @description The record's version the form was loaded with: a save after someone else's answers 409 `record.changed`. */
            version?: number;
        };
        PlanDto: {
            id: number;
            /** @enum {string} */
            code: "free" | "premium" | "enterprise";
            /** @example Premium */
            name: string;
            /** @description AI tokens (in + out) per calendar month (UTC); null: no limit */
            monthlyTokenLimit: number | null;
            /** @description Characters translated per calendar month (UTC); null: no limit */
            monthlyCharacterLimit: number | null;
        };
        UpdatePlanDto: {
            monthlyTokenLimit?: number | null;
            monthlyCharacterLimit?: number | null;
        };
        PlanSavedDto: {
            /** @example The plan has been saved */
            message: string;
            data: components["schemas"]["PlanDto"];
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
            /** @description Moves by one on every saved edit. */
            version: number;
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
            /** @description Moves by one on every saved edit. */
            version: number;
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
            /** @description The record's version the form was loaded with: a save after someone else's answers 409 `record.changed`. */
            version?: number;
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
        UserInvitationDto: {
            /**
             * @description failed: the last attempt failed (the mail queue may still retry it)
             * @enum {string}
             */
            state: "sending" | "sent" | "failed";
            /** @description When it was queued, sent or last failed */
            at: string;
            /** @description Why the last attempt failed, as an error code (`mail.auth`, `mail.recipient_rejected`…); null unless failed */
            code: string | null;
            /** @description The SMTP reply status of the failure (550, 421…), when the server answered */
            smtpStatus: number | null;
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
            /** @description Moves by one on every saved edit. */
            version: number;
            /** @description A pending user's latest invitation; null once they set a password */
            invitation: components["schemas"]["UserInvitationDto"] | null;
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
            /** @description The record's version the form was loaded with: a save after someone else's answers 409 `record.changed`. */
            version?: number;
            firstName?: string;
            lastName?: string;
            email?: string;
            /** @description Role id */
            roleId?: number;
            /** @enum {string} */
            status?: "active" | "inactive" | "pending";
        };
        InviteLinkDto: {
            link: string;
            expiresInHours: number;
        };
        PermissionDto: {
            /** @enum {string} */
            action: "read" | "write" | "create";
            /** @enum {string} */
            subject: "account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job" | "audit";
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
            /** @description Moves by one on every saved edit. */
            version: number;
        };
        RouteCheckDto: {
            /** @example /apps/user/list */
            path: string;
            /** @enum {string} */
            action: "read" | "write" | "create" | "manage";
            /** @enum {string} */
            subject: "account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job" | "audit" | "all";
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
            subject: "account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job" | "audit" | "all";
            can: boolean;
        };
        PermissionVerdictDto: {
            /** @enum {string} */
            subject: "account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job" | "audit";
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
            /** @description The record's version the form was loaded with: a save after someone else's answers 409 `record.changed`. */
            version?: number;
        };
        RoleRefDto: {
            id: number;
            name: string;
        };
        PermissionEntryDto: {
            /** @enum {string} */
            subject: "account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job" | "audit";
            /** @enum {string} */
            action: "read" | "write" | "create";
            /** @description Roles whose rules allow it */
            roles: components["schemas"]["RoleRefDto"][];
        };
        PermissionsDto: {
            subjects: ("account" | "user" | "role" | "module" | "external-provider" | "website" | "article" | "prompt" | "feedback" | "analytics" | "country" | "settings" | "job" | "audit")[];
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
            aiServiceId: number | null;
            translationProviderId: number | null;
            verified: boolean;
            verifiedAt: string | null;
            wpVersion: string | null;
            timezone: string | null;
            yoastActive: boolean;
            /** @description The ai multisite connector plugin is installed (a verbatim copy can name its source as canonical without Yoast) */
            connectorActive: boolean;
            lastVerifyError: string | null;
            syncIntervalMinutes: number | null;
            lastSyncedAt: string | null;
            syncDays: number | null;
            defaultAuthor: string | null;
            canonicalToSource: boolean;
            keepSourceDate: boolean;
            /** @description AI copies wait for review before they are written here */
            reviewAi: boolean;
            /** @description Whether the caller may change, verify and sync it */
            canWrite: boolean;
            /** @description Users assigned to it, administrators included */
            usersCount: number;
            /** @description With `assignedTo` */
            assignee?: components["schemas"]["WebsiteAssigneeDto"];
            createdAt: string;
            updatedAt: string;
            /** @description Moves by one on every saved edit. */
            version: number;
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
            /** @description A service of the AI provider: the model the website's AI work runs on */
            aiServiceId?: number | null;
            translationProviderId?: number | null;
            /** @description Scheduled sync every N minutes (15–10080); null turns it off */
            syncIntervalMinutes?: number | null;
            /** @description How many days back (by modification date) a first or full sync reaches; null reaches every post */
            syncDays?: number | null;
            /** @description A login or email of a user of this site: the author of copies whose source author has no account here (null: the API user) */
            defaultAuthor?: string | null;
            /** @description Verbatim copies written here name their source as the page's canonical (Yoast); on by default */
            canonicalToSource?: boolean;
            /** @description Verbatim copies written here keep their source's publication date; off by default (the copy's own time) */
            keepSourceDate?: boolean;
            /** @description AI copies for this website wait in the review list until a person sends them; on by default */
            reviewAi?: boolean;
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
            /** @description A service of the AI provider: the model the website's AI work runs on */
            aiServiceId?: number | null;
            translationProviderId?: number | null;
            /** @description Scheduled sync every N minutes (15–10080); null turns it off */
            syncIntervalMinutes?: number | null;
            /** @description How many days back (by modification date) a first or full sync reaches; null reaches every post */
            syncDays?: number | null;
            /** @description A login or email of a user of this site: the author of copies whose source author has no account here (null: the API user) */
            defaultAuthor?: string | null;
            /** @description Verbatim copies written here name their source as the page's canonical (Yoast); on by default */
            canonicalToSource?: boolean;
            /** @description Verbatim copies written here keep their source's publication date; off by default (the copy's own time) */
            keepSourceDate?: boolean;
            /** @description AI copies for this website wait in the review list until a person sends them; on by default */
            reviewAi?: boolean;
            name?: string;
            url?: string;
            /** @description The record's version the form was loaded with: a save after someone else's answers 409 `record.changed`. */
            version?: number;
        };
        VerifyWebsiteDto: {
            /**
             * @description The address answers as another WordPress site than the one synced before: start it afresh as a new site (its articles, copies and media records of the old site are forgotten)
             * @default false
             */
            newSite: boolean;
        };
        VerifyResultDto: {
            verified: boolean;
            /** @example Website verified successfully. */
            message: string;
            wpVersion: string | null;
            timezone: string;
            yoastActive: boolean;
            connectorActive: boolean;
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
        GlossaryTermDto: {
            id: number;
            websiteId: number;
            source: string;
            /** @example it */
            targetLang: string;
            target: string;
            createdAt: string;
            updatedAt: string;
        };
        CreateGlossaryTermDto: {
            /** @example Daily Planet */
            source: string;
            /**
             * @description Target language; a regional code uses its base
             * @example it
             */
            targetLang: string;
            /** @example Daily Planet */
            target: string;
        };
        GlossaryTermSavedDto: {
            /** @example The glossary term has been saved */
            message: string;
            data: components["schemas"]["GlossaryTermDto"];
        };
        UpdateGlossaryTermDto: {
            source?: string;
            targetLang?: string;
            target?: string;
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
        ServiceOptionDto: {
            id: number;
            providerId: number;
            name: string;
            model: string;
            active: boolean;
        };
        ServiceOptionsDto: {
            data: components["schemas"]["ServiceOptionDto"][];
        };
        ServiceSettingDto: {
            /** @example max_tokens */
            key: string;
            /** @example 800 */
            value: string;
        };
        ServiceDto: {
            id: number;
            providerId: number;
            providerName: string;
            /** @enum {string} */
            providerType: "ai" | "translation";
            providerActive: boolean;
            name: string;
            description: string | null;
            model: string;
            settings: components["schemas"]["ServiceSettingDto"][];
            temperature: number | null;
            priceInputPerMillion: number | null;
            priceOutputPerMillion: number | null;
            pricePerMillionChars: number | null;
            active: boolean;
            /** @description Websites that use the service */
            websitesCount: number;
            createdAt: string;
            updatedAt: string;
        };
        ServicePageDto: {
            data: components["schemas"]["ServiceDto"][];
            total: number;
            page: number;
            perPage: number;
        };
        UpdateServiceDto: {
            description?: string | null;
            settings?: components["schemas"]["ServiceSettingDto"][];
            temperature?: number | null;
            /** @description Per million input tokens */
            priceInputPerMillion?: number | null;
            /** @description Per million output tokens */
            priceOutputPerMillion?: number | null;
            /** @description Per million characters */
            pricePerMillionChars?: number | null;
            /** @default true */
            active: boolean;
            name?: string;
            model?: string;
        };
        ServiceSavedDto: {
            /** @example Saved successfully. */
            message: string;
            data: components["schemas"]["ServiceDto"];
        };
        ConnectionTestDto: {
            /** @description Whether the provider answered as expected */
            ok: boolean;
            /** @description Round trip in milliseconds */
            latencyMs: number;
            /** @description The model or service tested */
            model?: string;
            /** @description A failure code (`provider.call.bad_key`) */
            code?: string;
            /** @description The failure in plain words */
            message?: string;
            /** @description What the provider answered (its own words) */
            detail?: string;
        };
        UsageTotalDto: {
            /** @description The provider, service, website, user or account id, or the day (YYYY-MM-DD) */
            key: string | null;
            calls: number;
            /** @description Calls that succeeded */
            okCalls: number;
            inputTokens: number;
            outputTokens: number;
            characters: number;
            estimatedCost: number | null;
        };
        UsageTotalsDto: {
            /** @enum {string} */
            groupBy: "provider" | "service" | "website" | "user" | "account" | "day";
            data: components["schemas"]["UsageTotalDto"][];
        };
        ProviderDto: {
            id: number;
            name: string;
            prettyName: string;
            description: string | null;
            /** @enum {string} */
            type: "ai" | "translation";
            /** @enum {string} */
            protocol: "openai" | "anthropic" | "deepl" | "libretranslate" | "google";
            active: boolean;
            baseUrl: string | null;
            /** @example •••••••• */
            apiKeyMasked: string | null;
            requestsPerMinute: number | null;
            tokensPerMinute: number | null;
            servicesCount: number;
            /** @description Websites that use the provider */
            websitesCount: number;
            createdAt: string;
            updatedAt: string;
            /** @description Moves by one on every saved edit. */
            version: number;
        };
        ProviderPageDto: {
            data: components["schemas"]["ProviderDto"][];
            total: number;
            page: number;
            perPage: number;
        };
        CreateProviderDto: {
            description?: string | null;
            /** @default true */
            active: boolean;
            /**
             * @description The API's root; empty: the protocol's public default
             * @example https://api.openai.com/v1
             */
            baseUrl?: string | null;
            /** @description Stored encrypted and never returned; null removes it, absent keeps it */
            apiKey?: string | null;
            /** @description null: no limit */
            requestsPerMinute?: number | null;
            /** @description Tokens (AI) or characters (translation) per minute; null: no limit */
            tokensPerMinute?: number | null;
            /** @example openai */
            name: string;
            /** @example OpenAI */
            prettyName: string;
            /** @enum {string} */
            type: "ai" | "translation";
            /** @enum {string} */
            protocol: "openai" | "anthropic" | "deepl" | "libretranslate" | "google";
        };
        ProviderSavedDto: {
            /** @example Saved successfully. */
            message: string;
            data: components["schemas"]["ProviderDto"];
        };
        UpdateProviderDto: {
            description?: string | null;
            /** @default true */
            active: boolean;
            /**
             * @description The API's root; empty: the protocol's public default
             * @example https://api.openai.com/v1
             */
            baseUrl?: string | null;
            /** @description Stored encrypted and never returned; null removes it, absent keeps it */
            apiKey?: string | null;
            /** @description null: no limit */
            requestsPerMinute?: number | null;
            /** @description Tokens (AI) or characters (translation) per minute; null: no limit */
            tokensPerMinute?: number | null;
            name?: string;
            prettyName?: string;
            /** @enum {string} */
            type?: "ai" | "translation";
            /** @enum {string} */
            protocol?: "openai" | "anthropic" | "deepl" | "libretranslate" | "google";
            /** @description The record's version the form was loaded with: a save after someone else's answers 409 `record.changed`. */
            version?: number;
        };
        CreateServiceDto: {
            description?: string | null;
            settings?: components["schemas"]["ServiceSettingDto"][];
            temperature?: number | null;
            /** @description Per million input tokens */
            priceInputPerMillion?: number | null;
            /** @description Per million output tokens */
            priceOutputPerMillion?: number | null;
            /** @description Per million characters */
            pricePerMillionChars?: number | null;
            /** @default true */
            active: boolean;
            /** @example GPT-4o mini */
            name: string;
            /** @example gpt-4o-mini */
            model: string;
        };
        PromptUserDto: {
            id: number;
            name: string;
        };
        PromptDto: {
            /** @description Null: a built-in default not saved yet. */
            id: number | null;
            /** @description Null: a system default. */
            websiteId: number | null;
            /** @enum {string} */
            type: "translation" | "persona" | "generation" | "rework" | "seo";
            promptText: string;
            generationInstructions: string | null;
            generatedPrompt: string | null;
            enabled: boolean;
            /** @description The website's own prompt (false: the system default applies). */
            own: boolean;
            createdBy: components["schemas"]["PromptUserDto"] | null;
            updatedBy: components["schemas"]["PromptUserDto"] | null;
            /** Format: date-time */
            updatedAt: string | null;
            /** @description Moves by one on every saved edit; null when the website shows the default (it has no prompt of its own to edit yet). */
            version: number | null;
        };
        PromptListDto: {
            data: components["schemas"]["PromptDto"][];
        };
        SavePromptDto: {
            promptText: string;
            generationInstructions?: string | null;
            enabled?: boolean;
            /** @description The prompt's version the form was loaded with: a save after someone else's answers 409 `record.changed`. On a website prompt, leave it out when the form showed the default (version null): the save creates the website's own prompt, and answers 409 `record.changed` if someone created it meanwhile. On a system prompt, without it the save is not checked. */
            version?: number;
        };
        PromptSavedDto: {
            message: string;
            data: components["schemas"]["PromptDto"];
        };
        GeneratePromptDto: {
            instructions: string;
            /** @description The AI service to write with (default: the website's; required for system prompts). */
            serviceId?: number;
        };
        PromptJobDto: {
            jobId: string;
        };
        PromptVersionDto: {
            /** @description The record's version the form was loaded with: a save after someone else's answers 409 `record.changed`. */
            version?: number;
        };
        GenerateArticleDto: {
            topic: string;
            /** @description Up to 3 source articles */
            sourceArticleIds: number[];
            /** @description The destination website */
            websiteId: number;
            /** @enum {string} */
            mode: "update" | "follow_up" | "rework";
            /** @description The article to update or rework */
            targetArticleId?: number;
        };
        GeneratedArticleDto: {
            id: number;
            websiteId: number;
            websiteName: string;
            topic: string;
            /** @enum {string} */
            mode: "update" | "follow_up" | "rework";
            targetArticleId: number | null;
            sourceArticleIds: number[];
            /** @enum {string} */
            state: "generating" | "ready" | "failed" | "sending" | "used" | "discarded";
            jobId: string | null;
            title: string | null;
            contentHtml: string | null;
            excerpt: string | null;
            seoTitle: string | null;
            ogTitle: string | null;
            metaDescription: string | null;
            focusKeyword: string | null;
            failureCode: string | null;
            /** @description The post on the destination */
            remoteId: number | null;
            /** @description Our row of that post */
            articleId: number | null;
            /**
             * @description The SEO data in Yoast once sent: stuck, refused, or Yoast not on the destination
             * @enum {string|null}
             */
            yoast: "saved" | "not_saved" | "absent" | null;
            /** @description Use replaced a post, whose earlier version Undo puts back */
            undoable: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        UseGeneratedDto: {
            /** @description An update or a rework replaces the existing post: true confirms it (409 without it) */
            replace?: boolean;
        };
        PostWordsDto: {
            title: string;
            contentHtml: string;
            excerpt: string;
        };
        ReplacementDto: {
            /** @description The post on the destination now */
            current: components["schemas"]["PostWordsDto"];
            /** @description What Use writes in its place */
            next: components["schemas"]["PostWordsDto"];
        };
        MaintenanceOutcomeDto: {
            /** @enum {string} */
            state: "completed" | "failed";
            startedAt: string;
            durationMs: number;
            /** @description The failure, in code */
            code?: string;
            message?: string;
        };
        MaintenanceJobDto: {
            /** @enum {string} */
            name: "maintenance.jobs.reconcile" | "maintenance.analytics.retention" | "maintenance.analytics.live" | "maintenance.presence.sweep" | "maintenance.audit.retention" | "maintenance.notifications.digest";
            /** @description Runs every this many milliseconds */
            everyMs: number;
            nextRunAt: string | null;
            last: components["schemas"]["MaintenanceOutcomeDto"] | null;
        };
        MaintenanceListDto: {
            data: components["schemas"]["MaintenanceJobDto"][];
        };
        JobRunDto: {
            id: number;
            /**
             * @description The kind of job
             * @enum {string}
             */
            name: "mail.send" | "auth.link-mail" | "notify.webhook" | "sync.website" | "sync.website.schedule" | "sync.website.reconcile" | "clone.article" | "prompt.generate" | "article.generate" | "article.generated.send";
            queue: string;
            /** @enum {string} */
            state: "waiting" | "active" | "completed" | "failed" | "cancelled";
            /** @description synchronizing, cloning, sending… */
            stage: string | null;
            progress: number;
            /** @description Why it failed, in English */
            message: string | null;
            /** @description Why it failed: `errors.<code>` */
            code: string | null;
            /** @description The values the failure names (`host`, `status`), for `errors.<code>` */
            params: {
                [key: string]: string | number;
            } | null;
            /** @description The counts a completed run ended with (a sync's `inserted`, `changed`, `deleted`) */
            detail: {
                [key: string]: number;
            } | null;
            /** @description Attempts made so far */
            attempts: number;
            /** @description Attempts its kind of job gets in all */
            maxAttempts: number;
            /** @description Waiting after a failed attempt (its reason in code): when the next one is due */
            nextAttemptAt: string | null;
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
            /** @description A waiting or running run the caller may stop (started it, or writes on its website) */
            cancellable: boolean;
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
        FeedbackContextDto: {
            /** @example /apps/articles/list */
            page: string;
            /** @example Mozilla/5.0 (X11; Linux x86_64) … */
            userAgent: string;
        };
        FeedbackDto: {
            id: number;
            fullName: string;
            email: string;
            message: string;
            context: components["schemas"]["FeedbackContextDto"];
            userId: number | null;
            accountId: number | null;
            createdAt: string;
        };
        FeedbackPageDto: {
            data: components["schemas"]["FeedbackDto"][];
            total: number;
            page: number;
            perPage: number;
        };
        CreateFeedbackDto: {
            /** @example Ada Lovelace */
            fullName: string;
            /** @example ada@example.com */
            email: string;
            /** @example The articles list does not load. */
            message: string;
            /**
             * @description The page the report is sent from; the browser comes from the User-Agent header.
             * @example /apps/articles/list?page=2
             */
            page?: string;
        };
        FeedbackSavedDto: {
            /** @example Your feedback has been submitted successfully */
            message: string;
            data: components["schemas"]["FeedbackDto"];
        };
        DashboardCountsDto: {
            /** @description Status draft */
            drafts: number;
            /** @description Status trash */
            trashed: number;
            /** @description Clones of another article */
            cloned: number;
            /** @description Status publish */
            published: number;
            /** @description Articles cloned at least once */
            parents: number;
            /** @description Generated with AI */
            generated: number;
            /** @description Every article */
            total: number;
        };
        DashboardWebsiteDto: {
            /** @description Status draft */
            drafts: number;
            /** @description Status trash */
            trashed: number;
            /** @description Clones of another article */
            cloned: number;
            /** @description Status publish */
            published: number;
            /** @description Articles cloned at least once */
            parents: number;
            /** @description Generated with AI */
            generated: number;
            /** @description Every article */
            total: number;
            websiteId: number;
            name: string;
            /** @description How fresh the counts are: the last completed sync (null: never synced) */
            syncedAt: string | null;
            /** @description The last check of posts deleted in WordPress (null: never checked) */
            deletionsCheckedAt: string | null;
        };
        DashboardSummaryDto: {
            /** @description null: all time */
            from: string | null;
            /** @description The end of the range (now when not given) */
            to: string;
            totals: components["schemas"]["DashboardCountsDto"];
            /** @description The websites the caller may read */
            websites: components["schemas"]["DashboardWebsiteDto"][];
        };
        AnalyticsTotalsDto: {
            visits: number;
            visitors: number;
            views: number;
            conversions: number;
        };
        AnalyticsPointDto: {
            visits: number;
            visitors: number;
            views: number;
            conversions: number;
            /** @description Bucket start (UTC) */
            t: string;
        };
        AnalyticsSourceDto: {
            /** @enum {string} */
            source: "internal" | "direct" | "social" | "others" | "google" | "linkedin" | "facebook" | "twitter" | "medium";
            visits: number;
            visitors: number;
            views: number;
        };
        AnalyticsPageDto: {
            websiteId: number;
            websiteName: string;
            path: string;
            views: number;
            visitors: number;
        };
        AnalyticsArticleDto: {
            articleId: number;
            title: string;
            websiteId: number;
            websiteName: string;
            views: number;
            visitors: number;
        };
        AnalyticsReportDto: {
            from: string;
            /** @description Exclusive end */
            to: string;
            /** @enum {string} */
            grain: "minute" | "hour" | "day";
            totals: components["schemas"]["AnalyticsTotalsDto"];
            /** @description The period just before */
            previous: components["schemas"]["AnalyticsTotalsDto"];
            series: components["schemas"]["AnalyticsPointDto"][];
            sources: components["schemas"]["AnalyticsSourceDto"][];
            pages: components["schemas"]["AnalyticsPageDto"][];
            articles: components["schemas"]["AnalyticsArticleDto"][];
            /** @description Visitors active in the last 5 minutes */
            concurrency: number;
        };
        AnalyticsLiveDto: {
            /** @description Visitors active in the last 5 minutes */
            concurrency: number;
        };
        ReachSumsDto: {
            views: number;
            visits: number;
            visitors: number;
        };
        StoryCopyReachDto: {
            articleId: number;
            title: string;
            websiteId: number;
            websiteName: string;
            link: string;
            /** @description The story’s source (the others are its clones) */
            source: boolean;
            deletedInWp: boolean;
            totals: components["schemas"]["ReachSumsDto"];
            /** @description The period just before */
            previous: components["schemas"]["ReachSumsDto"];
        };
        StoryReachPointDto: {
            /** @description Bucket start (UTC) */
            t: string;
            views: number;
        };
        StoryReachDto: {
            from: string;
            /** @description Exclusive end */
            to: string;
            /** @enum {string} */
            grain: "hour" | "day";
            /** @description The story: its source and every clone */
            totals: components["schemas"]["ReachSumsDto"];
            previous: components["schemas"]["ReachSumsDto"];
            /** @description The source first, then its clones */
            copies: components["schemas"]["StoryCopyReachDto"][];
            /** @description Copies on websites the reader may not see: not counted, not named */
            hidden: number;
            sources: components["schemas"]["AnalyticsSourceDto"][];
            series: components["schemas"]["StoryReachPointDto"][];
        };
        RefusedBeaconsDto: {
            /** @description Sent from a page of another origin than the website’s address */
            origin: number;
            /** @description Sent by a robot (or without a user agent) */
            bot: number;
            /** @description Naming a page of another host */
            foreign_page: number;
            /** @description Past the beacon limits */
            rate_limited: number;
        };
        TrackingDto: {
            publicId: string;
            /** @description The script tag to paste into the site theme */
            snippet: string;
            /** @description When the last page view or event was stored (null: none kept) */
            lastBeaconAt: string | null;
            /** @description Beacons refused over the last 7 days, by reason */
            refused: components["schemas"]["RefusedBeaconsDto"];
        };
        GoalDto: {
            id: number;
            websiteId: number;
            name: string;
            /** @enum {string} */
            kind: "path" | "event";
            value: string;
        };
        GoalListDto: {
            data: components["schemas"]["GoalDto"][];
        };
        SaveGoalDto: {
            name: string;
            /** @enum {string} */
            kind: "path" | "event";
            /** @description A path starting with / or an event name */
            value: string;
        };
        AuditChangeDto: {
            field: string;
            /** @description The value before */
            before?: (string | number | boolean | (string | number)[]) | null;
            /** @description The value after */
            after?: (string | number | boolean | (string | number)[]) | null;
            /** @description A secret: it changed, its values are never kept */
            secret?: boolean;
        };
        AuditEntryDto: {
            id: string;
            at: string;
            actorId: number | null;
            /** @description Their name now (null: the product, or deleted) */
            actorName: string | null;
            actorEmail: string | null;
            ip: string | null;
            userAgent: string | null;
            /** @enum {string} */
            subject: "role" | "user" | "account" | "website" | "website-users" | "article" | "provider" | "service" | "prompt" | "clone" | "generation" | "settings";
            subjectId: number | null;
            label: string;
            /** @enum {string} */
            action: "created" | "updated" | "deleted" | "invited" | "assigned" | "unassigned" | "requested" | "sent" | "discarded" | "signed-in";
            changes: components["schemas"]["AuditChangeDto"][];
        };
        AuditPageDto: {
            data: components["schemas"]["AuditEntryDto"][];
            /** @description Matching entries, counted up to 1,000; a search by common words counts among the newest 10,000 entries the filters keep (see totalExact) */
            total: number;
            /** @description False when there are more than `total` */
            totalExact: boolean;
            perPage: number;
            /** @description Pass as `cursor` for the next page */
            nextCursor: string | null;
        };
        RecordEditorDto: {
            id: number;
            name: string;
        };
        RecordChangeDto: {
            version: number;
            by: components["schemas"]["RecordEditorDto"] | null;
            /** @description When they saved it */
            at: string | null;
            /** @description The record as its read route shows it now */
            record: {
                [key: string]: unknown;
            };
        };
        ErrorBodyDto: {
            /** @example 409 */
            statusCode: number;
            /**
             * @description Stable and dotted: what clients translate by (`errors.<code>`).
             * @example role.in_use
             */
            code: string;
            /** @example There are users assigned to this role. */
            message: string;
            /**
             * @description The values the message names (`count`, `name`…), for the client translation of `errors.<code>`; `count` also picks the plural form.
             * @example {
             *       "count": 3
             *     }
             */
            params?: {
                [key: string]: string | number;
            };
            /**
             * @description Each field at fault and its messages.
             * @example {
             *       "name": [
             *         "A role with this name already exists."
             *       ]
             *     }
             */
            errors?: {
                [key: string]: string[];
            };
            /** @description A domain failure's machine reason (e.g. a failed verification). */
            reason?: string;
            /** @description The sentence a person can act on, beside `reason`. */
            detail?: string;
            /** @description With `record.changed` only. */
            changed?: components["schemas"]["RecordChangeDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Notifications_page: {
        parameters: {
            query?: {
                /** @description Opaque cursor: `nextCursor` of the previous page */
                cursor?: number;
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
                    "application/json": components["schemas"]["NotificationPageDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Notifications_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadNotificationsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Notifications_preferences: {
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
                    "application/json": components["schemas"]["NotificationPreferencesDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Notifications_savePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveNotificationPreferencesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferencesDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AccountWebhook_get: {
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
                    "application/json": components["schemas"]["AccountWebhookDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AccountWebhook_save: {
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
                "application/json": components["schemas"]["SaveAccountWebhookDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountWebhookDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AccountWebhook_test: {
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
                    "application/json": components["schemas"]["WebhookTestDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
                status?: "publish" | "private" | "draft" | "future" | "trash" | "pending";
                /** @description Author name, exactly as listed */
                author?: string;
                /** @description Modified within the past … */
                recency?: "hour" | "day" | "week" | "month" | "year";
                /** @description Words of the title */
                q?: string;
                sortBy?: "modifiedAt" | "publishedAt" | "createdAt" | "title" | "relevance";
                sortDir?: "asc" | "desc";
                /** @description Only articles assigned to this user: a user id, or `me` for the caller */
                assignedTo?: string;
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Articles_assignees: {
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
                    "application/json": components["schemas"]["ArticleAssigneesDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Articles_assign: {
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
                "application/json": components["schemas"]["AssignArticleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleAssignedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Sync_start: {
        parameters: {
            query?: {
                /** @description Full import: read every post again, not only those modified since the last sync */
                full?: boolean;
                /** @description Mail the requester when the run ends. Without it only a run that reads every post (the first or a full import) or a long one mails. */
                notify?: boolean;
            };
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Sync_coverage: {
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
                    "application/json": components["schemas"]["SyncCoverageDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Sync_reconcile: {
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Calendar_list: {
        parameters: {
            query?: {
                websiteId?: number;
                /** @description Author name, exactly as listed */
                author?: string;
                /** @description Start of the range (inclusive), ISO 8601; today (UTC) when absent */
                from?: string;
                /** @description End of the range (exclusive), ISO 8601; 31 days after `from` when absent */
                to?: string;
                status?: "publish" | "future";
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
                    "application/json": components["schemas"]["CalendarDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Calendar_reschedule: {
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
                "application/json": components["schemas"]["ReschedulePostDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarPostDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Cloning_clone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloneArticlesDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloneJobsDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Cloning_copies: {
        parameters: {
            query?: {
                /** @description Article ids, comma-separated (at most 50); none: no copies */
                articleIds?: string;
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
                    "application/json": components["schemas"]["CloneCopiesDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Cloning_runs: {
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
                    "application/json": components["schemas"]["CloneRunsDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Cloning_clones: {
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
                    "application/json": components["schemas"]["CloneRowsDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Cloning_trash: {
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
                "application/json": components["schemas"]["TrashArticleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrashResultDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Cloning_push: {
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
                    "application/json": components["schemas"]["CloneJobsDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Review_list: {
        parameters: {
            query?: {
                /** @description Words of the story's title */
                q?: string;
                /** @description Only copies for this destination website */
                websiteId?: number;
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description Opaque cursor: `nextCursor` of the previous page */
                cursor?: number;
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
                    "application/json": components["schemas"]["ReviewPageDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Review_get: {
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
                    "application/json": components["schemas"]["ReviewDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Review_save: {
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
                "application/json": components["schemas"]["ArticleDraftDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Review_discard: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Review_revise: {
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
                "application/json": components["schemas"]["ReviseDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Review_send: {
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
                "application/json": components["schemas"]["ArticleDraftDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSentDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Auth_unlock: {
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
            /** @description Signed in; the link works once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Auth_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Plans_update: {
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
                "application/json": components["schemas"]["UpdatePlanDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanSavedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Users_inviteLink: {
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
                    "application/json": components["schemas"]["InviteLinkDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyWebsiteDto"];
            };
        };
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebsiteGlossary_list: {
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
                    "application/json": components["schemas"]["GlossaryTermDto"][];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebsiteGlossary_create: {
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
                "application/json": components["schemas"]["CreateGlossaryTermDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlossaryTermSavedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebsiteGlossary_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                termId: string;
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebsiteGlossary_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                termId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateGlossaryTermDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlossaryTermSavedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ConnectorPlugin_download: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The WordPress plugin, zipped for "Upload Plugin" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_serviceOptions: {
        parameters: {
            query?: {
                /** @description The provider whose services a website may choose; every AI service when left out */
                providerId?: number;
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
                    "application/json": components["schemas"]["ServiceOptionsDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_services: {
        parameters: {
            query?: {
                page?: number;
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description Search text */
                q?: string;
                sortDir?: "asc" | "desc";
                sortBy?: "name" | "model" | "createdAt" | "updatedAt";
                /** @description Only this provider's services */
                providerId?: number;
                type?: "ai" | "translation";
                active?: boolean;
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
                    "application/json": components["schemas"]["ServicePageDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_service: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceId: number;
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
                    "application/json": components["schemas"]["ServiceDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_removeService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceId: number;
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_updateService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateServiceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceSavedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_testService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceId: number;
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
                    "application/json": components["schemas"]["ConnectionTestDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_usage: {
        parameters: {
            query?: {
                groupBy?: "provider" | "service" | "website" | "user" | "account" | "day";
                /** @description From this instant (ISO 8601), inclusive */
                from?: string;
                /** @description Until this instant (ISO 8601), exclusive */
                to?: string;
                providerId?: number;
                /** @description Administrators: only this account */
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
                    "application/json": components["schemas"]["UsageTotalsDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_list: {
        parameters: {
            query?: {
                page?: number;
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description Search text */
                q?: string;
                sortDir?: "asc" | "desc";
                sortBy?: "name" | "prettyName" | "type" | "createdAt" | "updatedAt";
                type?: "ai" | "translation";
                active?: boolean;
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
                    "application/json": components["schemas"]["ProviderPageDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProviderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderSavedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_get: {
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
                    "application/json": components["schemas"]["ProviderDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_remove: {
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_update: {
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
                "application/json": components["schemas"]["UpdateProviderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderSavedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_createService: {
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
                "application/json": components["schemas"]["CreateServiceDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceSavedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Providers_test: {
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
                    "application/json": components["schemas"]["ConnectionTestDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Prompts_system: {
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
                    "application/json": components["schemas"]["PromptListDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Prompts_updateSystem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "translation" | "persona" | "generation" | "rework" | "seo";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavePromptDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptSavedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Prompts_generateSystem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "translation" | "persona" | "generation" | "rework" | "seo";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeneratePromptDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptJobDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Prompts_ofWebsite: {
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
                    "application/json": components["schemas"]["PromptListDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Prompts_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "translation" | "persona" | "generation" | "rework" | "seo";
                /** @description The website */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavePromptDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptSavedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Prompts_remove: {
        parameters: {
            query?: {
                /** @description The record's version the form was loaded with: a save after someone else's answers 409 `record.changed`. */
                version?: number;
            };
            header?: never;
            path: {
                type: "translation" | "persona" | "generation" | "rework" | "seo";
                /** @description The website */
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Prompts_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "translation" | "persona" | "generation" | "rework" | "seo";
                /** @description The website */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromptVersionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptSavedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Prompts_generate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "translation" | "persona" | "generation" | "rework" | "seo";
                /** @description The website */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeneratePromptDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptJobDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Generation_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateArticleDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedArticleDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Generation_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                generatedId: number;
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
                    "application/json": components["schemas"]["GeneratedArticleDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Generation_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                generatedId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleDraftDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedArticleDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Generation_discard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                generatedId: number;
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Generation_revise: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                generatedId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviseDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Generation_regenerate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                generatedId: number;
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
                    "application/json": components["schemas"]["GeneratedArticleDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Generation_use: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                generatedId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UseGeneratedDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedArticleDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Generation_replacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                generatedId: number;
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
                    "application/json": components["schemas"]["ReplacementDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Generation_undo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                generatedId: number;
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
                    "application/json": components["schemas"]["GeneratedArticleDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Jobs_maintenanceList: {
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
                    "application/json": components["schemas"]["MaintenanceListDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Jobs_runMaintenance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
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
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
                name?: "mail.send" | "auth.link-mail" | "notify.webhook" | "sync.website" | "sync.website.schedule" | "sync.website.reconcile" | "clone.article" | "prompt.generate" | "article.generate" | "article.generated.send";
                state?: "waiting" | "active" | "completed" | "failed" | "cancelled";
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Jobs_cancel: {
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Feedback_list: {
        parameters: {
            query?: {
                page?: number;
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description Search text */
                q?: string;
                sortDir?: "asc" | "desc";
                sortBy?: "createdAt" | "fullName" | "email";
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
                    "application/json": components["schemas"]["FeedbackPageDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Feedback_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFeedbackDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackSavedDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Feedback_remove: {
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Dashboard_summary: {
        parameters: {
            query?: {
                /** @description Articles changed from this instant (ISO 8601) */
                from?: string;
                /** @description Until this instant (ISO 8601), exclusive */
                to?: string;
                /** @description Only this website (one the caller may read) */
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
                    "application/json": components["schemas"]["DashboardSummaryDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Collect_script: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracking script */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Collect_collect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Analytics_report: {
        parameters: {
            query?: {
                range?: "last5m" | "last30m" | "last60m" | "today" | "yesterday" | "last7d" | "last30d" | "last40d" | "thisWeek" | "thisMonth" | "lastMonth" | "custom";
                /** @description One website; every readable one when absent */
                websiteId?: number;
                /** @description custom range: first day */
                from?: string;
                /** @description custom range: last day */
                to?: string;
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
                    "application/json": components["schemas"]["AnalyticsReportDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Analytics_live: {
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
                    "application/json": components["schemas"]["AnalyticsLiveDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Analytics_reach: {
        parameters: {
            query?: {
                range?: "today" | "last7d" | "last30d";
            };
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
                    "application/json": components["schemas"]["StoryReachDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Analytics_tracking: {
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
                    "application/json": components["schemas"]["TrackingDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Analytics_listGoals: {
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
                    "application/json": components["schemas"]["GoalListDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Analytics_createGoal: {
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
                "application/json": components["schemas"]["SaveGoalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoalDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Analytics_updateGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                goalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveGoalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoalDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Analytics_removeGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                goalId: string;
            };
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
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Audit_list: {
        parameters: {
            query?: {
                /** @description What kind of record */
                subject?: "role" | "user" | "account" | "website" | "website-users" | "article" | "provider" | "service" | "prompt" | "clone" | "generation" | "settings";
                /** @description One record (with subject): its History */
                subjectId?: number;
                action?: "created" | "updated" | "deleted" | "invited" | "assigned" | "unassigned" | "requested" | "sent" | "discarded" | "signed-in";
                /** @description Who made the change */
                actorId?: number;
                /** @description At or after */
                from?: string;
                /** @description Before */
                to?: string;
                /** @description Words of the record's name or the author's address */
                q?: string;
                sortDir?: "asc" | "desc";
                perPage?: 5 | 10 | 20 | 25 | 50 | 100;
                /** @description Opaque keyset cursor: `nextCursor` of the previous page */
                cursor?: string;
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
                    "application/json": components["schemas"]["AuditPageDto"];
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    Audit_export: {
        parameters: {
            query?: {
                /** @description What kind of record */
                subject?: "role" | "user" | "account" | "website" | "website-users" | "article" | "provider" | "service" | "prompt" | "clone" | "generation" | "settings";
                /** @description One record (with subject): its History */
                subjectId?: number;
                action?: "created" | "updated" | "deleted" | "invited" | "assigned" | "unassigned" | "requested" | "sent" | "discarded" | "signed-in";
                /** @description Who made the change */
                actorId?: number;
                /** @description At or after */
                from?: string;
                /** @description Before */
                to?: string;
                /** @description Words of the record's name or the author's address */
                q?: string;
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
                    "text/csv": string;
                };
            };
            /** @description The one error shape: a stable `code`, the message, and its `params` if any. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
}
