import { Route, Routes } from 'react-router-dom';
import { BlogPostRoute } from './BlogPostRoute';
import { CareerDetailRoute } from './CareerDetailRoute';
import { NotFoundPage } from './NotFoundPage';
import { RemotePage } from './RemotePage';
import { blogPostRoute, careerDetailRoute, pageRoutes } from './routes';
import { SiteLayout } from './SiteLayout';

export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {pageRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RemotePage route={route} />} />
        ))}
        <Route path={careerDetailRoute.path} element={<CareerDetailRoute />} />
        <Route path={blogPostRoute.path} element={<BlogPostRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
