let last = 0;

/**
 * Now, as the time a chat change was asked for or a phone's report of one was heard: strictly
 * increasing in this process, so a change and the echo of the one before it never tie (decision 0041).
 */
export function changeTime(): Date {
  last = Math.max(Date.now(), last + 1);
  return new Date(last);
}
