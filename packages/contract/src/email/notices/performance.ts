import { defineNotices } from './define.ts';

/** The performance area's notices. */
export const performanceNotices = defineNotices({});
