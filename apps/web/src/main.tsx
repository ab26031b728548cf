import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { initI18n, loadAllEnglish } from './lib/i18n';
import './styles.css';

await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);

// The English texts the home page does not show load once the page has, ready for the next route.
if (document.readyState === 'complete') void loadAllEnglish();
else window.addEventListener('load', () => void loadAllEnglish(), { once: true });
