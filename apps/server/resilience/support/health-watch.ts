import { type TimedCall, timedCall } from './timed-call';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /health every 250 ms until stopped; each answer with the Date.now() it was asked at. */
export function watchHealth(base: string) {
  const answers: Array<TimedCall & { startedAt: number }> = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const startedAt = Date.now();
      answers.push({ ...(await timedCall(`${base}/api/v1/health`, {}, 10_000)), startedAt });
      await sleep(250);
    }
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
