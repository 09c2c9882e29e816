import { EventEmitter } from 'node:events';
import type { EngineEventName, EngineEvents, EngineListener } from './engine';

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
}
