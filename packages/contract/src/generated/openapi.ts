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
    "/api/v1/t/o/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open pixel of a tracked email
         * @description The 1x1 transparent GIF an email embeds to learn that it was opened. The token is issued
         *     by the platform for one recipient of one message (signed, tamper-proof, no personal data
         *     in clear). The answer never waits on recording: the open is stored afterwards and
         *     classified (human, or bot with a reason: mail-gateway scanners, prefetching proxies, ...)
         *     before the owning module (nano learning, phishing) is told. Any token this installation
         *     did not issue answers a plain 404 page. HEAD is answered like GET (headers only) and
         *     recorded as a link checker's.
         */
        get: operations["trackOpen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/t/c/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Click redirect of a tracked email link
         * @description Redirects (302) to the destination the platform signed into the token when the email was
         *     built, and to nowhere else: a token cannot be altered to point somewhere new, and an
         *     unknown, altered or truncated token answers a plain 404 page, never a redirect. The click
         *     is stored after the answer and classified (human, or bot with a reason) before the owning
         *     module is told. HEAD is answered like GET (the redirect's headers) and recorded as a link
         *     checker's.
         */
        get: operations["trackClick"];
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
         * Create an account
         * @description Creates an unverified account and sends the verification email; the user signs in once the
         *     address is verified. The answer never tells whether the address already has an account:
         *     for an address that has one it is the same (201, `emailVerificationRequired: true`, about
         *     the same time), nothing is created and the owner gets an email saying someone tried to
         *     register with it.
         *
         *     With `organizationToken` (from an invitation email, for this very address) the link
         *     proves the address: the account starts verified, joins that organisation and is signed in
         *     (`emailVerificationRequired: false` with `token`). Only then may the answer be 409, when
         *     the invited address already has an account (sign in and accept the invitation instead);
         *     a token that is not a live invitation for this address is 400 `InvitationNotValid`.
         *
         *     A password on the list of common and breached passwords, or made of the person's name or
         *     email, answers 422 with a field error at `body.password` (see `Password`).
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
         *     two-factor on the answer has no token and the user signs in again. A common or breached
         *     password answers 422 at `body.password` and leaves the link usable.
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
         * @description Ends every other session; the answer is a fresh token pair for this one. A common or
         *     breached new password answers 422 at `body.newPassword`.
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
         * @description Confirmed with a current code from the authenticator app or with the recovery key, not the
         *     password: a stolen password (or an unattended signed-in browser) alone cannot remove the
         *     second factor. A code is accepted once. Wrong confirmations count towards the same lock as
         *     wrong passwords. Ends every other session.
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
         * @description Needs the ManageUsers super-admin permission. A common or breached password answers 422
         *     at `body.password`.
         */
        post: operations["createSuperAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/platform/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole platform in figures, for a super-admin's Platform view
         * @description Organisations (active and removed, and how many active ones have each feature), users
         *     (not removed: in total, with a verified address, with two-factor on), and the people and
         *     assets of active organisations. Counted by the database; nothing is estimated. Needs the
         *     ReadTenants or ManageTenants super-admin permission.
         */
        get: operations["getPlatformFigures"];
        put?: never;
        post?: never;
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
    "/api/v1/users/tenants/{tenantId}/two-factor-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Require two-factor for the members of an organisation
         * @description Whoever may manage the organisation (ManageOrganization) sets it. Turning it on needs
         *     two-factor on the caller's own account first (409 otherwise), so nobody locks themselves
         *     out. While it is on, a signed-in user without two-factor (members and super-admins alike)
         *     gets 403 `TwoFactorRequired` on the organisation's data; the organisation still appears in
         *     their list, so the app can lead them to turn two-factor on. API keys and embed tokens are
         *     not sign-ins and are not affected.
         */
        put: operations["setTwoFactorPolicy"];
        post?: never;
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
    "/api/v1/inventory/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People of the active organisation, filtered, sorted and paged
         * @description Needs ReadInventory and the organisation's `inventory` feature. Filters combine with AND;
         *     `groups` and `tags` match people in any of the given values.
         */
        get: operations["listPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/people/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update people by email, optionally deleting everyone not in the list
         * @description People are matched by email (case-insensitive). Invalid rows are reported in `rejected`
         *     and the valid ones saved, all in one transaction. With `deleteNotInList`, any rejected
         *     row refuses the whole batch (a typo must not delete a colleague). An empty list answers
         *     "No people to be saved". Needs CrudInventory.
         */
        post: operations["savePeopleBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/people/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete, tag or group many people at once
         * @description Acts on the people named by `ids` (up to 1,000, for a selection on screen) or on everyone
         *     matching `filter` (the list's filters; `{}` is everyone), never both. `addTags` and
         *     `addGroups` add `labels` to each person (people who have them already are left
         *     unchanged); `delete` deletes them. One transaction; ids of people the organisation does
         *     not have are counted in `matched` minus `changed`, never an error, so a selection that
         *     went stale still acts on the rest. Publishes `PeopleBulkChanged`. Needs CrudInventory.
         */
        post: operations["bulkPeople"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/people/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import people from a CSV file, streamed
         * @description The body is the CSV file itself (UTF-8, with or without BOM, or UTF-16 with BOM; comma,
         *     semicolon or tab delimited). Header names people use are recognised (`First Name`,
         *     `E-mail`, `Department`, the Google Workspace and Microsoft 365 admin centre exports, ...);
         *     unknown columns are ignored and listed. The file is read as a stream, never whole.
         *     Rows with problems are reported with their line number and reason; the rest is saved
         *     in one transaction. A file that cannot be read answers 422 "Your uploaded Csv file is
         *     not valid" naming the line. With `dryRun` nothing is saved and the answer carries a
         *     preview of the parsed rows for review. Needs CrudInventory.
         */
        post: operations["importPeopleCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/people/tags/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tag used in the organisation, for filters and pickers */
        get: operations["listPeopleTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/people/groups/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every group (department, org unit, directory group) in the organisation */
        get: operations["listPeopleGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's inventory in figures, for the dashboard's charts
         * @description People in total and by group (the largest groups, then everyone in none of them), assets
         *     by type and verification, monitored assets, and the assets discovery added on each of the
         *     last 30 days (UTC, today included, days without any as 0). Counted by the database in one
         *     answer, so a dashboard needs one call. Needs ReadInventory and the `inventory` feature.
         */
        get: operations["getInventoryFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/people/tenants/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People count and average score of each organisation the user belongs to
         * @description Organisations without the inventory feature or without ReadInventory for the user are left out. An embed token must name its organisation in `x-tenant-id` and sees only that one.
         */
        get: operations["getPeopleTenantsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/people/tenants/overview/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People count, average score and score categories of one organisation */
        get: operations["getPeopleTenantOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/people/sync-google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync people from Google Workspace now
         * @description Reads every active user of the organisation's Google Workspace directory with its stored
         *     connection and saves them like a batch (matched by email). With the connection's
         *     `deleteMissing`, people who came from Google and are no longer there are deleted.
         *     A failure answers 502 "Sync with google failed" and the reason goes to the activity log
         *     and the connection's `lastSyncError`. Needs CrudInventory.
         */
        post: operations["syncPeopleGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/people/sync-microsoft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync people from Microsoft Entra ID (Microsoft 365) now
         * @description Reads every enabled user through Microsoft Graph with the stored connection, with their
         *     department and group memberships as groups. Otherwise as sync-google; a failure answers
         *     502 "Sync with microsoft failed". Needs CrudInventory.
         */
        post: operations["syncPeopleMicrosoft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/directory-connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's Google and Microsoft directory connections (never their secrets) */
        get: operations["listDirectoryConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/directory-connections/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Store the Google Workspace service account used for sync (encrypted at rest)
         * @description Needs ManageOrganization. The key is encrypted before it is stored and is never returned.
         */
        put: operations["saveGoogleDirectoryConnection"];
        post?: never;
        /** Forget the Google Workspace connection */
        delete: operations["deleteGoogleDirectoryConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/directory-connections/microsoft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Store the Microsoft Entra app registration used for sync (encrypted at rest)
         * @description Needs ManageOrganization. The client secret is encrypted before it is stored and is never returned.
         */
        put: operations["saveMicrosoftDirectoryConnection"];
        post?: never;
        /** Forget the Microsoft connection */
        delete: operations["deleteMicrosoftDirectoryConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/people/{personId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One person */
        get: operations["getPerson"];
        /**
         * Edit a person
         * @description Needs CrudInventory. Another person with the same email answers 409 "Duplicate email addresses are not allowed".
         */
        put: operations["updatePerson"];
        post?: never;
        /**
         * Delete a person
         * @description Needs CrudInventory.
         */
        delete: operations["deletePerson"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/create/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add domains, subdomains and IP addresses
         * @description Each name is checked (domain, subdomain, IPv4 or IPv6; the type is detected when not
         *     given). A web address (`https://github.com/foo`) or host and path (`example.com/login`)
         *     is taken as its host; a URL without one is refused ("enter a host name, not a URL").
         *     Any invalid name refuses the whole batch with one error per name; names the
         *     organisation already has are reported in `existing` and not added twice. An empty list
         *     answers "No assets to be added". Discovery is requested for each new domain and
         *     subdomain. Needs CrudInventory.
         */
        post: operations["createAssetsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/delete/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several assets with their records, history and discoveries
         * @description All or nothing: when any id is not one of the organisation's assets the answer is 404
         *     and nothing is deleted. Repeated ids count once. Each deletion is recorded in the
         *     activity log as a single deletion is. Needs CrudInventory.
         */
        post: operations["deleteAssetsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Assets of the active organisation, filtered and paged, newest first */
        get: operations["listAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One asset */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        /**
         * Delete an asset with its records, history and discoveries
         * @description Needs CrudInventory.
         */
        delete: operations["deleteAsset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/{assetId}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How to verify the asset, and whether it is verified */
        get: operations["getAssetVerification"];
        /**
         * Verify or unverify an asset by hand (super-admin)
         * @description Needs the ManageInventory super-admin permission. Unverifying stops monitoring.
         */
        put: operations["setAssetVerification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/{assetId}/verification/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the TXT record and the well-known file now
         * @description Looks for a TXT record `bulwark-verification=<token>` on the asset's name (through
         *     `DNS_SERVERS`), then for the token in `https://<name>/.well-known/bulwark-verification.txt`.
         *     Success answers the verified state ("<name> is now verifed"); otherwise 422
         *     `UnableToVerify` ("unable to verify") with what each method found in `errors`.
         *     DNS changes can take up to 48 hours. Needs CrudInventory.
         */
        post: operations["verifyAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/{assetId}/monitoring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Start or stop monitoring an asset
         * @description Starting is refused with 409 `AssetNotVerified` ("Asset must be verified first") for an
         *     unverified asset, 403 `FeatureNotEnabled` without the organisation's monitoring feature,
         *     and 403 `Forbidden` ("Not allowed") without CrudInventory. While on, a scheduled job
         *     refreshes the DNS records and IP info and records changes.
         */
        put: operations["setAssetMonitoring"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/{assetId}/dns-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The asset's current A, AAAA, MX, NS, SOA and TXT records */
        get: operations["getAssetDnsRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/{assetId}/dns-records/{recordType}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every value a record type has had, newest first */
        get: operations["getAssetDnsRecordHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/{assetId}/ip-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reverse DNS, ASN and country of the asset's addresses
         * @description For a domain or subdomain, of each address it resolves to. `checkedAt` is null before the first check ("IP address info hasn't been discovered yet").
         */
        get: operations["getAssetIpInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/{assetId}/ip-info/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every IP info the asset has had, newest first */
        get: operations["getAssetIpInfoHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/{assetId}/discoveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The asset's discovery runs, newest first */
        get: operations["listAssetDiscoveries"];
        put?: never;
        /**
         * Look for the domain's subdomains and addresses again
         * @description Only for domains and subdomains (422 otherwise). Runs as a background job: poll the
         *     discovery every 3 s until it is Completed or Failed. A run already Requested is answered
         *     instead of starting a second one. Needs CrudInventory.
         */
        post: operations["requestAssetDiscovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/assets/{assetId}/discoveries/{discoveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One discovery run (for polling) */
        get: operations["getAssetDiscovery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a people or assets export as CSV or XLSX
         * @description The file is made by a background job. Poll `GET .../exports/{exportRequestId}` every 3 s
         *     until the status is ReadyToBeDownloaded, then download it from `url`. Headers are in the
         *     requested language; cells that a spreadsheet would run as a formula are neutralised.
         *     Needs ReadInventory.
         */
        post: operations["requestExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/exports/{exportRequestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The export's status and, when ready, its download URL */
        get: operations["getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/exports/{exportRequestId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the exported file
         * @description The file name is in `Content-Disposition`. The status is Downloading while the file is
         *     sent and Completed after a whole download; it can be downloaded again until it expires
         *     (24 hours). Before the file is ready: 409.
         */
        get: operations["downloadExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Common library lessons, filtered and paged
         * @description Common content: with `x-tenant-id`, needs ReadLearning or CrudLearning and the organisation's `learning`
         *     feature; without it, a super-admin with ManageLearningContent or ManageLearning.
         */
        get: operations["listCommonLessons"];
        put?: never;
        /**
         * Create a lesson
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         *     The answer carries `warnings` (e.g. a selected language without pages); they do not stop the save.
         *     Publishes `LearningContentChanged` (organisation content) or logs the change (common content).
         */
        post: operations["createLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/lessons/lms/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every lesson the organisation can use, common and its own
         * @description Needs ReadLearning or CrudLearning (or a super-admin with ManageLearningContent, ManageLearning or
         *     ReadTenants) and the organisation's `learning` feature. `tenantId` null marks common lessons.
         */
        get: operations["listAllLessons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/lessons/lms/organization-lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's own lessons
         * @description Same requirement as `listAllLessons`; common lessons are left out.
         */
        get: operations["listOrganizationLessons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/lessons/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a lesson with its pages (a `bulwark lessons export` file)
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         *     Everything is validated before anything is saved; `errors` paths point into the file
         *     (`body.pages.2.answers`). Sanitises HTML and normalises video links like the page calls.
         */
        post: operations["importLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/lessons/{lessonId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One lesson, with its language warnings
         * @description Common lessons are visible to every reader of the library (see `listCommonLessons`); an organisation's
         *     own lessons only with its `x-tenant-id`.
         */
        get: operations["getLesson"];
        /**
         * Edit a lesson
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         */
        put: operations["updateLesson"];
        post?: never;
        /**
         * Delete a lesson and its pages
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         *     A lesson in use (part of a predefined course) answers 409 "Error removing lesson!" and stays.
         */
        delete: operations["deleteLesson"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/lessons/{lessonId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lesson with its pages as one document, for `importLesson` elsewhere
         * @description Same visibility as `getLesson`.
         */
        get: operations["exportLesson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/lessons/{lessonId}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a lesson into the organisation
         * @description Copies a common lesson (or one of the organisation's own) with all its pages into the organisation
         *     named by `x-tenant-id`, where it can be edited. Needs CrudLearning and the `learning` feature.
         */
        post: operations["copyLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/lessons/{lessonId}/ongoing-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's ongoing and upcoming courses that teach this lesson
         * @description Needs ReadLearning or CrudLearning and the `learning` feature. A lesson (or one of its pages) that an
         *     ongoing or upcoming course teaches cannot be deleted ("There are ongoing/upcoming courses containing
         *     this lesson!"); this list says which courses those are. Finished courses are not listed.
         */
        get: operations["listLessonOngoingCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/lessons/{lessonId}/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lesson's pages in order
         * @description Same visibility as `getLesson`.
         */
        get: operations["listLessonPages"];
        put?: never;
        /**
         * Add a page at the end of a lesson
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         *     HTML (`content`) is sanitised; a video link is normalised to a privacy-friendly embed address.
         *     A page whose language is not among the lesson's gets a warning.
         */
        post: operations["createLessonPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/lessons/{lessonId}/pages/update-order": {
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
        /**
         * Reorder a lesson's pages
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         *     `pageIds` lists every page of the lesson once, in the new order.
         */
        patch: operations["updateLessonPagesOrder"];
        trace?: never;
    };
    "/api/v1/learning/lessons/{lessonId}/pages/{pageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a lesson
         * @description Same visibility as `getLesson`.
         */
        get: operations["getLessonPage"];
        /**
         * Edit a page
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         */
        put: operations["updateLessonPage"];
        post?: never;
        /**
         * Delete a page
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         */
        delete: operations["deleteLessonPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's courses, grouped (Active, Upcoming, Finished), filtered and paged
         * @description Needs ReadLearning or CrudLearning and the `learning` feature. `status` picks one group
         *     (`in_progress` is shown as Active); `counts` always holds the size of each group under the
         *     other filters, so the tabs show their numbers from one call.
         */
        get: operations["listCourses"];
        put?: never;
        /**
         * Create (launch) a course for learners
         * @description Needs CrudLearning and the `learning` feature; without `x-tenant-id` 403 "Organization must be set!".
         *     The content is either `lessonIds` (lessons visible to the organisation: common or its own) or a
         *     `predefinedCourseId` (its lessons and passing score); neither answers 422 "Please populate current
         *     data". Learners come from the organisation's people by id, group or tag; none answers 422 "No people
         *     to be saved". Another organisation's lessons, predefined courses or people answer 422 naming the
         *     field, and nothing is saved. Custom messages are HTML, sanitised on the way in. Each learner's
         *     invitation email is queued (sent at the configured rate) from the enrolment date on; the call
         *     publishes `LearnersEnrolled`.
         */
        post: operations["createCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One course with its lessons and learner figures
         * @description Needs ReadLearning or CrudLearning and the `learning` feature.
         */
        get: operations["getCourse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a course
         * @description Needs CrudLearning and the `learning` feature. Only the fields given change. The content
         *     (`lessonIds`, `predefinedCourseId`) can change only while the course is upcoming: 409 once it
         *     started. Same checks as creation; nothing is saved when any field is refused.
         */
        patch: operations["updateCourse"];
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extend an expired course by 7 more days
         * @description Needs CrudLearning and the `learning` feature. Only a finished (expired) course can be extended
         *     (409 otherwise); it ends 7 days from now and its learners who have not completed it can go on.
         */
        post: operations["extendCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}/learners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The learners of a course, filtered, sorted and paged (50 a page by default)
         * @description Needs ReadLearning or CrudLearning and the `learning` feature.
         */
        get: operations["listCourseLearners"];
        put?: never;
        /**
         * Add learners to a course from people, groups or tags
         * @description Needs CrudLearning and the `learning` feature. People already enrolled are skipped; ids of people
         *     that are not the organisation's answer 422 naming them, and nothing is saved. When nothing valid
         *     remains, 422 "No people to be saved". New learners' invitations are queued; publishes
         *     `LearnersEnrolled`. A finished course takes no new learners (409).
         */
        post: operations["addCourseLearners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}/learners/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A course's learner figures
         * @description Needs ReadLearning or CrudLearning and the `learning` feature. Completion rate = round(completed /
         *     total x 100), 0 without learners; the passing rate is shown as passed/total learners.
         */
        get: operations["getCourseLearnerStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}/learners/send-reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remind the learners who have not completed the course
         * @description Needs CrudLearning and the `learning` feature. Queues the reminder email (with the course's reminder
         *     message) to every learner who has not completed it, or to `learnerIds` among them. Refused with
         *     409 "A reminder cannot be resent if learners were already reminded today" when every chosen
         *     learner was reminded today (UTC); otherwise those reminded today are skipped.
         */
        post: operations["sendCourseReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}/learners/resend-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the invitation again
         * @description Needs CrudLearning and the `learning` feature. Queues the invitation email again to `learnerIds`, or
         *     to every learner who has not opened it yet. A finished course sends nothing (409).
         */
        post: operations["resendCourseInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}/learners/{learnerId}": {
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
         * Remove a learner from a course
         * @description Needs CrudLearning and the `learning` feature. Their progress goes with them and their player link stops working.
         */
        delete: operations["deleteCourseLearner"];
        options?: never;
        head?: never;
        /**
         * Change one learner's enrolment (own due date, start over)
         * @description Needs CrudLearning and the `learning` feature. `dueDate` gives this learner a later end than the
         *     course's (null: the course's); `resetProgress` clears their pages, answers, time and result so they
         *     start over (their status goes back to InvitationOpened if they had opened it).
         */
        patch: operations["updateCourseLearner"];
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}/learners/{learnerId}/quiz-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A learner's answer to each quiz question of the course
         * @description Needs ReadLearning or CrudLearning and the `learning` feature.
         */
        get: operations["getLearnerQuizDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}/request-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A course's invitation links
         * @description Needs ReadLearning or CrudLearning and the `learning` feature.
         */
        get: operations["listCourseInvitationLinks"];
        put?: never;
        /**
         * Create an invitation link people can request their invitation with
         * @description Needs CrudLearning and the `learning` feature, and the course's link invitations on (409 otherwise).
         *     Anyone with the link can ask for an invitation by email (`requestCourseInvitation`); only a person of
         *     the organisation gets one, by email, so the link alone gives nobody access to the course.
         */
        post: operations["createCourseInvitationLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}/request-invitations/{invitationId}": {
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
         * Revoke an invitation link
         * @description Needs CrudLearning and the `learning` feature. The link stops working at once.
         */
        delete: operations["deleteCourseInvitationLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}/lessons/{lessonId}/generate-preview-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A short-lived player link that shows one lesson of the course, recording nothing
         * @description Needs ReadLearning or CrudLearning and the `learning` feature. The link works for 24 hours.
         */
        get: operations["generateLessonPreviewLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses/{courseId}/course-standards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The course's scores against the industry standard scores
         * @description Needs ReadLearning or CrudLearning and the `learning` feature. The standard score of every industry
         *     (set by super-admins), the organisation's industry, and this course's average score and pass rate.
         */
        get: operations["getCourseStandards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/course-standards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The standard course score of every industry
         * @description Super-admins with ManageLearningContent or ManageTenants (the administration's course industry
         *     standards page); an organisation sees its industry's score through `getCourseStandards`.
         */
        get: operations["listIndustryCourseStandards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/course-standards/{industry}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set an industry's standard course score
         * @description Super-admins with ManageLearningContent or ManageTenants.
         */
        put: operations["setIndustryCourseStandard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/courses-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's awareness figures for the dashboard
         * @description Needs ReadLearning or CrudLearning and the `learning` feature. `allCoursesCount`, the learner totals,
         *     and the courses the system counts as needing action: expired (finished with learners who never
         *     completed) and failed (finished with a learner who failed).
         */
        get: operations["getCoursesOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/course-player/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The course as the learner takes it, with their progress
         * @description The course in its language: lessons and their pages (quiz answers without which is correct) and the
         *     learner's progress. The first call moves an invited learner to InvitationOpened. A preview token
         *     (`generateLessonPreviewLink`) shows one lesson and has no progress.
         */
        get: operations["getPlayerCourse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/course-player/{token}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page viewed, and the time it was visible since the last report
         * @description The player reports the page on screen and the seconds it was visible (not wall time: a hidden tab
         *     counts nothing) since its last report. The server bounds each report by the time since the
         *     previous one, so time cannot be inflated. Moves the learner to LearningInProgress. A finished or
         *     expired enrolment records nothing more (409).
         */
        post: operations["recordPlayerActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/course-player/{token}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a quiz question
         * @description Answers correct or incorrect with the matching explanation. The first answer to a question counts;
         *     answering again shows the recorded result. A preview token evaluates without recording.
         */
        post: operations["answerPlayerQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/course-player/{token}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish the course and get the result against the passing score
         * @description Needs every quiz question answered (409 "Answer every question before finishing" otherwise). The
         *     score is the percent of questions answered correctly; at or above the passing score the learner
         *     Passed, else Failed. Publishes `LearnerCompletedCourse`, and `LearnerFailedCourse` on a fail. Finishing
         *     again answers the recorded result.
         */
        post: operations["finishPlayerCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/course-invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a course's invitation link opens, for its join page
         * @description The course's name, description, language and expected completion time, and the organisation's name and
         *     logo, so whoever follows the link sees whose course it is before giving an address. A revoked link, or a
         *     course whose link invitations are off or that has ended, is 404.
         */
        get: operations["getCourseInvitation"];
        put?: never;
        /**
         * Ask for an invitation through a course's invitation link
         * @description Always answers 202 for a working link, whoever asks: when the email is a person of the organisation
         *     they are enrolled (if not already) and the invitation goes to that address, so only its owner can
         *     open the course. A revoked link, or a course whose link invitations are off, is 404.
         *     Someone already enrolled gets the invitation again, at most once an hour. An address is sent at most 3
         *     invitations an hour through links, whoever asks; one IP address may ask 30 times in 15 minutes (429 after).
         */
        post: operations["requestCourseInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/predefined-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Common predefined courses, filtered and paged
         * @description Common content: with `x-tenant-id`, needs ReadLearning or CrudLearning and the organisation's `learning`
         *     feature; without it, a super-admin with ManageLearningContent or ManageLearning.
         */
        get: operations["listPredefinedCourses"];
        put?: never;
        /**
         * Create a predefined course
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         *     Lessons must be visible to the course (common ones, and the organisation's own for an organisation
         *     course). A lesson without one of the course's languages gives a warning.
         */
        post: operations["createPredefinedCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/predefined-courses/organization-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's own predefined courses
         * @description Needs ReadLearning or CrudLearning and the organisation's `learning` feature.
         */
        get: operations["listOrganizationPredefinedCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/predefined-courses/{predefinedCourseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One predefined course, with its language warnings
         * @description Same visibility as `getLesson`.
         */
        get: operations["getPredefinedCourse"];
        /**
         * Edit a predefined course
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         */
        put: operations["updatePredefinedCourse"];
        post?: never;
        /**
         * Delete a predefined course
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         */
        delete: operations["deletePredefinedCourse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-pages/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nano pages, common ones and with `x-tenant-id` the organisation's own too
         * @description Common content: with `x-tenant-id`, needs ReadLearning or CrudLearning and the organisation's `learning`
         *     feature; without it, a super-admin with ManageLearningContent or ManageLearning.
         *     `tenantId` null marks common nano pages.
         */
        get: operations["listAllNanoPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a nano page
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         *     CustomHTML content is sanitised; a video link is normalised to a privacy-friendly embed address.
         */
        post: operations["createNanoPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-pages/organization-nano-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's own nano pages
         * @description Needs ReadLearning or CrudLearning and the organisation's `learning` feature.
         */
        get: operations["listOrganizationNanoPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-pages/{nanoPageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One nano page
         * @description Same visibility as `getLesson`.
         */
        get: operations["getNanoPage"];
        /**
         * Edit a nano page
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404.
         */
        put: operations["updateNanoPage"];
        post?: never;
        /**
         * Delete a nano page
         * @description Without `x-tenant-id` the call works on common content (tenant null) and needs the super-admin
         *     permission ManageLearningContent; with it, on the organisation's own content, and needs CrudLearning
         *     and the organisation's `learning` feature. An id outside that target answers 404. While an upcoming or running nano campaign
         *     (of any organisation, for a common page) sends the page it answers 409 "There are active nano
         *     campaigns containing this page!".
         */
        delete: operations["deleteNanoPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-pages/{nanoPageId}/ongoing-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's upcoming and running nano campaigns that send this nano page
         * @description Needs ReadLearning or CrudLearning and the organisation's `learning` feature. A nano page the
         *     organisation cannot see answers 404. While this list is not empty the page cannot be deleted.
         */
        get: operations["listNanoPageOngoingCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's nano campaigns, one tab (Active, Upcoming, Finished) at a time
         * @description Needs ReadLearning or CrudLearning and the organisation's `learning` feature. `active` is
         *     running campaigns, `upcoming` those whose first email is still to go, `finished` those
         *     stopped or with every email sent. Newest first.
         */
        get: operations["listNanoCampaigns"];
        put?: never;
        /**
         * Create a nano campaign (the wizard's Schedule content, Learners and Settings in one call)
         * @description Needs CrudLearning and the organisation's `learning` feature. Every content is a nano page the
         *     organisation can see (common or its own) in the campaign's language, sent at a fixed time
         *     (`sendAt`, inside the working hours) or at a random time per learner between `startsAt` and
         *     `endsAt` ("End date must be after start date"; the range must hold working hours). The time
         *     zone is an IANA name, at least one business day, at least one content, and learners are the
         *     organisation's people (by person, group or tag; "No people to be saved" when they resolve to
         *     nobody). Each learner's emails are queued at once; nothing is saved when anything is wrong.
         */
        post: operations["createNanoCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-campaigns/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's nano-learning figures across every campaign
         * @description Needs ReadLearning or CrudLearning and the organisation's `learning` feature. What the
         *     awareness overview reads as `nanoLearningStatistics` and `allNanoCampaignsCount`; only
         *     people's opens and clicks count (never a mail scanner's).
         */
        get: operations["getNanoLearningStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-campaigns/{nanoCampaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One nano campaign (Overview, Content and Settings of its view)
         * @description Needs ReadLearning or CrudLearning and the organisation's `learning` feature.
         */
        get: operations["getNanoCampaign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-campaigns/{nanoCampaignId}/learners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A nano campaign's learners with the event sequence of each content they were sent
         * @description Needs ReadLearning or CrudLearning and the organisation's `learning` feature. By last name.
         */
        get: operations["listNanoCampaignLearners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-campaigns/{nanoCampaignId}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a nano campaign for good
         * @description Needs CrudLearning and the organisation's `learning` feature. Emails not sent yet are
         *     cancelled; a stopped campaign cannot continue. Stopping a stopped or finished campaign
         *     answers 409.
         */
        post: operations["stopNanoCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-campaigns/{nanoCampaignId}/contents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule one more content in a nano campaign
         * @description Needs CrudLearning and the organisation's `learning` feature. The same rules as a content of
         *     `createNanoCampaign`; a stopped or finished campaign answers 409. Every learner's email is
         *     queued at once.
         */
        post: operations["addNanoCampaignContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-campaigns/{nanoCampaignId}/contents/{contentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a scheduled content that has not started
         * @description Needs CrudLearning and the organisation's `learning` feature. A content whose sending has
         *     begun answers 409 "Content can't be updated because it is in progress."; otherwise its
         *     emails are scheduled again.
         */
        put: operations["updateNanoCampaignContent"];
        post?: never;
        /**
         * Remove a scheduled content that has not started
         * @description Needs CrudLearning and the organisation's `learning` feature. A content whose sending has
         *     begun answers 409 "Content can't be deleted because it is in progress."; the last content
         *     of a campaign cannot be removed (422, a campaign has at least one).
         */
        delete: operations["removeNanoCampaignContent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-learner/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The learner's page of a nano email (public, token-protected)
         * @description A small server-rendered page in the campaign's language, under a strict
         *     Content-Security-Policy (no script). With `answer` (from an answer link of a quiz email):
         *     whether that answer is right, and the explanation. Without it: a VideoQuiz's video, its
         *     question and answers, and a "watched" button; a SimpleQuiz's question and answers. The
         *     token is the learner's delivery, signed; an unknown, altered or truncated one answers the
         *     same plain 404 page for every reason. Answers from email links are recorded by the click
         *     tracking (first human answer counts), not by this page.
         */
        get: operations["viewNanoLearnerPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-learner/{token}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the quiz on the learner's page (a form without script)
         * @description Records the answer unless the learner already answered (the first answer counts), then
         *     redirects (302) to the page showing the result. Public; the token is the credential.
         */
        post: operations["answerNanoLearnerQuiz"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/nano-learner/{token}/video-completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The learner says they watched the video (a form without script)
         * @description Records "video completed" once (the page's button, shown under the video), then redirects
         *     (302) back to the page. Public; the token is the credential.
         */
        post: operations["completeNanoLearnerVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/learning-content-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Library tags in use, with how many lessons and nano pages carry each
         * @description Common content: with `x-tenant-id`, needs ReadLearning or CrudLearning and the organisation's `learning`
         *     feature; without it, a super-admin with ManageLearningContent or ManageLearning.
         *     With `x-tenant-id` the organisation's own content counts too.
         */
        get: operations["listLearningContentTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's webhook endpoints
         * @description Needs ManageOrganization. Secrets are never shown here.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register an endpoint that receives the organisation's events
         * @description Needs ManageOrganization. The answer carries the signing secret (`whsec_...`) once; it is
         *     stored sealed. Only `http` and `https` URLs; deliveries to private and loopback addresses
         *     are refused unless the server allows private networks.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Remove an endpoint with its delivery log */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change an endpoint's URL, description, event types, or enable/disable it
         * @description Enabling an endpoint that was disabled after failures starts its failure count afresh.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{endpointId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give the endpoint a new signing secret
         * @description The answer carries the new secret once. For a day the old secret stays valid: each delivery
         *     carries two signatures (`v1,<new> v1,<old>`), so the receiver can switch without losing any.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{endpointId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed `WebhookTest` message to the endpoint
         * @description Queued like any delivery (also to a disabled endpoint); follow it in the delivery log.
         */
        post: operations["sendWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's delivery log
         * @description Newest first. A delivery is kept for the server's retention period (`RETENTION_DAYS`,
         *     30 days by default) once it is no longer pending; a pending one stays until it is sent.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One delivery with its body and every attempt */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery's message again, as a new delivery
         * @description Any delivery, succeeded or failed, to its endpoint (also a disabled one). The message keeps
         *     its `webhook-id`, so a receiver that already processed it can recognise it.
         */
        post: operations["replayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Phishing templates, common ones and with `x-tenant-id` the organisation's own too
         * @description With `x-tenant-id`: the common library (`tenantId` null, "All organisations") and the organisation's own
         *     templates; needs ReadPhishing or CrudPhishing and the organisation's `phishing` feature (a super-admin with
         *     ManagePhishing or ManageTemplatesLibrary may read any organisation's). Without it: the common library only,
         *     for a super-admin with ManageTemplatesLibrary or ManagePhishing (the administration's list). Newest first.
         */
        get: operations["listPhishingTemplates"];
        put?: never;
        /**
         * Create a phishing template
         * @description Without `x-tenant-id` the template is common ("All organisations") and the call needs the super-admin
         *     permission ManageTemplatesLibrary; with it, the template is the organisation's own and the call needs
         *     CrudPhishing and the organisation's `phishing` feature.
         *
         *     The email body is checked, then sanitised: scripts, frames, event handlers (`onerror=`, ...) and
         *     `javascript:`/`data:` addresses are refused with 422 naming what was found, never silently dropped, so the
         *     author knows the saved template is not what they wrote. Anything else outside the email allowlist
         *     (formatting, tables, inline styles, images and links over http(s)) is removed. Tracking placeholders
         *     (see `PhishingTemplateInput.emailBody`) are kept; an unknown placeholder is refused.
         *
         *     A `CredentialHarvest` template must name a landing page of type `CredentialHarvest` that it can see
         *     (its own organisation's or a common one; a common template only a common page): otherwise 422
         *     "Name must match created templates" on `landingPageId`. Other types may name any visible landing page
         *     (the feedback page shown after the click) or none.
         */
        post: operations["createPhishingTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/templates/send-testing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test email of a template to one address
         * @description Renders the template for a made-up target (the given names, else "Test" "Recipient") and sends it through
         *     the organisation's sending profile `sendingProfileId`, or the platform's default mail settings when it is
         *     absent. The subject starts with "[TEST]", the body starts with a banner saying it is a test of a phishing
         *     simulation, and the message carries `X-Bulwark-Simulation: test`; its links point at the landing page's
         *     preview and count for nothing. Needs CrudPhishing and the organisation's `phishing` feature; the template
         *     must be visible to the organisation (its own or common). An SMTP server that cannot be reached or refuses
         *     the message answers 422 `SendFailed` with the server's reason.
         */
        post: operations["sendPhishingTemplateTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/templates/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check and render an unsaved template, as the editor's live preview
         * @description Runs the checks of `createPhishingTemplate` on the body, subject and sender (the same 422s, naming what
         *     would be refused) and answers the email as a target would get it, saving nothing: the placeholders filled
         *     for a sample target ("Jana Jovanović"), `{{.URL}}` pointing at `#phishing-link` and the open pixel shown as
         *     a visible `[open pixel]` mark, so the author sees where tracking sits. The preview is meant for a sandboxed
         *     frame (`<iframe sandbox srcdoc>`). With `x-tenant-id` needs ReadPhishing or CrudPhishing and the
         *     `phishing` feature; without it, a super-admin with ManageTemplatesLibrary or ManagePhishing.
         */
        post: operations["previewPhishingTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One phishing template
         * @description With `x-tenant-id`, a common template or the organisation's own (ReadPhishing or CrudPhishing and the
         *     `phishing` feature); without it, a common template (super-admin with ManageTemplatesLibrary or
         *     ManagePhishing). Anything else answers 404.
         */
        get: operations["getPhishingTemplate"];
        /**
         * Edit a common template (the administration's template editor)
         * @description Works on the common library only and needs the super-admin permission ManageTemplatesLibrary; an
         *     organisation edits its own templates with `PUT .../organization-template`. Same checks as
         *     `createPhishingTemplate`; nothing is saved when any fails.
         */
        put: operations["updatePhishingTemplate"];
        post?: never;
        /**
         * Delete a template
         * @description Without `x-tenant-id` a common template (ManageTemplatesLibrary); with it, one of the organisation's own
         *     (CrudPhishing and the `phishing` feature). An id outside that target answers 404. A template an
         *     upcoming or running simulation sends answers 409 (its emails would have nothing to send).
         */
        delete: operations["deletePhishingTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/templates/{templateId}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Copy a template into the organisation (the library's "copy to organisation")
         * @description Makes the organisation's own copy of a visible template (common or its own), named "<name> (copy)" when the
         *     organisation already has a template of that name. A common landing page the template names is copied with
         *     it, so the organisation can change both. Needs CrudPhishing and the organisation's `phishing` feature.
         */
        put: operations["copyPhishingTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/templates/{templateId}/organization-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit one of the organisation's own templates (the library's `/library/organization-templates/:id`)
         * @description Only the organisation's own templates: a common one answers 404 (copy it first). Needs CrudPhishing and the
         *     organisation's `phishing` feature. Same checks as `createPhishingTemplate`; nothing is saved when any fails.
         */
        put: operations["updateOrganizationPhishingTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/landing-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Landing pages, common ones and with `x-tenant-id` the organisation's own too
         * @description Same visibility and permissions as `listPhishingTemplates`. Newest first.
         */
        get: operations["listLandingPages"];
        put?: never;
        /**
         * Create a landing page
         * @description Without `x-tenant-id` a common page (ManageTemplatesLibrary); with it, the organisation's own (CrudPhishing
         *     and the `phishing` feature).
         *
         *     The HTML is checked, then sanitised, as template bodies are, and may also hold forms. Scripts, event handlers,
         *     `javascript:` addresses and a form `action` other than empty or `{{.URL}}` are refused with 422 naming what
         *     was found: a landing page may only submit to Bulwark's own landing endpoint, which the simulation fills in
         *     when it renders the page (only the fact and the field names of a submission are ever kept, never the
         *     values). Pages are served later from their own origin-less sandbox, so no style or content can reach the
         *     product.
         *
         *     A `CredentialHarvest` page needs HTML with a form holding at least one input; `Other` needs
         *     `customMessage`; `GenericMsg`, `Error404Page` and `PhishedDisplay` may leave `html` null to use the
         *     product's built-in page.
         */
        post: operations["createLandingPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/landing-pages/{landingPageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One landing page
         * @description Same visibility as `getPhishingTemplate`.
         */
        get: operations["getLandingPage"];
        /**
         * Edit a landing page
         * @description Without `x-tenant-id` a common page (ManageTemplatesLibrary); with it, the organisation's own (CrudPhishing
         *     and the `phishing` feature). Same checks as `createLandingPage`. A page that a `CredentialHarvest` template
         *     names cannot change to another type (409).
         */
        put: operations["updateLandingPage"];
        post?: never;
        /**
         * Delete a landing page
         * @description Without `x-tenant-id` a common page (ManageTemplatesLibrary); with it, the organisation's own (CrudPhishing
         *     and the `phishing` feature). A page some template still names answers 409 "Landing page is used by a template".
         */
        delete: operations["deleteLandingPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/sending-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's sending profiles (SMTP settings) and the platform's default
         * @description Needs ReadPhishing or CrudPhishing and the organisation's `phishing` feature. Passwords are never returned:
         *     `hasPassword` says whether one is stored (sealed with the installation key).
         */
        get: operations["listSendingProfiles"];
        put?: never;
        /**
         * Add a sending profile
         * @description Needs CrudPhishing and the organisation's `phishing` feature. The password is sealed (AES-256-GCM bound to
         *     the organisation and the profile) before it is stored, and never returned. A name the organisation already
         *     uses answers 409.
         */
        post: operations["createSendingProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/sending-profiles/{sendingProfileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sending profile
         * @description Needs ReadPhishing or CrudPhishing and the organisation's `phishing` feature.
         */
        get: operations["getSendingProfile"];
        /**
         * Edit a sending profile
         * @description Needs CrudPhishing and the organisation's `phishing` feature. `password` left out keeps the stored one,
         *     `null` removes it, a string replaces it.
         */
        put: operations["updateSendingProfile"];
        post?: never;
        /**
         * Delete a sending profile
         * @description Needs CrudPhishing and the organisation's `phishing` feature.
         */
        delete: operations["deleteSendingProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/simulations-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's phishing figures for the dashboard
         * @description Needs ReadPhishing or CrudPhishing and the organisation's `phishing` feature. `allSimulationsCount`
         *     (every simulation, stopped and ended included), `launchedSimulationsCount` (those whose start has
         *     passed) and `activeSimulationsCount` (in progress now).
         */
        get: operations["getPhishingSimulationsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/people-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the organisation's people fared in its simulations (the score's phishing inputs)
         * @description Needs ReadPhishing or CrudPhishing and the organisation's `phishing` feature. Over every simulation
         *     of the organisation: the emails sent (one per target and template, `allSimulationsTemplatesCount`),
         *     those a person opened and those a person clicked through the landing page's human check (bot and
         *     scanner requests never count), and the targets who failed. Counted in the database, whatever the size.
         */
        get: operations["getPeoplePhishingOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/simulations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's phishing simulations, one tab (ongoing, upcoming, finished) at a time
         * @description Needs ReadPhishing or CrudPhishing and the organisation's `phishing` feature. `ongoing` is
         *     InProgress (shown Active), `upcoming` is Upcoming, `finished` is Stopped or Ended. Newest first.
         */
        get: operations["listPhishingSimulations"];
        put?: never;
        /**
         * Launch a phishing simulation (the wizard's templates, targets and settings in one call)
         * @description Needs CrudPhishing and the organisation's `phishing` feature. At least one template the
         *     organisation can see ("At least one template must be selected"); targets are the
         *     organisation's people by person, group or tag ("Please populate current data" when they
         *     resolve to nobody); an IANA time zone, at least one business day, business hours HH:mm with
         *     the end after the start, a duration in weeks, a start not in the past (a minute's grace) and
         *     holding business hours before the end. Each target gets `min(maxAttacksPerTarget, templates)`
         *     emails at random instants inside the business hours in the simulation's time zone, the
         *     templates dealt across targets so each gets an even share (A/B). Everything is written and
         *     every email queued in one transaction: nothing is saved when anything is wrong.
         */
        post: operations["createPhishingSimulation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/simulations/{simulationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One simulation with its settings and templates
         * @description Needs ReadPhishing or CrudPhishing and the organisation's `phishing` feature.
         */
        get: operations["getPhishingSimulation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/simulations/{simulationId}/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The simulation's funnel (sent, opened, clicked, submitted, reported) and its averages
         * @description Needs ReadPhishing or CrudPhishing and the organisation's `phishing` feature. Counts are of
         *     emails (one per target and template), from people's events only: bot and scanner requests
         *     are kept on the timeline with their reason but never counted. A click counts once the
         *     landing page's human confirmation is passed. Percentages are rounded, of the emails sent
         *     (0 when none). Time to fail and reaction time are averages over failed and reported targets.
         */
        get: operations["getPhishingSimulationOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/simulations/{simulationId}/targets-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The simulation's targets with their status, time to fail and reaction time
         * @description Needs ReadPhishing or CrudPhishing and the organisation's `phishing` feature. Ordered by last name.
         */
        get: operations["listPhishingSimulationTargets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/simulations/{simulationId}/targets/{targetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One target with its emails and its event timeline
         * @description Needs ReadPhishing or CrudPhishing and the organisation's `phishing` feature. The timeline is
         *     append-only and oldest first; bot and scanner events are included with `classification: bot`
         *     and their reason. An empty timeline is the UI's "No events exist for this target".
         */
        get: operations["getPhishingSimulationTarget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/simulations/{simulationId}/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Stop a simulation (permanent)
         * @description Needs CrudPhishing and the organisation's `phishing` feature. The only change is to
         *     `Stopped`: every email not yet sent is cancelled and the simulation can never continue.
         *     A simulation already stopped or ended answers 409.
         */
        put: operations["updatePhishingSimulationStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/simulations/{simulationId}/targets/{targetId}/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a target passed (after the UI's confirmation)
         * @description Needs CrudPhishing and the organisation's `phishing` feature. Only `Passed`, and only for a
         *     target not already Passed: otherwise 409 "Update not allowed!". Recorded on the timeline.
         */
        put: operations["updatePhishingTargetStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/target-simulation/{simulationId}/send-target-template/{targetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a target one more email of the simulation now
         * @description Needs CrudPhishing and the organisation's `phishing` feature. Queues one more email to the
         *     target (the template given, else the target's first), now, through the same durable sender
         *     as the scheduled ones. Only while the simulation is InProgress (409 otherwise).
         */
        post: operations["resendPhishingTargetTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/l/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a simulation email's link lands (public, token-protected)
         * @description Public: the signed token names one email. Answers the human-confirmation step, a small page
         *     whose "Continue" button posts to `.../continue`: a mail gateway's link scanner fetches this
         *     page but does not press buttons, so only a person reaches the landing page and counts as
         *     failed. Served isolated: `sandbox allow-forms` Content-Security-Policy, no script, no
         *     cookies set or read. An unknown, altered or truncated token answers the same plain 404.
         */
        get: operations["viewPhishingLanding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/l/{token}/continue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The person pressed Continue (the human confirmation); answers the landing page
         * @description Records the human confirmation (the target fails: a person followed the link) and answers
         *     the template's landing page rendered for the target, its forms posting to `.../submit`, or
         *     the simulation's feedback page when the template has none. Same isolation as the GET. For a
         *     LinkForMalware template the answer is the "download" the link promised: a harmless HTML file
         *     (`Content-Disposition: attachment`) with no script or program, saying it was a simulation.
         */
        post: operations["confirmPhishingLanding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/l/{token}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The landing page's form was submitted; answers the feedback page
         * @description Records that the form was submitted and the names of its fields; the values (a password)
         *     are read only to find the names and are never stored or logged. Answers the simulation's
         *     feedback page (GenericMsg, Error404Page, PhishedDisplay or Other with its message).
         */
        post: operations["submitPhishingLanding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/report/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The target reported the email (the report button of a mail add-in or browser extension)
         * @description Public: the token is the email's `X-Bulwark-Report` header. Records the report (first one
         *     counts): a target who reported every email sent is Passed, one who reported some is
         *     ReportedSome (a target who already failed stays Failed). Reaction time is from the email's
         *     sending to the report. An unknown token answers the same plain 404.
         */
        post: operations["reportPhishingEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/extension/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the reporting extension shows and trusts (whitelisted domains, overlay messages)
         * @description For the mail add-in or browser extension, with the organisation's extension key in
         *     `x-extension-key` (deployed centrally by IT), or for a signed-in member (bearer and
         *     `x-tenant-id`). The key only reads this and sends reports; it can do nothing else. The
         *     extension trusts the whitelisted domains (no overlay on their pages), shows the header
         *     overlay message over suspicious emails and, when enabled, the form overlay message over
         *     password forms. `reportHeader` names the header whose value a report carries as `reportToken`.
         */
        get: operations["getPhishingExtensionConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/extension/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an email as phishing (the report button of the add-in, the extension or the intranet element)
         * @description With the extension key (`x-extension-key`, the reporter is `reporterEmail`, the mailbox the
         *     add-in runs in) or as a signed-in member (bearer and `x-tenant-id`, the reporter is the
         *     caller). When `reportToken` (the email's `X-Bulwark-Report` header) is one of this
         *     organisation's simulation emails, the report is the target's: the first report counts, a
         *     target who reported every email sent is Passed, one who reported some is ReportedSome (one
         *     who already failed stays Failed), and the time from sending to the report is answered and
         *     recorded (the target's reaction time). Any other email is stored as an extension report for
         *     the security team: the sender, the subject, the message id and a digest of the headers
         *     (authentication verdicts, return path, reply-to, relays, a SHA-256 of the whole block),
         *     never the body. Reporting the same message again (same reporter and `messageId`) answers
         *     the first report and stores nothing new. One reporter stores at most 30 such reports an hour
         *     (the key is in every mailbox, so the table must not be floodable): the next is 429 with
         *     `Retry-After`; simulation reports are never limited.
         */
        post: operations["reportPhishingExtensionEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/extension/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's live extension key (never the secret itself)
         * @description Needs ManageOrganization. 404 when the organisation has no key yet.
         */
        get: operations["getPhishingExtensionKey"];
        put?: never;
        /**
         * Create the organisation's extension key, or replace it (the previous one stops working at once)
         * @description Needs ManageOrganization. The answer carries the key once; only its SHA-256 is stored. Deploy
         *     it with the add-in or extension (Microsoft 365 admin centre, Google Workspace, managed browser
         *     policy). The key is in every mailbox, so treat it as known to the staff: it can only read the
         *     extension data and send reports.
         */
        post: operations["rotatePhishingExtensionKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/reported-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The emails the organisation's people reported (its own extension reports)
         * @description Needs ReadPhishing or CrudPhishing and the organisation's `phishing` feature. Both kinds of
         *     report, newest first: a simulation email reported (`Simulation`, counted for its target, with
         *     the simulation and template) and any other email (`Suspicious`, with the security team's triage
         *     status). Never another organisation's.
         */
        get: operations["listPhishingReportedEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/extension-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Emails people reported that were not simulations (super-admin, every organisation)
         * @description Needs the super-admin permission ManagePhishing. Newest first.
         */
        get: operations["listPhishingExtensionReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/phishing/extension-reports/{reportId}": {
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
        /**
         * Triage a reported email (Received, Clean, Spam, Threat)
         * @description Needs the super-admin permission ManagePhishing.
         */
        patch: operations["updatePhishingExtensionReportStatus"];
        trace?: never;
    };
}
export interface webhooks {
    PeopleImported: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * People were saved from a CSV import or a JSON batch
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookPeopleImported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PeopleSynced: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * People were saved from a Google Workspace or Microsoft 365 directory sync
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookPeopleSynced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PeopleBulkChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * People were deleted, tagged or added to a group in bulk
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookPeopleBulkChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    AssetVerified: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An asset's ownership was verified (DNS TXT record, well-known file, or by hand)
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookAssetVerified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    DiscoveryCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An asset discovery finished and added new assets
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookDiscoveryCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ExportReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A requested export file is ready to download
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookExportReady"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    LearningContentChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The organisation's own learning content (a lesson, page, predefined course or nano page) was created, changed, copied, imported or deleted
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookLearningContentChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    NanoCampaignStarted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A nano campaign sent its first email
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookNanoCampaignStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    NanoCampaignStopped: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A nano campaign was stopped (its unsent emails cancelled)
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookNanoCampaignStopped"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    NanoLearnerAnswered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A learner answered a nano quiz for the first time (a person, never a mail scanner)
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookNanoLearnerAnswered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PhishingContentChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The organisation's own phishing template, landing page or sending profile was created, changed, copied or deleted
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookPhishingContentChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    LearnersEnrolled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * People were enrolled in a course (at its creation or later)
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookLearnersEnrolled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    LearnerCompletedCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A learner finished a course (passed or failed)
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookLearnerCompletedCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    LearnerFailedCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A learner finished a course below its passing score
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookLearnerFailedCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CourseChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A course was created, edited or extended, or a learner removed from it
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookCourseChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    TargetFailed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A simulation's target failed (a person confirmed the link, or submitted the landing page)
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookTargetFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PhishingTargetEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A simulation email was sent, opened, clicked, its landing page submitted, reported, or its attachment opened (people only)
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookPhishingTargetEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PhishingEmailReported: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A person reported an email that was not a simulation (the report button)
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookPhishingEmailReported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    WebhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test message sent on request (`POST .../endpoints/{endpointId}/test`)
         * @description Sent as Standard Webhooks: headers `webhook-id` (the event id, the same on retries and
         *     replays), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
         *     HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the whsec_ secret>`,
         *     two space-separated signatures for a day after a secret rotation). Answer 2xx within 10 s;
         *     anything else, a redirect included, is retried with backoff for more than a day.
         */
        post: operations["webhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
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
        /**
         * @description At least 6 characters with a digit. Beyond that, the server refuses (422, message "This
         *     password is too common or easy to guess: choose another one") a password that zxcvbn
         *     estimates at fewer than 10^5 guesses: the common and breached passwords of zxcvbn-ts'
         *     list and their trivial variations, and passwords made of the person's name or email.
         */
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
        ErrorCode: "BadRequest" | "ValidationFailed" | "Unauthorized" | "WrongCredential" | "TokenExpired" | "Forbidden" | "NotFound" | "Conflict" | "PayloadTooLarge" | "UnsupportedMediaType" | "TooManyRequests" | "InvitationNotValid" | "AlreadyMemberOrInvited" | "OrganizationRequired" | "FeatureNotEnabled" | "CsvNotValid" | "SyncFailed" | "UnableToVerify" | "AssetNotVerified" | "Unavailable" | "TwoFactorRequired" | "SendFailed" | "Internal";
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
            /** @description The language of the emails Bulwark sends this person; the interface language they registered in. English when absent. */
            language?: components["schemas"]["Language"];
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
        RegisterResponse: {
            /**
             * @description true: check your email; the account is usable once the address is verified (the same
             *     answer whether or not the address already had an account). false: registered from an
             *     invitation, verified and signed in; `token` carries the session.
             */
            emailVerificationRequired: boolean;
            token?: components["schemas"]["Token"];
        };
        /** @description Exactly one of a current code and the recovery key. */
        DisableTwoFactorRequest: {
            token?: components["schemas"]["TotpCode"];
            recoveryKey?: components["schemas"]["RecoveryKeyValue"];
        };
        TwoFactorPolicy: {
            /** @description Members must have two-factor turned on to use the organisation. */
            requireTwoFactor: boolean;
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
            language: components["schemas"]["Language"];
            createdAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description A person's language for what Bulwark sends them (emails); the interface speaks English and Serbian.
         * @enum {string}
         */
        Language: "en" | "sr";
        UpdateProfileRequest: {
            firstName: components["schemas"]["PersonName"];
            lastName: components["schemas"]["PersonName"];
            /** @description The language of the emails Bulwark sends this user; kept as it is when absent. */
            language?: components["schemas"]["Language"];
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
        Permission: "ReadLearning" | "CrudLearning" | "ReadVulnerability" | "ReadInventory" | "CrudInventory" | "ReadPhishing" | "CrudPhishing" | "ReadWaf" | "ManageTenants" | "ReadLeaks" | "ManageOrganization";
        /**
         * @description A super-admin permission, held per user.
         * @enum {string}
         */
        SuperAdminPermission: "ManageTenants" | "ManageLearningContent" | "ManageInventory" | "ManageTemplatesLibrary" | "ManageLearning" | "ManageVulnerabilities" | "ManageLeaks" | "ManageUsers" | "ManagePhishing" | "ReadTenants";
        /**
         * @description Organisation roles. Admin holds every organisation permission; SecurityAnalyst reads every
         *     area and keeps the inventory; AwarenessManager runs training and simulations; GroupAdmin administers the group's
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
            /**
             * @description Whether the organisation requires two-factor: without it, a signed-in user's calls on
             *     its data answer 403 `TwoFactorRequired` (see `setTwoFactorPolicy`).
             */
            requireTwoFactor: boolean;
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
            /**
             * @description How many members of the whole organisation (not only this page) hold the Admin role.
             *     The last Admin can neither be removed nor lose the role, so screens disable those
             *     actions and say why instead of offering them.
             */
            adminCount: number;
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
        EmbedWidget: "notifications" | "organization" | "activity-logs" | "members" | "people" | "assets" | "inventory-overview";
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
        NotificationType: "VulnerabilityCreated" | "CredentialLeaked" | "VulnerabilityActivityCreated" | "LearnerFailedCourse" | "TargetFailed" | "PeopleImported" | "PeopleSynced" | "PeopleBulkChanged" | "AssetVerified" | "DiscoveryCompleted" | "ExportReady" | "PhishingEmailReported";
        Notification: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["NotificationType"];
            isRead: boolean;
            createdAt: components["schemas"]["Timestamp"];
            meta: components["schemas"]["NotificationMeta"];
        };
        /** @description Depends on `type`. */
        NotificationMeta: components["schemas"]["VulnerabilityCreatedMeta"] | components["schemas"]["CredentialLeakedMeta"] | components["schemas"]["VulnerabilityActivityCreatedMeta"] | components["schemas"]["LearnerFailedCourseMeta"] | components["schemas"]["TargetFailedMeta"] | components["schemas"]["PeopleImportedData"] | components["schemas"]["PeopleSyncedData"] | components["schemas"]["PeopleBulkChangedData"] | components["schemas"]["AssetVerifiedData"] | components["schemas"]["DiscoveryCompletedData"] | components["schemas"]["ExportReadyData"] | components["schemas"]["PhishingEmailReportedData"];
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
            courseId?: components["schemas"]["Id"];
            learnerId?: components["schemas"]["Id"];
            personId?: components["schemas"]["Id"];
            score?: number;
            passingScore?: number;
        };
        /** @description A simulation's target failed (a person confirmed the link on the landing page, or submitted it); the notification's meta and the `TargetFailed` event's data. */
        TargetFailedMeta: {
            targetFullName: string;
            simulationName: string;
            simulationId?: string;
            targetId?: string;
            personId?: string | null;
            email?: string;
            templateId?: string;
            /** @description From sending the email to failing. */
            timeToFailMs?: number;
        };
        NotificationList: {
            items: components["schemas"]["Notification"][];
            total: number;
        };
        /**
         * @description The events an organisation's webhooks can subscribe to.
         * @enum {string}
         */
        DomainEventType: "PeopleImported" | "PeopleSynced" | "PeopleBulkChanged" | "AssetVerified" | "DiscoveryCompleted" | "ExportReady" | "LearningContentChanged" | "NanoCampaignStarted" | "NanoCampaignStopped" | "NanoLearnerAnswered" | "PhishingContentChanged" | "LearnersEnrolled" | "LearnerCompletedCourse" | "LearnerFailedCourse" | "CourseChanged" | "TargetFailed" | "PhishingTargetEvent" | "PhishingEmailReported";
        PeopleImportedData: {
            /**
             * @description A CSV upload, or a JSON batch.
             * @enum {string}
             */
            source: "csv" | "api";
            /** @description Rows read. */
            rows: number;
            /** @description Whether people missing from the list were deleted. */
            deleteNotInList: boolean;
            created: number;
            updated: number;
            unchanged: number;
            deleted: number;
            rejected: number;
        };
        PeopleBulkChangedData: {
            action: components["schemas"]["PeopleBulkAction"];
            /** @description People the ids or filter named. */
            matched: number;
            /** @description People deleted, or given a label they did not have. */
            changed: number;
            /** @description The tags or groups added (empty for `delete`). */
            labels: string[];
        };
        PeopleSyncedData: {
            provider: components["schemas"]["DirectoryProvider"];
            /** @description People the directory listed. */
            rows: number;
            created: number;
            updated: number;
            unchanged: number;
            deleted: number;
            rejected: number;
        };
        AssetVerifiedData: {
            assetId: components["schemas"]["Id"];
            name: string;
            assetType: components["schemas"]["AssetType"];
            /** @enum {string} */
            method: "dns" | "file" | "manual";
        };
        DiscoveryCompletedData: {
            assetId: components["schemas"]["Id"];
            /** @description The asset discovery started from. */
            name: string;
            discoveryId: components["schemas"]["Id"];
            newAssets: {
                id: components["schemas"]["Id"];
                name: string;
                assetType: components["schemas"]["AssetType"];
            }[];
        };
        ExportReadyData: {
            exportId: components["schemas"]["Id"];
            requestedByUserId: components["schemas"]["Id"] | null;
            /** @description What was exported: people, assets, ... */
            kind: string;
            /** @enum {string} */
            format: "csv" | "xlsx";
            fileName: string;
            rowCount: number;
        };
        NanoCampaignStartedData: {
            campaignId: components["schemas"]["Id"];
            name: string;
            learnersCount: number;
        };
        NanoCampaignStoppedData: {
            campaignId: components["schemas"]["Id"];
            name: string;
            /** @description Emails not sent because of the stop. */
            cancelledCount: number;
        };
        NanoLearnerAnsweredData: {
            campaignId: components["schemas"]["Id"];
            campaignName: string;
            contentId: components["schemas"]["Id"];
            nanoPageId: components["schemas"]["Id"];
            nanoPageName: string;
            personId: components["schemas"]["Id"] | null;
            correct: boolean;
        };
        NanoCampaignStartedWebhook: {
            /** @constant */
            type: "NanoCampaignStarted";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["NanoCampaignStartedData"];
        };
        NanoCampaignStoppedWebhook: {
            /** @constant */
            type: "NanoCampaignStopped";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["NanoCampaignStoppedData"];
        };
        NanoLearnerAnsweredWebhook: {
            /** @constant */
            type: "NanoLearnerAnswered";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["NanoLearnerAnsweredData"];
        };
        WebhookTestData: {
            endpointId: components["schemas"]["Id"];
            message: string;
        };
        PeopleImportedWebhook: {
            /** @constant */
            type: "PeopleImported";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["PeopleImportedData"];
        };
        PeopleSyncedWebhook: {
            /** @constant */
            type: "PeopleSynced";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["PeopleSyncedData"];
        };
        PeopleBulkChangedWebhook: {
            /** @constant */
            type: "PeopleBulkChanged";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["PeopleBulkChangedData"];
        };
        AssetVerifiedWebhook: {
            /** @constant */
            type: "AssetVerified";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["AssetVerifiedData"];
        };
        DiscoveryCompletedWebhook: {
            /** @constant */
            type: "DiscoveryCompleted";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["DiscoveryCompletedData"];
        };
        ExportReadyWebhook: {
            /** @constant */
            type: "ExportReady";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["ExportReadyData"];
        };
        LearningContentChangedWebhook: {
            /** @constant */
            type: "LearningContentChanged";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["LearningContentChangedData"];
        };
        PhishingContentChangedWebhook: {
            /** @constant */
            type: "PhishingContentChanged";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["PhishingContentChangedData"];
        };
        LearnersEnrolledWebhook: {
            /** @constant */
            type: "LearnersEnrolled";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["LearnersEnrolledData"];
        };
        LearnerCompletedCourseWebhook: {
            /** @constant */
            type: "LearnerCompletedCourse";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["LearnerCompletedCourseData"];
        };
        LearnerFailedCourseWebhook: {
            /** @constant */
            type: "LearnerFailedCourse";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["LearnerFailedCourseData"];
        };
        CourseChangedWebhook: {
            /** @constant */
            type: "CourseChanged";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["CourseChangedData"];
        };
        TargetFailedWebhook: {
            /** @constant */
            type: "TargetFailed";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["TargetFailedMeta"];
        };
        PhishingTargetEventWebhook: {
            /** @constant */
            type: "PhishingTargetEvent";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["PhishingTargetEventData"];
        };
        WebhookTestWebhook: {
            /** @constant */
            type: "WebhookTest";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["WebhookTestData"];
        };
        /**
         * @description The technique: `CredentialHarvest` (a link to a form asking for credentials), `MalwareAttachment` (an
         *     attachment to open), `LinkInAttachment` (a link inside an attachment), `LinkForMalware` (a link to a
         *     download), `DriveByUrl` (a link whose visit alone is the failure).
         * @enum {string}
         */
        PhishingTemplateType: "CredentialHarvest" | "MalwareAttachment" | "LinkInAttachment" | "LinkForMalware" | "DriveByUrl";
        /** @enum {string} */
        PhishingTemplateScope: "all" | "common" | "organization";
        /**
         * @description The signs a careful reader would have spotted (a look-alike sender, urgency, a mismatched link, ...), in the
         *     template's language: the "what you missed" page of remedial training lists them.
         */
        PhishingRedFlags: string[];
        PhishingTemplateInput: {
            name: components["schemas"]["LearningContentName"];
            /** @default  */
            description: string;
            type: components["schemas"]["PhishingTemplateType"];
            language: components["schemas"]["LearningLanguage"];
            /**
             * @description The email's HTML. Placeholders, filled per target when the email is sent (gophish's names, so templates
             *     move over unchanged):
             *
             *     | placeholder | becomes |
             *     |---|---|
             *     | `{{.FirstName}}`, `{{.LastName}}` | the target's names (HTML-escaped) |
             *     | `{{.Email}}` | the target's email address |
             *     | `{{.URL}}` | the target's tracked link (a click redirect to the landing page); use it as an `href` |
             *     | `{{.Tracker}}` | the open pixel, a whole `<img>` element |
             *     | `{{.TrackingURL}}` | the open pixel's address alone |
             *     | `{{.From}}` | the sender as the target sees it (`emailFromName <sendingEmail>`) |
             *
             *     Any other `{{...}}` is refused.
             */
            emailBody: string;
            sendingEmail: components["schemas"]["Email"];
            emailTitle: string;
            emailFromName: string;
            tags?: components["schemas"]["LearningTags"];
            landingPageId?: components["schemas"]["Id"] | null;
            redFlags?: components["schemas"]["PhishingRedFlags"];
        };
        PhishingTemplate: {
            id: components["schemas"]["Id"];
            /** @description The owning organisation; null for common templates (All organisations). */
            tenantId: string | null;
            name: string;
            description: string;
            type: components["schemas"]["PhishingTemplateType"];
            language: components["schemas"]["LearningLanguage"];
            /** @description The sanitised HTML, starting with the comment that marks it as a simulation. */
            emailBody: string;
            sendingEmail: string;
            emailTitle: string;
            emailFromName: string;
            tags: string[];
            landingPageId: string | null;
            redFlags: string[];
            /** @description The placeholders the body uses, e.g. `{{.URL}}`. */
            placeholders: string[];
            /** @description The template this one was copied from, if any. */
            copiedFromId: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        PhishingTemplateList: {
            items: components["schemas"]["PhishingTemplate"][];
            total: number;
        };
        PhishingTemplatePreviewRequest: {
            emailBody: string;
            emailTitle: string;
            emailFromName: string;
            sendingEmail: components["schemas"]["Email"];
        };
        PhishingTemplatePreview: {
            /** @description The From header as sent. */
            from: string;
            subject: string;
            /** @description The sanitised, rendered body. */
            html: string;
            /** @description The plain-text part. */
            text: string;
            /** @description The placeholders the body and subject use. */
            placeholders: string[];
        };
        /**
         * @description `CredentialHarvest`: a form asking for credentials. The feedback pages shown after a click or a submission:
         *     `GenericMsg` (a short neutral message), `Error404Page` (looks like a missing page), `PhishedDisplay` ("this
         *     was a phishing simulation", with what to look out for), `Other` (the author's own message).
         * @enum {string}
         */
        LandingPageType: "CredentialHarvest" | "GenericMsg" | "Error404Page" | "PhishedDisplay" | "Other";
        LandingPageInput: {
            name: components["schemas"]["LearningContentName"];
            type: components["schemas"]["LandingPageType"];
            language: components["schemas"]["LearningLanguage"];
            /** @description The page's HTML; `{{.URL}}` may be a form's action. */
            html?: string | null;
            customMessage?: string | null;
        };
        LandingPage: {
            id: components["schemas"]["Id"];
            /** @description The owning organisation; null for common pages. */
            tenantId: string | null;
            name: string;
            type: components["schemas"]["LandingPageType"];
            language: components["schemas"]["LearningLanguage"];
            /** @description The sanitised HTML; null: the product's built-in page of the type. */
            html: string | null;
            customMessage: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        LandingPageList: {
            items: components["schemas"]["LandingPage"][];
            total: number;
        };
        /**
         * @description `none`: plain SMTP; `starttls`: STARTTLS required (usually port 587); `tls`: TLS from the first byte (usually 465).
         * @enum {string}
         */
        SmtpSecurity: "none" | "starttls" | "tls";
        SendingProfileInput: {
            name: components["schemas"]["LearningContentName"];
            host: string;
            port: number;
            security: components["schemas"]["SmtpSecurity"];
            username?: string | null;
            /** @description Left out on update: keep the stored one; null: none. */
            password?: string | null;
            fromAddress: components["schemas"]["Email"];
            /**
             * @description Simulation emails sent through this profile per minute at most, across every API process (an
             *     email over it waits for a later minute). Null or left out: the installation's
             *     `PHISHING_RATE_PER_MINUTE` (60 unless set).
             */
            ratePerMinute?: number | null;
        };
        SendingProfile: {
            id: components["schemas"]["Id"];
            name: string;
            host: string;
            port: number;
            security: components["schemas"]["SmtpSecurity"];
            username: string | null;
            /** @description Whether a password is stored; it is never returned. */
            hasPassword: boolean;
            fromAddress: string;
            /** @description Emails per minute through this profile at most; null: the installation's. */
            ratePerMinute?: number | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        SendingProfileList: {
            items: components["schemas"]["SendingProfile"][];
            total: number;
            /** @description What a send without a profile uses (the installation's `SMTP_URL` and `MAIL_FROM`). */
            platformDefault: {
                fromAddress: string;
                /**
                 * @description `outbox`: no SMTP server is configured; messages are written to files.
                 * @enum {string}
                 */
                transport: "smtp" | "outbox";
            };
        };
        PhishingTestEmailRequest: {
            templateId: components["schemas"]["Id"];
            email: components["schemas"]["Email"];
            /** @description Null or left out: the platform's default. */
            sendingProfileId?: components["schemas"]["Id"] | null;
            firstName?: string;
            lastName?: string;
        };
        PhishingTestEmailResult: {
            sentTo: string;
            /** @description The subject as sent, with its [TEST] mark. */
            subject: string;
            sendingProfileId: string | null;
        };
        PhishingContentChangedData: {
            /** @enum {string} */
            kind: "template" | "landingPage" | "sendingProfile";
            /** @enum {string} */
            action: "created" | "updated" | "deleted" | "copied";
            id: components["schemas"]["Id"];
            name: string;
        };
        /**
         * @description The list's tabs. `ongoing` = InProgress, `upcoming` = Upcoming, `finished` = Stopped or Ended.
         * @enum {string}
         */
        PhishingSimulationState: "ongoing" | "upcoming" | "finished";
        /**
         * @description Upcoming before the start, InProgress (shown Active) until the last business day, then Ended; Stopped by a person (permanent).
         * @enum {string}
         */
        PhishingSimulationStatus: "Upcoming" | "InProgress" | "Stopped" | "Ended";
        /**
         * @description The page a target sees after the landing page (or instead of one).
         * @enum {string}
         */
        PhishingFeedbackType: "GenericMsg" | "Error404Page" | "PhishedDisplay" | "Other";
        /**
         * @description Created (nothing sent yet), InProgress (an email was sent), Failed (a person confirmed a link or
         *     submitted a landing page), Passed (reported every email sent, or marked passed), ReportedSome
         *     (reported some), NoReaction (the simulation ended without a reaction).
         * @enum {string}
         */
        PhishingTargetStatus: "Created" | "InProgress" | "NoReaction" | "Passed" | "Failed" | "ReportedSome";
        /** @enum {string} */
        PhishingEventKind: "Sent" | "Opened" | "Clicked" | "HumanConfirmed" | "Submitted" | "Reported" | "Bounced" | "MarkedPassed" | "AttachmentOpened";
        /** @description The organisation's people by person, by group and by tag (each person once). */
        PhishingTargetsInput: {
            personIds?: components["schemas"]["Id"][];
            groups?: string[];
            tags?: string[];
        };
        PhishingSimulationInput: {
            name: string;
            description?: string;
            /** Format: date-time */
            startDate: string;
            /** @description IANA time zone, e.g. Europe/Belgrade. */
            timeZone: string;
            durationWeeks: number;
            businessDays: components["schemas"]["BusinessDay"][];
            /** @description Local start, HH:mm. */
            businessHoursStart: string;
            /** @description Local end, HH:mm. */
            businessHoursEnd: string;
            maxAttacksPerTarget: number;
            feedbackType?: components["schemas"]["PhishingFeedbackType"];
            /** @description The message of `Other`. */
            feedbackMessage?: string;
            /** @description Null or left out: the platform's default. */
            sendingProfileId?: components["schemas"]["Id"] | null;
            templateIds: components["schemas"]["Id"][];
            targets: components["schemas"]["PhishingTargetsInput"];
            /**
             * @description Remedial training: a course of the organisation, not finished, that every target who fails is
             *     enrolled in automatically (once, whatever number of failures), with the course's invitation email
             *     in the course's language. Null or left out: none. Another organisation's course or an unknown one
             *     is "Course not found" and nothing is saved.
             */
            remedialCourseId?: components["schemas"]["Id"] | null;
            /**
             * @description Remedial training as a nano-learning page (common or the organisation's own): every target who
             *     fails gets it by email once (whatever number of failures), through the simulation's remedial nano
             *     campaign (named after the simulation, listed with the nano campaigns, with its answers and
             *     engagement), in the page's language closest to the simulation's templates. Needs CrudLearning as
             *     well. Null or left out: none. Another organisation's page or an unknown one is "Nano page not
             *     found" and nothing is saved. May be named together with `remedialCourseId`.
             */
            remedialNanoPageId?: components["schemas"]["Id"] | null;
        };
        PhishingSimulationTemplate: {
            id: components["schemas"]["Id"];
            name: string;
            type: components["schemas"]["PhishingTemplateType"];
            sentCount: number;
        };
        PhishingSimulation: {
            id: components["schemas"]["Id"];
            name: string;
            description: string;
            status: components["schemas"]["PhishingSimulationStatus"];
            startDate: components["schemas"]["Timestamp"];
            endDate: components["schemas"]["Timestamp"];
            /** Format: date-time */
            stoppedAt: string | null;
            timeZone: string;
            durationWeeks: number;
            businessDays: components["schemas"]["BusinessDay"][];
            businessHoursStart: string;
            businessHoursEnd: string;
            maxAttacksPerTarget: number;
            feedbackType: components["schemas"]["PhishingFeedbackType"];
            feedbackMessage: string | null;
            sendingProfileId: string | null;
            targetsCount: number;
            /** @description Emails planned (one per target and template assigned). */
            emailsCount: number;
            /** @description The funnel's counts as the overview counts them (emails, people only), for the list. */
            funnel: {
                sent: number;
                opened: number;
                clicked: number;
                submitted: number;
                reported: number;
            };
            templates: components["schemas"]["PhishingSimulationTemplate"][];
            /** @description The remedial course failing targets are enrolled in; null when none. */
            remedialCourse?: components["schemas"]["PhishingRemedialCourse"] | null;
            /** @description The remedial nano page failing targets are sent; null when none. */
            remedialNanoPage?: components["schemas"]["PhishingRemedialNanoPage"] | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        PhishingSimulationList: {
            items: components["schemas"]["PhishingSimulation"][];
            total: number;
        };
        PhishingFunnelStep: {
            count: number;
            percentage: number;
        };
        PhishingRemedialCourse: {
            id: components["schemas"]["Id"];
            /** @description The course's name (empty when the course was removed since). */
            name: string;
            language: string;
            /** @description Failed targets of this simulation enrolled so far. */
            enrolledCount: number;
        };
        PhishingRemedialNanoPage: {
            id: components["schemas"]["Id"];
            /** @description The page's name (empty when the page was removed since). */
            name: string;
            /** @description SimpleQuiz, VideoQuiz or CustomHTML (empty when the page was removed since). */
            type: string;
            /** @description The language the page is sent in. */
            language: string;
            /** @description The nano campaign that sends it (its answers and engagement). */
            campaignId: components["schemas"]["Id"];
            /** @description Failed targets of this simulation sent the page so far. */
            sentCount: number;
        };
        PhishingSimulationsOverview: {
            allSimulationsCount: number;
            /** @description Simulations whose start has passed. */
            launchedSimulationsCount: number;
            /** @description Simulations in progress now. */
            activeSimulationsCount: number;
        };
        PeoplePhishingOverview: {
            /** @description Emails sent, one per target and template. */
            allSimulationsTemplatesCount: number;
            /** @description Emails a person opened (any later step of a person counts as an open). */
            openedByTargetsSimulationsCount: number;
            /** @description Emails a person clicked through the landing page's human check. */
            clickedByTargetsSimulationsCount: number;
            /** @description Targets who failed. */
            failedByTargetsCount: number;
        };
        PhishingSimulationOverview: {
            targetsCount: number;
            /** @description Emails planned and not yet sent (nor cancelled). */
            scheduled: number;
            sent: components["schemas"]["PhishingFunnelStep"];
            opened: components["schemas"]["PhishingFunnelStep"];
            clicked: components["schemas"]["PhishingFunnelStep"];
            submitted: components["schemas"]["PhishingFunnelStep"];
            reported: components["schemas"]["PhishingFunnelStep"];
            /** @description Targets failed, of targets. */
            failed: components["schemas"]["PhishingFunnelStep"];
            /** @description Requests judged bots or scanners: on the timelines, not in the funnel. */
            botEventsCount: number;
            /** @description The bot and scanner events by the reason they were judged so, most first. */
            botReasons: {
                /** @description The bot rule that matched: `head-request`, `no-user-agent`, `scanner-ip`, `scanner-user-agent`, `too-soon-after-delivery`, `link-burst` or `open-with-scanner-click`. */
                reason: string;
                count: number;
            }[];
            /**
             * @description Per UTC day with activity, oldest first: emails sent, and the people's (never the bots')
             *     events by kind. The events are counted, not the emails: the funnel counts emails.
             */
            timeline: {
                /** Format: date */
                date: string;
                sent: number;
                opened: number;
                clicked: number;
                submitted: number;
                reported: number;
            }[];
            averageTimeToFailMs: number | null;
            averageReactionMs: number | null;
            /**
             * @description The funnel per template, in the simulation's order: the A/B comparison. Counted like the whole
             *     funnel (emails, people only, a click once the human check is passed); each percentage is of that
             *     template's emails sent (0 when none).
             */
            templates: components["schemas"]["PhishingTemplateFunnel"][];
        };
        PhishingTemplateFunnel: {
            id: components["schemas"]["Id"];
            name: string;
            type: components["schemas"]["PhishingTemplateType"];
            sent: components["schemas"]["PhishingFunnelStep"];
            opened: components["schemas"]["PhishingFunnelStep"];
            clicked: components["schemas"]["PhishingFunnelStep"];
            submitted: components["schemas"]["PhishingFunnelStep"];
            reported: components["schemas"]["PhishingFunnelStep"];
        };
        PhishingTarget: {
            id: components["schemas"]["Id"];
            personId: string | null;
            email: string;
            firstName: string;
            lastName: string;
            fullName: string;
            groups: string[];
            status: components["schemas"]["PhishingTargetStatus"];
            /** @description From sending to failing, averaged over the target's failed emails. */
            timeToFailMs: number | null;
            /** @description From sending to reporting, averaged over the reported emails. */
            timeToFailReactionMs: number | null;
            emailsSent: number;
        };
        PhishingTargetList: {
            items: components["schemas"]["PhishingTarget"][];
            total: number;
        };
        PhishingTargetEmail: {
            id: components["schemas"]["Id"];
            templateId: components["schemas"]["Id"];
            templateName: string;
            dueAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            status: "Scheduled" | "Sending" | "Sent" | "Failed" | "Cancelled";
            /** Format: date-time */
            sentAt: string | null;
        };
        PhishingEvent: {
            id: components["schemas"]["Id"];
            emailId: string | null;
            kind: components["schemas"]["PhishingEventKind"];
            /** @enum {string} */
            classification: "human" | "bot";
            /** @description Why the request was judged a person (`no-bot-signal`, `mail-image-proxy`) or a bot (`head-request`, `no-user-agent`, `scanner-ip`, `scanner-user-agent`, `too-soon-after-delivery`, `link-burst`, `open-with-scanner-click`); `confirmed` and `form-post` for the landing page's human check and form. */
            reason: string | null;
            /** @description A submission's field names; the values are never kept. */
            fieldNames: string[];
            at: components["schemas"]["Timestamp"];
        };
        PhishingTargetDetails: components["schemas"]["PhishingTarget"] & {
            emails: components["schemas"]["PhishingTargetEmail"][];
            events: components["schemas"]["PhishingEvent"][];
        };
        PhishingSimulationStatusInput: {
            /** @enum {string} */
            status: "Stopped";
        };
        PhishingTargetStatusInput: {
            /** @enum {string} */
            status: "Passed";
        };
        PhishingResendInput: {
            templateId?: components["schemas"]["Id"];
        };
        PhishingTargetEventData: {
            simulationId: components["schemas"]["Id"];
            targetId: components["schemas"]["Id"];
            personId: string | null;
            emailId: components["schemas"]["Id"];
            /** @enum {string} */
            kind: "Sent" | "Opened" | "Clicked" | "Submitted" | "Reported" | "AttachmentOpened";
            at: components["schemas"]["Timestamp"];
        };
        PhishingExtensionConfig: {
            organizationName: string;
            whitelistedDomains: string[];
            headerOverlayMessage: string;
            formOverlayMessage: string;
            formOverlayEnabled: boolean;
            /**
             * @description The header of simulation emails whose value is the report's `reportToken`.
             * @constant
             */
            reportHeader: "X-Bulwark-Report";
        };
        PhishingEmailReportInput: {
            /**
             * Format: email
             * @description The mailbox the add-in runs in; required with the extension key, ignored for a signed-in caller (the caller reports).
             */
            reporterEmail?: string;
            /** @description The email's `X-Bulwark-Report` header, when it has one. */
            reportToken?: string;
            /** @description The From header as received. */
            sender: string;
            /** @description The subject as received (may be empty). */
            subject: string;
            /** @description The Message-ID header: the same message reported again is recognised. */
            messageId?: string;
            receivedAt?: components["schemas"]["Timestamp"];
            /** @description The raw header block (RFC 5322), from which a digest is kept; the block itself is not stored. */
            headers?: string;
            /** @description The reporter's own words (why it looks suspicious). */
            comment?: string;
        };
        PhishingEmailReportResult: {
            /**
             * @description `Simulation`: it was one of the organisation's simulation emails (well spotted); `Suspicious`: stored for the security team.
             * @enum {string}
             */
            kind: "Simulation" | "Suspicious";
            /** @description The extension report (Suspicious only). */
            reportId: components["schemas"]["Id"] | null;
            /** @description From the simulation email's sending to its first report (Simulation only). */
            timeToReportMs: number | null;
        };
        PhishingExtensionKey: {
            id: components["schemas"]["Id"];
            /** @description The first characters of the key, to recognise the one deployed. */
            prefix: string;
            createdBy: string;
            createdAt: components["schemas"]["Timestamp"];
            lastUsedAt: components["schemas"]["Timestamp"] | null;
        };
        CreatedPhishingExtensionKey: components["schemas"]["PhishingExtensionKey"] & {
            /** @description The secret; shown only in this answer. */
            key: string;
        };
        /**
         * @description Received (not looked at yet), Clean (harmless), Spam (unwanted, not dangerous), Threat (real phishing or malware).
         * @enum {string}
         */
        PhishingExtensionReportStatus: "Received" | "Clean" | "Spam" | "Threat";
        /**
         * @description Extension (the mail add-in or browser extension, with the organisation's key) or Web (a signed-in member, e.g. the intranet element).
         * @enum {string}
         */
        PhishingExtensionReportSource: "Extension" | "Web";
        /** @description What the security team reads first from a reported email's headers. */
        PhishingHeaderDigest: {
            /** @description The SPF verdict of Authentication-Results (pass, fail, softfail, ...). */
            spf: string | null;
            dkim: string | null;
            dmarc: string | null;
            returnPath: string | null;
            replyTo: string | null;
            /** @description Relays the message passed (Received headers). */
            receivedCount: number;
            /** @description The first public address in the Received chain. */
            originatingIp: string | null;
            /** @description The SHA-256 of the whole header block, to match it in the mail system. */
            sha256: string | null;
        };
        PhishingExtensionReport: {
            id: components["schemas"]["Id"];
            tenantId: components["schemas"]["Id"];
            organizationName: string;
            reporterEmail: string;
            source: components["schemas"]["PhishingExtensionReportSource"];
            sender: string;
            senderDomain: string | null;
            subject: string;
            messageId: string | null;
            receivedAt: components["schemas"]["Timestamp"] | null;
            headerDigest: components["schemas"]["PhishingHeaderDigest"];
            comment: string;
            status: components["schemas"]["PhishingExtensionReportStatus"];
            reportedAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Simulation (one of the organisation's simulation emails) or Suspicious (any other email).
         * @enum {string}
         */
        PhishingReportedEmailKind: "Simulation" | "Suspicious";
        PhishingReportedEmail: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["PhishingReportedEmailKind"];
            /** @description Who reported it (a simulation's: its target). */
            reporterEmail: string;
            /** @description Where a suspicious email was reported from; null for a simulation email (its report link or the extension). */
            source: components["schemas"]["PhishingExtensionReportSource"] | null;
            /** @description The From address (a simulation's: its template's sending address). */
            sender: string;
            /** @description The subject (a simulation's: its template's name). */
            subject: string;
            /**
             * Format: date-time
             * @description When the mailbox received it (as the reporter said; a simulation's: when it was sent).
             */
            receivedAt: string | null;
            reportedAt: components["schemas"]["Timestamp"];
            /** @description The triage status of a suspicious email; null for a simulation email. */
            status: components["schemas"]["PhishingExtensionReportStatus"] | null;
            /** @description The simulation the email belongs to; null for a suspicious email. */
            simulation: {
                id: components["schemas"]["Id"];
                name: string;
            } | null;
        };
        PhishingReportedEmailList: {
            items: components["schemas"]["PhishingReportedEmail"][];
            total: number;
        };
        PhishingExtensionReportList: {
            items: components["schemas"]["PhishingExtensionReport"][];
            total: number;
        };
        PhishingExtensionReportStatusInput: {
            status: components["schemas"]["PhishingExtensionReportStatus"];
        };
        PhishingEmailReportedData: {
            reportId: components["schemas"]["Id"];
            reporterEmail: string;
            sender: string;
            subject: string;
            source: components["schemas"]["PhishingExtensionReportSource"];
            reportedAt: components["schemas"]["Timestamp"];
        };
        PhishingEmailReportedWebhook: {
            /** @constant */
            type: "PhishingEmailReported";
            timestamp: components["schemas"]["Timestamp"];
            data: components["schemas"]["PhishingEmailReportedData"];
        };
        WebhookEndpoint: {
            id: components["schemas"]["Id"];
            url: string;
            description: string;
            eventTypes: components["schemas"]["DomainEventType"][];
            enabled: boolean;
            /** @description `Failures`: turned off after deliveries in a row failed every attempt (the organisation's admins were emailed); `Manual`: turned off by a person. */
            disabledReason: ("Failures" | "Manual") | null;
            /** @description Until when deliveries are also signed with the secret before the last rotation. */
            previousSecretExpiresAt: components["schemas"]["Timestamp"] | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        WebhookEndpointWithSecret: {
            endpoint: components["schemas"]["WebhookEndpoint"];
            /** @description The signing secret; shown only in this answer. */
            secret: string;
        };
        WebhookEndpointList: {
            items: components["schemas"]["WebhookEndpoint"][];
            total: number;
        };
        /**
         * Format: uri
         * @description An http or https URL the deliveries are POSTed to.
         */
        WebhookUrl: string;
        WebhookEndpointInput: {
            url: components["schemas"]["WebhookUrl"];
            /** @default  */
            description: string;
            eventTypes: components["schemas"]["DomainEventType"][];
            /** @default true */
            enabled: boolean;
        };
        WebhookEndpointUpdate: {
            url?: components["schemas"]["WebhookUrl"];
            description?: string;
            eventTypes?: components["schemas"]["DomainEventType"][];
            enabled?: boolean;
        };
        /**
         * @description `Pending`: waiting for its next attempt; `Succeeded`: the receiver answered 2xx; `Failed`: every attempt failed.
         * @enum {string}
         */
        WebhookDeliveryStatus: "Pending" | "Succeeded" | "Failed";
        WebhookDelivery: {
            id: components["schemas"]["Id"];
            endpointId: components["schemas"]["Id"];
            /** @description The `webhook-id` header: the same on retries and replays. */
            messageId: string;
            /** @description A DomainEventType, or WebhookTest. */
            eventType: string;
            status: components["schemas"]["WebhookDeliveryStatus"];
            attempts: number;
            nextAttemptAt: components["schemas"]["Timestamp"] | null;
            lastAttemptAt: components["schemas"]["Timestamp"] | null;
            /** @description The HTTP status of the last attempt; null when none came back. */
            responseStatus: number | null;
            /** @description Duration of the last attempt. */
            latencyMs: number | null;
            /** @description Why the last attempt failed: a status, a timeout, a refused address, ... */
            lastError: string | null;
            replayOf: components["schemas"]["Id"] | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        WebhookDeliveryList: {
            items: components["schemas"]["WebhookDelivery"][];
            total: number;
        };
        WebhookAttempt: {
            attempt: number;
            attemptedAt: components["schemas"]["Timestamp"];
            responseStatus: number | null;
            latencyMs: number;
            error: string | null;
            /** @description The first KiB of the receiver's answer. */
            responseBody: string | null;
        };
        WebhookDeliveryDetail: {
            delivery: components["schemas"]["WebhookDelivery"];
            /** @description The exact body sent (and signed). */
            payload: string;
            attemptLog: components["schemas"]["WebhookAttempt"][];
        };
        StringList: {
            items: string[];
        };
        /** @enum {string} */
        SortOrder: "asc" | "desc";
        /** @enum {string} */
        PersonSortKey: "firstName" | "lastName" | "email" | "score" | "createdAt";
        /**
         * @description Where the person came from last.
         * @enum {string}
         */
        PersonOrigin: "manual" | "csv" | "google" | "microsoft";
        /**
         * @description VeryLow 0–25, Low 26–50, Medium 51–75, High 76–95, VeryHigh 96–100.
         * @enum {string}
         */
        ScoreCategory: "VeryLow" | "Low" | "Medium" | "High" | "VeryHigh";
        Person: {
            id: components["schemas"]["Id"];
            firstName: string;
            lastName: string;
            email: string;
            groups: string[];
            tags: string[];
            /** @description People-security score 0–100; null until the person has taken part in something scored. */
            score: number | null;
            scoreCategory: components["schemas"]["ScoreCategory"] | null;
            origin: components["schemas"]["PersonOrigin"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        PersonList: {
            items: components["schemas"]["Person"][];
            total: number;
        };
        PersonNamePart: string;
        Label: string;
        PersonInput: {
            firstName?: components["schemas"]["PersonNamePart"];
            lastName?: components["schemas"]["PersonNamePart"];
            email: components["schemas"]["Email"];
            groups?: components["schemas"]["Label"][];
            tags?: components["schemas"]["Label"][];
        };
        /**
         * @description What a bulk call does to each person.
         * @enum {string}
         */
        PeopleBulkAction: "delete" | "addTags" | "addGroups";
        /** @description The people list's filters (see `listPeople`); `{}` matches everyone. */
        PeopleBulkFilter: {
            search?: string;
            groups?: string[];
            tags?: string[];
            scoreMin?: number;
            scoreMax?: number;
            /** Format: date */
            createdFrom?: string;
            /** Format: date */
            createdTo?: string;
        };
        PeopleBulkRequest: {
            action: components["schemas"]["PeopleBulkAction"];
            /** @description The people to act on. Give this or `filter`, not both. */
            ids?: components["schemas"]["Id"][];
            filter?: components["schemas"]["PeopleBulkFilter"];
            /** @description The tags or groups to add; required for `addTags` and `addGroups`, refused for `delete`. */
            labels?: components["schemas"]["Label"][];
        };
        PeopleBulkResult: {
            action: components["schemas"]["PeopleBulkAction"];
            /** @description People of the organisation the ids or filter named. */
            matched: number;
            /** @description People deleted, or given a tag or group they did not have. */
            changed: number;
        };
        PeopleBatchRequest: {
            /** @description Rows are checked one by one (so one bad row is reported, not the whole request refused); each row has the shape of PersonInput. */
            people: Record<string, never>[];
        };
        PeopleImportRejection: {
            /** @description CSV line where the row starts; for a JSON batch, the row's position counted from 1. */
            line: number;
            email: string | null;
            reason: string;
        };
        PeopleImportPreviewRow: {
            line: number;
            firstName: string;
            lastName: string;
            email: string;
            groups: string[];
            tags: string[];
            /**
             * @description What saving would do with the row.
             * @enum {string}
             */
            action: "create" | "update" | "unchanged" | "reject";
            problem: string | null;
        };
        PeopleImportReport: {
            dryRun: boolean;
            /** @description Data rows read. */
            rows: number;
            created: number;
            updated: number;
            unchanged: number;
            deleted: number;
            rejectedCount: number;
            /** @description Rejected rows with their reasons (the first 1,000). */
            rejected: components["schemas"]["PeopleImportRejection"][];
            /** @description CSV columns that were not recognised and so not imported. */
            ignoredColumns: string[];
            /** @description With dryRun, the first 1,000 rows as they would be saved. */
            preview?: components["schemas"]["PeopleImportPreviewRow"][];
        };
        /** @description An organisation's inventory in figures. */
        InventoryFigures: {
            /** @description The organisation's people. */
            people: {
                /** @description Every person of the organisation. */
                total: number;
                /** @description The largest groups by people, largest first (ties by name), at most `groupLimit`. */
                groups: components["schemas"]["GroupFigure"][];
                /** @description People in none of the listed groups (in smaller groups only, or in no group). */
                other: number;
            };
            /** @description The organisation's assets. */
            assets: {
                total: number;
                /** @description Assets whose ownership is verified. */
                verified: number;
                /** @description Assets with monitoring on. */
                monitored: number;
                /** @description Every asset type in the order domain, subdomain, ipv4, ipv6, types without assets as 0. */
                byType: components["schemas"]["AssetTypeFigure"][];
            };
            /** @description The last 30 days in UTC, oldest first, today last; each with the assets discovery added that day. */
            discoveryTrend: components["schemas"]["DayFigure"][];
        };
        /** @description A group and how many people are in it. */
        GroupFigure: {
            name: string;
            count: number;
        };
        /** @description The assets of one type, verified and not. */
        AssetTypeFigure: {
            assetType: components["schemas"]["AssetType"];
            verified: number;
            unverified: number;
        };
        /** @description A count for one UTC day. */
        DayFigure: {
            /**
             * Format: date
             * @description The day, `yyyy-MM-dd` (UTC).
             */
            date: string;
            count: number;
        };
        /** @description The whole platform in figures, as the database counts them. */
        PlatformFigures: {
            organizations: {
                active: number;
                /** @description Removed organisations (restorable). */
                removed: number;
                /** @description Every feature, in the order of `Feature`, with how many active organisations have it. */
                byFeature: components["schemas"]["FeatureFigure"][];
            };
            /** @description Users not removed. */
            users: {
                total: number;
                /** @description Users who verified their address. */
                verified: number;
                /** @description Users with two-factor sign-in on. */
                twoFactor: number;
            };
            /** @description People of active organisations. */
            people: {
                total: number;
            };
            /** @description Assets of active organisations. */
            assets: {
                total: number;
                verified: number;
            };
        };
        /** @description A feature and how many active organisations have it. */
        FeatureFigure: {
            feature: components["schemas"]["Feature"];
            count: number;
        };
        PeopleTenantOverview: {
            tenantId: components["schemas"]["Id"];
            tenantName: string;
            peopleCount: number;
            averageScore: number | null;
            scoreCategory: components["schemas"]["ScoreCategory"] | null;
            /** @description How many people fall in each score category (people without a score are not counted). */
            categories: {
                VeryLow: number;
                Low: number;
                Medium: number;
                High: number;
                VeryHigh: number;
            };
        };
        PeopleTenantOverviewList: {
            items: components["schemas"]["PeopleTenantOverview"][];
            total: number;
        };
        /** @enum {string} */
        DirectoryProvider: "google" | "microsoft";
        DirectoryConnection: {
            provider: components["schemas"]["DirectoryProvider"];
            configured: boolean;
            /** @description Who the connection acts as, without secrets: the service account and admin for Google, the app (client) id and directory for Microsoft. */
            account: string | null;
            /** @description Delete people who came from this directory and are no longer in it. */
            deleteMissing: boolean;
            lastSyncAt: components["schemas"]["Timestamp"] | null;
            /** @enum {string|null} */
            lastSyncStatus: "Succeeded" | "Failed" | null;
            lastSyncError: string | null;
            updatedAt: components["schemas"]["Timestamp"] | null;
        };
        DirectoryConnectionList: {
            items: components["schemas"]["DirectoryConnection"][];
            total: number;
        };
        GoogleDirectoryConnectionRequest: {
            /** @description The service account's JSON key file, as text. Domain-wide delegation with the admin.directory.user.readonly scope must be granted to it. */
            serviceAccountKey: string;
            /** @description A Workspace admin the service account acts as. */
            adminEmail: components["schemas"]["Email"];
            /**
             * @description Customer id; `my_customer` for the admin's own account.
             * @default my_customer
             */
            customer: string;
            /** @default false */
            deleteMissing: boolean;
        };
        MicrosoftDirectoryConnectionRequest: {
            /** @description Directory (tenant) id or primary domain. */
            directoryId: string;
            /**
             * Format: uuid
             * @description Application (client) id of the app registration with User.Read.All and GroupMember.Read.All application permissions.
             */
            clientId: string;
            clientSecret: string;
            /** @default false */
            deleteMissing: boolean;
        };
        /** @enum {string} */
        AssetType: "domain" | "subdomain" | "ipv4" | "ipv6";
        /** @enum {string} */
        AssetOrigin: "manual" | "automatic";
        /**
         * @description Why monitoring cannot be started now, for the disabled toggle's tooltip.
         * @enum {string}
         */
        MonitoringBlockedReason: "NotVerified" | "FeatureNotEnabled" | "NotAllowed";
        Asset: {
            id: components["schemas"]["Id"];
            /** @description Lower-case domain name, or the IP address in canonical form. */
            name: string;
            assetType: components["schemas"]["AssetType"];
            monitored: boolean;
            verified: boolean;
            verifiedAt: components["schemas"]["Timestamp"] | null;
            origin: components["schemas"]["AssetOrigin"];
            /** @description For an asset found by discovery, the asset whose discovery found it. */
            parentAssetId: components["schemas"]["Id"] | null;
            /** @description Null when the caller may start (or stop) monitoring. */
            monitoringBlockedReason: components["schemas"]["MonitoringBlockedReason"] | null;
            lastDiscoveryStatus: components["schemas"]["DiscoveryStatus"] | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        AssetList: {
            items: components["schemas"]["Asset"][];
            total: number;
        };
        AssetInput: {
            /**
             * @description A domain, subdomain, IPv4 or IPv6 address.
             * @example example.com
             */
            name: string;
            assetType?: components["schemas"]["AssetType"];
        };
        CreateAssetsRequest: {
            assets: components["schemas"]["AssetInput"][];
        };
        CreateAssetsResult: {
            items: components["schemas"]["Asset"][];
            /** @description Names the organisation already had; not added again. */
            existing: string[];
        };
        DeleteAssetsRequest: {
            assetIds: components["schemas"]["Id"][];
        };
        DeleteAssetsResult: {
            /** @description The assets deleted, in the order asked. */
            items: components["schemas"]["DeletedAsset"][];
        };
        DeletedAsset: {
            id: components["schemas"]["Id"];
            name: string;
            assetType: components["schemas"]["AssetType"];
        };
        /** @enum {string} */
        VerificationMethod: "dns" | "file" | "manual";
        AssetVerification: {
            assetId: components["schemas"]["Id"];
            name: string;
            verified: boolean;
            method: components["schemas"]["VerificationMethod"] | null;
            verifiedAt: components["schemas"]["Timestamp"] | null;
            lastCheckedAt: components["schemas"]["Timestamp"] | null;
            /** @description The organisation's verification token. */
            token: string;
            /** @description The TXT record to add, e.g. `bulwark-verification=…`. */
            txtRecord: string;
            /** @description Where the token file is looked for. */
            fileUrl: string;
            /** @description "<name> is now verifed" after a successful check. */
            message: string | null;
        };
        SetAssetVerificationRequest: {
            verified: boolean;
        };
        SetAssetMonitoringRequest: {
            monitored: boolean;
        };
        /** @enum {string} */
        DnsRecordType: "A" | "AAAA" | "MX" | "NS" | "SOA" | "TXT";
        DnsRecordSet: {
            type: components["schemas"]["DnsRecordType"];
            /** @description Normalised values, sorted; MX as `10 mail.example.com`. */
            values: string[];
            /** @description When these values were first seen. */
            changedAt: components["schemas"]["Timestamp"] | null;
        };
        DnsRecords: {
            assetId: components["schemas"]["Id"];
            checkedAt: components["schemas"]["Timestamp"] | null;
            records: components["schemas"]["DnsRecordSet"][];
        };
        DnsRecordHistoryEntry: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["DnsRecordType"];
            values: string[];
            firstSeenAt: components["schemas"]["Timestamp"];
            lastSeenAt: components["schemas"]["Timestamp"];
        };
        DnsRecordHistory: {
            items: components["schemas"]["DnsRecordHistoryEntry"][];
            total: number;
        };
        IpInfo: {
            ip: string;
            reverseDns: string[];
            asn: number | null;
            asOrganization: string | null;
            /** @description ISO 3166-1 alpha-2 code. */
            country: string | null;
        };
        IpInfoSnapshot: {
            assetId: components["schemas"]["Id"];
            checkedAt: components["schemas"]["Timestamp"] | null;
            items: components["schemas"]["IpInfo"][];
        };
        IpInfoHistoryEntry: components["schemas"]["IpInfo"] & {
            id: components["schemas"]["Id"];
            firstSeenAt: components["schemas"]["Timestamp"];
            lastSeenAt: components["schemas"]["Timestamp"];
        };
        IpInfoHistory: {
            items: components["schemas"]["IpInfoHistoryEntry"][];
            total: number;
        };
        /** @enum {string} */
        DiscoveryStatus: "Requested" | "Completed" | "Failed";
        DiscoveredAsset: {
            id: components["schemas"]["Id"];
            name: string;
            assetType: components["schemas"]["AssetType"];
        };
        AssetDiscovery: {
            id: components["schemas"]["Id"];
            assetId: components["schemas"]["Id"];
            assetName: string;
            status: components["schemas"]["DiscoveryStatus"];
            requestedAt: components["schemas"]["Timestamp"];
            finishedAt: components["schemas"]["Timestamp"] | null;
            /** @description Why it failed, for the log; the UI shows "Error while resolving {asset} subdomains and IPs". */
            error: string | null;
            discoveryData: {
                newlyDiscoveredAssets: components["schemas"]["DiscoveredAsset"][];
                /** @description Which sources were asked. */
                sources: ("dns" | "wordlist" | "certificateTransparency")[];
            };
        };
        AssetDiscoveryList: {
            items: components["schemas"]["AssetDiscovery"][];
            total: number;
        };
        /**
         * @description What to export: the people inventory, the assets, one course's learners (`filters.courseId`; needs ReadLearning), or one phishing simulation's targets (`filters.simulationId`; needs ReadPhishing and the phishing feature).
         * @enum {string}
         */
        ExportKind: "people" | "assets" | "courseLearners" | "simulationTargets";
        /** @enum {string} */
        ExportFormat: "csv" | "xlsx";
        /** @enum {string} */
        ExportLanguage: "en" | "sr";
        /** @enum {string} */
        ExportStatus: "PendingToBeCreated" | "ReadyToBeDownloaded" | "Downloading" | "Completed" | "Error";
        ExportRequestInput: {
            kind: components["schemas"]["ExportKind"];
            format: components["schemas"]["ExportFormat"];
            language?: components["schemas"]["ExportLanguage"];
            /** @description Optional filters, as the list calls take them (people: search, groups, tags, scoreMin, scoreMax, createdFrom, createdTo; assets: search, assetType, verified, monitored, origin; courseLearners: courseId, required, and search; simulationTargets: simulationId, required). */
            filters?: {
                search?: string;
                groups?: string[];
                tags?: string[];
                scoreMin?: number;
                scoreMax?: number;
                /** Format: date */
                createdFrom?: string;
                /** Format: date */
                createdTo?: string;
                assetType?: components["schemas"]["AssetType"];
                verified?: boolean;
                monitored?: boolean;
                origin?: components["schemas"]["AssetOrigin"];
                courseId?: components["schemas"]["Id"];
                simulationId?: components["schemas"]["Id"];
            };
        };
        ExportRequest: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["ExportKind"];
            format: components["schemas"]["ExportFormat"];
            status: components["schemas"]["ExportStatus"];
            /** @description Download path, once the file is ready. */
            url: string | null;
            fileName: string;
            rowCount: number | null;
            error: string | null;
            createdAt: components["schemas"]["Timestamp"];
            expiresAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description A content language. The interface itself speaks en and sr only.
         * @enum {string}
         */
        LearningLanguage: "En" | "Sr" | "De" | "Es" | "Sl";
        /** @description The languages the content is offered in; at least one, each once. */
        LearningLanguages: components["schemas"]["LearningLanguage"][];
        /** @description A name, trimmed, 2 to 100 characters. */
        LearningContentName: string;
        /** @description Library groups (tags) the content is filed under. */
        LearningTags: string[];
        /** @description A text per content language. */
        LocalizedTitle: {
            En?: string;
            Sr?: string;
            De?: string;
            Es?: string;
            Sl?: string;
        };
        /** @description A longer text per content language. */
        LocalizedDescription: {
            En?: string;
            Sr?: string;
            De?: string;
            Es?: string;
            Sl?: string;
        };
        /** @description Something worth a second look that does not stop the save (a language mismatch). */
        ContentWarning: {
            /** @description What it is about, e.g. `languages.Sr`, `lessonIds.1`. */
            path: string;
            message: string;
        };
        /** @description Language-mismatch warnings; empty when all is consistent. */
        ContentWarnings: components["schemas"]["ContentWarning"][];
        /**
         * Format: uri
         * @description An http(s) address of a video (YouTube, Vimeo or a file).
         */
        VideoLink: string;
        /** @description An image's address (an uploaded image's `src`, or an http(s) address). */
        ImageReference: string;
        LessonInput: {
            name: components["schemas"]["LearningContentName"];
            /**
             * @description Premium or Standard lesson.
             * @default false
             */
            premium: boolean;
            /**
             * @description Minutes a learner needs.
             * @default 5
             */
            expectedCompletionTime: number;
            titles?: components["schemas"]["LocalizedTitle"];
            tags?: components["schemas"]["LearningTags"];
            languages: components["schemas"]["LearningLanguages"];
        };
        Lesson: {
            id: components["schemas"]["Id"];
            /** @description The owning organisation; null for common content. */
            tenantId: string | null;
            name: string;
            premium: boolean;
            /** @description Minutes. */
            expectedCompletionTime: number;
            titles: components["schemas"]["LocalizedTitle"];
            tags: string[];
            languages: components["schemas"]["LearningLanguage"][];
            pageCount: number;
            /** @description The lesson this one was copied from. */
            copiedFromId: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            warnings?: components["schemas"]["ContentWarnings"];
        };
        LessonList: {
            items: components["schemas"]["Lesson"][];
            total: number;
        };
        /**
         * @description What a page shows.
         * @enum {string}
         */
        PageType: "Text" | "Video" | "Quiz" | "Custom";
        QuizAnswer: {
            text: string;
            correct: boolean;
        };
        /**
         * @description A page. Every page needs type, name, description, language, title and sidebar title; Text
         *     and Custom pages need content (HTML, sanitised), Custom pages a component name, Video pages
         *     a video link, Quiz pages a question, at least 2 filled answers with exactly one correct, and
         *     both explanations. Each missing field has its own message ("Page type is required", "Title
         *     is required", ...).
         */
        PageInput: {
            type?: components["schemas"]["PageType"];
            /** @description Internal name. */
            name?: string;
            description?: string;
            language?: components["schemas"]["LearningLanguage"];
            title?: string;
            sidebarTitle?: string;
            /** @description HTML; sanitised on the way in. */
            content?: string | null;
            videoLink?: components["schemas"]["VideoLink"] | null;
            /** @description The video in the page's language, when the main one is in another. */
            videoLinkTranslate?: components["schemas"]["VideoLink"] | null;
            explanationCorrect?: string | null;
            explanationIncorrect?: string | null;
            question?: string | null;
            answers?: components["schemas"]["QuizAnswer"][];
            /** @description The interactive block a Custom page shows. */
            componentName?: string | null;
        };
        Page: {
            id: components["schemas"]["Id"];
            lessonId: components["schemas"]["Id"];
            tenantId: string | null;
            /** @description 0-based place in the lesson. */
            position: number;
            type: components["schemas"]["PageType"];
            name: string;
            description: string;
            language: components["schemas"]["LearningLanguage"];
            title: string;
            sidebarTitle: string;
            /** @description Sanitised HTML. */
            content: string | null;
            /** @description The address as given. */
            videoLink: string | null;
            /** @description Privacy-friendly embed address (youtube-nocookie.com, player.vimeo.com with dnt=1); null when the host is not a known player. */
            videoEmbedUrl: string | null;
            videoLinkTranslate: string | null;
            videoLinkTranslateEmbedUrl: string | null;
            explanationCorrect: string | null;
            explanationIncorrect: string | null;
            question: string | null;
            answers: components["schemas"]["QuizAnswer"][];
            componentName: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            warnings?: components["schemas"]["ContentWarnings"];
        };
        PageList: {
            items: components["schemas"]["Page"][];
            total: number;
        };
        PageOrderInput: {
            /** @description Every page of the lesson once, in the new order. */
            pageIds: components["schemas"]["Id"][];
        };
        /** @description A lesson with its pages and languages as one document (`bulwark lessons export`/`import`). */
        LessonExport: {
            /** @constant */
            format: "bulwark-lesson";
            /** @constant */
            version: 1;
            lesson: components["schemas"]["LessonInput"];
            pages: components["schemas"]["PageInput"][];
        };
        /**
         * @description Where a course is in time: `in_progress` (shown Active), `upcoming` (enrolment date ahead), `finished` (past its end).
         * @enum {string}
         */
        CourseStatus: "in_progress" | "upcoming" | "finished";
        /** @enum {string} */
        CourseSortKey: "name" | "enrolmentDate" | "endDate" | "createdAt";
        /**
         * @description A learner's step, in order.
         * @enum {string}
         */
        LearnerStatus: "InvitationPending" | "InvitationSentNoActivity" | "InvitationOpened" | "LearningInProgress" | "LearningCompleted";
        /**
         * @description The quiz result against the passing score; NotCompleted until the learner finishes.
         * @enum {string}
         */
        LearnerResult: "Passed" | "Failed" | "NotCompleted";
        /** @enum {string} */
        LearnerSortKey: "firstName" | "lastName" | "email" | "status" | "score" | "timeSpent" | "completedAt";
        /** @description The organisation's own words in the emails (HTML, sanitised on the way in); empty uses the standard text only. */
        CourseMessages: {
            enrolment?: string | null;
            completed?: string | null;
            reminder?: string | null;
        };
        /** @description Whom learners ask about security (shown in the player and the emails). */
        SecurityContact: {
            name?: string | null;
            email?: components["schemas"]["Email"] | null;
            phone?: string | null;
        };
        /** Format: uri */
        PolicyLink: string;
        /** @description Which people become learners; the union of the ids, the people in any of the groups and the people with any of the tags. */
        LearnerSelection: {
            personIds?: components["schemas"]["Id"][];
            groups?: string[];
            tags?: string[];
        };
        CourseInput: {
            name: components["schemas"]["LearningContentName"];
            description?: string | null;
            language: components["schemas"]["LearningLanguage"];
            enrolmentDate: components["schemas"]["Timestamp"];
            durationWeeks: number;
            lessonIds?: components["schemas"]["Id"][];
            predefinedCourseId?: components["schemas"]["Id"] | null;
            /** @description Percent; defaults to the predefined course's, else 70. */
            passingScore?: number;
            learners: components["schemas"]["LearnerSelection"];
            customMessages?: components["schemas"]["CourseMessages"];
            securityPolicyLink?: components["schemas"]["PolicyLink"] | null;
            securityContact?: components["schemas"]["SecurityContact"];
            /** @default false */
            linkInvitationsEnabled: boolean;
        };
        CourseUpdate: {
            name?: components["schemas"]["LearningContentName"];
            description?: string | null;
            language?: components["schemas"]["LearningLanguage"];
            enrolmentDate?: components["schemas"]["Timestamp"];
            durationWeeks?: number;
            lessonIds?: components["schemas"]["Id"][];
            predefinedCourseId?: components["schemas"]["Id"] | null;
            passingScore?: number;
            customMessages?: components["schemas"]["CourseMessages"];
            securityPolicyLink?: components["schemas"]["PolicyLink"] | null;
            securityContact?: components["schemas"]["SecurityContact"];
            linkInvitationsEnabled?: boolean;
        };
        CourseLesson: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description The lesson's title in the course's language (its name when it has none). */
            title: string;
            /** @description Pages in the course's language. */
            pageCount: number;
            quizCount: number;
        };
        Course: {
            id: components["schemas"]["Id"];
            name: string;
            description: string | null;
            language: components["schemas"]["LearningLanguage"];
            enrolmentDate: components["schemas"]["Timestamp"];
            durationWeeks: number;
            /** @description Enrolment date plus the duration, later when extended. */
            endDate: components["schemas"]["Timestamp"];
            status: components["schemas"]["CourseStatus"];
            passingScore: number;
            predefinedCourseId: string | null;
            lessonIds: components["schemas"]["Id"][];
            /** @description In course order. */
            lessons: components["schemas"]["CourseLesson"][];
            customMessages: {
                enrolment: string | null;
                completed: string | null;
                reminder: string | null;
            };
            securityPolicyLink: string | null;
            securityContact: {
                name: string | null;
                email: string | null;
                phone: string | null;
            };
            linkInvitationsEnabled: boolean;
            learnerCount: number;
            completedCount: number;
            passedCount: number;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        CourseList: {
            items: components["schemas"]["Course"][];
            total: number;
            counts: {
                in_progress: number;
                upcoming: number;
                finished: number;
            };
        };
        CourseSummary: {
            id: components["schemas"]["Id"];
            name: string;
            status: components["schemas"]["CourseStatus"];
            enrolmentDate: components["schemas"]["Timestamp"];
            endDate: components["schemas"]["Timestamp"];
        };
        CourseSummaryList: {
            items: components["schemas"]["CourseSummary"][];
            total: number;
        };
        Learner: {
            id: components["schemas"]["Id"];
            personId: components["schemas"]["Id"];
            firstName: string;
            lastName: string;
            displayName: string;
            email: string;
            groups: string[];
            status: components["schemas"]["LearnerStatus"];
            result: components["schemas"]["LearnerResult"];
            /** @description Percent of the course's pages viewed. */
            completionRate: number;
            /** @description Visible time in the player. */
            timeSpentSeconds: number;
            /** @description Percent of quiz questions answered correctly; null until finished. */
            score: number | null;
            /** @description Whole days until the learner's due date; 0 once past. */
            daysLeft: number;
            /** @description The course's end, or the learner's own. */
            dueDate: components["schemas"]["Timestamp"];
            /** Format: date-time */
            invitedAt: string | null;
            /** Format: date-time */
            openedAt: string | null;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            lastRemindedAt: string | null;
        };
        LearnerList: {
            items: components["schemas"]["Learner"][];
            total: number;
        };
        LearnersAdded: {
            added: number;
            alreadyEnrolled: number;
        };
        LearnerUpdate: {
            /**
             * Format: date-time
             * @description This learner's own end; null for the course's.
             */
            dueDate?: string | null;
            /** @description Clear the learner's progress so they start over. */
            resetProgress?: boolean;
        };
        LearnerIdSelection: {
            learnerIds?: components["schemas"]["Id"][];
        };
        EmailsQueued: {
            queued: number;
        };
        LearnerStatistics: {
            total: number;
            byStatus: {
                InvitationPending: number;
                InvitationSentNoActivity: number;
                InvitationOpened: number;
                LearningInProgress: number;
                LearningCompleted: number;
            };
            completed: number;
            passed: number;
            failed: number;
            notCompleted: number;
            /** @description round(completed / total x 100), 0 without learners. */
            completionRate: number;
            /** @description Shown as passed/total learners. */
            passingRate: {
                passed: number;
                total: number;
            };
            /** @description Of the learners who finished. */
            averageScore: number | null;
            averageTimeSpentSeconds: number;
        };
        LearnerQuizAnswer: {
            lessonId: components["schemas"]["Id"];
            lessonName: string;
            pageId: components["schemas"]["Id"];
            question: string;
            answers: string[];
            correctAnswerIndex: number;
            chosenAnswerIndex: number | null;
            /** @description Null when not answered. */
            correct: boolean | null;
            /** Format: date-time */
            answeredAt: string | null;
        };
        LearnerQuizDetails: {
            learnerId: components["schemas"]["Id"];
            result: components["schemas"]["LearnerResult"];
            score: number | null;
            passingScore: number;
            items: components["schemas"]["LearnerQuizAnswer"][];
        };
        CourseInvitationLink: {
            id: components["schemas"]["Id"];
            /** @description The web app's page where people ask for their invitation. */
            url: string;
            /** @description The link's token, for `requestCourseInvitation`. */
            token?: string;
            createdAt: components["schemas"]["Timestamp"];
        };
        CourseInvitationLinkList: {
            items: components["schemas"]["CourseInvitationLink"][];
            total: number;
        };
        InvitationRequest: {
            email: components["schemas"]["Email"];
        };
        InvitationRequested: {
            /** @description The same sentence for everyone: if the address belongs to the organisation, an invitation is on its way. */
            message: string;
        };
        PreviewLink: {
            /** @description The web app's player page for the preview. */
            url: string;
            token: string;
            expiresAt: components["schemas"]["Timestamp"];
        };
        IndustryCourseStandard: {
            industry: components["schemas"]["Industry"];
            /** @description The industry's standard course score; null when not set. */
            score: number | null;
        };
        IndustryCourseStandardInput: {
            score: number;
        };
        IndustryCourseStandardList: {
            items: components["schemas"]["IndustryCourseStandard"][];
            total: number;
        };
        CourseStandards: {
            /** @description The organisation's industry. */
            industry: components["schemas"]["Industry"] | null;
            /** @description Its industry's standard score. */
            standardScore: number | null;
            /** @description The course's average score of the learners who finished. */
            averageScore: number | null;
            /** @description round(passed / total x 100). */
            passingRate: number;
            items: components["schemas"]["IndustryCourseStandard"][];
        };
        CoursesOverview: {
            allCoursesCount: number;
            /** @description Courses whose enrolment date has passed. */
            launchedCoursesCount: number;
            /** @description Active assignments: courses launched and not yet ended. */
            activeCoursesCount: number;
            coursesStatistics: {
                /** @description People learning: distinct people with an uncompleted enrolment in an active course. */
                learningPeopleCount: number;
                totalLearnersCount: number;
                completedLearnersCount: number;
                passedLearnersCount: number;
            };
            system: {
                /** @description Finished courses some learner never completed. */
                expiredCoursesCreatedBySystem: number;
                /** @description Finished courses some learner failed. */
                failedCoursesCreatedBySystem: number;
            };
        };
        PlayerAnswerOption: {
            index: number;
            text: string;
        };
        PlayerPage: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["PageType"];
            title: string;
            sidebarTitle: string;
            /** @description Sanitised HTML; render it isolated. */
            content: string | null;
            videoEmbedUrl: string | null;
            question: string | null;
            /** @description Without which is correct. */
            answers: components["schemas"]["PlayerAnswerOption"][];
            componentName?: string | null;
        };
        PlayerLesson: {
            id: components["schemas"]["Id"];
            title: string;
            pages: components["schemas"]["PlayerPage"][];
        };
        PlayerRecordedAnswer: {
            pageId: components["schemas"]["Id"];
            answerIndex: number;
            correct: boolean;
            explanation: string | null;
        };
        PlayerProgress: {
            status: components["schemas"]["LearnerStatus"];
            result: components["schemas"]["LearnerResult"];
            viewedPageIds: components["schemas"]["Id"][];
            answers: components["schemas"]["PlayerRecordedAnswer"][];
            timeSpentSeconds: number;
            score: number | null;
            completionRate: number;
            /** Format: date-time */
            completedAt: string | null;
            dueDate: components["schemas"]["Timestamp"];
            daysLeft: number;
        };
        /** @description The organisation whose course it is, so a learner can trust the email that brought them. */
        PlayerOrganization: {
            name: string;
            /** @description URL of the organisation's logo image; null when it has none. */
            logo: string | null;
        };
        CourseInvitation: {
            course: {
                name: string;
                description: string | null;
                language: components["schemas"]["LearningLanguage"];
                /** @description The sum of the lessons' expected completion times, in minutes. */
                expectedMinutes: number;
            };
            organization: components["schemas"]["PlayerOrganization"];
        };
        PlayerCourse: {
            /** @enum {string} */
            mode: "learner" | "preview";
            organization: components["schemas"]["PlayerOrganization"];
            course: {
                name: string;
                description: string | null;
                language: components["schemas"]["LearningLanguage"];
                passingScore: number;
                /** @description The sum of the lessons' expected completion times, in minutes (a preview: its one lesson's). */
                expectedMinutes: number;
                endDate: components["schemas"]["Timestamp"];
                securityPolicyLink: string | null;
                securityContact: {
                    name: string | null;
                    email: string | null;
                    phone: string | null;
                };
            };
            learner: {
                firstName: string;
            } | null;
            lessons: components["schemas"]["PlayerLesson"][];
            /** @description Null for a preview. */
            progress: components["schemas"]["PlayerProgress"] | null;
        };
        PlayerActivity: {
            pageId: components["schemas"]["Id"];
            /**
             * @description Seconds the page was visible since the last report.
             * @default 0
             */
            visibleSeconds: number;
        };
        PlayerAnswerInput: {
            pageId: components["schemas"]["Id"];
            answerIndex: number;
        };
        PlayerAnswerResult: {
            correct: boolean;
            explanation: string | null;
            /** @description False for a preview, or when an earlier answer already counts (its result is shown). */
            recorded: boolean;
        };
        LearnersEnrolledData: {
            courseId: components["schemas"]["Id"];
            courseName: string;
            /** @description Learners enrolled by this change. */
            count: number;
            /** @description The new learners' ids, when 100 or fewer. */
            learnerIds?: components["schemas"]["Id"][];
        };
        LearnerCompletedCourseData: {
            courseId: components["schemas"]["Id"];
            courseName: string;
            learnerId: components["schemas"]["Id"];
            personId: components["schemas"]["Id"];
            learnerFirstName: string;
            learnerLastName: string;
            score: number;
            passingScore: number;
            /** @enum {string} */
            result: "Passed" | "Failed";
        };
        LearnerFailedCourseData: components["schemas"]["LearnerFailedCourseMeta"];
        CourseChangedData: {
            /** @enum {string} */
            action: "created" | "updated" | "extended" | "learnerRemoved";
            courseId: components["schemas"]["Id"];
            name: string;
            /** @description The learner, for learnerRemoved. */
            learnerName?: string;
        };
        /**
         * @description How demanding a predefined course is.
         * @enum {string}
         */
        CourseLevel: "Beginner" | "Intermediate" | "Advanced";
        PredefinedCourseInput: {
            names: components["schemas"]["LocalizedTitle"];
            descriptions?: components["schemas"]["LocalizedDescription"];
            logo?: components["schemas"]["ImageReference"] | null;
            avatar?: components["schemas"]["ImageReference"] | null;
            level: components["schemas"]["CourseLevel"];
            /** @description Percent of quiz answers a learner needs to pass. */
            passingScore: number;
            lessonIds: components["schemas"]["Id"][];
            /** @default false */
            premium: boolean;
        };
        PredefinedCourseLesson: {
            id: components["schemas"]["Id"];
            name: string;
            languages: components["schemas"]["LearningLanguage"][];
        };
        PredefinedCourse: {
            id: components["schemas"]["Id"];
            /** @description The owning organisation; null for common courses. */
            tenantId: string | null;
            names: components["schemas"]["LocalizedTitle"];
            descriptions: components["schemas"]["LocalizedDescription"];
            logo: string | null;
            avatar: string | null;
            level: components["schemas"]["CourseLevel"];
            passingScore: number;
            lessonIds: components["schemas"]["Id"][];
            /** @description The lessons, in course order. */
            lessons: components["schemas"]["PredefinedCourseLesson"][];
            premium: boolean;
            /** @description The languages the course has a name in. */
            languages: components["schemas"]["LearningLanguage"][];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            warnings?: components["schemas"]["ContentWarnings"];
        };
        PredefinedCourseList: {
            items: components["schemas"]["PredefinedCourse"][];
            total: number;
        };
        /**
         * @description What a nano page carries.
         * @enum {string}
         */
        NanoPageType: "SimpleQuiz" | "VideoQuiz" | "CustomHTML";
        /**
         * @description Where a nano page's video is played from.
         * @enum {string}
         */
        NanoVideoType: "External" | "InternalSimpleVideo";
        /**
         * @description A nano page in one language. Every one needs an email subject; quizzes a question, at least
         *     2 filled answers with exactly one correct; CustomHTML pages `html` (sanitised).
         */
        NanoPageTranslation: {
            emailSubject?: string;
            html?: string | null;
            question?: string | null;
            answers?: components["schemas"]["QuizAnswer"][];
            explanationCorrect?: string | null;
            explanationIncorrect?: string | null;
        };
        /** @description The nano page per language; one for each of `languages`. */
        NanoPageTranslations: {
            En?: components["schemas"]["NanoPageTranslation"];
            Sr?: components["schemas"]["NanoPageTranslation"];
            De?: components["schemas"]["NanoPageTranslation"];
            Es?: components["schemas"]["NanoPageTranslation"];
            Sl?: components["schemas"]["NanoPageTranslation"];
        };
        NanoPageInput: {
            type: components["schemas"]["NanoPageType"];
            name: components["schemas"]["LearningContentName"];
            tags?: components["schemas"]["LearningTags"];
            languages: components["schemas"]["LearningLanguages"];
            /** @default false */
            premium: boolean;
            videoLink?: components["schemas"]["VideoLink"] | null;
            videoType?: components["schemas"]["NanoVideoType"] | null;
            thumbnail?: components["schemas"]["ImageReference"] | null;
            translations: components["schemas"]["NanoPageTranslations"];
        };
        NanoPage: {
            id: components["schemas"]["Id"];
            /** @description The owning organisation; null for common nano pages. */
            tenantId: string | null;
            type: components["schemas"]["NanoPageType"];
            name: string;
            tags: string[];
            languages: components["schemas"]["LearningLanguage"][];
            premium: boolean;
            videoLink: string | null;
            /** @description Privacy-friendly embed address, as for pages. */
            videoEmbedUrl: string | null;
            videoType: components["schemas"]["NanoVideoType"] | null;
            thumbnail: string | null;
            translations: components["schemas"]["NanoPageTranslations"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            warnings?: components["schemas"]["ContentWarnings"];
        };
        NanoPageList: {
            items: components["schemas"]["NanoPage"][];
            total: number;
        };
        /**
         * @description upcoming (no email sent yet), running, stopped (by someone, or every email sent). Stopping is permanent.
         * @enum {string}
         */
        NanoCampaignStatus: "upcoming" | "running" | "stopped";
        /**
         * @description The list's tabs - active (running), upcoming, finished (stopped).
         * @enum {string}
         */
        NanoCampaignState: "active" | "upcoming" | "finished";
        /**
         * @description The language of the campaign's emails and learner pages (emails are written in English and Serbian).
         * @enum {string}
         */
        NanoCampaignLanguage: "En" | "Sr";
        /** @enum {string} */
        BusinessDay: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
        /**
         * @description One nano page to send: at `sendAt` (a fixed time inside the working hours), or at a random
         *     time per learner inside the working hours between `startsAt` and `endsAt`.
         */
        NanoCampaignContentInput: {
            nanoPageId: components["schemas"]["Id"];
            sendAt?: components["schemas"]["Timestamp"];
            startsAt?: components["schemas"]["Timestamp"];
            endsAt?: components["schemas"]["Timestamp"];
        };
        /** @description The organisation's people who learn - by person, group or tag (together, each person once). */
        NanoCampaignLearnersInput: {
            personIds?: components["schemas"]["Id"][];
            groups?: string[];
            tags?: string[];
        };
        NanoCampaignInput: {
            name: string;
            description?: string;
            contents: components["schemas"]["NanoCampaignContentInput"][];
            /** @description IANA time zone, e.g. Europe/Belgrade. */
            timeZone: string;
            /** @description Local start of working hours, HH:mm. */
            workingHoursStart: string;
            /** @description Local end of working hours, HH:mm. */
            workingHoursEnd: string;
            businessDays: components["schemas"]["BusinessDay"][];
            language: components["schemas"]["NanoCampaignLanguage"];
            learners: components["schemas"]["NanoCampaignLearnersInput"];
        };
        /**
         * @description Counts of emails (one per learner and content). `engagementCount` counts emails a person
         *     opened, answered or followed to the video; `engagementRate` = round(engagementCount /
         *     sentCount x 100), 0 when none sent. Correct answers are answeredCorrectlyCount over
         *     answeredCount (answeredCorrectlyCount + incorrectAnswerCount).
         */
        NanoCampaignStatistics: {
            sentCount: number;
            deliveredCount: number;
            openedCount: number;
            engagementCount: number;
            engagementRate: number;
            answeredCorrectlyCount: number;
            incorrectAnswerCount: number;
            answeredCount: number;
            videoOpenedCount: number;
            videoCompletedCount: number;
        };
        NanoCampaignContent: {
            id: components["schemas"]["Id"];
            nanoPageId: components["schemas"]["Id"];
            nanoPageName: string;
            nanoPageType: components["schemas"]["NanoPageType"];
            /**
             * Format: date-time
             * @description The fixed time; null for a start/end range.
             */
            sendAt: string | null;
            startsAt: components["schemas"]["Timestamp"];
            endsAt: components["schemas"]["Timestamp"];
            /** @description Sending has begun: the content can no longer be changed or removed. */
            inProgress: boolean;
            sentCount: number;
        };
        NanoCampaign: {
            id: components["schemas"]["Id"];
            name: string;
            description: string;
            status: components["schemas"]["NanoCampaignStatus"];
            /**
             * Format: date-time
             * @description The first content's start; null with no content.
             */
            startsAt: string | null;
            /**
             * Format: date-time
             * @description The last content's end.
             */
            endsAt: string | null;
            /**
             * Format: date-time
             * @description When someone stopped it; null otherwise.
             */
            stoppedAt: string | null;
            timeZone: string;
            workingHoursStart: string;
            workingHoursEnd: string;
            businessDays: components["schemas"]["BusinessDay"][];
            language: components["schemas"]["NanoCampaignLanguage"];
            learnersCount: number;
            contents: components["schemas"]["NanoCampaignContent"][];
            statistics: components["schemas"]["NanoCampaignStatistics"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        NanoCampaignSummary: {
            id: components["schemas"]["Id"];
            name: string;
            status: components["schemas"]["NanoCampaignStatus"];
            /** Format: date-time */
            startsAt: string | null;
            /** Format: date-time */
            endsAt: string | null;
            /** Format: date-time */
            stoppedAt: string | null;
            learnersCount: number;
            contentsCount: number;
            engagementRate: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        NanoCampaignList: {
            items: components["schemas"]["NanoCampaignSummary"][];
            total: number;
        };
        NanoCampaignReferenceList: {
            items: {
                id: components["schemas"]["Id"];
                name: string;
                status: components["schemas"]["NanoCampaignStatus"];
            }[];
            total: number;
        };
        /**
         * @description A step of the sequence sent, delivered, opened, answered correctly or incorrectly, video page opened, video completed (cancelled when a stop came first).
         * @enum {string}
         */
        NanoLearnerEvent: "Scheduled" | "Sent" | "Delivered" | "Opened" | "AnsweredCorrectly" | "AnsweredIncorrectly" | "VideoPageOpened" | "VideoCompleted" | "Cancelled";
        NanoLearnerDelivery: {
            contentId: components["schemas"]["Id"];
            nanoPageName: string;
            scheduledAt: components["schemas"]["Timestamp"];
            lastEvent: components["schemas"]["NanoLearnerEvent"];
            /** @description The steps reached, in order, each with when. */
            events: {
                event: components["schemas"]["NanoLearnerEvent"];
                at: components["schemas"]["Timestamp"];
            }[];
        };
        NanoCampaignLearner: {
            id: components["schemas"]["Id"];
            /** @description The person (null once deleted from people). */
            personId: string | null;
            email: string;
            firstName: string;
            lastName: string;
            deliveries: components["schemas"]["NanoLearnerDelivery"][];
        };
        NanoCampaignLearnerList: {
            items: components["schemas"]["NanoCampaignLearner"][];
            total: number;
        };
        NanoLearningStatistics: {
            nanoLessonsSentCount: number;
            nanoEngagementCount: number;
            answeredCorrectlyCount: number;
            incorrectAnswerCount: number;
            allNanoCampaignsCount: number;
        };
        LearningContentTagList: {
            items: {
                name: string;
                lessons: number;
                nanoPages: number;
            }[];
            total: number;
        };
        LearningContentChangedData: {
            /** @enum {string} */
            kind: "lesson" | "page" | "predefinedCourse" | "nanoPage";
            /** @enum {string} */
            action: "created" | "updated" | "deleted" | "copied" | "imported" | "reordered";
            id: components["schemas"]["Id"];
            name: string;
            lessonId?: components["schemas"]["Id"];
        };
    };
    responses: {
        /** @description The body is not valid JSON or the request is malformed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 400,
                 *       "code": "BadRequest",
                 *       "message": "Bad request"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, expired or invalid credentials. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 401,
                 *       "code": "Unauthorized",
                 *       "message": "Unauthorized"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Signed in, but not allowed to do this. On an organisation that requires two-factor, a
         *     user without it gets `code` TwoFactorRequired on that organisation's data.
         */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 403,
                 *       "code": "Forbidden",
                 *       "message": "Not allowed"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The password or code given to confirm this action is wrong (`code` WrongCredential). */
        WrongCredential: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 403,
                 *       "code": "WrongCredential",
                 *       "message": "Wrong credential"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not a tracking token of this installation (unknown, altered, truncated or of another kind). A plain page, never a redirect. */
        TrackingNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not found</title></head><body><h1>Link not found</h1><p>This link is not valid. It may have been copied incompletely.</p></body></html> */
                "text/html": string;
            };
        };
        /** @description Not a learner link of this installation (unknown, altered or truncated). A plain page that tells nothing more. */
        NanoLearnerNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not found</title></head><body><h1>Link not found</h1><p>This link is not valid. It may have been copied incompletely.</p></body></html> */
                "text/html": string;
            };
        };
        /** @description Not a link of this installation (unknown, altered or truncated). A plain page that tells nothing more. */
        PhishingLinkNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not found</title></head><body><h1>Link not found</h1><p>This link is not valid. It may have been copied incompletely.</p></body></html> */
                "text/html": string;
            };
        };
        /** @description No such thing, or not visible to the caller. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 404,
                 *       "code": "NotFound",
                 *       "message": "Asset not found"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 409,
                 *       "code": "Conflict",
                 *       "message": "The last Admin cannot be removed; give another member the Admin role first"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or upload is too large. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 413,
                 *       "code": "PayloadTooLarge",
                 *       "message": "Large size"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or upload is of a type this call does not take. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 415,
                 *       "code": "UnsupportedMediaType",
                 *       "message": "Not valid type"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is well-formed but some fields are invalid; `errors` names them. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 422,
                 *       "code": "ValidationFailed",
                 *       "message": "Validation failed",
                 *       "errors": [
                 *         {
                 *           "path": "body.email",
                 *           "message": "Invalid email"
                 *         }
                 *       ]
                 *     }
                 */
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
                /**
                 * @example {
                 *       "statusCode": 429,
                 *       "code": "TooManyRequests",
                 *       "message": "Too many attempts, try again later"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The service cannot answer now. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 503,
                 *       "code": "Unavailable",
                 *       "message": "Service unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The directory could not be read ("Sync with google failed" / "Sync with microsoft failed"); the reason is in the activity log. */
        SyncFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 502,
                 *       "code": "SyncFailed",
                 *       "message": "Sync with google failed"
                 *     }
                 */
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
        /** @description Person id. */
        PersonId: components["schemas"]["Id"];
        /** @description Asset id. */
        AssetId: components["schemas"]["Id"];
        /** @description Webhook endpoint id. */
        WebhookEndpointId: components["schemas"]["Id"];
        /** @description Webhook delivery id. */
        WebhookDeliveryId: components["schemas"]["Id"];
        /** @description Export request id. */
        ExportRequestId: components["schemas"]["Id"];
        /** @description Lesson id. */
        LessonId: components["schemas"]["Id"];
        /** @description Page id. */
        PageId: components["schemas"]["Id"];
        /** @description Predefined course id. */
        PredefinedCourseId: components["schemas"]["Id"];
        /** @description Nano page id. */
        NanoPageId: components["schemas"]["Id"];
        /** @description Nano campaign id. */
        NanoCampaignId: components["schemas"]["Id"];
        /** @description Scheduled content id (of the campaign). */
        NanoCampaignContentId: components["schemas"]["Id"];
        /** @description The signed token from the learner's email. */
        NanoLearnerToken: string;
        PhishingSimulationId: components["schemas"]["Id"];
        PhishingTargetId: components["schemas"]["Id"];
        /** @description The signed token from the simulation email. */
        PhishingToken: string;
        /** @description Phishing template id. */
        PhishingTemplateId: components["schemas"]["Id"];
        /** @description Landing page id. */
        LandingPageId: components["schemas"]["Id"];
        /** @description Sending profile id. */
        SendingProfileId: components["schemas"]["Id"];
        /** @description Course id. */
        CourseId: components["schemas"]["Id"];
        /** @description Learner id (one person's enrolment in one course). */
        LearnerId: components["schemas"]["Id"];
        /** @description The learner's (or preview's, or invitation link's) token. */
        PlayerToken: string;
        /** @description Delete the organisation's people whose email is not in the list. Refused when any row is rejected. */
        DeleteNotInList: boolean;
        /** @description Sort direction. */
        SortOrder: components["schemas"]["SortOrder"];
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
            422: components["responses"]["Unprocessable"];
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
    trackOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The open token from the email. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A 1x1 transparent GIF (42 bytes), never cached. */
            200: {
                headers: {
                    /** @description `no-store, no-cache, must-revalidate, max-age=0`: every open reaches the server. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TrackingNotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    trackClick: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The click token from the email link. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the link's destination. */
            302: {
                headers: {
                    /** @description The destination signed into the token. */
                    Location?: string;
                    /** @description `no-store`: every click reaches the server. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TrackingNotFound"];
            422: components["responses"]["Unprocessable"];
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
            /** @description Check your email (or, with an invitation, created and signed in). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponse"];
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
            422: components["responses"]["Unprocessable"];
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
            422: components["responses"]["Unprocessable"];
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
            429: components["responses"]["TooManyRequests"];
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
            429: components["responses"]["TooManyRequests"];
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
                "application/json": components["schemas"]["DisableTwoFactorRequest"];
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
            429: components["responses"]["TooManyRequests"];
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
            429: components["responses"]["TooManyRequests"];
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
            400: components["responses"]["BadRequest"];
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
            422: components["responses"]["Unprocessable"];
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPlatformFigures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformFigures"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
            422: components["responses"]["Unprocessable"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
    setTwoFactorPolicy: {
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
                "application/json": components["schemas"]["TwoFactorPolicy"];
            };
        };
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listPeople: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text matched against first name, last name and email (case-insensitive, anywhere in the value). */
                search?: string;
                /** @description Only people in any of these groups. */
                groups?: string[];
                /** @description Only people with any of these tags. */
                tags?: string[];
                /** @description Lowest score, inclusive. */
                scoreMin?: number;
                /** @description Highest score, inclusive. */
                scoreMax?: number;
                /** @description Added on or after this day (yyyy-MM-dd, UTC). */
                createdFrom?: string;
                /** @description Added on or before this day (yyyy-MM-dd, UTC). */
                createdTo?: string;
                /** @description Sort key. */
                sortBy?: components["schemas"]["PersonSortKey"];
                /** @description Sort direction. */
                sortOrder?: components["parameters"]["SortOrder"];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of people and the total matching the filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    savePeopleBatch: {
        parameters: {
            query?: {
                /** @description Delete the organisation's people whose email is not in the list. Refused when any row is rejected. */
                deleteNotInList?: components["parameters"]["DeleteNotInList"];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeopleBatchRequest"];
            };
        };
        responses: {
            /** @description What was created, updated, left unchanged, deleted and rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleImportReport"];
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
    bulkPeople: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeopleBulkRequest"];
            };
        };
        responses: {
            /** @description How many people were asked for and how many changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleBulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    importPeopleCsv: {
        parameters: {
            query?: {
                /** @description Delete the organisation's people whose email is not in the list. Refused when any row is rejected. */
                deleteNotInList?: components["parameters"]["DeleteNotInList"];
                /** @description Parse and check only; nothing is saved. The answer includes `preview`. */
                dryRun?: boolean;
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description What was (or, with dryRun, would be) created, updated, unchanged, deleted and rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleImportReport"];
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
    listPeopleTags: {
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
            /** @description Tags in alphabetical order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StringList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listPeopleGroups: {
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
            /** @description Groups in alphabetical order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StringList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getInventoryFigures: {
        parameters: {
            query?: {
                /** @description How many of the largest groups to list by name; the rest count under `other`. */
                groupLimit?: number;
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryFigures"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPeopleTenantsOverview: {
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
            /** @description One entry per organisation, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleTenantOverviewList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPeopleTenantOverview: {
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
            /** @description The organisation's overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleTenantOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    syncPeopleGoogle: {
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
            /** @description What the sync changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleImportReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            502: components["responses"]["SyncFailed"];
        };
    };
    syncPeopleMicrosoft: {
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
            /** @description What the sync changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleImportReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            502: components["responses"]["SyncFailed"];
        };
    };
    listDirectoryConnections: {
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
            /** @description Both providers, configured or not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectoryConnectionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    saveGoogleDirectoryConnection: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleDirectoryConnectionRequest"];
            };
        };
        responses: {
            /** @description The connection, without secrets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectoryConnection"];
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
    deleteGoogleDirectoryConnection: {
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
            /** @description Forgotten (or there was none). */
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
    saveMicrosoftDirectoryConnection: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MicrosoftDirectoryConnectionRequest"];
            };
        };
        responses: {
            /** @description The connection, without secrets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectoryConnection"];
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
    deleteMicrosoftDirectoryConnection: {
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
            /** @description Forgotten (or there was none). */
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
    getPerson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Person id. */
                personId: components["parameters"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updatePerson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Person id. */
                personId: components["parameters"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonInput"];
            };
        };
        responses: {
            /** @description The person as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
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
    deletePerson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Person id. */
                personId: components["parameters"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createAssetsBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAssetsRequest"];
            };
        };
        responses: {
            /** @description The assets added and the names that already existed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateAssetsResult"];
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
    deleteAssetsBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAssetsRequest"];
            };
        };
        responses: {
            /** @description The assets deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteAssetsResult"];
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
    listAssets: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text matched anywhere in the asset name. */
                search?: string;
                /** @description Only assets of this type. */
                assetType?: components["schemas"]["AssetType"];
                /** @description Only verified (true) or unverified (false) assets. */
                verified?: boolean;
                /** @description Only monitored (true) or unmonitored (false) assets. */
                monitored?: boolean;
                /** @description Only assets added by hand or found by discovery. */
                origin?: components["schemas"]["AssetOrigin"];
                /** @description Only these assets (e.g. the newly discovered ones a notice links to). */
                ids?: components["schemas"]["Id"][];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of assets and the total matching the filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The asset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getAssetVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification state and instructions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setAssetVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetAssetVerificationRequest"];
            };
        };
        responses: {
            /** @description The new verification state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetVerification"];
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
    verifyAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setAssetMonitoring: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetAssetMonitoringRequest"];
            };
        };
        responses: {
            /** @description The asset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
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
    getAssetDnsRecords: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per record type; `checkedAt` is null before the first check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecords"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getAssetDnsRecordHistory: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
                /** @description The record type. */
                recordType: components["schemas"]["DnsRecordType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Observed values with when they were first and last seen. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecordHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getAssetIpInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest IP info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IpInfoSnapshot"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getAssetIpInfoHistory: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Observed IP info with when each was first and last seen. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IpInfoHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listAssetDiscoveries: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Discovery runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetDiscoveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    requestAssetDiscovery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The discovery, Requested. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetDiscovery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getAssetDiscovery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Asset id. */
                assetId: components["parameters"]["AssetId"];
                /** @description Discovery id. */
                discoveryId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The discovery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetDiscovery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    requestExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportRequestInput"];
            };
        };
        responses: {
            /** @description The export request, PendingToBeCreated. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportRequest"];
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
    getExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Export request id. */
                exportRequestId: components["parameters"]["ExportRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    downloadExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Export request id. */
                exportRequestId: components["parameters"]["ExportRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description `attachment; filename="people-2026-11-22.xlsx"` (with an RFC 5987 `filename*`). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listCommonLessons: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
                /** @description Only content available in this language. */
                language?: components["schemas"]["LearningLanguage"];
                /** @description Only content with this library tag. */
                tag?: string;
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of common lessons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createLesson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonInput"];
            };
        };
        responses: {
            /** @description The lesson as saved, with its warnings. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
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
    listAllLessons: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
                /** @description Only content available in this language. */
                language?: components["schemas"]["LearningLanguage"];
                /** @description Only content with this library tag. */
                tag?: string;
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
            /** @description One page of lessons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listOrganizationLessons: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
                /** @description Only content available in this language. */
                language?: components["schemas"]["LearningLanguage"];
                /** @description Only content with this library tag. */
                tag?: string;
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
            /** @description One page of the organisation's lessons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    importLesson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonExport"];
            };
        };
        responses: {
            /** @description The new lesson, with its warnings. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
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
    getLesson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lesson. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateLesson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonInput"];
            };
        };
        responses: {
            /** @description The lesson as saved, with its warnings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
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
    deleteLesson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    exportLesson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lesson and its pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    copyLesson: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation's copy. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listLessonOngoingCourses: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ongoing and upcoming courses with this lesson, soonest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseSummaryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listLessonPages: {
        parameters: {
            query?: {
                /** @description Only content available in this language. */
                language?: components["schemas"]["LearningLanguage"];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages, in lesson order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createLessonPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageInput"];
            };
        };
        responses: {
            /** @description The page as saved, with its warnings. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"];
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
    updateLessonPagesOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageOrderInput"];
            };
        };
        responses: {
            /** @description The pages in their new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageList"];
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
    getLessonPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
                /** @description Page id. */
                pageId: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateLessonPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
                /** @description Page id. */
                pageId: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageInput"];
            };
        };
        responses: {
            /** @description The page as saved, with its warnings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"];
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
    deleteLessonPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
                /** @description Page id. */
                pageId: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the pages after it move up. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listCourses: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Only courses in this group. */
                status?: components["schemas"]["CourseStatus"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
                /** @description Only courses in this language. */
                language?: components["schemas"]["LearningLanguage"];
                /** @description Sort key; newest first without one. */
                sortBy?: components["schemas"]["CourseSortKey"];
                /** @description Sort direction. */
                sortOrder?: components["parameters"]["SortOrder"];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of courses, the total matching, and the size of each group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createCourse: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseInput"];
            };
        };
        responses: {
            /** @description The course as saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
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
    getCourse: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateCourse: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseUpdate"];
            };
        };
        responses: {
            /** @description The course as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
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
    extendCourse: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course with its new end. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listCourseLearners: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: number;
                /** @description Text matched against first name, last name and email (case-insensitive). */
                search?: string;
                /** @description Only learners at this step. */
                status?: components["schemas"]["LearnerStatus"];
                /** @description Only learners with this quiz result. */
                result?: components["schemas"]["LearnerResult"];
                /** @description Only learners in this group. */
                group?: string;
                /** @description Sort key; by last name without one. */
                sortBy?: components["schemas"]["LearnerSortKey"];
                /** @description Sort direction. */
                sortOrder?: components["parameters"]["SortOrder"];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of learners and the total matching. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    addCourseLearners: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearnerSelection"];
            };
        };
        responses: {
            /** @description How many were added and how many were enrolled already. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnersAdded"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getCourseLearnerStatistics: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnerStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    sendCourseReminder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LearnerIdSelection"];
            };
        };
        responses: {
            /** @description How many emails were queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailsQueued"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    resendCourseInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LearnerIdSelection"];
            };
        };
        responses: {
            /** @description How many emails were queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailsQueued"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteCourseLearner: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
                /** @description Learner id (one person's enrolment in one course). */
                learnerId: components["parameters"]["LearnerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateCourseLearner: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
                /** @description Learner id (one person's enrolment in one course). */
                learnerId: components["parameters"]["LearnerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearnerUpdate"];
            };
        };
        responses: {
            /** @description The learner as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Learner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getLearnerQuizDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
                /** @description Learner id (one person's enrolment in one course). */
                learnerId: components["parameters"]["LearnerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every quiz question in course order, with the learner's answer if any. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnerQuizDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listCourseInvitationLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseInvitationLinkList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createCourseInvitationLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseInvitationLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteCourseInvitationLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
                /** @description Invitation id. */
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    generateLessonPreviewLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
                /** @description Lesson id. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getCourseStandards: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comparison. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseStandards"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listIndustryCourseStandards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every industry with its score (null when none is set). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndustryCourseStandardList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setIndustryCourseStandard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The industry. */
                industry: components["schemas"]["Industry"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndustryCourseStandardInput"];
            };
        };
        responses: {
            /** @description The industry's score as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndustryCourseStandard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getCoursesOverview: {
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
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoursesOverview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPlayerCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The learner's (or preview's, or invitation link's) token. */
                token: components["parameters"]["PlayerToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course and the progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerCourse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    recordPlayerActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The learner's (or preview's, or invitation link's) token. */
                token: components["parameters"]["PlayerToken"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerActivity"];
            };
        };
        responses: {
            /** @description The progress after the report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    answerPlayerQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The learner's (or preview's, or invitation link's) token. */
                token: components["parameters"]["PlayerToken"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerAnswerInput"];
            };
        };
        responses: {
            /** @description Whether it was correct, and why. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerAnswerResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    finishPlayerCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The learner's (or preview's, or invitation link's) token. */
                token: components["parameters"]["PlayerToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getCourseInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The learner's (or preview's, or invitation link's) token. */
                token: components["parameters"]["PlayerToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course and its organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    requestCourseInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The learner's (or preview's, or invitation link's) token. */
                token: components["parameters"]["PlayerToken"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationRequest"];
            };
        };
        responses: {
            /** @description Accepted, whoever asked. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationRequested"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPredefinedCourses: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
                /** @description Only courses of this level. */
                level?: components["schemas"]["CourseLevel"];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of predefined courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PredefinedCourseList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createPredefinedCourse: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PredefinedCourseInput"];
            };
        };
        responses: {
            /** @description The course as saved, with its warnings. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PredefinedCourse"];
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
    listOrganizationPredefinedCourses: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
                /** @description Only courses of this level. */
                level?: components["schemas"]["CourseLevel"];
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
            /** @description One page of the organisation's courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PredefinedCourseList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPredefinedCourse: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Predefined course id. */
                predefinedCourseId: components["parameters"]["PredefinedCourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PredefinedCourse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updatePredefinedCourse: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Predefined course id. */
                predefinedCourseId: components["parameters"]["PredefinedCourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PredefinedCourseInput"];
            };
        };
        responses: {
            /** @description The course as saved, with its warnings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PredefinedCourse"];
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
    deletePredefinedCourse: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Predefined course id. */
                predefinedCourseId: components["parameters"]["PredefinedCourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listAllNanoPages: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
                /** @description Only content available in this language. */
                language?: components["schemas"]["LearningLanguage"];
                /** @description Only content with this library tag. */
                tag?: string;
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of nano pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoPageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createNanoPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NanoPageInput"];
            };
        };
        responses: {
            /** @description The nano page as saved, with its warnings. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoPage"];
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
    listOrganizationNanoPages: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
                /** @description Only content available in this language. */
                language?: components["schemas"]["LearningLanguage"];
                /** @description Only content with this library tag. */
                tag?: string;
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
            /** @description One page of the organisation's nano pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoPageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getNanoPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Nano page id. */
                nanoPageId: components["parameters"]["NanoPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The nano page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateNanoPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Nano page id. */
                nanoPageId: components["parameters"]["NanoPageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NanoPageInput"];
            };
        };
        responses: {
            /** @description The nano page as saved, with its warnings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoPage"];
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
    deleteNanoPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Nano page id. */
                nanoPageId: components["parameters"]["NanoPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listNanoPageOngoingCampaigns: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Nano page id. */
                nanoPageId: components["parameters"]["NanoPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaigns, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoCampaignReferenceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listNanoCampaigns: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Which tab; all campaigns when absent. */
                state?: components["schemas"]["NanoCampaignState"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
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
            /** @description One page of campaigns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoCampaignList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createNanoCampaign: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NanoCampaignInput"];
            };
        };
        responses: {
            /** @description The campaign as created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoCampaign"];
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
    getNanoLearningStatistics: {
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
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoLearningStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getNanoCampaign: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Nano campaign id. */
                nanoCampaignId: components["parameters"]["NanoCampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoCampaign"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listNanoCampaignLearners: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Nano campaign id. */
                nanoCampaignId: components["parameters"]["NanoCampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of learners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoCampaignLearnerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    stopNanoCampaign: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Nano campaign id. */
                nanoCampaignId: components["parameters"]["NanoCampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign, stopped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoCampaign"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    addNanoCampaignContent: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Nano campaign id. */
                nanoCampaignId: components["parameters"]["NanoCampaignId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NanoCampaignContentInput"];
            };
        };
        responses: {
            /** @description The campaign with the content added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoCampaign"];
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
    updateNanoCampaignContent: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Nano campaign id. */
                nanoCampaignId: components["parameters"]["NanoCampaignId"];
                /** @description Scheduled content id (of the campaign). */
                contentId: components["parameters"]["NanoCampaignContentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NanoCampaignContentInput"];
            };
        };
        responses: {
            /** @description The campaign with the content changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoCampaign"];
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
    removeNanoCampaignContent: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Nano campaign id. */
                nanoCampaignId: components["parameters"]["NanoCampaignId"];
                /** @description Scheduled content id (of the campaign). */
                contentId: components["parameters"]["NanoCampaignContentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign without the content. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NanoCampaign"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    viewNanoLearnerPage: {
        parameters: {
            query?: {
                /** @description The answer chosen (its position in the question's answers). */
                answer?: number;
            };
            header?: never;
            path: {
                /** @description The signed token from the learner's email. */
                token: components["parameters"]["NanoLearnerToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NanoLearnerNotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    answerNanoLearnerQuiz: {
        parameters: {
            query: {
                /** @description The answer chosen (its position in the question's answers). */
                answer: number;
            };
            header?: never;
            path: {
                /** @description The signed token from the learner's email. */
                token: components["parameters"]["NanoLearnerToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the page with the result. */
            302: {
                headers: {
                    /** @description The learner's page with `answer`. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NanoLearnerNotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    completeNanoLearnerVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed token from the learner's email. */
                token: components["parameters"]["NanoLearnerToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to the learner's page. */
            302: {
                headers: {
                    /** @description The learner's page. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NanoLearnerNotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listLearningContentTags: {
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
            /** @description Every tag, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearningContentTagList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
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
            /** @description Endpoints, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointInput"];
            };
        };
        responses: {
            /** @description The endpoint and its secret, shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
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
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Webhook endpoint id. */
                endpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Webhook endpoint id. */
                endpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint receives nothing more. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Webhook endpoint id. */
                endpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
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
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Webhook endpoint id. */
                endpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint and its new secret, shown once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    sendWebhookTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Webhook endpoint id. */
                endpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queued delivery. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Only deliveries in this state. */
                status?: components["schemas"]["WebhookDeliveryStatus"];
            };
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Webhook endpoint id. */
                endpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deliveries, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Webhook delivery id. */
                deliveryId: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    replayWebhookDelivery: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Webhook delivery id. */
                deliveryId: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new, queued delivery. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listPhishingTemplates: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
                /** @description Only templates of this technique. */
                type?: components["schemas"]["PhishingTemplateType"];
                /** @description Only templates in this language. */
                language?: components["schemas"]["LearningLanguage"];
                /** @description Only templates with this library tag. */
                tag?: string;
                /** @description `common`: the library's templates only; `organization`: the organisation's own only (needs `x-tenant-id`); `all` (default): both. */
                scope?: components["schemas"]["PhishingTemplateScope"];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTemplateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createPhishingTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingTemplateInput"];
            };
        };
        responses: {
            /** @description The template as saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTemplate"];
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
    sendPhishingTemplateTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingTestEmailRequest"];
            };
        };
        responses: {
            /** @description The test email was accepted by the SMTP server (or written to the outbox). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTestEmailResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    previewPhishingTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingTemplatePreviewRequest"];
            };
        };
        responses: {
            /** @description The email as a target would see it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTemplatePreview"];
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
    getPhishingTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Phishing template id. */
                templateId: components["parameters"]["PhishingTemplateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updatePhishingTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Phishing template id. */
                templateId: components["parameters"]["PhishingTemplateId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingTemplateInput"];
            };
        };
        responses: {
            /** @description The template as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTemplate"];
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
    deletePhishingTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Phishing template id. */
                templateId: components["parameters"]["PhishingTemplateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    copyPhishingTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Phishing template id. */
                templateId: components["parameters"]["PhishingTemplateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation's new template. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateOrganizationPhishingTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Phishing template id. */
                templateId: components["parameters"]["PhishingTemplateId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingTemplateInput"];
            };
        };
        responses: {
            /** @description The template as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTemplate"];
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
    listLandingPages: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
                /** @description Only landing pages of this type. */
                type?: components["schemas"]["LandingPageType"];
                /** @description Only landing pages in this language. */
                language?: components["schemas"]["LearningLanguage"];
            };
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of landing pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingPageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createLandingPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LandingPageInput"];
            };
        };
        responses: {
            /** @description The landing page as saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingPage"];
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
    getLandingPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Landing page id. */
                landingPageId: components["parameters"]["LandingPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The landing page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateLandingPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Landing page id. */
                landingPageId: components["parameters"]["LandingPageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LandingPageInput"];
            };
        };
        responses: {
            /** @description The landing page as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingPage"];
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
    deleteLandingPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path: {
                /** @description Landing page id. */
                landingPageId: components["parameters"]["LandingPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listSendingProfiles: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
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
            /** @description One page of sending profiles, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendingProfileList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createSendingProfile: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendingProfileInput"];
            };
        };
        responses: {
            /** @description The profile as saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendingProfile"];
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
    getSendingProfile: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Sending profile id. */
                sendingProfileId: components["parameters"]["SendingProfileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendingProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateSendingProfile: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Sending profile id. */
                sendingProfileId: components["parameters"]["SendingProfileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendingProfileInput"];
            };
        };
        responses: {
            /** @description The profile as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendingProfile"];
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
    deleteSendingProfile: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Sending profile id. */
                sendingProfileId: components["parameters"]["SendingProfileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPhishingSimulationsOverview: {
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
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingSimulationsOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPeoplePhishingOverview: {
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
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeoplePhishingOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listPhishingSimulations: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Which tab; all simulations when absent. */
                state?: components["schemas"]["PhishingSimulationState"];
                /** @description Text matched against the name (case-insensitive, anywhere in it). */
                search?: string;
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
            /** @description One page of simulations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingSimulationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createPhishingSimulation: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingSimulationInput"];
            };
        };
        responses: {
            /** @description The simulation as launched. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingSimulation"];
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
    getPhishingSimulation: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                simulationId: components["parameters"]["PhishingSimulationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The simulation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingSimulation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPhishingSimulationOverview: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                simulationId: components["parameters"]["PhishingSimulationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The funnel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingSimulationOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listPhishingSimulationTargets: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Only targets with this status. */
                status?: components["schemas"]["PhishingTargetStatus"];
            };
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                simulationId: components["parameters"]["PhishingSimulationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of targets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTargetList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPhishingSimulationTarget: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                simulationId: components["parameters"]["PhishingSimulationId"];
                targetId: components["parameters"]["PhishingTargetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The target. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTargetDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updatePhishingSimulationStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                simulationId: components["parameters"]["PhishingSimulationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingSimulationStatusInput"];
            };
        };
        responses: {
            /** @description The simulation, stopped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingSimulation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updatePhishingTargetStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                simulationId: components["parameters"]["PhishingSimulationId"];
                targetId: components["parameters"]["PhishingTargetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingTargetStatusInput"];
            };
        };
        responses: {
            /** @description The target as updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTargetDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    resendPhishingTargetTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The active organisation. */
                "x-tenant-id": components["parameters"]["TenantHeader"];
            };
            path: {
                simulationId: components["parameters"]["PhishingSimulationId"];
                targetId: components["parameters"]["PhishingTargetId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PhishingResendInput"];
            };
        };
        responses: {
            /** @description The target with the new email scheduled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingTargetDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    viewPhishingLanding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed token from the simulation email. */
                token: components["parameters"]["PhishingToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The confirmation page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["PhishingLinkNotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    confirmPhishingLanding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed token from the simulation email. */
                token: components["parameters"]["PhishingToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The landing page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["PhishingLinkNotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    submitPhishingLanding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed token from the simulation email. */
                token: components["parameters"]["PhishingToken"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description The feedback page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["PhishingLinkNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    reportPhishingEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed token from the simulation email. */
                token: components["parameters"]["PhishingToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["PhishingLinkNotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPhishingExtensionConfig: {
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
            /** @description The organisation's extension data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingExtensionConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    reportPhishingExtensionEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The active organisation, if any. */
                "x-tenant-id"?: components["parameters"]["OptionalTenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingEmailReportInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingEmailReportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPhishingExtensionKey: {
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
            /** @description The live key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingExtensionKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    rotatePhishingExtensionKey: {
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
            /** @description The new key, shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedPhishingExtensionKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listPhishingReportedEmails: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Only simulation emails, or only the others. */
                kind?: components["schemas"]["PhishingReportedEmailKind"];
                /** @description Only suspicious reports in this triage status. */
                status?: components["schemas"]["PhishingExtensionReportStatus"];
                /** @description Text matched against the sender, the subject and the reporter (case-insensitive, anywhere). */
                search?: string;
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
            /** @description One page of reported emails. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingReportedEmailList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listPhishingExtensionReports: {
        parameters: {
            query?: {
                /** @description How many items to pass over. */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Only this organisation's reports. */
                tenantId?: components["schemas"]["Id"];
                /** @description Only reports in this triage status. */
                status?: components["schemas"]["PhishingExtensionReportStatus"];
                /** @description Text matched against the sender, the subject and the reporter (case-insensitive, anywhere). */
                search?: string;
                /** @description Reported at or after this time. */
                from?: components["schemas"]["Timestamp"];
                /** @description Reported before this time. */
                to?: components["schemas"]["Timestamp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingExtensionReportList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updatePhishingExtensionReportStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Extension report id. */
                reportId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingExtensionReportStatusInput"];
            };
        };
        responses: {
            /** @description The report as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhishingExtensionReport"];
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
    webhookPeopleImported: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeopleImportedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPeopleSynced: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeopleSyncedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPeopleBulkChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeopleBulkChangedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookAssetVerified: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetVerifiedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDiscoveryCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscoveryCompletedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookExportReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportReadyWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookLearningContentChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearningContentChangedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookNanoCampaignStarted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NanoCampaignStartedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookNanoCampaignStopped: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NanoCampaignStoppedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookNanoLearnerAnswered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NanoLearnerAnsweredWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPhishingContentChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingContentChangedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookLearnersEnrolled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearnersEnrolledWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookLearnerCompletedCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearnerCompletedCourseWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookLearnerFailedCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearnerFailedCourseWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCourseChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseChangedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTargetFailed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TargetFailedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPhishingTargetEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingTargetEventWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPhishingEmailReported: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhishingEmailReportedWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestWebhook"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
export const errorCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ErrorCode"]> = ["BadRequest", "ValidationFailed", "Unauthorized", "WrongCredential", "TokenExpired", "Forbidden", "NotFound", "Conflict", "PayloadTooLarge", "UnsupportedMediaType", "TooManyRequests", "InvitationNotValid", "AlreadyMemberOrInvited", "OrganizationRequired", "FeatureNotEnabled", "CsvNotValid", "SyncFailed", "UnableToVerify", "AssetNotVerified", "Unavailable", "TwoFactorRequired", "SendFailed", "Internal"];
export const healthStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Health"]["status"]> = ["ok"];
export const healthDatabaseValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Health"]["database"]> = ["sqlite", "postgres"];
export const languageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Language"]> = ["en", "sr"];
export const permissionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Permission"]> = ["ReadLearning", "CrudLearning", "ReadVulnerability", "ReadInventory", "CrudInventory", "ReadPhishing", "CrudPhishing", "ReadWaf", "ManageTenants", "ReadLeaks", "ManageOrganization"];
export const superAdminPermissionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SuperAdminPermission"]> = ["ManageTenants", "ManageLearningContent", "ManageInventory", "ManageTemplatesLibrary", "ManageLearning", "ManageVulnerabilities", "ManageLeaks", "ManageUsers", "ManagePhishing", "ReadTenants"];
export const roleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Role"]> = ["Admin", "SecurityAnalyst", "AwarenessManager", "GroupAdmin", "Viewer"];
export const permissionCatalogueGroupsGroupValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PermissionCatalogue"]["groups"]["group"]> = ["SuperAdmin", "Learning", "Vulnerability", "Inventory", "Phishing", "Waf", "GroupAdmin", "DataLeaks", "Organization"];
export const featureValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Feature"]> = ["inventory", "monitoring", "learning", "phishing", "thirdParty", "waf", "leaks", "groupOrganization"];
export const industryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Industry"]> = ["Agriculture", "Automotive", "Banking", "Chemicals", "Construction", "Education", "Energy", "Entertainment", "Finance", "FoodAndBeverage", "Healthcare", "InformationTechnology", "Manufacturing", "Media", "Pharmaceuticals", "RealEstate", "Retail", "Telecommunications", "Transportation", "TravelAndTourism", "Utilities", "Other"];
export const embedWidgetValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EmbedWidget"]> = ["notifications", "organization", "activity-logs", "members", "people", "assets", "inventory-overview"];
export const activityEventGroupValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ActivityEventGroup"]> = ["UserManagement", "UserAdministration", "AclManagement", "TenantAdministration", "TenantManagement"];
export const notificationTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NotificationType"]> = ["VulnerabilityCreated", "CredentialLeaked", "VulnerabilityActivityCreated", "LearnerFailedCourse", "TargetFailed", "PeopleImported", "PeopleSynced", "PeopleBulkChanged", "AssetVerified", "DiscoveryCompleted", "ExportReady", "PhishingEmailReported"];
export const vulnerabilityCreatedMetaVulnerabilitySeverityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VulnerabilityCreatedMeta"]["vulnerabilitySeverity"]> = ["critical", "high", "medium"];
export const domainEventTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DomainEventType"]> = ["PeopleImported", "PeopleSynced", "PeopleBulkChanged", "AssetVerified", "DiscoveryCompleted", "ExportReady", "LearningContentChanged", "NanoCampaignStarted", "NanoCampaignStopped", "NanoLearnerAnswered", "PhishingContentChanged", "LearnersEnrolled", "LearnerCompletedCourse", "LearnerFailedCourse", "CourseChanged", "TargetFailed", "PhishingTargetEvent", "PhishingEmailReported"];
export const peopleImportedDataSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PeopleImportedData"]["source"]> = ["csv", "api"];
export const assetVerifiedDataMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AssetVerifiedData"]["method"]> = ["dns", "file", "manual"];
export const exportReadyDataFormatValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExportReadyData"]["format"]> = ["csv", "xlsx"];
export const phishingTemplateTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingTemplateType"]> = ["CredentialHarvest", "MalwareAttachment", "LinkInAttachment", "LinkForMalware", "DriveByUrl"];
export const phishingTemplateScopeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingTemplateScope"]> = ["all", "common", "organization"];
export const landingPageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LandingPageType"]> = ["CredentialHarvest", "GenericMsg", "Error404Page", "PhishedDisplay", "Other"];
export const smtpSecurityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SmtpSecurity"]> = ["none", "starttls", "tls"];
export const sendingProfileListPlatformDefaultTransportValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SendingProfileList"]["platformDefault"]["transport"]> = ["smtp", "outbox"];
export const phishingContentChangedDataKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingContentChangedData"]["kind"]> = ["template", "landingPage", "sendingProfile"];
export const phishingContentChangedDataActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingContentChangedData"]["action"]> = ["created", "updated", "deleted", "copied"];
export const phishingSimulationStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingSimulationState"]> = ["ongoing", "upcoming", "finished"];
export const phishingSimulationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingSimulationStatus"]> = ["Upcoming", "InProgress", "Stopped", "Ended"];
export const phishingFeedbackTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingFeedbackType"]> = ["GenericMsg", "Error404Page", "PhishedDisplay", "Other"];
export const phishingTargetStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingTargetStatus"]> = ["Created", "InProgress", "NoReaction", "Passed", "Failed", "ReportedSome"];
export const phishingEventKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingEventKind"]> = ["Sent", "Opened", "Clicked", "HumanConfirmed", "Submitted", "Reported", "Bounced", "MarkedPassed", "AttachmentOpened"];
export const phishingTargetEmailStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingTargetEmail"]["status"]> = ["Scheduled", "Sending", "Sent", "Failed", "Cancelled"];
export const phishingEventClassificationValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingEvent"]["classification"]> = ["human", "bot"];
export const phishingSimulationStatusInputStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingSimulationStatusInput"]["status"]> = ["Stopped"];
export const phishingTargetStatusInputStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingTargetStatusInput"]["status"]> = ["Passed"];
export const phishingTargetEventDataKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingTargetEventData"]["kind"]> = ["Sent", "Opened", "Clicked", "Submitted", "Reported", "AttachmentOpened"];
export const phishingEmailReportResultKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingEmailReportResult"]["kind"]> = ["Simulation", "Suspicious"];
export const phishingExtensionReportStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingExtensionReportStatus"]> = ["Received", "Clean", "Spam", "Threat"];
export const phishingExtensionReportSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingExtensionReportSource"]> = ["Extension", "Web"];
export const phishingReportedEmailKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PhishingReportedEmailKind"]> = ["Simulation", "Suspicious"];
export const webhookEndpointDisabledReasonOneOf0Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WebhookEndpoint"]["disabledReason"]> = ["Failures", "Manual"];
export const webhookDeliveryStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WebhookDeliveryStatus"]> = ["Pending", "Succeeded", "Failed"];
export const sortOrderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SortOrder"]> = ["asc", "desc"];
export const personSortKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PersonSortKey"]> = ["firstName", "lastName", "email", "score", "createdAt"];
export const personOriginValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PersonOrigin"]> = ["manual", "csv", "google", "microsoft"];
export const scoreCategoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ScoreCategory"]> = ["VeryLow", "Low", "Medium", "High", "VeryHigh"];
export const peopleBulkActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PeopleBulkAction"]> = ["delete", "addTags", "addGroups"];
export const peopleImportPreviewRowActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PeopleImportPreviewRow"]["action"]> = ["create", "update", "unchanged", "reject"];
export const directoryProviderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DirectoryProvider"]> = ["google", "microsoft"];
export const assetTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AssetType"]> = ["domain", "subdomain", "ipv4", "ipv6"];
export const assetOriginValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AssetOrigin"]> = ["manual", "automatic"];
export const monitoringBlockedReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MonitoringBlockedReason"]> = ["NotVerified", "FeatureNotEnabled", "NotAllowed"];
export const verificationMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VerificationMethod"]> = ["dns", "file", "manual"];
export const dnsRecordTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DnsRecordType"]> = ["A", "AAAA", "MX", "NS", "SOA", "TXT"];
export const discoveryStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DiscoveryStatus"]> = ["Requested", "Completed", "Failed"];
export const assetDiscoveryDiscoveryDataSourcesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AssetDiscovery"]["discoveryData"]["sources"]> = ["dns", "wordlist", "certificateTransparency"];
export const exportKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExportKind"]> = ["people", "assets", "courseLearners", "simulationTargets"];
export const exportFormatValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExportFormat"]> = ["csv", "xlsx"];
export const exportLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExportLanguage"]> = ["en", "sr"];
export const exportStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExportStatus"]> = ["PendingToBeCreated", "ReadyToBeDownloaded", "Downloading", "Completed", "Error"];
export const learningLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LearningLanguage"]> = ["En", "Sr", "De", "Es", "Sl"];
export const pageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PageType"]> = ["Text", "Video", "Quiz", "Custom"];
export const courseStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CourseStatus"]> = ["in_progress", "upcoming", "finished"];
export const courseSortKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CourseSortKey"]> = ["name", "enrolmentDate", "endDate", "createdAt"];
export const learnerStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LearnerStatus"]> = ["InvitationPending", "InvitationSentNoActivity", "InvitationOpened", "LearningInProgress", "LearningCompleted"];
export const learnerResultValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LearnerResult"]> = ["Passed", "Failed", "NotCompleted"];
export const learnerSortKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LearnerSortKey"]> = ["firstName", "lastName", "email", "status", "score", "timeSpent", "completedAt"];
export const playerCourseModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlayerCourse"]["mode"]> = ["learner", "preview"];
export const learnerCompletedCourseDataResultValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LearnerCompletedCourseData"]["result"]> = ["Passed", "Failed"];
export const courseChangedDataActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CourseChangedData"]["action"]> = ["created", "updated", "extended", "learnerRemoved"];
export const courseLevelValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CourseLevel"]> = ["Beginner", "Intermediate", "Advanced"];
export const nanoPageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NanoPageType"]> = ["SimpleQuiz", "VideoQuiz", "CustomHTML"];
export const nanoVideoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NanoVideoType"]> = ["External", "InternalSimpleVideo"];
export const nanoCampaignStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NanoCampaignStatus"]> = ["upcoming", "running", "stopped"];
export const nanoCampaignStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NanoCampaignState"]> = ["active", "upcoming", "finished"];
export const nanoCampaignLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NanoCampaignLanguage"]> = ["En", "Sr"];
export const businessDayValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BusinessDay"]> = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
export const nanoLearnerEventValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NanoLearnerEvent"]> = ["Scheduled", "Sent", "Delivered", "Opened", "AnsweredCorrectly", "AnsweredIncorrectly", "VideoPageOpened", "VideoCompleted", "Cancelled"];
export const learningContentChangedDataKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LearningContentChangedData"]["kind"]> = ["lesson", "page", "predefinedCourse", "nanoPage"];
export const learningContentChangedDataActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LearningContentChangedData"]["action"]> = ["created", "updated", "deleted", "copied", "imported", "reordered"];
