import { describe, expect, it } from 'vitest';
import { TokenLanes } from './token-lanes';

const always = () => true;
const drain = (
  lanes: TokenLanes<string>,
  usable: (item: string) => boolean = always,
  discarded: string[] = [],
) => {
  const started: string[] = [];
  for (let next = lanes.next(usable, discarded); next; next = lanes.next(usable, discarded))
    started.push(next.item);
  return started;
};

describe('TokenLanes', () => {
  it('hands out one item per token in turn, within the per-token and the total cap', () => {
    const lanes = new TokenLanes<string>(2, 5);
    for (const item of ['a1', 'a2', 'a3', 'a4']) lanes.add('a', item);
    lanes.add('b', 'b1');
    expect(drain(lanes)).toEqual(['a1', 'b1', 'a2']);
    lanes.add('c', 'c1');
    for (const item of ['d1', 'd2']) lanes.add('d', item);
    expect(drain(lanes)).toEqual(['c1', 'd1']);

    lanes.finished('c');
    expect(drain(lanes)).toEqual(['d2']);
    lanes.finished('a');
    lanes.finished('a');
    expect(drain(lanes)).toEqual(['a3', 'a4']);
    expect(drain(lanes)).toEqual([]);
  });

  it('sets aside the items at the head of a lane that can no longer start, and clears a lane', () => {
    const lanes = new TokenLanes<string>(1, 10);
    for (const item of ['old1', 'old2', 'new1', 'new2']) lanes.add('a', item);
    lanes.add('b', 'b1');
    const discarded: string[] = [];
    expect(drain(lanes, (item) => !item.startsWith('old'), discarded)).toEqual(['new1', 'b1']);
    expect(discarded).toEqual(['old1', 'old2']);

    expect(lanes.clear('a')).toEqual(['new2']);
    lanes.finished('a');
    lanes.add('a', 'again');
    expect(drain(lanes)).toEqual(['again']);
    lanes.add('b', 'b2');
    expect(lanes.clear()).toEqual(['b2']);
  });
});
