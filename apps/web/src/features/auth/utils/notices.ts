/**
 * How long the role-change notice stays ('log out and sign in again'): the one toast duration the
 * specification names (6 seconds); every other toast keeps the default.
 */
export const ROLE_CHANGE_NOTICE_MS = 6000;
