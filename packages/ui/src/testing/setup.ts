// Shared set-up of the package's vitest unit tests (happy-dom).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are enabled; they are not here.
afterEach(() => cleanup());
