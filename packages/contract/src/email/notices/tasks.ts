import { defineNotices } from './define.ts';

/** The tasks area's notices. */
export const tasksNotices = defineNotices({});
