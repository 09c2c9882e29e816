import type { OutgoingMessage } from './engine';

/** The text a person sees for a message, e.g. in a simulator inbox or a log. */
export function describeMessage(message: OutgoingMessage): string {
  switch (message.kind) {
    case 'text':
      return message.body;
    case 'media':
      return `[${message.mediaType}${message.fileName ? ` ${message.fileName}` : ''}]${message.caption ? ` ${message.caption}` : ''}`;
    case 'location':
      return `[location ${message.latitude},${message.longitude}${message.name ? ` ${message.name}` : ''}]`;
    case 'contact':
      return `[contact ${message.name} +${message.phone}]`;
    case 'reaction':
      return message.emoji ? `[reaction ${message.emoji}]` : '[reaction removed]';
    case 'poll':
      return `[poll ${message.name}: ${message.options.join(' / ')}]`;
    case 'sticker':
      return '[sticker]';
    case 'status':
      return message.statusType === 'text'
        ? message.body
        : `[${message.statusType}]${message.caption ? ` ${message.caption}` : ''}`;
  }
}
