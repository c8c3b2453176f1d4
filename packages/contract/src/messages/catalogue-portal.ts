/** The supplier portal, plan takers and meetings (issue 6). */
export const portalMessages = {} as const;
