// Imported first by main.ts, before anything loads React: without NODE_ENV=production React's
// server renderer runs its development build, several times slower, and writes the server's error
// messages and stack traces into the HTML it sends. `npm run dev` does not use this server.
process.env.NODE_ENV ??= 'production';
