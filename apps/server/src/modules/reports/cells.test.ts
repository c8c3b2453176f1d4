import { utcToZonedLocal } from '@procura/contract';
import { describe, expect, it } from 'vitest';
import { dayInZone, dollarFormat, reportCell, reportCsvField, reportCsvLine } from './cells.ts';

const toronto = 'America/Toronto';

describe('report cells', () => {
  it('writes Yes/No as Yes or No', () => {
    expect(reportCell('Yes/No', true, toronto)).toEqual({ value: 'Yes' });
    expect(reportCell('Yes/No', false, toronto)).toEqual({ value: 'No' });
  });

  it('writes a day as it is and an instant as the agency’s day', () => {
    expect(reportCell('Date', '2026-03-08', toronto)).toEqual({ value: '2026-03-08' });
    // 02:30 UTC on 1 June is still 31 May in Toronto, already 1 June in Paris.
    const instant = new Date('2026-06-01T02:30:00Z');
    expect(reportCell('Date', instant, toronto)).toEqual({ value: '2026-05-31' });
    expect(reportCell('Date', instant, 'Europe/Paris')).toEqual({ value: '2026-06-01' });
  });

  it('writes money as a number to the cent with two decimals shown', () => {
    expect(reportCell('Dollar Amount', 1234.5, toronto)).toEqual({ value: 1234.5, numFmt: dollarFormat });
    expect(reportCell('Dollar Amount', 0.125, toronto).value).toBe(0.13);
    expect(reportCell('Dollar Amount', -20, toronto)).toEqual({ value: -20, numFmt: '#,##0.00' });
  });

  it('joins a list with commas, an empty list an empty cell', () => {
    expect(reportCell('List', ['Acme', 'Beacon Ltd'], toronto)).toEqual({ value: 'Acme, Beacon Ltd' });
    expect(reportCell('List', [], toronto)).toEqual({ value: null });
  });

  it('writes ids and numbers as numbers, options and text as text', () => {
    expect(reportCell('Id', 42, toronto)).toEqual({ value: 42 });
    expect(reportCell('Number', -3, toronto)).toEqual({ value: -3 });
    expect(reportCell('Option', 'expired', toronto)).toEqual({ value: 'expired' });
    expect(reportCell('Text', 'Winter roads', toronto)).toEqual({ value: 'Winter roads' });
  });

  it('leaves a missing value empty whatever the type', () => {
    for (const type of [
      'Yes/No',
      'Date',
      'Id',
      'List',
      'Dollar Amount',
      'Number',
      'Option',
      'Text',
    ] as const) {
      expect(reportCell(type, null, toronto)).toEqual({ value: null });
    }
  });

  it('refuses a value of the wrong kind', () => {
    expect(() => reportCell('Yes/No', 'true', toronto)).toThrow(TypeError);
    expect(() => reportCell('Date', '31/05/2026', toronto)).toThrow(TypeError);
    expect(() => reportCell('Dollar Amount', '12.00', toronto)).toThrow(TypeError);
    expect(() => reportCell('Number', Number.NaN, toronto)).toThrow(TypeError);
    expect(() => reportCell('List', 'Acme', toronto)).toThrow(TypeError);
    expect(() => reportCell('Text', 3, toronto)).toThrow(TypeError);
  });
});

describe('report csv fields', () => {
  it('writes money with two decimals and no separators, other numbers as they are', () => {
    expect(reportCsvField(reportCell('Dollar Amount', 1234567.5, toronto))).toBe('1234567.50');
    expect(reportCsvField(reportCell('Number', 7, toronto))).toBe('7');
    expect(reportCsvField(reportCell('Number', -2, toronto))).toBe('-2');
  });

  it('quotes text holding a comma, a quote or a line break, and leaves an empty cell empty', () => {
    expect(reportCsvField({ value: 'Acme, Inc.' })).toBe('"Acme, Inc."');
    expect(reportCsvField({ value: 'the "best"' })).toBe('"the ""best"""');
    expect(reportCsvField({ value: 'two\nlines' })).toBe('"two\nlines"');
    expect(reportCsvField({ value: 'plain' })).toBe('plain');
    expect(reportCsvField({ value: null })).toBe('');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(reportCsvField({ value: '=HYPERLINK("x")' })).toBe(`"'=HYPERLINK(""x"")"`);
    expect(reportCsvField({ value: '+1' })).toBe("'+1");
    expect(reportCsvField({ value: '@sum' })).toBe("'@sum");
  });

  it('joins a line of cells with commas', () => {
    const cells = [
      reportCell('Text', 'C-01', toronto),
      reportCell('List', ['Acme', 'Beacon'], toronto),
      reportCell('Yes/No', true, toronto),
      reportCell('Dollar Amount', null, toronto),
    ];
    expect(reportCsvLine(cells)).toBe('C-01,"Acme, Beacon",Yes,');
  });

  it("finds an instant's day in the zone as Intl does, on both sides of each daylight-saving change", () => {
    const zones = [
      'America/Toronto',
      'America/Santiago',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
    ];
    const start = Date.parse('2026-01-01T00:00:00Z');
    const differing: string[] = [];
    for (const zone of zones) {
      // Every 7 minutes and 13 seconds through the year: each hour's quarters, both sides of midnight.
      for (let time = start; time < start + 366 * 86_400_000; time += 433_000) {
        const date = new Date(time);
        if (dayInZone(date, zone) !== utcToZonedLocal(date, zone).slice(0, 10))
          differing.push(`${date.toISOString()} ${zone}`);
      }
    }
    expect(differing).toEqual([]);
  });
});
