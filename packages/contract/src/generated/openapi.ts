// Generated from openapi.yaml by packages/contract/scripts/gen.mjs. Do not edit.
export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report that the process is up and its database answers */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document as JSON */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and sign in
         * @description Creates an unverified account, sends the verification email and signs the user in.
         *     With `organizationToken` (from an invitation email) the user joins that organisation.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Without two-factor the answer carries the token pair. With two-factor on it carries
         *     `isTwoFactorAuthEnabled: true` and a short-lived `challengeToken` to send with the code
         *     (`loginTwoFactor`) or a recovery key (`loginWithRecoveryKey`).
         *     Throttled per account and per IP address.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a two-factor sign-in with a six-digit code */
        post: operations["loginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/login/two-factor-recovery-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a two-factor sign-in with the recovery key
         * @description The key is single use; the answer carries the new recovery key that replaces it.
         */
        post: operations["loginWithRecoveryKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new token pair
         * @description Refresh tokens rotate on every use. Presenting a token that was already exchanged
         *     revokes the whole session it belongs to.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the email address with the token from the verification email */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/resend-verification-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the verification email again */
        post: operations["resendVerificationToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/reset-password/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password-reset link
         * @description Answers the same whether or not an account has this address.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/reset-password/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token from the reset email
         * @description Ends every session of the account. Without two-factor the user is signed in; with
         *     two-factor on the answer has no token and the user signs in again.
         */
        post: operations["savePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password of the signed-in user
         * @description Ends every other session; the answer is a fresh token pair for this one.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start turning two-factor on
         * @description Confirms the password and returns a new TOTP secret and its otpauth URL for the QR code.
         */
        post: operations["setupTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the first code and turn two-factor on
         * @description Returns the recovery key, shown once. Ends every other session.
         */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor off
         * @description Confirms the password. Ends every other session.
         */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/recovery-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the recovery key
         * @description Confirms the password; the old key stops working at once.
         */
        post: operations["createRecoveryKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the signed-in user's active sessions */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the signed-in user's sessions */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getMe"];
        /** Change the signed-in user's profile */
        put: operations["updateMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/admin/super-admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a super-admin, or grant an existing user every super-admin permission
         * @description Needs the ManageUsers super-admin permission.
         */
        post: operations["createSuperAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/acl/users/{userId}/super-admin-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the super-admin permissions a user holds
         * @description Needs the ManageUsers super-admin permission. An empty list makes the user an ordinary user.
         */
        put: operations["setSuperAdminPermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/acl/permissions/my-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's permissions in the active organisation
         * @description Without `x-tenant-id` only the super-admin permissions are returned.
         */
        get: operations["getMyPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/acl/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The permission catalogue and the organisation roles */
        get: operations["listPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisations the signed-in user belongs to
         * @description Super-admins with ReadTenants may pass `all=true` to list every organisation, removed ones included.
         */
        get: operations["listMyTenants"];
        put?: never;
        /**
         * Create an organisation
         * @description A verified user who belongs to no organisation may set up a first one; further ones need
         *     ManageTenants. The creator becomes its Admin.
         */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One organisation */
        get: operations["getTenant"];
        /** Edit an organisation */
        put: operations["updateTenant"];
        post?: never;
        /** Remove an organisation (soft delete; restorable) */
        delete: operations["removeTenant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a removed organisation */
        post: operations["restoreTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's logo image
         * @description Public, so `<img>` tags can load it; organisation ids are unguessable.
         */
        get: operations["getTenantLogo"];
        put?: never;
        /**
         * Upload the organisation's logo
         * @description Image types only, under 5 MB ("Not valid type", "Large size").
         */
        post: operations["uploadTenantLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of an organisation with their roles */
        get: operations["listTenantMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/members/{userId}": {
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
         * Remove a member from an organisation
         * @description The last Admin cannot be removed.
         */
        delete: operations["removeTenantMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/members/{userId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a member's roles
         * @description At least one role ("One role is required!"); the last Admin keeps the Admin role.
         */
        put: operations["setTenantMemberRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending invitations of an organisation */
        get: operations["listTenantInvitations"];
        put?: never;
        /**
         * Invite people by email with roles
         * @description All or nothing: if any address already belongs to a member or has a pending invitation the
         *     answer is 409 "User is already part of organization or waiting for response!" and nobody is invited.
         */
        post: operations["inviteToTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw a pending invitation */
        delete: operations["revokeTenantInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/invitations/{invitationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a pending invitation again, with a fresh link */
        post: operations["resendTenantInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an invitation link is for
         * @description Public, so the accept page can name the organisation before sign-in.
         */
        get: operations["previewInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation as the signed-in user
         * @description The invitation must be pending and addressed to the user's email ("Invitation not valid").
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Features enabled for an organisation */
        get: operations["getTenantFeatures"];
        /**
         * Set the features of an organisation
         * @description Needs the ManageTenants super-admin permission.
         */
        put: operations["setTenantFeatures"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/extension-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whitelisted domains and overlay messages of the reporting extension */
        get: operations["getTenantExtensionData"];
        /** Save the reporting extension's data */
        put: operations["saveTenantExtensionData"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API keys of an organisation
         * @description The keys themselves are never shown again after creation.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key for server-to-server calls (minting embed tokens)
         * @description Needs ManageOrganization. The answer carries the key once; only its hash is stored.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/tenants/{tenantId}/api-keys/{apiKeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/embed-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mint a short-lived, read-only token for embedded widgets
         * @description For an organisation admin (bearer) or the organisation's API key (`x-api-key`). The token is
         *     bound to one organisation and a list of widgets; the API refuses with 403 any write, any
         *     call outside those widgets and any other organisation. Operations usable with an embed
         *     token list the widgets in `x-embed-widgets`.
         */
        post: operations["createEmbedToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity-logs/tenants/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity log of an organisation */
        get: operations["listTenantActivityLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's notifications in the active organisation */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/notifications/not-read-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications are unread */
        get: operations["getNotReadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/notifications/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/notifications/{notificationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One notification */
        get: operations["getNotification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/notifications/{notificationId}/mark-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one notification read */
        put: operations["markNotificationRead"];
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
        /**
         * Format: uuid
         * @description A UUID.
         */
        Id: string;
        /**
         * Format: date-time
         * @description An ISO-8601 instant in UTC.
         */
        Timestamp: string;
        /** Format: email */
        Email: string;
        Password: string;
        PersonName: string;
        Error: {
            statusCode: number;
            /** @description Human-readable, in English; the UI translates by `code`. */
            message: string;
            code: components["schemas"]["ErrorCode"];
            errors?: {
                /** @description Where the problem is, e.g. `body.email`, `query.limit`. */
                path: string;
                message: string;
            }[];
        };
        /**
         * @description Stable machine code of an error.
         * @enum {string}
         */
        ErrorCode: "BadRequest" | "ValidationFailed" | "Unauthorized" | "WrongCredential" | "TokenExpired" | "Forbidden" | "NotFound" | "Conflict" | "PayloadTooLarge" | "UnsupportedMediaType" | "TooManyRequests" | "InvitationNotValid" | "AlreadyMemberOrInvited" | "OrganizationRequired" | "Unavailable" | "Internal";
        Message: {
            message: string;
        };
        Count: {
            count: number;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "sqlite" | "postgres";
            version: string;
        };
        RegisterRequest: {
            firstName: components["schemas"]["PersonName"];
            lastName: components["schemas"]["PersonName"];
            /** @description firstName and lastName joined by a space; ignored when given. */
            fullName?: string;
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            /** @constant */
            privacyPolicy: true;
            /** @description Token of an invitation to join. */
            organizationToken?: string;
            /** @default false */
            rememberMe: boolean;
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            password: string;
            /**
             * @description A 30-day session instead of one day.
             * @default false
             */
            rememberMe: boolean;
        };
        TwoFactorLoginRequest: {
            challengeToken: string;
            token: components["schemas"]["TotpCode"];
        };
        RecoveryKeyLoginRequest: {
            challengeToken: string;
            recoveryKey: components["schemas"]["RecoveryKeyValue"];
        };
        TotpCode: string;
        RecoveryKeyValue: string;
        RefreshTokenRequest: {
            refreshToken: string;
        };
        Token: {
            accessToken: string;
            refreshToken: string;
            /** @description Seconds until the access token expires. */
            expiresIn: number;
        };
        LoginResponse: {
            isTwoFactorAuthEnabled: boolean;
            token?: components["schemas"]["Token"];
            /** @description With two-factor on: send it with the code or recovery key; valid five minutes. */
            challengeToken?: string;
            /** @description After a recovery-key sign-in, the key that replaces the used one. */
            recoveryKey?: string;
        };
        TokenPayload: {
            token: string;
        };
        EmailPayload: {
            email: components["schemas"]["Email"];
        };
        PasswordPayload: {
            password: string;
        };
        ResetPasswordRequest: {
            token: string;
            password: components["schemas"]["Password"];
        };
        ChangePasswordRequest: {
            currentPassword: string;
            newPassword: components["schemas"]["Password"];
        };
        TwoFactorSetup: {
            /** @description Base32 TOTP secret. */
            secret: string;
            /** @description otpauth://totp/... for a QR code. */
            otpauthUrl: string;
        };
        TwoFactorCodePayload: {
            token: components["schemas"]["TotpCode"];
        };
        RecoveryKey: {
            recoveryKey: string;
        };
        Session: {
            id: components["schemas"]["Id"];
            ip: string;
            userAgent: string;
            createdAt: components["schemas"]["Timestamp"];
            validUntil: components["schemas"]["Timestamp"];
            /** @description The session of this request. */
            current: boolean;
        };
        SessionList: {
            items: components["schemas"]["Session"][];
            total: number;
        };
        User: {
            id: components["schemas"]["Id"];
            email: string;
            firstName: string;
            lastName: string;
            isVerified: boolean;
            isTwoFactorAuthEnabled: boolean;
            tenants: components["schemas"]["Tenant"][];
            superAdminPermissions: components["schemas"]["SuperAdminPermission"][];
            createdAt: components["schemas"]["Timestamp"];
        };
        UpdateProfileRequest: {
            firstName: components["schemas"]["PersonName"];
            lastName: components["schemas"]["PersonName"];
        };
        CreateSuperAdminRequest: {
            email: components["schemas"]["Email"];
            firstName?: components["schemas"]["PersonName"];
            lastName?: components["schemas"]["PersonName"];
            password?: components["schemas"]["Password"];
        };
        /**
         * @description A permission code of an organisation role.
         * @enum {string}
         */
        Permission: "ReadLearning" | "CrudLearning" | "ReadVulnerability" | "ReadInventory" | "ReadPhishing" | "CrudPhishing" | "ReadWaf" | "ManageTenants" | "ReadLeaks" | "ManageOrganization";
        /**
         * @description A super-admin permission, held per user.
         * @enum {string}
         */
        SuperAdminPermission: "ManageTenants" | "ManageLearningContent" | "ManageInventory" | "ManageTemplatesLibrary" | "ManageLearning" | "ManageVulnerabilities" | "ManageLeaks" | "ManageUsers" | "ManagePhishing" | "ReadTenants";
        /**
         * @description Organisation roles. Admin holds every organisation permission; SecurityAnalyst reads every
         *     area; AwarenessManager runs training and simulations; GroupAdmin administers the group's
         *     organisations; Viewer reads the inventory only.
         * @enum {string}
         */
        Role: "Admin" | "SecurityAnalyst" | "AwarenessManager" | "GroupAdmin" | "Viewer";
        MyPermissions: {
            /** Format: uuid */
            tenantId: string | null;
            roles: components["schemas"]["Role"][];
            permissions: components["schemas"]["Permission"][];
            superAdminPermissions: components["schemas"]["SuperAdminPermission"][];
        };
        PermissionCatalogue: {
            groups: {
                /** @enum {string} */
                group: "SuperAdmin" | "Learning" | "Vulnerability" | "Inventory" | "Phishing" | "Waf" | "GroupAdmin" | "DataLeaks" | "Organization";
                permissions: string[];
            }[];
            roles: {
                role: components["schemas"]["Role"];
                permissions: components["schemas"]["Permission"][];
            }[];
        };
        SuperAdminPermissionsRequest: {
            permissions: components["schemas"]["SuperAdminPermission"][];
        };
        /**
         * @description A feature an organisation may have. WAF is off by default.
         * @enum {string}
         */
        Feature: "inventory" | "monitoring" | "learning" | "phishing" | "thirdParty" | "waf" | "leaks" | "groupOrganization";
        /** @enum {string} */
        Industry: "Agriculture" | "Automotive" | "Banking" | "Chemicals" | "Construction" | "Education" | "Energy" | "Entertainment" | "Finance" | "FoodAndBeverage" | "Healthcare" | "InformationTechnology" | "Manufacturing" | "Media" | "Pharmaceuticals" | "RealEstate" | "Retail" | "Telecommunications" | "Transportation" | "TravelAndTourism" | "Utilities" | "Other";
        Color: string;
        WebUrl: string;
        Tenant: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description URL of the logo image. */
            logo: string | null;
            color: string | null;
            webUrl: string | null;
            industry: components["schemas"]["Industry"] | null;
            features: components["schemas"]["Feature"][];
            /** @description The caller's roles in this organisation (empty for super-admins who are not members). */
            roles: components["schemas"]["Role"][];
            createdAt: components["schemas"]["Timestamp"];
            deletedAt: components["schemas"]["Timestamp"] | null;
        };
        TenantList: {
            items: components["schemas"]["Tenant"][];
            total: number;
        };
        CreateTenantRequest: {
            name: string;
            webUrl?: components["schemas"]["WebUrl"];
            color?: components["schemas"]["Color"];
            industry?: components["schemas"]["Industry"];
        };
        UpdateTenantRequest: {
            name: string;
            webUrl?: components["schemas"]["WebUrl"] | null;
            color?: components["schemas"]["Color"] | null;
            industry?: components["schemas"]["Industry"] | null;
        };
        Member: {
            userId: components["schemas"]["Id"];
            email: string;
            firstName: string;
            lastName: string;
            roles: components["schemas"]["Role"][];
            joinedAt: components["schemas"]["Timestamp"];
        };
        MemberList: {
            items: components["schemas"]["Member"][];
            total: number;
        };
        RolesPayload: {
            roles: components["schemas"]["Role"][];
        };
        InviteRequest: {
            emails: components["schemas"]["Email"][];
            roles: components["schemas"]["Role"][];
        };
        Invitation: {
            id: components["schemas"]["Id"];
            email: string;
            roles: components["schemas"]["Role"][];
            /** @description Name of the member who invited. */
            invitedBy: string;
            createdAt: components["schemas"]["Timestamp"];
        };
        InvitationList: {
            items: components["schemas"]["Invitation"][];
            total: number;
        };
        InvitationPreview: {
            valid: boolean;
            tenantName?: string;
            email?: string;
            invitedBy?: string;
        };
        FeaturesPayload: {
            features: components["schemas"]["Feature"][];
        };
        ExtensionData: {
            whitelistedDomains: string[];
            headerOverlayMessage: string;
            formOverlayMessage: string;
            formOverlayEnabled: boolean;
        };
        /**
         * @description A widget an embed token may serve.
         * @enum {string}
         */
        EmbedWidget: "notifications" | "organization" | "activity-logs" | "members";
        CreateEmbedTokenRequest: {
            tenantId: components["schemas"]["Id"];
            widgets: components["schemas"]["EmbedWidget"][];
            /**
             * @description Lifetime; 15 minutes by default, one hour at most.
             * @default 900
             */
            ttlSeconds: number;
        };
        EmbedToken: {
            token: string;
            expiresAt: components["schemas"]["Timestamp"];
            tenantId: components["schemas"]["Id"];
            widgets: components["schemas"]["EmbedWidget"][];
        };
        CreateApiKeyRequest: {
            name: string;
        };
        ApiKey: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description The first characters of the key, to tell keys apart. */
            prefix: string;
            createdBy: string;
            createdAt: components["schemas"]["Timestamp"];
            lastUsedAt: components["schemas"]["Timestamp"] | null;
        };
        CreatedApiKey: components["schemas"]["ApiKey"] & {
            /** @description The secret; shown only in this answer. */
            key: string;
        };
        ApiKeyList: {
            items: components["schemas"]["ApiKey"][];
            total: number;
        };
        /** @enum {string} */
        ActivityEventGroup: "UserManagement" | "UserAdministration" | "AclManagement" | "TenantAdministration" | "TenantManagement";
        ActivityLog: {
            id: components["schemas"]["Id"];
            /** @description Machine name, e.g. TenantUpdated. */
            eventName: string;
            eventGroup: components["schemas"]["ActivityEventGroup"];
            description: string;
            userName: string | null;
            ip: string | null;
            data: {
                [key: string]: unknown;
            };
            createdAt: components["schemas"]["Timestamp"];
        };
        ActivityLogList: {
            items: components["schemas"]["ActivityLog"][];
            total: number;
        };
        /** @enum {string} */
        NotificationType: "VulnerabilityCreated" | "CredentialLeaked" | "VulnerabilityActivityCreated" | "LearnerFailedCourse" | "TargetFailed";
        Notification: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["NotificationType"];
            isRead: boolean;
            createdAt: components["schemas"]["Timestamp"];
            meta: components["schemas"]["NotificationMeta"];
        };
        /** @description Depends on `type`. */
        NotificationMeta: components["schemas"]["VulnerabilityCreatedMeta"] | components["schemas"]["CredentialLeakedMeta"] | components["schemas"]["VulnerabilityActivityCreatedMeta"] | components["schemas"]["LearnerFailedCourseMeta"] | components["schemas"]["TargetFailedMeta"];
        VulnerabilityCreatedMeta: {
            /** @enum {string} */
            vulnerabilitySeverity: "critical" | "high" | "medium";
            vulnerabilityId?: string;
        };
        CredentialLeakedMeta: {
            credentials: {
                username: string;
                domain: string;
            }[];
        };
        VulnerabilityActivityCreatedMeta: {
            vulnerabilityTitle: string;
            activityStatus: string;
            vulnerabilityId?: string;
        };
        LearnerFailedCourseMeta: {
            learnerFirstName: string;
            learnerLastName: string;
            courseName: string;
        };
        TargetFailedMeta: {
            targetFullName: string;
            simulationName: string;
            simulationId?: string;
        };
        NotificationList: {
            items: components["schemas"]["Notification"][];
            total: number;
        };
    };
    responses: {
        /** @description The body is not valid JSON or the request is malformed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, expired or invalid credentials. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in, but not allowed to do this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The password or code given to confirm this action is wrong (`code` WrongCredential). */
        WrongCredential: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such thing, or not visible to the caller. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or upload is too large. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or upload is of a type this call does not take. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is well-formed but some fields are invalid; `errors` names them. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts; `Retry-After` says how many seconds to wait. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The service cannot answer now. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The active organisation. */
        TenantHeader: components["schemas"]["Id"];
        /** @description The active organisation, if any. */
        OptionalTenantHeader: components["schemas"]["Id"];
        /** @description How many items to pass over. */
        Skip: number;
        /** @description Page size. */
        Limit: number;
        /** @description Organisation id. */
        TenantId: components["schemas"]["Id"];
        /** @description User id. */
        UserId: components["schemas"]["Id"];
        /** @description Session id. */
        SessionId: components["schemas"]["Id"];
        /** @description Invitation id. */
        InvitationId: components["schemas"]["Id"];
        /** @description Notification id. */
        NotificationId: components["schemas"]["Id"];
    };
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
            /** @description The API and its database are reachable. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
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
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Account created; the user is signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in, or the second factor is required. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    loginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    loginWithRecoveryKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoveryKeyLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in; `recoveryKey` is the replacement key, shown once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenRequest"];
            };
        };
        responses: {
            /** @description A new token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenPayload"];
            };
        };
        responses: {
            /** @description The address is verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    resendVerificationToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
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
                "application/json": components["schemas"]["EmailPayload"];
            };
        };
        responses: {
            /** @description If the address belongs to an account, a link is on its way. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    savePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WrongCredential"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setupTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordPayload"];
            };
        };
        responses: {
            /** @description The secret to scan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WrongCredential"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorCodePayload"];
            };
        };
        responses: {
            /** @description Two-factor is on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WrongCredential"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordPayload"];
            };
        };
        responses: {
            /** @description Two-factor is off. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WrongCredential"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createRecoveryKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordPayload"];
            };
        };
        responses: {
            /** @description The new key, shown once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WrongCredential"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active sessions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Session id. */
                sessionId: components["parameters"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user with their organisations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createSuperAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSuperAdminRequest"];
            };
        };
        responses: {
            /** @description The super-admin. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setSuperAdminPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuperAdminPermissionsRequest"];
            };
        };
        responses: {
            /** @description The user's super-admin permissions now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuperAdminPermissionsRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getMyPermissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Permission codes, roles and super-admin permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPermissions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Groups of permission codes and each organisation role's codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionCatalogue"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listMyTenants: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description List every organisation (super-admins with ReadTenants only). */
                all?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Organisations, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTenantRequest"];
            };
        };
        responses: {
            /** @description The new organisation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTenantRequest"];
            };
        };
        responses: {
            /** @description The updated organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    removeTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The removed organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    restoreTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getTenantLogo: {
        parameters: {
            query?: {
                /** @description The logo version carried by the organisation's `logo` URL; it changes with every upload, so a current one may be cached for good. */
                v?: string;
            };
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    uploadTenantLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The image file. */
                    image: string;
                };
            };
        };
        responses: {
            /** @description The organisation with its new logo URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listTenantMembers: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Members, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    removeTenantMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
                /** @description User id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member is removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setTenantMemberRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
                /** @description User id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolesPayload"];
            };
        };
        responses: {
            /** @description The member with the new roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listTenantInvitations: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending invitations, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    inviteToTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteRequest"];
            };
        };
        responses: {
            /** @description The invitations, each emailed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    revokeTenantInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
                /** @description Invitation id. */
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation no longer works. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    resendTenantInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
                /** @description Invitation id. */
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    previewInvitation: {
        parameters: {
            query: {
                /** @description The token from the invitation link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenPayload"];
            };
        };
        responses: {
            /** @description The organisation joined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getTenantFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The features. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeaturesPayload"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setTenantFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeaturesPayload"];
            };
        };
        responses: {
            /** @description The features now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeaturesPayload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getTenantExtensionData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The extension data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtensionData"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    saveTenantExtensionData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtensionData"];
            };
        };
        responses: {
            /** @description The saved extension data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtensionData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Live keys, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key, shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
                /** @description API key id. */
                apiKeyId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key no longer works. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createEmbedToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEmbedTokenRequest"];
            };
        };
        responses: {
            /** @description The token. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmbedToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listTenantActivityLogs: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Only entries of this group. */
                eventGroup?: components["schemas"]["ActivityEventGroup"];
            };
            header?: never;
            path: {
                /** @description Organisation id. */
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entries, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLogList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size; 5 by default, as the bell dropdown shows. */
                limit?: number;
            };
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notifications, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getNotReadCount: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Count"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were unread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Count"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getNotification: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Notification id. */
                notificationId: components["parameters"]["NotificationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Notification id. */
                notificationId: components["parameters"]["NotificationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
}
