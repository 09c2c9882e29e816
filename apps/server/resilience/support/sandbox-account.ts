/** One JSON call to a running server; answers the status and the parsed body. */
export async function callJson(
  url: string,
  body: object | undefined,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export interface SandboxAccount {
  insid: string;
  key: string;
  phone: string;
}

const PASSWORD = 'Str0ng!pass';

/** Signs up user `name` on the server at `base` as a visitor does: its session and trial token. */
export async function signUp(base: string, name: string) {
  const api = `${base}/api/v1`;
  const signup = await callJson(`${api}/auth/signup`, {
    name: `User ${name}`,
    username: name,
    email: `${name}@example.com`,
    mobile: '',
    password: PASSWORD,
  });
  if (signup.status >= 300)
    throw new Error(`signup ${name}: ${signup.status} ${JSON.stringify(signup.body)}`);
  const session = (await callJson(`${api}/auth/login`, { username: name, password: PASSWORD })).body.Token;
  const auth = { authorization: `Bearer ${session}` };
  const uuid = (await callJson(`${api}/auth/fetchUser`, undefined, auth)).body.uuid as string;
  const tokens = (await callJson(`${api}/dash/wa/fetchInstance`, { uuid }, auth)).body.result as Array<{
    insid: string;
  }>;
  const insid = tokens[0]?.insid as string;
  const key = (await callJson(`${api}/dash/wa/showKey`, { insid }, auth)).body.api_key as string;
  return { auth, insid, key };
}

/** Shows the token's QR on the server at `base` and has sandbox phone `phone` scan it. */
export async function linkPhone(base: string, auth: Record<string, string>, insid: string, phone: string) {
  const api = `${base}/api/v1`;
  const qr = (await callJson(`${api}/dash/wa/qr`, { insid }, auth)).body.qr as string;
  const scan = await callJson(`${api}/sandbox/scan`, { qr, phone }, auth);
  if (scan.status >= 300) throw new Error(`scan ${insid}: ${scan.status} ${JSON.stringify(scan.body)}`);
}

/**
 * A new user on the server at `base` whose trial token is linked to sandbox phone `phone` and,
 * with `webhookUrl`, sends its message.status events there.
 */
export async function sandboxAccount(
  base: string,
  name: string,
  phone: string,
  webhookUrl?: string,
): Promise<SandboxAccount> {
  const { auth, insid, key } = await signUp(base, name);
  await linkPhone(base, auth, insid, phone);
  if (webhookUrl) {
    const hook = await callJson(
      `${base}/api/v1/instance/webhook`,
      { url: webhookUrl, events: ['message.status'] },
      { key, 'x-insid': insid },
      'PUT',
    );
    if (hook.status >= 300) throw new Error(`webhook ${name}: ${hook.status}`);
  }
  return { insid, key, phone };
}
