/** Supplier accounts: registration, email verification, sign-in, password reset, profile and contacts (issue 6). */
export const supplierMessages = {} as const;
