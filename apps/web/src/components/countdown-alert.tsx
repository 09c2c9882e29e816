import { type ComponentProps, type CSSProperties, useEffect, useRef, useState } from 'react';
import { Alert } from './alert';

interface CountdownAlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  message: string;
  durationMs: number;
  onDismiss: () => void;
}

/**
 * An error alert that closes itself after `durationMs`, showing the seconds left and a shrinking
 * progress bar. Give it a new `key` to restart the countdown for a new error.
 */
export function CountdownAlert({ message, durationMs, onDismiss, ...rest }: CountdownAlertProps) {
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(durationMs / 1000));
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  useEffect(() => {
    const startedAt = Date.now();
    const tick = setInterval(() => {
      const remaining = durationMs - (Date.now() - startedAt);
      setSecondsLeft(Math.max(0, Math.ceil(remaining / 1000)));
    }, 250);
    const done = setTimeout(() => dismissRef.current(), durationMs);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [durationMs]);

  const barStyle = { '--shrink-duration': `${durationMs}ms` } as CSSProperties;
  return (
    <Alert
      tone="error"
      onDismiss={onDismiss}
      footer={
        <div aria-hidden="true" className="h-1 w-full bg-red-100">
          <div className="h-full w-full origin-left animate-shrink bg-red-500" style={barStyle} />
        </div>
      }
      {...rest}
    >
      <p>{message}</p>
      <p aria-hidden="true" className="mt-1 text-red-700 text-xs">
        Closing in {secondsLeft}s
      </p>
    </Alert>
  );
}
