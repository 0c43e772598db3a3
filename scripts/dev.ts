import concurrently from 'concurrently';
import { siteConfig } from '@inklined/site-config/site-config';

/** `npm run dev`: every front-end app on its webpack dev server with hot reload, and the email service. */
const { internalHost, ports } = siteConfig();
const { result } = concurrently(
  [
    { name: 'marketing', command: 'npm run dev -w marketing-mfe' },
    { name: 'careers', command: 'npm run dev -w careers-mfe' },
    { name: 'forms', command: 'npm run dev -w forms-mfe' },
    { name: 'shell', command: 'npm run dev -w shell' },
    {
      name: 'email',
      command: 'npm run dev -w email-service',
      // The same port the shell's dev proxy forwards /api to, also when SITE_PORT_BASE moves the site.
      env: { PORT: String(ports.email), HOST: internalHost },
    },
  ],
  { killOthersOn: ['failure'], prefixColors: ['blue', 'magenta', 'cyan', 'green', 'yellow'] },
);

result.catch(() => {
  process.exitCode = 1;
});
