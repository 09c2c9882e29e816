import { useEffect, useState } from 'react';

const secondsUntil = (time: string) => Math.max(0, Math.ceil((Date.parse(time) - Date.now()) / 1000));

/** Seconds until `time` (ISO), updated every second; 0 once it has passed. */
export function useSecondsLeft(time: string): number {
  const [left, setLeft] = useState(() => secondsUntil(time));
  useEffect(() => {
    setLeft(secondsUntil(time));
    const tick = setInterval(() => setLeft(secondsUntil(time)), 1000);
    return () => clearInterval(tick);
  }, [time]);
  return left;
}

/** 272 -> "4:32". */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
