/** Sends JSON to the API under `base` (POST unless told) and returns the parsed answer; throws unless 2xx. */
export async function call(
  base: string,
  route: string,
  body: object,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/api/v1${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

export interface LinkedToken {
  insid: string;
  /** The token's API key. */
  key: string;
  /** The sandbox phone linked to the token (its wid). */
  phone: string;
  /** The owner's dashboard session, for the dashboard and sandbox routes. */
  auth: Record<string, string>;
}

/** A signed-up user (`bench<n>`) whose trial token is linked to sandbox phone `phone`. */
export async function linkedToken(base: string, n = 1, phone = '919800009001'): Promise<LinkedToken> {
  const user = {
    name: 'Bench User',
    username: `bench${n}`,
    email: `bench${n}@example.com`,
    mobile: '',
    password: 'Str0ng!pass',
  };
  await call(base, '/auth/signup', user);
  const login = await call(base, '/auth/login', { username: user.username, password: user.password });
  const auth = { authorization: `Bearer ${login.Token}` };
  const uuid = (await call(base, '/auth/fetchUser', {}, auth)).uuid as string;
  const insid = (
    (await call(base, '/dash/wa/fetchInstance', { uuid }, auth)).result as Array<{ insid: string }>
  )[0]?.insid as string;
  const key = (await call(base, '/dash/wa/showKey', { insid }, auth)).api_key as string;
  const qr = (await call(base, '/dash/wa/qr', { insid }, auth)).qr as string;
  await call(base, '/sandbox/scan', { qr, phone }, auth);
  return { insid, key, phone, auth };
}
