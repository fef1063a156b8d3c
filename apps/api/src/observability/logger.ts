import pino, { type DestinationStream, type Logger } from 'pino';
import { currentLogFields } from './log-context';
import { REDACT_PATHS, REDACTED, serializeError } from './redaction';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const level = (): string => {
  const wanted = process.env.LOG_LEVEL || 'info';
  if (!LEVELS.includes(wanted))
    throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got '${wanted}'`);
  return wanted;
};

// In the mixin rather than the bindings: the entry point names the process after import.
let processName = 'api';

/**
 * A logger of JSON lines (pino; stdout unless a destination is given), level from LOG_LEVEL
 * (default info), each line with the request id, organisation and job id of the work it
 * belongs to, and the secrets of redaction.ts censored.
 */
export const createLogger = (destination?: DestinationStream): Logger =>
  pino(
    {
      level: level(),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => ({ name: processName, ...currentLogFields() }),
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  );

/** The process's logger. */
export const logger = createLogger();

/** Names the process in every line: `api` (default) or `worker`. */
export const nameProcess = (name: string) => {
  processName = name;
};

/**
 * Lines an operator and the test harnesses need whatever LOG_LEVEL says (where the process
 * listens, why it refused to start): written at info or fatal even when the level is silent.
 */
export const announce: Logger = logger.child({}, { level: 'info' });

/**
 * Node's own warnings (a deprecation, a listener leak) as log lines. Node prints them as plain
 * text on stderr, which breaks the one-JSON-object-a-line log a shipper parses; the process's
 * logger writes them instead, at warn, each once as Node emits it.
 */
export const logProcessWarnings = (log: Logger = logger) => {
  process.removeAllListeners('warning');
  process.on('warning', (warning) =>
    log.warn(
      { warning: { name: warning.name, message: warning.message, stack: warning.stack } },
      `node: ${warning.name}: ${warning.message}`,
    ),
  );
};
