import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './i18n/i18n.ts';

// React Router's default entry, hydrating once the page's own catalogue is here (decision 0078):
// <html lang> names it (lib/language.ts), and the other language is never fetched up front.
void loadCatalogue(document.documentElement.lang === 'pt-BR' ? 'br' : 'en').then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
