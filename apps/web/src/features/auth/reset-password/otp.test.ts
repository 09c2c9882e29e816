import { describe, expect, it } from 'vitest';
import { backspaceDigit, enterDigits, fromDigits, onlyDigits, pasteDigits, toDigits } from './otp';

describe('otp boxes', () => {
  it('converts between the form value and the boxes, keeping gaps', () => {
    expect(toDigits('1 3')).toEqual(['1', '', '3', '', '', '']);
    expect(fromDigits(['1', '', '3', '', '', ''])).toBe('1 3');
    expect(fromDigits(['', '', '', '', '', ''])).toBe('');
  });

  it('strips non-digits', () => {
    expect(onlyDigits('a1-2 b3')).toBe('123');
    expect(enterDigits('', 0, 'x')).toEqual({ value: '', focus: 0 });
  });

  it('fills a box and advances', () => {
    expect(enterDigits('', 0, '7')).toEqual({ value: '7', focus: 1 });
    expect(enterDigits('12345', 5, '6')).toEqual({ value: '123456', focus: 5 });
  });

  it('replaces a digit when the caret sat beside the old one', () => {
    expect(enterDigits('123', 1, '29')).toEqual({ value: '193', focus: 2 });
    expect(enterDigits('123', 1, '92')).toEqual({ value: '193', focus: 2 });
  });

  it('spreads several digits (autofill) over the following boxes', () => {
    expect(enterDigits('', 2, '9876')).toEqual({ value: '  9876', focus: 5 });
  });

  it('keeps the digit of a box when only a non-digit is typed into it', () => {
    expect(enterDigits('123456', 2, '3x')).toEqual({ value: '123456', focus: 2 });
    expect(enterDigits('123456', 2, 'x3')).toEqual({ value: '123456', focus: 2 });
    expect(enterDigits('123456', 2, 'x')).toEqual({ value: '123456', focus: 2 });
    expect(enterDigits('123456', 2, '3')).toEqual({ value: '123456', focus: 3 });
  });

  it('clears an emptied box without moving', () => {
    expect(enterDigits('123', 1, '')).toEqual({ value: '1 3', focus: 1 });
  });

  it('pasting six digits fills every box wherever it lands', () => {
    expect(pasteDigits('', 3, ' 123-456 ')).toEqual({ value: '123456', focus: 5 });
    expect(pasteDigits('9', 1, '12')).toEqual({ value: '912', focus: 3 });
  });

  it('backspace clears the box, or steps back when it is empty', () => {
    expect(backspaceDigit('123', 2)).toEqual({ value: '12', focus: 2 });
    expect(backspaceDigit('12', 2)).toEqual({ value: '1', focus: 1 });
    expect(backspaceDigit('', 0)).toEqual({ value: '', focus: 0 });
  });
});
