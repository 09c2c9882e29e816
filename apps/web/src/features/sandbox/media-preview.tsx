import type { SandboxMediaContent } from '@chatgate/contracts';
import { ImageIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useMediaSrc } from './use-media-src';

interface MediaPreviewProps {
  media: SandboxMediaContent & { mediaType: 'image' | 'video' | 'audio' };
  phone: string;
  messageId: string;
  onDark: boolean;
}

const LABELS = { image: 'Photo', video: 'Video', audio: 'Audio' } as const;

/** A photo, a video or an audio clip, shown or played in the bubble as a phone does. */
export function MediaPreview({ media, phone, messageId, onDark }: MediaPreviewProps) {
  const { src, failed } = useMediaSrc(phone, messageId, media);
  const label = media.caption ?? LABELS[media.mediaType];
  if (!src)
    return (
      <p
        className={cn(
          'flex h-32 w-60 max-w-full items-center justify-center gap-2 rounded-lg text-xs',
          onDark ? 'bg-emerald-800 text-emerald-50' : 'bg-slate-100 text-slate-600 dark:bg-slate-900',
        )}
      >
        <ImageIcon aria-hidden="true" className="size-4" />
        {failed ? `The ${LABELS[media.mediaType].toLowerCase()} could not be loaded.` : 'Loading…'}
      </p>
    );
  switch (media.mediaType) {
    case 'image':
      return <img src={src} alt={label} className="max-h-72 w-auto max-w-full rounded-lg" />;
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: a clip the token sent comes without a caption track
        <video
          src={src}
          controls
          preload="metadata"
          aria-label={label}
          className="max-h-72 max-w-full rounded-lg bg-black"
        />
      );
    case 'audio':
      // biome-ignore lint/a11y/useMediaCaption: a voice note or song comes without a caption track
      return <audio src={src} controls preload="metadata" aria-label={label} className="w-64 max-w-full" />;
  }
}
