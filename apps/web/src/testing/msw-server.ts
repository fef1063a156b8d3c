import { setupServer } from 'msw/node';

/** The unit tests' MSW server; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();
