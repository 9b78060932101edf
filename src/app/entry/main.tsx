// First: zod must be configured before any module makes a schema.
import './zod-without-eval';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppRoot } from '../root/app-root';
import { AppRouter } from '../router/app-router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppRoot>
      <AppRouter />
    </AppRoot>
  </StrictMode>,
);
