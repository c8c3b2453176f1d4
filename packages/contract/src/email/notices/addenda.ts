import { defineNotices } from './define.ts';

/** The addenda area's notices. */
export const addendaNotices = defineNotices({});
