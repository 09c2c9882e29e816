import { SandboxCallTexts } from '@chatgate/contracts';
import { expectAccessible } from '../support/accessibility';
import { openPhone, sandboxChat } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { linkedTrialToken } from '../support/linked-token';
import { chatStarted, tokenCall } from '../support/token-api';

test('a Sandbox Phone calls a token; its phone accepts on the dashboard, hangs up, and the event log follows the call', async ({
  page,
  user,
}) => {
  const TOKEN_PHONE = '919810031101';
  const CALLER = '919810031102';
  const token = await linkedTrialToken(page, user, TOKEN_PHONE);
  await chatStarted(page, token, CALLER);
  const chat = await sandboxChat(page, user, CALLER, TOKEN_PHONE);
  await expect(chat.locator(':scope > li')).toHaveCount(1);

  await page.getByRole('button', { name: SandboxCallTexts.voiceCall }).click();
  const outgoing = page.getByRole('status', { name: 'Call' });
  await expect(outgoing).toContainText(
    `${SandboxCallTexts.voiceCall} to ${TOKEN_PHONE}: ${SandboxCallTexts.calling}`,
  );

  // The token's own phone, in another tab: the call rings there with Accept and Decline.
  const tokenSide = await page.context().newPage();
  await tokenSide.setViewportSize({ width: 1280, height: 1400 });
  await tokenSide.goto('/dashboard/sandbox');
  await openPhone(tokenSide, TOKEN_PHONE);
  const incoming = tokenSide.getByRole('list', { name: 'Incoming calls' });
  await expect(incoming).toContainText(
    `${SandboxCallTexts.voiceCall} from ${CALLER}: ${SandboxCallTexts.incoming}`,
  );
  await expect(incoming.getByRole('button', { name: SandboxCallTexts.decline })).toBeVisible();
  await expectAccessible(tokenSide);
  await tokenSide.screenshot({ path: 'test-results/screenshots/sandbox-call-incoming.png' });
  await incoming.getByRole('button', { name: SandboxCallTexts.accept }).click();
  await expect(incoming).toContainText(SandboxCallTexts.inCall);
  await expect(outgoing).toContainText(
    `${SandboxCallTexts.voiceCall} to ${TOKEN_PHONE}: ${SandboxCallTexts.inCall}`,
  );
  await expect(outgoing.getByRole('button', { name: SandboxCallTexts.hangUp })).toBeVisible();

  // The token's phone hangs up: the caller sees the call ended, and it leaves the token's phone.
  await incoming.getByRole('button', { name: SandboxCallTexts.hangUp }).click();
  await expect(outgoing).toContainText(SandboxCallTexts.ended);
  await expect(incoming).toBeHidden();

  const callEvents = async () =>
    (
      (await tokenCall(page, token, 'GET', '/events')).result as Array<{
        type: string;
        data: { reason?: string };
      }>
    )
      .filter((e) => e.type.startsWith('call.'))
      .map((e) => [e.type, e.data.reason ?? null]);
  await expect.poll(callEvents).toEqual([
    ['call.received', null],
    ['call.accepted', null],
    ['call.ended', 'hangup'],
  ]);
  const { result } = await tokenCall(page, token, 'GET', '/calls');
  expect(result).toMatchObject([{ from: CALLER, status: 'ended', video: false }]);

  // The Logs page tells the call's story too.
  await page.goto('/dashboard/logs');
  await expect(page.getByText(`Call from +${CALLER} answered`)).toBeVisible();
  await expect(page.getByText(`Call from +${CALLER} ended: hangup`)).toBeVisible();
});
