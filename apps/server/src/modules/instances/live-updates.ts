import { EventEmitter } from 'node:events';
import type { InstanceEvent } from '@chatgate/contracts';

/** Token state changes fanned out to each user's open dashboards (Server-Sent Events). */
export class LiveUpdates {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  subscribe(userId: string, listener: (event: InstanceEvent) => void): () => void {
    this.emitter.on(userId, listener);
    return () => this.emitter.off(userId, listener);
  }

  publish(userId: string, event: InstanceEvent): void {
    this.emitter.emit(userId, event);
  }
}
