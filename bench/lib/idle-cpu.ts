import { cpuMeter } from './process-cpu';

export interface IdleCpu {
  /** CPU the process used, as a share of one core (percent). */
  processPercent: number;
  /** CPU every PostgreSQL backend used meanwhile, as a share of one core (percent). */
  postgresPercent: number;
}

/** How busy process `pid` (and PostgreSQL) is over `seconds` while nobody calls it. */
export async function idleCpu(pid: number, seconds: number): Promise<IdleCpu> {
  const meter = cpuMeter([pid], 'postgres');
  meter.start();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const { own, named } = meter.stop();
  return { processPercent: (own / seconds) * 100, postgresPercent: (named / seconds) * 100 };
}
