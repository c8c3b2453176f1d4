import { defineNotices } from './define.ts';

/** The auth area's notices. */
export const authNotices = defineNotices({});
