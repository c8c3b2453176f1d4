/// <reference types="vite/client" />

// Deployment settings read at build time. Every one has a default in src/app/links.ts.
interface ImportMetaEnv {
  readonly VITE_PRODUCT_HOME_URL?: string;
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_HELP_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_TICKET_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
