import { EventEmitter } from 'node:events';
import type { EngineEventName, EngineEvents, EngineListener } from './engine-events';

/** Typed event fan-out shared by engine implementations. */
export class EngineEventHub {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  on<K extends EngineEventName>(event: K, listener: EngineListener<K>): () => void {
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }

  emit<K extends EngineEventName>(event: K, payload: EngineEvents[K]): void {
    this.emitter.emit(event, payload);
  }

  /** Emits, then waits for the promises the listeners returned, if any, to settle. */
  async emitSettled<K extends EngineEventName>(event: K, payload: EngineEvents[K]): Promise<void> {
    const listeners = this.emitter.listeners(event) as Array<(payload: EngineEvents[K]) => unknown>;
    await Promise.allSettled(listeners.map((listener) => listener(payload)));
  }
}
