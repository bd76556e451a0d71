import './respond.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RespondApp } from './RespondApp';

// The respondent pages' own entry (respond.html): React and the flow, without the dashboard's router, Mantine or
// query cache, so that a phone on a slow network shows the first step soon (ADR 0038); its paged searches have a
// query client of their own (ADR 0135).
const container = document.getElementById('root');
if (!container) throw new Error('respond.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RespondApp />
  </StrictMode>,
);
