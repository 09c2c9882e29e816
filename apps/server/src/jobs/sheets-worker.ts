import type { Config } from '../config';
import { queueValidityOf } from '../modules/messages/send-message.service';
import { enabledTokens } from '../modules/sheets/automations.queries';
import { writeEventLog } from '../modules/sheets/event-log';
import { sendNewRows } from '../modules/sheets/new-rows';
import { type FeedPolicy, feedRun } from '../modules/sheets/run-feeder';
import { runningRunIds } from '../modules/sheets/run-feeder.queries';
import { writeBackRun } from '../modules/sheets/status-writeback';
import { runsToWriteBack } from '../modules/sheets/status-writeback.queries';
import type { Runtime } from '../runtime';
import { pacingOf } from './outbound-pacing';
import { StepLoop } from './step-loop';

type Log = { error(obj: object, msg: string): void };

/** Tokens, runs or automations handled per step of each kind. */
const PER_STEP = 50;
/** Run rows an unpaced token may have waiting in its queue at once; a paced one gets two. */
const UNPACED_WINDOW = 100;
const PACED_WINDOW = 2;

export interface SheetsWorkerOptions {
  /** How often runs are fed, statuses written back and message logs written. */
  stepMs: number;
  /** How often watched tabs are read for new rows. */
  pollMs: number;
}

/** Runs are fed and statuses written every half second; watched tabs are read every SHEETS_POLL_MS. */
export const sheetsWorkerOptions = (config: Pick<Config, 'SHEETS_POLL_MS'>): SheetsWorkerOptions => ({
  stepMs: 500,
  pollMs: config.SHEETS_POLL_MS,
});

/**
 * Drives the Google Sheets automations: feeds running bulk sends into the token's paced queue,
 * writes each row's status back to its sheet, appends message events to log sheets and sends
 * rows added to watched tabs. Every piece keeps its progress in the database in the same
 * transaction as its effect, so a restart resumes where it stopped; each locks what it works on,
 * so several processes can run it side by side.
 */
export class SheetsWorker {
  /** Feeding never waits on Google, so a slow or failing spreadsheet cannot hold up other sends. */
  private readonly feeder: StepLoop;
  private readonly google: StepLoop;
  private lastPoll = 0;
  private readonly policy: FeedPolicy;
  private stopHearing = () => {};

  constructor(
    private readonly deps: Pick<Runtime, 'db' | 'sheets' | 'wakeUps'>,
    config: Pick<Config, 'pacing' | 'MESSAGE_VALIDITY_SECONDS'>,
    private readonly options: SheetsWorkerOptions,
    log: Log,
  ) {
    this.policy = {
      window: (token) => (pacingOf(token, config.pacing).maxDelayMs === 0 ? UNPACED_WINDOW : PACED_WINDOW),
      validitySeconds: (token) => queueValidityOf(token, config),
    };
    const onError = (err: unknown) => log.error({ err }, 'sheets step failed');
    this.feeder = new StepLoop(() => this.feed(), options.stepMs, onError);
    this.google = new StepLoop(() => this.syncSheets(), options.stepMs, onError);
  }

  start(): void {
    this.stopHearing = this.deps.wakeUps.onSheetRunStarted(this.feeder.kick);
    this.feeder.start();
    this.google.start();
  }

  async stop(): Promise<void> {
    this.stopHearing();
    await Promise.all([this.feeder.stop(), this.google.stop()]);
  }

  private async feed(): Promise<void> {
    for (const runId of await runningRunIds(this.deps.db, PER_STEP))
      await feedRun(this.deps, runId, this.policy);
  }

  private async syncSheets(): Promise<void> {
    const { db, sheets } = this.deps;
    for (const runId of await runsToWriteBack(db, PER_STEP)) await writeBackRun(db, sheets, runId);
    for (const insid of await enabledTokens(db, 'event_log', PER_STEP))
      await writeEventLog(db, sheets, insid);
    if (Date.now() - this.lastPoll >= this.options.pollMs) {
      this.lastPoll = Date.now();
      for (const insid of await enabledTokens(db, 'new_row', PER_STEP))
        await sendNewRows(this.deps, insid, this.policy.validitySeconds);
    }
  }
}
