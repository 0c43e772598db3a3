import { Route, Routes } from 'react-router-dom';
import { Frame } from '../frame/Frame';
import { CareerDetailRoute } from './CareerDetailRoute';
import { NotFoundPage } from './NotFoundPage';
import { RemotePage } from './RemotePage';
import { careerDetailRoute, pageRoutes } from './routes';

export function App() {
  return (
    <Routes>
      <Route element={<Frame />}>
        {pageRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RemotePage route={route} />} />
        ))}
        <Route path={careerDetailRoute.path} element={<CareerDetailRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
