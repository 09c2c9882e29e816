import type { SandboxContent } from '@chatgate/contracts';
import { Smile } from 'lucide-react';
import { useMediaSrc } from './use-media-src';

type Sticker = Extract<SandboxContent, { type: 'sticker' }>;

/** A sticker as a phone shows it: the image alone, no bubble around it. */
export function StickerImage({
  sticker,
  phone,
  messageId,
}: {
  sticker: Sticker;
  phone: string;
  messageId: string;
}) {
  const { src, failed } = useMediaSrc(phone, messageId, sticker);
  if (!src)
    return (
      <p className="flex size-32 items-center justify-center gap-2 text-slate-500 text-xs dark:text-slate-400">
        <Smile aria-hidden="true" className="size-4" />
        {failed ? 'The sticker could not be loaded.' : 'Loading…'}
      </p>
    );
  return <img src={src} alt="Sticker" className="size-32 object-contain" />;
}
