import type { SandboxContent } from '@chatgate/contracts';
import { DocumentCard } from './document-card';
import { MediaPreview } from './media-preview';
import { ContactCard, LocationCard } from './place-and-person-cards';
import { PollCard } from './poll-card';
import { StickerImage } from './sticker-image';

interface MessageContentProps {
  content: SandboxContent;
  phone: string;
  messageId: string;
  /** Inside the phone's own (dark) bubble. */
  onDark: boolean;
}

/** What a message holds beyond text, as a phone shows it: the file, with its caption, a card, a sticker or a poll. */
export function MessageContent({ content, phone, messageId, onDark }: MessageContentProps) {
  switch (content.type) {
    case 'location':
      return <LocationCard location={content} onDark={onDark} />;
    case 'contact':
      return <ContactCard contact={content} onDark={onDark} />;
    case 'sticker':
      return <StickerImage sticker={content} phone={phone} messageId={messageId} />;
    case 'poll':
      return <PollCard poll={content} phone={phone} messageId={messageId} onDark={onDark} />;
    case 'media': {
      const { mediaType } = content;
      const shown = { phone, messageId, onDark };
      return (
        <div className="space-y-1">
          {mediaType === 'image' || mediaType === 'video' || mediaType === 'audio' ? (
            <MediaPreview media={{ ...content, mediaType }} {...shown} />
          ) : (
            <DocumentCard media={content} {...shown} />
          )}
          {content.caption && <p className="whitespace-pre-wrap break-words">{content.caption}</p>}
        </div>
      );
    }
  }
}
