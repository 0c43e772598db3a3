export const remoteText = {
  loading: 'Loading…',
  failedTitle: 'This section could not be loaded',
  failedBody: 'Please check your connection and try again. The rest of the site keeps working.',
  retry: 'Retry',
} as const;
