import type { SandboxStatus } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { statusApi } from './status-api';

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function textColourOn(background: string): '#000000' | '#ffffff' {
  const channels = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

/** A status's file as an object URL (its route needs the bearer token). */
function useStatusFile(path: string | null) {
  const file = useQuery({
    queryKey: ['sandbox-status-media', path],
    queryFn: ({ signal }) => statusApi.media(path as string, signal),
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file.data) return;
    const next = URL.createObjectURL(file.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file.data]);
  return url;
}

/** What a status shows: its text on its background colour, or its image or video with the caption. */
export function StatusView({ status }: { status: SandboxStatus }) {
  const src = useStatusFile(status.mediaUrl);
  if (status.type === 'text') {
    const background = status.backgroundColor ?? '#128C7E';
    return (
      <div
        data-testid="status-text"
        className="flex min-h-40 items-center justify-center rounded-xl p-6 text-center font-semibold text-xl"
        style={{ backgroundColor: background, color: textColourOn(background) }}
      >
        <p className="whitespace-pre-wrap break-words">{status.body}</p>
      </div>
    );
  }
  return (
    <figure className="overflow-hidden rounded-xl bg-slate-900">
      {src &&
        (status.type === 'image' ? (
          <img src={src} alt={status.body || 'Status image'} className="max-h-72 w-full object-contain" />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: a status video has its caption below, not a track
          <video src={src} controls className="max-h-72 w-full" />
        ))}
      {status.body && <figcaption className="px-3 py-2 text-sm text-white">{status.body}</figcaption>}
    </figure>
  );
}
