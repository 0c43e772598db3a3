import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router-dom';

/**
 * The router and emotion, evaluated in a task of their own between React DOM's and the site's
 * own modules' (in-tasks.ts). Naming one export of each makes the bundler evaluate its module
 * here; the rest of each is left to tree shaking as before (a namespace import would keep all).
 */
export const libraries = [BrowserRouter, CacheProvider];
