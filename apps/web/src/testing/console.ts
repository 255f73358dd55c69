import { vi, type Mock } from 'vitest';

/**
 * A web test fails when something writes to console.error or console.warn: React's warnings (a
 * missing key, an update outside act(), a bad prop), React Router's, and the app's own error reports
 * (`reportError`) all end there. A test that provokes an error on purpose says so with
 * {@link expectConsoleError}; everything else is a fault to fix.
 */

type Level = 'error' | 'warn';
type Pattern = string | RegExp;

const originals: Record<Level, (...args: unknown[]) => void> = {
  error: console.error.bind(console),
  warn: console.warn.bind(console),
};

interface Allowance {
  patterns: Pattern[];
  calls: Mock<(...args: unknown[]) => void>;
}

let allowances: Record<Level, Allowance[]> = { error: [], warn: [] };
let unexpected: { level: Level; args: unknown[] }[] = [];

function describeArg(arg: unknown): string {
  if (arg instanceof Error) {
    return `${arg.name}: ${arg.message}`;
  }
  return typeof arg === 'string' ? arg : String(arg);
}

function matches(args: unknown[], patterns: Pattern[]): boolean {
  if (patterns.length === 0) {
    return true;
  }
  const text = args.map(describeArg).join(' ');
  return patterns.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)));
}

function record(level: Level, args: unknown[]) {
  const allowance = allowances[level].find((candidate) => matches(args, candidate.patterns));
  if (allowance) {
    allowance.calls(...args);
    return;
  }
  unexpected.push({ level, args });
  originals[level](...args);
}

/** Before each test (setup-tests.ts): console.error and console.warn are watched. */
export function watchConsole(): void {
  allowances = { error: [], warn: [] };
  unexpected = [];
  console.error = (...args: unknown[]) => record('error', args);
  console.warn = (...args: unknown[]) => record('warn', args);
}

/** After each test (setup-tests.ts): the console is given back, and the test fails if it logged unexpectedly. */
export function assertQuietConsole(): void {
  console.error = originals.error;
  console.warn = originals.warn;
  const logged = unexpected;
  unexpected = [];
  if (logged.length > 0) {
    const lines = logged.map(({ level, args }) => `  console.${level}: ${args.map(describeArg).join(' ')}`);
    throw new Error(
      `Le test a écrit dans la console (${logged.length}) :\n${lines.join('\n')}\n` +
        'Corrigez la cause, ou déclarez le message attendu avec expectConsoleError().',
    );
  }
}

function expectConsole(level: Level, patterns: Pattern[]) {
  const calls = vi.fn<(...args: unknown[]) => void>();
  allowances[level].push({ patterns, calls });
  return calls;
}

/**
 * The explicit opt-out: this test expects console.error calls matching one of `patterns` (any call
 * when none is given). They are kept off the output and recorded on the returned mock, to assert on.
 */
export function expectConsoleError(...patterns: Pattern[]) {
  return expectConsole('error', patterns);
}

/** The same for console.warn. */
export function expectConsoleWarn(...patterns: Pattern[]) {
  return expectConsole('warn', patterns);
}
