import { AppError } from '../../http/app-error';
import { SheetsError, type SheetsFailure } from './sheets-gateway';

const HTTP: Record<
  SheetsFailure,
  { status: number; code: 'CONFLICT' | 'NOT_FOUND' | 'FORBIDDEN' | 'BAD_REQUEST' | 'SERVICE_UNAVAILABLE' }
> = {
  'not-configured': { status: 409, code: 'CONFLICT' },
  'not-found': { status: 404, code: 'NOT_FOUND' },
  'no-access': { status: 403, code: 'FORBIDDEN' },
  rejected: { status: 400, code: 'BAD_REQUEST' },
  unavailable: { status: 503, code: 'SERVICE_UNAVAILABLE' },
};

/** Runs a call to the spreadsheet service, its failures turned into answers in the gateway's words. */
export async function answeringSheets<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof SheetsError)) throw error;
    const { status, code } = HTTP[error.failure];
    throw new AppError(code, error.message, status, status === 503 ? { 'retry-after': '30' } : {});
  }
}
