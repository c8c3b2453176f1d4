/** The small helpers every activity sentence module writes with. */
export type ActivityText = { en: string; fr: string };

/** A name in quotes after a space, or nothing when there is no name. */
export const quoted = (value: string) => (value ? ` “${value}”` : '');

/** A text in both languages. */
export const t = (en: string, fr: string): ActivityText => ({ en, fr });
