import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// Pages are fetched by route (ADR 0031). After a deploy an open tab still asks for the old build's chunks,
// which are gone: load the page again, from the new build. At most once a minute, so that a chunk that
// truly cannot be fetched shows the route's error instead of reloading for ever.
window.addEventListener('vite:preloadError', () => {
  const last = Number(sessionStorage.getItem('canopy.chunkReloadAt') ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem('canopy.chunkReloadAt', String(Date.now()));
  window.location.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
