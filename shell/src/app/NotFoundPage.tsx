import { Link } from 'react-router-dom';
import { PageHead } from './PageHead';
import { notFoundTitle } from './routes';

const pageStyle = { maxWidth: '40rem', margin: '0 auto', padding: '4rem 1.5rem', textAlign: 'center' as const };

export function NotFoundPage() {
  return (
    <div css={pageStyle}>
      <PageHead notFound title={notFoundTitle} description="The page you asked for does not exist or has moved." />
      <h1>{notFoundTitle}</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
