import { defineNotices } from './define.ts';

/** The bids area's notices. */
export const bidsNotices = defineNotices({});
