import { createRoot } from 'react-dom/client';
import { PreviewApp } from './preview/PreviewApp';

// The team's own page (`npm run dev`): the exposed pages outside the shell.
const container = document.getElementById('root');
if (container) createRoot(container).render(<PreviewApp />);
