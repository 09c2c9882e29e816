import type {
  FetchInstanceResponse,
  InstanceEvent,
  InstanceRow,
  QrSessionResponse,
} from '@chatgate/contracts';

/** The QR shown for a token: the payload to render and when the server replaces it. */
export interface QrState {
  qr: string;
  expiresAt: string | null;
}

/** Whether the token list holds the event's token (if not, the list needs a refetch). */
export function hasInstance(data: FetchInstanceResponse | undefined, insid: string): boolean {
  return Boolean(data?.result.some((row) => row.insid === insid));
}

const changedBy = ({ session, authenticated, wid, status, trial }: InstanceEvent) => ({
  session,
  authenticated,
  wid,
  status,
  trial,
});

/** The event says why the session is down, or (without `problem`) that nothing is wrong now. */
function withProblemOf(event: InstanceEvent, row: InstanceRow): InstanceRow {
  const { problem: _, ...rest } = row;
  return event.problem ? { ...rest, problem: event.problem } : rest;
}

/**
 * Applies a live event to the cached token list: the session, link and billing fields of that
 * token change, everything else (and every other row) stays the same object.
 */
export function mergeInstanceEvent(
  data: FetchInstanceResponse | undefined,
  event: InstanceEvent,
): FetchInstanceResponse | undefined {
  if (!data || !hasInstance(data, event.insid)) return data;
  return {
    ...data,
    result: data.result.map((row) =>
      row.insid === event.insid ? withProblemOf(event, { ...row, ...changedBy(event) }) : row,
    ),
  };
}

/**
 * The QR to show after an event: none unless the session waits for a scan; the event's payload
 * when it carries one, else the one already shown.
 */
export function nextQr(
  current: QrState | null | undefined,
  event: Pick<InstanceEvent, 'session' | 'qr' | 'expiresAt'>,
): QrState | null {
  if (event.session !== 'qr') return null;
  if (event.qr) return { qr: event.qr, expiresAt: event.expiresAt };
  return current ?? null;
}

/** Applies the answer of the QR call (which starts the session) to the cached token list. */
export function mergeQrResponse(
  data: FetchInstanceResponse | undefined,
  insid: string,
  response: QrSessionResponse,
): FetchInstanceResponse | undefined {
  if (!data) return data;
  const connected = response.state === 'connected';
  return {
    ...data,
    result: data.result.map((row) =>
      row.insid === insid
        ? {
            ...row,
            session: response.state,
            authenticated: connected ? 1 : row.authenticated,
            wid: connected ? (response.wid ?? row.wid) : row.wid,
          }
        : row,
    ),
  };
}
