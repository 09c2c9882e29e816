import { type EngineOperation, notSupportedByEngine } from '@chatgate/contracts';
import { type MethodOperation, methodOf, supports } from '../engines/capabilities';
import type { MessagingEngine } from '../engines/engine';
import { AppError } from './app-error';

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
