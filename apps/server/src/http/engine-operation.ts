import { type EngineOperation, notSupportedByEngine, PHONE_NOT_CONNECTED } from '@chatgate/contracts';
import { type MethodOperation, methodOf, supports } from '../engines/capabilities';
import type { MessagingEngine } from '../engines/engine';
import { EngineError } from '../engines/engine-error';
import { AppError, conflict } from './app-error';

const unsupported = (engine: MessagingEngine, operation: EngineOperation) =>
  new AppError('NOT_SUPPORTED_BY_ENGINE', notSupportedByEngine(engine.name, operation), 501);

/** Answers 501 NOT_SUPPORTED_BY_ENGINE unless the token's engine performs the operation. */
export function requireEngineOperation(engine: MessagingEngine, operation: EngineOperation): void {
  if (!supports(engine, operation)) throw unsupported(engine, operation);
}

/** The engine's method of the operation, or the 501 when it has none: the one way to call one. */
export function engineOperation<O extends MethodOperation>(engine: MessagingEngine, operation: O) {
  const method = methodOf(engine, operation);
  if (!method) throw unsupported(engine, operation);
  return method;
}

/** Runs an engine call on the token's phone; a phone that is not linked is a 409. */
export async function onLinkedPhone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EngineError && error.reason === 'not-connected') throw conflict(PHONE_NOT_CONNECTED);
    throw error;
  }
}
