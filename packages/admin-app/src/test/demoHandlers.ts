/**
 * The demo backend's handlers, for a screen story's `parameters.msw.handlers` (msw-storybook-addon reads
 * them only when written in the meta itself). Stories take them from the test harness, as tests do.
 */
export { handlers } from '../demo-backend/handlers';
