import { EngineError } from '../engine-error';
import { SandboxError } from './sandbox-error';
import type * as q from './simulator.queries';
import type { SimulatorEngine } from './simulator-engine';

/**
 * A Sandbox Phone changes the subject of a group it is an admin of: the members' phones show
 * the system line and their tokens get `group.updated` with this phone as the actor.
 */
export async function changeGroupSubject(
  engine: SimulatorEngine,
  at: q.NetworkPhone,
  groupId: string,
  subject: string,
): Promise<void> {
  try {
    await engine.groupAdmin.change(at, groupId, { subject });
  } catch (error) {
    if (error instanceof EngineError && error.reason === 'group-not-found')
      throw new SandboxError('notGroupMember');
    if (error instanceof EngineError && error.reason === 'not-admin') throw new SandboxError('notGroupAdmin');
    throw error;
  }
}
