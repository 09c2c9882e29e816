import type { SandboxMessages } from '@chatgate/contracts';

/** Why the sandbox refused what a phone did; the route answers with the message of that name. */
export class SandboxError extends Error {
  constructor(readonly reason: keyof typeof SandboxMessages) {
    super(reason);
  }
}
