import { defineNotices } from './define.ts';

/** The requirements area's notices. */
export const requirementsNotices = defineNotices({});
