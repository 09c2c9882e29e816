import { EventEmitter } from 'node:events';

interface WakeUpEvents {
  events: [];
  appended: [];
  endpoint: [insid: string];
  queued: [insids: Set<string>];
  sheetRunStarted: [];
}

type Unsubscribe = () => void;

/**
 * How writers wake this process's pollers at once after a commit: the webhook deliverer (events
 * committed, a webhook changed), readers of the event log (events appended), the outbound sender (messages queued) and the Sheets worker (a
 * run started). The pollers also poll, and other processes learn of changes from the database,
 * so a lost wake-up only delays. One per process runtime, passed to whoever writes or polls.
 */
export class WakeUps {
  private readonly emitter = new EventEmitter<WakeUpEvents>();

  constructor() {
    // Every test app, or many pollers, may listen at once.
    this.emitter.setMaxListeners(0);
  }

  /** Call after the transaction that appended events (and queued webhook deliveries of them) has committed. */
  eventsCommitted(): void {
    this.emitter.emit('events');
    this.emitter.emit('appended');
  }

  /**
   * Call after a transaction that appended events has committed, with how many webhook
   * deliveries it queued: the deliverer is woken only when there are some, every reader of the
   * event log (a waiting receiveNotification) always.
   */
  eventsAppended(deliveries: number): void {
    if (deliveries > 0) this.eventsCommitted();
    else this.emitter.emit('appended');
  }

  /**
   * Call after a token's webhook was changed, turned off or removed: the deliverer drops what it
   * leased of the token's deliveries at once.
   */
  endpointChanged(insid: string): void {
    this.emitter.emit('endpoint', insid);
  }

  /** Call after the transaction that queued messages for `insids` (and `deliveries` webhook deliveries) has committed. */
  messagesQueued(insids: Iterable<string>, deliveries: number): void {
    this.emitter.emit('queued', new Set(insids));
    this.eventsAppended(deliveries);
  }

  /** Call after a Sheets bulk send was started or resumed. */
  sheetRunStarted(): void {
    this.emitter.emit('sheetRunStarted');
  }

  onEvents(listener: () => void): Unsubscribe {
    return this.subscribe('events', listener);
  }

  /** Every commit that appended events, with webhook deliveries or not. */
  onEventsAppended(listener: () => void): Unsubscribe {
    return this.subscribe('appended', listener);
  }

  onEndpointChanged(listener: (insid: string) => void): Unsubscribe {
    return this.subscribe('endpoint', listener);
  }

  onQueued(listener: (insids: Set<string>) => void): Unsubscribe {
    return this.subscribe('queued', listener);
  }

  onSheetRunStarted(listener: () => void): Unsubscribe {
    return this.subscribe('sheetRunStarted', listener);
  }

  private subscribe<K extends keyof WakeUpEvents>(
    event: K,
    listener: (...args: WakeUpEvents[K]) => void,
  ): Unsubscribe {
    // biome-ignore lint/suspicious/noExplicitAny: EventEmitter<T>'s listener type is not generic-friendly
    const l = listener as any;
    this.emitter.on(event, l);
    return () => this.emitter.off(event, l);
  }
}
