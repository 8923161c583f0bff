import { regexDetector } from '../regex.js';

// US state formats vary (7-13 digits, a letter and digits, dashed groups); at least 5 chars and one digit.
const LICENCE = /(?<![A-Za-z0-9-])(?=[A-Za-z0-9-]{0,14}\d)[A-Za-z]{0,2}\d[A-Za-z0-9-]{4,14}(?![A-Za-z0-9-])/g;

/** Driver's licence numbers, reported only in context. */
export const driverLicenseDetector = regexDetector({
  id: 'pii.driver_license',
  category: 'pii',
  type: 'driver_license',
  label: "driver's licence number",
  patterns: [LICENCE],
  context: {
    words: ['driver', "driver's", 'drivers', 'driving', 'license', 'licence', 'dl', 'dl#', 'dln', 'permit'],
    window: 35,
    required: true,
  },
  score: 0.8,
  maxMatchLength: 17,
});
