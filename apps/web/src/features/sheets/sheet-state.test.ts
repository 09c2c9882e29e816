import { describe, expect, it } from 'vitest';
import { uploadBody } from './api';
import { sheetState, spreadsheetUrl, tabOptions } from './sheet-state';

const tab = (title: string) => ({ title, rowCount: 1000, columnCount: 26 });

describe('sheetState', () => {
  const sheet = { title: 'Leads', tabs: [tab('Sheet1')] };

  it('tells no service account, nothing connected, cannot open and connected apart', () => {
    expect(sheetState({ configured: false, gSheetID: null, spreadsheet: null })).toBe('unconfigured');
    expect(sheetState({ configured: true, gSheetID: null, spreadsheet: null })).toBe('disconnected');
    expect(sheetState({ configured: true, gSheetID: 'abc', spreadsheet: null })).toBe('unreachable');
    expect(sheetState({ configured: true, gSheetID: 'abc', spreadsheet: sheet })).toBe('connected');
  });

  it('links to the spreadsheet', () => {
    expect(spreadsheetUrl('1AbC_d-e')).toBe('https://docs.google.com/spreadsheets/d/1AbC_d-e/edit');
  });
});

describe('tabOptions', () => {
  it("lists the spreadsheet's tabs after an empty choice", () => {
    expect(tabOptions([tab('Leads'), tab('Orders')]).map((o) => o.value)).toEqual(['', 'Leads', 'Orders']);
  });

  it('keeps a saved tab the spreadsheet no longer has', () => {
    expect(tabOptions([tab('Leads')], 'Old').map((o) => o.value)).toEqual(['', 'Leads', 'Old']);
    expect(tabOptions([tab('Leads')], 'Leads')).toHaveLength(2);
  });
});

describe('uploadBody', () => {
  it('sends the file in the field "file"', () => {
    const file = new File(['phone,message\n'], 'leads.csv', { type: 'text/csv' });
    const body = uploadBody(file);
    expect((body.get('file') as File).name).toBe('leads.csv');
  });
});
