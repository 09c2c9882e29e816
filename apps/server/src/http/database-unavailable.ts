import { GenericMessages } from '@chatgate/contracts';
import { AppError } from './app-error';

/** Seconds a client is told to wait before retrying while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the database cannot be reached right now; the client should retry shortly. */
export class DatabaseUnavailableError extends AppError {
  constructor() {
    super('SERVICE_UNAVAILABLE', GenericMessages.databaseUnavailable, 503, {
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
  }
}

export const databaseUnavailable = () => new DatabaseUnavailableError();
