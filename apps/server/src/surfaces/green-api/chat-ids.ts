import { isGroupId, isLidId } from '@chatgate/contracts';

/** Green-API's chat id of one of ours: a person's number is `<number>@c.us`; groups and LIDs stay. */
export const greenApiChatId = (id: string) => (isGroupId(id) || isLidId(id) ? id : `${id}@c.us`);

/** Unix seconds of a time, as Green-API gives times. */
export const unixSeconds = (at: Date | string) => Math.floor(new Date(at).getTime() / 1000);
