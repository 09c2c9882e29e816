import type { MessageView } from '@chatgate/contracts';
import { stackableCellClassName as cell } from '../../components/data-table';

export const muted = 'text-slate-600 dark:text-slate-400';

/** The To and Message cells of a row of the Send Queue's tables: the chat, and what was sent. */
export function MessageCells({ message }: { message: MessageView }) {
  return (
    <>
      <td className={`${cell} whitespace-nowrap font-mono text-slate-900 text-sm dark:text-slate-100`}>
        {message.chatId}
      </td>
      <td className={`${cell} max-w-md text-slate-700 max-md:w-full max-md:max-w-none dark:text-slate-300`}>
        {message.type !== 'text' && (
          <span className={`mr-2 text-xs uppercase tracking-wide ${muted}`}>{message.type}</span>
        )}
        <span className="line-clamp-2 break-words">{message.body}</span>
      </td>
    </>
  );
}
