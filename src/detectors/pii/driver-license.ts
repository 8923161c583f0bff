import { regexDetector } from '../regex.js';

// US state formats vary (7-13 digits, a letter and digits, dashed groups); at least 5 chars and one
// digit. Not glued to a dot or a percent sign: "LGPL-2.1-or-later", "MPL_2.0-blue" and URL escapes
// ("good%20first") continue something else.
const LICENCE = /(?<![A-Za-z0-9.%-])(?=[A-Za-z0-9-]{0,14}\d)[A-Za-z]{0,2}\d[A-Za-z0-9-]{4,14}(?![A-Za-z0-9-])/g;

// A licence number is digits with a letter prefix or suffix, not a word ("3-way", "0-blue",
// "2025-PRESENT": four letters in a row, or three lower-case ones), not a hex hash or address
// (letters and digits alternating in more than two groups: "4f3c1dc5d6", "0x40151FE"), and not a
// span of years ("2014-2021").
const WORDY = /[A-Za-z]{4}|[a-z]{3}/;
const YEARS = /^(?:19|20)\d\d-(?:(?:19|20)\d\d|[A-Za-z]+)$/;

function letterGroups(v: string): number {
  return v.split(/[^A-Za-z]+/).filter(Boolean).length;
}

/** Driver's licence numbers, reported only next to words that name one (not a software licence). */
export const driverLicenseDetector = regexDetector({
  id: 'pii.driver_license',
  category: 'pii',
  type: 'driver_license',
  label: "driver's licence number",
  patterns: [LICENCE],
  invalidate: (v) => WORDY.test(v) || letterGroups(v) > 2 || /^0x/i.test(v) || YEARS.test(v),
  context: {
    // "License" alone is mostly a software licence ("MIT License", "SPDX-License-Identifier"),
    // and a bare "dl" a branch prefix or library ("dl/branch-cleanup", "dl-init.c"): those count
    // only in phrases that ask for a number.
    words: [
      'driver', "driver's", 'drivers', 'driving', 'dln', 'dl#', 'dl #', 'dl no', 'dl number', 'dl:', 'permit',
      'license number', 'licence number', 'license no', 'licence no', 'license #', 'licence #', 'license id', 'licence id',
    ],
    window: 35,
    required: true,
  },
  score: 0.8,
  maxMatchLength: 17,
});
