import { describe, expect, it } from 'vitest';
import { OutageReports } from './unavailable';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('OutageReports', () => {
  it('reports the first failure of an outage, not its repeats, and the next outage again', () => {
    const reports = new OutageReports();
    expect([refused(), refused(), refused()].map((e) => reports.worthReporting(e))).toEqual([
      true,
      false,
      false,
    ]);
    reports.succeeded();
    expect(reports.worthReporting(refused())).toBe(true);
  });

  it('reports every failure that is not an outage, and an outage that follows one', () => {
    const reports = new OutageReports();
    const wrong = new Error('syntax error at or near "selec"');
    expect(reports.worthReporting(wrong)).toBe(true);
    expect(reports.worthReporting(wrong)).toBe(true);
    expect(reports.worthReporting(refused())).toBe(true);
    expect(reports.worthReporting(wrong)).toBe(true);
  });

  it('logs a reported failure with the outage text or the failure text', () => {
    const reports = new OutageReports();
    const logged: string[] = [];
    const log = { error: (_obj: object, msg: string) => logged.push(msg) };
    const texts = { outage: 'waits for the database', failure: 'step failed' };
    reports.report(log, refused(), texts);
    reports.report(log, refused(), texts);
    reports.report(log, new Error('boom'), texts);
    expect(logged).toEqual(['waits for the database', 'step failed']);
  });
});
