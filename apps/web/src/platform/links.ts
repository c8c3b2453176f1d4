/**
 * Addresses outside the app: the login footer, Help and support details. They belong to whoever
 * runs Procura, so each comes from a build-time variable (see src/env.d.ts) with a neutral default.
 */
const env = import.meta.env;

export const links = {
  productHome: env.VITE_PRODUCT_HOME_URL || 'https://procura.example.org',
  privacyPolicy: env.VITE_PRIVACY_POLICY_URL || 'https://procura.example.org/privacy',
  help: env.VITE_HELP_URL || 'https://procura.example.org/help',
  supportEmail: env.VITE_SUPPORT_EMAIL || 'support@procura.example.org',
  supportPhone: env.VITE_SUPPORT_PHONE || '',
  supportTicket: env.VITE_SUPPORT_TICKET_URL || 'https://procura.example.org/support',
} as const;
