export const remoteText = {
  loading: 'Loading…',
  failedTitle: 'This section could not be loaded',
  failedBody: 'Please check your connection and try again. The rest of the site keeps working.',
  retry: 'Retry',
  partsUnavailable: 'Some interactive parts of this page are not available yet.',
  partsUnavailableReach: 'You can still reach us:',
} as const;
