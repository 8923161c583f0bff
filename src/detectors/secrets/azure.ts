import { regexDetector } from '../regex.js';

/**
 * Azure: storage account keys in connection strings, SAS signatures, Service Bus shared access
 * keys, App Configuration secrets, Entra ID (AD) client secrets. Runs only next to their markers.
 */
export const azureDetector = regexDetector({
  id: 'secrets.azure',
  category: 'secret',
  type: 'azure_credential',
  label: 'Azure credential',
  patterns: [
    /AccountKey=([A-Za-z0-9+\/]{86}==)/g,
    /[?&]sig=([A-Za-z0-9%+\/]{40,100}={0,2})(?![A-Za-z0-9%])/g,
    /SharedAccessKey=([A-Za-z0-9+\/]{40,50}={0,2})/g,
    /\.azconfig\.io;Id=[^;\s]{1,60};Secret=([A-Za-z0-9+\/]{40,60}={0,2})/g,
    /(?<![A-Za-z0-9_~.-])([A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34})(?![A-Za-z0-9_~.-])/g,
  ],
  group: 1,
  requires: ['accountkey=', 'sig=', 'sharedaccesskey=', 'azconfig.io', 'q~'],
  score: 0.95,
  maxMatchLength: 160,
});
