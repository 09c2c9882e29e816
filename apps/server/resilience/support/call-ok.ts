/** The body of a JSON call's answer; throws, naming `what`, unless it was 2xx. */
export async function ok(
  what: string,
  call: Promise<{ status: number; body: Record<string, unknown> }>,
): Promise<Record<string, unknown>> {
  const res = await call;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
