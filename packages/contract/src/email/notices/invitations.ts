import { defineNotices } from './define.ts';

/** The invitations area's notices. */
export const invitationsNotices = defineNotices({});
