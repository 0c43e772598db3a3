import { BrandProvider } from '@inklined/brand/BrandProvider';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { startFederation } from './remotes/federation';

// Fetch the remote locations while the frame renders; pages wait for them, the frame does not.
startFederation();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <BrandProvider>
          <App />
        </BrandProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
