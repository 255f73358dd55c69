import { useCallback, useEffect, useRef, useState } from 'react';
import { DEMO_GENERATING_MESSAGE, DEMO_TIMINGS } from '@batiao/shared/contracts/demo';

export interface DemoTimings {
  steps: readonly number[];
  typingMs: number;
  aiIndicatorMs: number;
}

/**
 * The demo's four steps (supporting-areas §4): start sets step 0 and running; each step's timer
 * advances; after the last, running stops and the demo is done. Entering step 2 (the writing)
 * shows « IA active » for 3 s and types the message one character every 50 ms. Pause stops the
 * timers; restart resets everything.
 */
export function useDemoRun(timings: DemoTimings = DEMO_TIMINGS) {
  const [step, setStep] = useState(-1);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(false);
  const [aiActive, setAiActive] = useState(false);
  const [typed, setTyped] = useState('');
  const typedRef = useRef('');

  // One timer per step while running (a pause keeps the step; resuming restarts its timer).
  useEffect(() => {
    if (!running || step < 0) {
      return;
    }
    const timer = window.setTimeout(() => {
      if (step >= timings.steps.length - 1) {
        setRunning(false);
        setDone(true);
      } else {
        setStep(step + 1);
      }
    }, timings.steps[step]);
    return () => window.clearTimeout(timer);
  }, [running, step, timings]);

  // From step 2: the AI indicator, and the message typed out (it goes on into the next step).
  const writing = step >= 2 && running;
  useEffect(() => {
    if (!writing) {
      return;
    }
    const fresh = typedRef.current.length === 0;
    if (fresh) {
      setAiActive(true);
    }
    const indicator = window.setTimeout(() => setAiActive(false), fresh ? timings.aiIndicatorMs : 0);
    const typing = window.setInterval(() => {
      if (typedRef.current.length >= DEMO_GENERATING_MESSAGE.length) {
        window.clearInterval(typing);
        return;
      }
      typedRef.current = DEMO_GENERATING_MESSAGE.slice(0, typedRef.current.length + 1);
      setTyped(typedRef.current);
    }, timings.typingMs);
    return () => {
      window.clearTimeout(indicator);
      window.clearInterval(typing);
    };
  }, [writing, timings]);

  const start = useCallback(() => {
    if (step < 0 || done) {
      typedRef.current = '';
      setTyped('');
      setAiActive(false);
      setDone(false);
      setStep(0);
    }
    setRunning(true);
  }, [step, done]);

  const pause = useCallback(() => setRunning(false), []);

  const restart = useCallback(() => {
    typedRef.current = '';
    setTyped('');
    setAiActive(false);
    setDone(false);
    setRunning(false);
    setStep(-1);
  }, []);

  // The end shows the whole message, however fast the steps went.
  return {
    step,
    running,
    done,
    aiActive: done ? false : aiActive,
    typed: done ? DEMO_GENERATING_MESSAGE : typed,
    start,
    pause,
    restart,
  };
}
