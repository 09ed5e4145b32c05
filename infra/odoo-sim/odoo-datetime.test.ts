// Odoo parses datetimes with strptime(value, DATETIME_FORMAT[:len(value)-2]); the expectations below were
// produced by running exactly that in CPython 3.11, so the simulator refuses what Odoo refuses, word for word.
import { describe, expect, it } from 'vitest';
import { parseOdooDatetime } from './odoo-datetime';
import { OdooFault } from './odoo-faults';

const cases: Array<[string, string]> = [
  ['2024-06-03 09:30:00', '2024-06-03 09:30:00'],
  ['2024-06-03', '2024-06-03 00:00:00'],
  ['2024-06-03 09', '2024-06-03 09:00:00'],
  ['2024-06-03 09:30', '2024-06-03 09:30:00'],
  ['2024-6-3 9:30:00', 'ValueError: unconverted data remains: :00'],
  ['2024-06-03T09:30:00Z', "ValueError: time data '2024-06-03T09:30:00Z' does not match format '%Y-%m-%d %H:%M:%S'"],
  ['2024-06-03T09:30:00', "ValueError: time data '2024-06-03T09:30:00' does not match format '%Y-%m-%d %H:%M:%S'"],
  ['2024-06-03 09:30:00.000', 'ValueError: unconverted data remains: .000'],
  ['2024-06-03 09:30:00Z', 'ValueError: unconverted data remains: Z'],
  ['2024-06-03 09:30:00+01:00', 'ValueError: unconverted data remains: +01:00'],
  ['2024-02-30 10:00:00', 'ValueError: day is out of range for month'],
  ['2024-02-29 23:59:59', '2024-02-29 23:59:59'],
  ['2023-02-29 10:00:00', 'ValueError: day is out of range for month'],
  ['abc', "ValueError: stray % in format '%'"],
  ['2024-06-03 24:00:00', "ValueError: time data '2024-06-03 24:00:00' does not match format '%Y-%m-%d %H:%M:%S'"],
  ['x', "ValueError: stray % in format '%Y-%m-%d %H:%M:%'"],
  ['03/06/2024 09:30', "ValueError: time data '03/06/2024 09:30' does not match format '%Y-%m-%d %H:%M'"],
  ['2024-06-03  09:30:00', '2024-06-03 09:30:00'],
];

describe('parseOdooDatetime', () => {
  it.each(cases)('when given %j, then the outcome is %j', (value, expected) => {
    let outcome: string;
    try {
      outcome = parseOdooDatetime(value);
    } catch (error) {
      if (!(error instanceof OdooFault)) throw error;
      outcome = error.faultString.trimEnd().split('\n').at(-1) ?? '';
    }
    expect(outcome).toBe(expected);
  });
});
