// First of all, before React and the rest of the app start: a signed-in visit begins fetching its screen.
import './app/fetch-ahead';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
