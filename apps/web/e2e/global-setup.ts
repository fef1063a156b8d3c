import { startStack } from './support/stack';

/** Starts the product once for the whole run; the tests read its addresses from E2E_URLS. */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.E2E_URLS = JSON.stringify(stack.urls);
  return stack.stop;
}
