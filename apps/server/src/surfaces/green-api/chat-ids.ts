/** Green-API's chat id of one of ours: a number is `<number>@c.us`; groups and LIDs keep theirs. */
export const greenChatId = (chatId: string) => (chatId.includes('@') ? chatId : `${chatId}@c.us`);

/** Our chat id of Green-API's: `<number>@c.us` is the number. */
export const ourChatId = (chatId: string) => chatId.replace(/@c\.us$/, '');

/** Unix seconds of an ISO time, as Green-API's timestamps are. */
export const unixSeconds = (iso: string | Date) =>
  Math.floor((typeof iso === 'string' ? Date.parse(iso) : iso.getTime()) / 1000);
