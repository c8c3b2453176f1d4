import { defineNotices } from './define.ts';

/** The vendors area's notices. */
export const vendorsNotices = defineNotices({});
