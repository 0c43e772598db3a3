/**
 * The email service's surface for the tools that run it (`npm start`, `npm run dev`): the
 * variables it reads, taken from its one configuration schema.
 */
export { serviceVariables } from './src/config';
