import './platform/jitless-validation.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { redirectIntakeHashLink } from './features/intake/public/hash-link.ts';
import { shareCspNonce } from './platform/csp-nonce.ts';
import { browserLanguage, showLanguage } from './platform/i18n/index.ts';

shareCspNonce();
// Before the router reads the address: the spec's intake link is a hash route (000 §2).
redirectIntakeHashLink();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render needs its texts; without them nothing useful can be drawn, so say so in both.
try {
  await showLanguage(browserLanguage());
} catch (error) {
  container.textContent =
    'Procura could not be loaded: reload the page. / Procura n’a pas pu être chargé : rechargez la page.';
  throw error;
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
