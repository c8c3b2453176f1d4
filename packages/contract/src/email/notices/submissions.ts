import { defineNotices } from './define.ts';

/** The submissions area's notices. */
export const submissionsNotices = defineNotices({});
