import { prefixedDetector } from './prefixed.js';

/** Azure: storage account keys in connection strings, SAS signatures, app-config secrets, AD client secrets. */
export const azureDetector = prefixedDetector('secrets.azure', [
  { name: 'storage key', type: 'azure_credential', label: 'Azure credential', pattern: /(?<=AccountKey=)[A-Za-z0-9+\/]{86}==/g, maxMatchLength: 88 },
  { name: 'sas signature', type: 'azure_credential', label: 'Azure credential', pattern: /(?<=[?&]sig=)[A-Za-z0-9%+\/]{40,100}={0,2}(?![A-Za-z0-9%])/g, maxMatchLength: 102 },
  { name: 'shared access key', type: 'azure_credential', label: 'Azure credential', pattern: /(?<=SharedAccessKey=)[A-Za-z0-9+\/]{40,50}={0,2}/g, maxMatchLength: 52 },
  { name: 'app config secret', type: 'azure_credential', label: 'Azure credential', pattern: /(?<=\.azconfig\.io;Id=[^;\s]{1,60};Secret=)[A-Za-z0-9+\/]{40,60}={0,2}/g, maxMatchLength: 62 },
  { name: 'ad client secret', type: 'azure_credential', label: 'Azure credential', pattern: /(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/g, maxMatchLength: 40 },
]);
