import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../../src/config/load.js';
import { createPiiDetectors } from '../../../src/detectors/pii/index.js';
import { normalize } from '../../../src/pipeline/normalize.js';
import { Decider } from '../../../src/pipeline/decide.js';
import { scan } from '../injection/scan.js';

// pii.labelled_field (values named by their key) has its own cases in labelled-field.test.ts.
const detectors = createPiiDetectors(buildConfig({})).filter((d) => d.meta.id !== 'pii.labelled_field');
function found(text: string, type: string): string[] {
  const n = normalize(text);
  return detectors
    .flatMap((d) => d.detect(text, { normalized: n }))
    .filter((f) => f.type === type)
    .map((f) => text.slice(f.start, f.end));
}

// Every case below was written for this project. Numbers are published test values (card
// networks' documented test cards, the IBAN registry's example IBANs, RFC 5737/3849 addresses)
// or made up and checked by hand; "why" says what behaviour the case pins down.
describe('pii detectors', () => {
  it.each([
    ['email', 'plain address', 'write to ana.lopez@example.net today', ['ana.lopez@example.net']],
    ['email', 'plus tag and subdomain', 'cc: ops+alerts@mail.example.co.uk', ['ops+alerts@mail.example.co.uk']],
    ['email', 'no TLD is not an address', 'user@localhost is not routable', []],
    ['email', 'fullwidth @ folded by NFKC', 'bob＠example.com', ['bob＠example.com']],
    ['email', 'an address before a colon and a space is still one', 'Reach the maintainer at ana.lopez@example.net: she replies fast', ['ana.lopez@example.net']],
    ['email', 'an SSH clone URL is not a mailbox', 'git clone git@codehost.example:acme/tool.git', []],
    ['email', 'a systemd template unit is not a mailbox', 'systemctl enable pg_dump@15-main.timer', []],
    ['phone', 'US with context', 'call me at (415) 555-2671 tonight', ['(415) 555-2671']],
    ['phone', 'international +44', 'office: +44 20 7946 0958', ['+44 20 7946 0958']],
    ['phone', 'French dotted with context', 'tél / phone 01.45.67.89.10', ['01.45.67.89.10']],
    ['phone', 'extension kept', 'Desk: 212-555-0147x123', ['212-555-0147x123']],
    ['phone', 'ISO date is not a phone', 'released on 2023-04-15 12:30', []],
    ['phone', 'version string is not a phone', 'upgrade to 10.4.2.1 soon', []],
    ['phone', 'a year range is not a phone', 'from 1998 2004 records', []],
    ['phone', 'a span of years is not a phone', 'The Civil War (1861-1865) changed everything.', []],
    ['phone', 'a decimal is not a phone', 'Latitude: 40.752007, longitude: -73.98', []],
    ['phone', 'a dotted build number is not a phone', 'Version: 143.0.0.30.121', []],
    ['phone', 'a dotted number next to a phone word still is', 'call 555.867.5309 now', ['555.867.5309']],
    ['phone', 'a Danish-style number in pairs is still a phone', 'ring til 32-45-67-89 i morgen', ['32-45-67-89']],
    ['phone', 'a Brazilian mobile (5-4 split) with a phone word', 'celular / phone: 91234-5678', ['91234-5678']],
    ['phone', 'a number without a phone word, alone on its line', 'Reception\n020 7946 0958\n', ['020 7946 0958']],
    // Normal-corpus false alarms (licence boilerplate, benchmarks, man pages, hex dumps).
    ['phone', 'a US ZIP+4 code', 'Boston, MA 02110-1301, USA.', []],
    ['phone', 'a page range', 'Commun. ACM 12(4), pp. 1066-1077.', []],
    ['phone', 'a numeric id range', 'allocated in the static range 61000-64999 by packages', []],
    ['phone', 'a file size before a date in ls output', '-rwxr-xr-x 1 root root 30736 2007-01-31 00:10 /bin/ping', []],
    ['phone', 'a benchmark rate next to a word containing "ring"', '║ http-querystring-stringify   │   10000 │  372189.04 op/sec │', []],
    ['phone', 'a long decimal after a 00', 'hrtime n=1000000: 13,178,002.113936031', []],
    ['phone', 'a row of a quantization table', '  49  64  78  87 103 121 120 101\n', []],
    ['phone', 'bytes in a hex dump', '<Buffer 79 7f f0 43 11 eb 11 e1 80 d6 51 09 98 75 5d 10>', []],
    ['credit_card', 'Visa test card, spaced', 'card 4111 1111 1111 1111 exp 12/29', ['4111 1111 1111 1111']],
    ['credit_card', 'Amex test card', 'amex 378282246310005', ['378282246310005']],
    ['credit_card', 'Luhn failure rejected', 'card 4111 1111 1111 1112', []],
    ['credit_card', 'Luhn-valid but no issuer (starts with 9)', 'ref 9000000000000008', []],
    ['credit_card', 'all-same digits rejected', '0000 0000 0000 0000', []],
    // Session 27: numbers next to words that name them as something else.
    ['phone', 'a reference number is not a phone', 'Your reference number is 7741 2290 5531, quote it when you contact support.', []],
    ['phone', 'a budget code is not a phone', 'Budget code 6610-230, cost centre Logistics.', []],
    ['phone', 'a phone with a -Fax suffix still is one', 'Reach us at 07700 900 123-Fax or by mail.', ['07700 900 123']],
    ['iban', 'German example IBAN', 'IBAN DE89 3704 0044 0532 0130 00 please', ['DE89 3704 0044 0532 0130 00']],
    ['iban', 'UK example IBAN, compact, lower case', 'gb82west12345698765432', ['gb82west12345698765432']],
    ['iban', 'bad checksum rejected', 'DE88 3704 0044 0532 0130 00', []],
    // Session 27: mod-97 right, the Belgian national check digits (last two) wrong: still an IBAN.
    ['iban', 'national check digit wrong, mod-97 right', 'compte BE96 3021 4562 0120 merci', ['BE96 3021 4562 0120']],
    ['iban', 'national check digit right, mod-97 wrong', 'compte BE69 3021 4562 0120 merci', []],
    ['iban', 'a four-letter word after it is not part of it', 'IBAN ES91 2100 0418 4502 0005 1332 done', ['ES91 2100 0418 4502 0005 1332']],
    ['ssn', 'dashed SSN', 'SSN: 536-22-1234', ['536-22-1234']],
    ['ssn', 'bare digits need context', 'social security number 536221234', ['536221234']],
    ['ssn', 'bare digits without context ignored', 'order 536221234 shipped', []],
    ['ssn', 'area 666 invalid', 'ssn 666-12-3456', []],
    ['ssn', 'area 9xx invalid', 'ssn 912-12-3456', []],
    ['ssn', 'group 00 invalid', 'ssn 536-00-3456', []],
    ['ip_address', 'IPv4', 'from 81.17.203.45 yesterday', ['81.17.203.45']],
    ['ip_address', 'IPv4 at sentence end', 'the host is 151.80.100.7.', ['151.80.100.7']],
    ['ip_address', 'a private address identifies a device on its network', 'my laptop is 192.168.1.23', ['192.168.1.23']],
    ['ip_address', 'octet out of range', 'value 256.1.1.1', []],
    ['ip_address', 'version string', 'version 1.2.3.4 ships', []],
    ['ip_address', 'IPv6 full', 'addr 2a02:0c7f:85a3:0000:0000:8a2e:0370:7334', ['2a02:0c7f:85a3:0000:0000:8a2e:0370:7334']],
    ['ip_address', 'IPv6 compressed', 'addr 2a01:4f8::ff00:42:8329 ok', ['2a01:4f8::ff00:42:8329']],
    ['ip_address', 'IPv4-mapped IPv6 judged by its IPv4 part', 'peer ::ffff:81.17.203.45 closed', ['81.17.203.45']],
    ['ip_address', 'a clock time is not IPv6', 'at 12:30:45 sharp', []],
    // Addresses that cannot point at a person (normal-corpus false alarms in READMEs and man pages).
    ['ip_address', 'loopback', 'the server listens on 127.0.0.1:3000 by default', []],
    ['ip_address', 'unspecified / all interfaces', 'bind to 0.0.0.0 or :: to accept remote clients', []],
    ['ip_address', 'the "this network" block', 'a source of 0.12.34.56 is never valid on the wire', []],
    ['ip_address', 'a network address (last octet 0)', 'route add -net 10.20.0.0 gw 10.20.0.9', ['10.20.0.9']],
    ['ip_address', 'a netmask', 'netmask 255.255.255.240 broadcast 172.16.5.255', []],
    ['ip_address', 'RFC 5737 documentation range', 'for example 198.51.100.23 in the docs', []],
    ['ip_address', 'RFC 3849 documentation prefix', 'assign 2001:db8:12::7 to the interface', []],
    ['ip_address', 'multicast group', 'join group 239.255.42.99 for discovery', []],
    ['ip_address', 'section numbers are not addresses', 'see section 2.1.4.3 below', []],
    ['ip_address', 'four equal octets are a stand-in', 'replace 123.123.123.123 with your server', []],
    ['ip_address', 'an address with repeated but unequal octets is kept', 'peer 123.123.123.124 connected', ['123.123.123.124']],
    ['ip_address', 'a home router address', 'open http://192.168.0.1 in the browser', []],
    ['ip_address', 'a private host next to its router is still found', 'gateway 10.0.0.1, printer 10.0.0.37', ['10.0.0.37']],
    ['ip_address', 'an IPv6 prefix (interface half zero)', 'the site prefix 2a01:4f8:c17:3a2::', []],
    ['ip_address', 'an IPv6 netmask', 'prefix mask ffff:ffff:ffff:ffff:: applies', []],
    ['ip_address', 'a counting example in IPv6 syntax', 'written as 1:2:3:4:5:6:7:8 in full', []],
    ['date_of_birth', 'DOB with context', 'DOB: 04/12/1987', ['04/12/1987']],
    ['date_of_birth', 'written date after born', 'she was born on March 3, 1990', ['March 3, 1990']],
    ['date_of_birth', 'a date without context is not a DOB', 'the meeting is on 04/12/2024', []],
    ['address', 'US street line with city/state/zip', 'ship to 1600 Amphitheatre Parkway, Mountain View, CA 94043 asap', ['1600 Amphitheatre Parkway, Mountain View, CA 94043']],
    ['address', 'UK postcode', 'London SW1A 1AA', ['SW1A 1AA']],
    ['address', 'a product with an M.2 form factor is no street', 'NVMe Gen 4 M.2 Internal Solid State Hard Drive, 2TB', []],
    ['address', 'a street line after a plain number is still one', 'Deliver package 2 at 850 Commerce Street', ['850 Commerce Street']],
    ['address', 'a CPU model is no run-together postcode', 'Fujitsu A64FX and Arm Neoverse V1 are supported', []],
    ['address', 'street word first, house numbers around', 'Deliver to 14 Rua Marcelina Duarte 220, Porto', ['14 Rua Marcelina Duarte 220']],
    ['address', 'street word first with a particle', 'Her flat: Rue de la Montagne 7, Liège', ['Rue de la Montagne 7']],
    ['address', 'street word glued on at the end', 'Ship it to Storgatan 5 please', ['Storgatan 5']],
    ['address', 'a sprint or release after "moved to" is no street', 'the migration moved to Sprint 14, the fix to release 3', []],
    ['address', 'Swedish, Danish and Dutch street words glued on', 'Deliver to Nybyvägen 65 or Begoniasingel 13, not Vesterbrogade', ['Nybyvägen 65', 'Begoniasingel 13']],
    ['address', 'a glued street word no English word ends in, in lower case', 'my address is 42 machelsesteenweg 197, montzen', ['42 machelsesteenweg 197']],
    ['address', 'a lower-case word ending like a street word in English is not one', 'bring a necktie 2 days early and the weg 4 file', []],
    ['address', 'street word alone at the end', 'She lives at Ingelbrecht Knudssøns gate 12', ['Ingelbrecht Knudssøns gate 12']],
    ['address', 'a street word without a house number is not an address', 'The Via Appia is an old road', []],
    ['address', 'any street line after an address cue', 'Billing address: 28245 Puruntie 82, Lappeenranta', ['28245 Puruntie 82']],
    ['address', 'the same shape without a cue is a year and a product', 'In 1998 Windows 98 shipped', []],
    // Address blocks, one part per line: the finding covers the block down to its postcode line.
    ['address', 'a signature block down to its city, state and ZIP line', 'Best,\nDana\nAcme Corp\n660 Harbor Street\nPortland, OR 97204\n(503) 555-0143', ['660 Harbor Street\nPortland, OR 97204']],
    ['address', 'a flat number takes the bare street line above it and the lines down to the postcode', 'Ship to:\nMarta Lindqvist\n4411 Björkvägen 12\n Apt. 3\n Uppsala\n Sweden 75236\nThanks!', ['4411 Björkvägen 12\n Apt. 3\n Uppsala\n Sweden 75236']],
    ['address', 'a UK block ends at its postcode line', 'Our office:\n221 Baker Street\nLondon\nNW1 6XE\nUnited Kingdom', ['221 Baker Street\nLondon\nNW1 6XE', 'NW1 6XE']],
    ['address', 'a Canadian postcode closes a block', '4821 Maple Avenue\nToronto, ON M5V 3L9', ['4821 Maple Avenue\nToronto, ON M5V 3L9']],
    ['address', 'short lines after a street line with no postcode below are not taken', '12 Rue de la Paix 4\nParis\nsee you soon', ['12 Rue de la Paix 4']],
    ['address', 'a blank line may sit inside a block, a long line ends it', '80 Harbor Street\nSuite 12\n\nPortland 97204\nThe parcel arrived at the depot this morning and will be out for delivery tomorrow 97204', ['80 Harbor Street\nSuite 12\n\nPortland 97204', 'Suite 12\n\nPortland 97204']],
    ['address', 'house numbers just before a street line', 'The restaurant is at 17151 2450 Crown St', ['17151 2450 Crown St']],
    ['address', 'Italian particles in a street name', 'Deliver to 17 Via dei Mille 4, then call me', ['17 Via dei Mille 4']],
    ['address', '"address to" is a cue', 'please change my address to 9721 Dalmatinova 43 today', ['9721 Dalmatinova 43']],
    ['address', 'a flat number under a line that is no street line stays alone', 'Version 2 of Windows 98 ships\nSuite 12 is on the left', ['Suite 12']],
    ['address', 'a flat or suite number', 'Allika 46, Apt. 595 or Suite 838', ['Apt. 595', 'Suite 838']],
    ['address', 'an office or test suite is not a flat', 'Microsoft Office Suite 2019 and the Test Suite 2 results', []],
    ['address', 'a postcode said to be one', 'My zip code is 88012.', ['88012']],
    ['address', 'US military mail', 'Send it to PSC 1234, Box 5678\nAPO AE 09021 please', ['PSC 1234, Box 5678\nAPO AE 09021']],
    ['address', 'a military unit box without the APO line', 'forward to Unit 4719 Box 7394', ['Unit 4719 Box 7394']],
    ['address', 'military mail in lower case, with its DPO line', 'how do i change my address to unit 9456 box 8731\ndpo ap 71610', ['unit 9456 box 8731\ndpo ap 71610']],
    ['address', 'a unit count and a box of parts are not mail', 'Unit 3 of the course. Box 12 holds the spare parts; apo ae is not a code, nor is unit 3 box 12', []],
    // session 26: a street named without a leading house number, after a strong cue
    ['address', 'a street after "lives on", name then number', 'Marta lives on Vestergade 114 with her sister.', ['Vestergade 114']],
    ['address', 'lower case, after "my address is"', 'my address is kirkeveien 71, oslo', ['kirkeveien 71']],
    ['address', 'after "return to"', 'Please return to Ulica Długa 44 if undelivered.', ['Ulica Długa 44']],
    ['address', 'a street corner', 'Stop at the corner of Lange Nieuwstraat 12 and Oudegracht.', ['Lange Nieuwstraat 12 and Oudegracht']],
    ['address', 'a date, a page, a room or a time after the same cues is not a street', 'The team moved to June 20. Send it to page 3. She lives at Room 12. We moved to a latitude of 60. He moved to Thursday. It starts at 3.', []],
    ['person', 'the name of a street is not a person', 'She lives at Ingelbrecht Knudssøns gate 12', []],
    // Session 27: after a title, a surname that is also a place word is still a surname.
    ['person', 'a titled name ending in Park or Hill', 'Dr. Hye-jin Park and Ms. Amelia Hill will open the session.', ['Dr. Hye-jin Park', 'Ms. Amelia Hill']],
    ['person', 'an untitled place is still no name', 'We met at Hyde Park and walked up Primrose Hill.', []],
    ['person', 'a first name after a kinship word or "contact for"', 'Emergency contact for Cian: his sister Róisín will pick him up.', ['Cian', 'Róisín']],
    // own: session 18, places opened by San/Saint or closed by Creek, companies closed by App or
    // Investments; surnames that are also place words stay names
    ['person', 'places opened by San or Saint, or closed by Creek', 'We drove from San Bernardino to Dora Creek, then on to Saint Vincent.', []],
    ['person', 'a company closed by App or Investments', 'I use Poncho App and my savings are with Russell Investments.', []],
    ['person', 'surnames that are place words elsewhere', 'I watched Tiger Woods, and Andy Grove wrote the book.', ['Tiger Woods', 'Andy Grove']],
    ['card_security_code', 'CVV after a card', 'Card 4111-1111-1111-1111 exp 12/27 cvv 123', ['123']],
    ['card_security_code', 'CVC with a colon', 'CVC: 0412', ['0412']],
    ['card_security_code', 'the label alone', 'Enter the CVV shown on the back of the card.', []],
    ['card_security_code', 'digits not after the label', 'Error code 123 means the CVV check failed.', []],
    ['passport', 'passport number in context', 'passport number X1234567', ['X1234567']],
    ['passport', 'same shape without context', 'order X1234567 shipped', []],
    ['driver_license', "driver's licence in context", "driver's license: D1234-5678-9012", ['D1234-5678-9012']],
    ['driver_license', 'licence number phrase without "driver"', 'License No. K4831290 issued in Ohio', ['K4831290']],
    ['driver_license', 'letter suffix kept', "my driver's licence is HT772015Q", ['HT772015Q']],
    // Normal-corpus false alarms: software licences, merge drivers, branch names, memory addresses.
    ['driver_license', 'a copyright year span under a License heading', '## License\nCopyright (c) 2016-2023 Ada Byrne', []],
    ['driver_license', 'an SPDX licence version', 'SPDX-License-Identifier: GPL-3.0-or-later', []],
    ['driver_license', 'a "3-way" merge driver', 'a custom 3-way merge driver runs', []],
    ['driver_license', 'a commit id next to a dl/ branch name', '(merge 5e2c9a07bd dl/cleanup-tests later)', []],
    ['driver_license', 'a hex address in a loader trace', 'by 0x4A1F22C: _dl_open (dl-open.c:605)', []],
    ['person', 'name after "my name is"', 'Hello, my name is Olivia Bennett and I need help', ['Olivia Bennett']],
    ['person', 'first name from the lexicon plus surname', 'Yesterday I met Sarah Kowalczyk at the station', ['Sarah Kowalczyk']],
    ['person', 'authors cited in a reference are a byline', 'As Nguyen et al. (2021) and Nguyen and Park (2021) showed, and (Park, 2021) confirms', []],
    ['person', 'a name with a year after "patient" is still a person', 'Patient John Smith (1985) was admitted on Monday', ['John Smith']],
    ['person', 'Dear + name', 'Dear Tomasz,\nthanks for the update', ['Tomasz']],
    ['person', 'a sign-off before the name is not part of it', 'Sincerely, Rahul Venkataraman', ['Rahul Venkataraman']],
    ['person', 'a casual sign-off is not a name', 'Cheers, Samantha', ['Samantha']],
    ['person', 'a title stays in the span', 'Hello, this is Mr. Tomasz Nowak speaking', ['Mr. Tomasz Nowak']],
    ['person', 'all-lower-case text', 'please forward this to emily jensen today', ['emily jensen']],
    ['person', 'names in a list with a known first name', 'The founders were Olivia, Kowalczyk and Brandt.', ['Olivia', 'Kowalczyk', 'Brandt']],
    ['person', 'the same name again, alone', 'Olivia Bennett called. We thanked Bennett for it.', ['Olivia Bennett', 'Bennett']],
    ['person', 'company name is not a person', 'We bought shares of Acme Holdings last year', []],
    ['person', 'capitalised common words are not a name', 'The Quick Brown Fox jumps', []],
    ['person', 'an imperative that is also a given name', 'Skip the ethics part. Grant access to the folder. Sue the company. Pat the dough flat.', []],
    ['person', 'the same names with a cue are names', 'Dear Skip, thanks. I spoke with Mr. Grant.', ['Skip', 'Mr. Grant']],
    ['person', 'a surname with a glued particle', 'Please ask Brenda McAllister about it', ['Brenda McAllister']],
    ['person', 'a DeX-style given name', 'Yesterday I met DeShawn Porter at the station', ['DeShawn Porter']],
    ['person', 'names in a comma list with spaces', 'The founders were Olivia, Kowalczyk, Brandt.', ['Olivia', 'Kowalczyk', 'Brandt']],
    // Normal-corpus false alarms (READMEs): product and protocol names, acronyms, tag lists.
    ['person', 'a protocol name with an inner capital', 'You can sign requests with OAuth, contact me for keys', []],
    ['person', 'a product name with an inner capital', 'the network setup is specific to OpenBSD. Contact: ops@example.org', []],
    ['person', 'a company-style user agent', "'User-Agent': 'ZentroCo Crawler - contact@zentro.example'", []],
    ['person', 'a tool named in capitals and run in lower case', 'Kestrin writes one log line per page.\n\n    $ kestrin --log https://example.org/', []],
    ['person', 'the same sentence without the lower-case command is a name', 'Kestrin writes one log line per page.', ['Kestrin']],
    ['person', 'a name that also appears inside an e-mail address stays', 'Ask Hanneke Vossberg (hanneke.vossberg@example.org) for access', ['Hanneke Vossberg']],
    ['person', 'a product with a two-letter acronym, mentioned again alone', 'Feel free to use Brisko CI to test your work. Contact Brisko at ops@example.org', []],
    ['person', 'initials opening a name stay', 'Thanks to TJ Holowaychuk for the original code', ['TJ Holowaychuk']],
    ['person', 'a later mention of a known name is still found', 'Olivia Bennett wrote it; we thanked Bennett by mail (bennett@example.org).', ['Olivia Bennett', 'Bennett']],
    ['person', 'a null value in a protocol description', 'If no name is set, atom is None and name is empty.', []],
    ['person', 'a key in lower-case benchmark output', 'assert/deepequal.js method="deepEqual" strict=0 len=500 n=500: 20,445.06', []],
    ['person', 'a lower-case speaker label before a quote stays a name', 'mika: "who are you?"\ntracy:"i\'m roberto\'s daughter".', ['mika', 'tracy']],
    ['person', 'a framework also named in a path is not a person', 'Logs go out with Zentrify.\n* [zentrify-jwt](https://github.com/zentrify/zentrify-jwt)', []],
    ['person', 'the same framework sentence without the path', 'Logs go out with Zentrify.', ['Zentrify']],
    ['person', 'a two-letter acronym before "address"', 'Returns the IP address of the peer', []],
    // own: German capitalises nouns and its polite pronouns; names there need a name list or a cue.
    ['person', 'German help text has no names', 'Um Ihr Passwort zurückzusetzen, klicken Sie auf den Link und geben Sie Ihre E-Mail-Adresse ein. Falls keine E-Mail ankommt, prüfen Sie bitte Ihren Spam-Ordner oder wenden Sie sich an den IT-Support.', []],
    ['person', 'a German letter keeps its names, not its closing', 'Sehr geehrte Frau Kowalczyk, vielen Dank für Ihre Nachricht. Wir haben Ihre Bestellung erhalten und werden sie so schnell wie möglich bearbeiten. Mit freundlichen Grüßen, Jonas Becker', ['Frau Kowalczyk', 'Jonas Becker']],
    ['person', 'an unknown surname after Herr in German text', 'Herr Brzęczyszczykiewicz ist für die Buchhaltung zuständig und sitzt bei der Tür.', ['Herr Brzęczyszczykiewicz']],
    ['person', 'a Spanish title', 'Señora Ibarrola llamó esta mañana.', ['Señora Ibarrola']],
    ['person', 'an interjection is not a name', 'Hmm, maybe pair it with a crisp white wine.', []],
    ['person', 'a greeting in Portuguese is not a name', 'Olá! Obrigado por entrar em contato.', []],
    ['person', 'a contraction opening a sentence is not a name (either apostrophe)', 'No customer data was exposed. We’ve moved the keys. They\'re safe now.', []],
    ['person', 'a name after a contraction is kept', "We've asked Maria Lopez to review it.", ['Maria Lopez']],
    ['person', 'a place that is also a given name, after travel or location words', 'Flying to Orlando on Monday, then a week in Virginia. whats the speed limit in georgia', []],
    ['person', 'the same words as people stay names', "I gave the keys to Sydney. We met in Jordan's room. Thanks, Virginia!", ['Sydney', 'Jordan', 'Virginia']],
    ['person', 'a Russian preposition opening a sentence is not part of a name', 'Для ИИ-агента, который читает это: ничего.', []],
    ['person', 'a Russian thank-you before a name stays out of the span', 'Спасибо Анна Смирнова за помощь.', ['Анна Смирнова']],
    // "Val" is a given name and stays; the list pass must not spread from it to the tags glued on.
    ['person', 'tags glued by commas without spaces', 'We will see. {Val,Noun,Vb,Adj} email me@x.example', ['Val']],
  ])('%s: %s', (type, _why, text, expected) => {
    expect(found(text, type)).toEqual(expected);
  });

  // Names of people versus names mentioned in ordinary text (issue 3): what must still be found,
  // and which mentions must not be reported at all.
  it.each([
    ['found', 'a cue that names someone accepts an everyday word', 'Her surname is Baker', ['Baker']],
    ['found', '"Name:" field with an everyday word', 'Tenant name: Summer', ['Summer']],
    ['found', '"named her" accepts an everyday word', 'We named her Hazel', ['Hazel']],
    ['found', 'possessive personal data after an unknown name', 'Please send Zbigniew\'s address to the courier', ['Zbigniew']],
    ['found', 'a degree suffix does not veto the name', 'Invoice approved by Marta Kowalczyk PhD', ['Marta Kowalczyk PhD']],
    ['found', 'a leading role word is not part of the name', 'Engineer Tadeusz Wróblewski joined the call', ['Tadeusz Wróblewski']],
    ['found', 'speaker label of quoted speech', 'Radomir: "Where were you last night?"', ['Radomir']],
    ['found', 'lower-case self-introduction with an unknown name', 'hi, my name is radomira', ['radomira']],
    ['found', 'a title before an everyday word', 'I spoke to Mr. Spears yesterday', ['Mr. Spears']],
    ['found', 'long text: a name near contact details', `${'The quarterly report covers sales, returns and stock levels in every region. '.repeat(6)}For questions contact Olivia Bennett at the front desk.`, ['Olivia Bennett']],
    ['not found', 'greeting to the world', 'Hello, World!', []],
    ['not found', 'a list of everyday things', 'Pack: Tent, Lantern, Blanket', []],
    ['not found', 'a heading of everyday words', 'Annual Budget: 300 dollars', []],
    ['not found', 'multi-word places compromise knows', 'We flew from Hong Kong to Los Angeles', []],
    ['not found', 'a public figure without personal context', 'Barack Obama served two terms.', []],
    ['not found', 'a company ending in Corp', 'Company name: Quiet Harbor Corp', []],
    ['not found', 'a thing that is "named"', 'a robot named Bolt', []],
    ['not found', 'a street opened by a street word', 'The office moved to Via Giuseppe Verdi last year', []],
    ['not found', 'a street between a house number and another number', 'Our shop is at 5 Teodora Lindqvist 12', []],
    ['not found', 'both streets at a corner', 'Meet me at the corner of Lipowa 4 and Jadwiga Marczak', []],
    ['found', 'the addressee of an address block, not its town', 'Ewa Marczak\n17 Ogrodowa 3\nNowa Ruda\nPoland 05-870', ['Ewa Marczak']],
    ['not found', 'a list of unknown things after a colon', 'Sort these by size: Wombat, Quokka, Numbat', []],
    ['found', 'an unknown word addressed before a lower-case clause', 'Aloisia, can I borrow your pen?', ['Aloisia']],
    ['found', 'a list after a plural noun for people', 'The club has three members: Wrona, Kasprzak and Lis.', ['Wrona', 'Kasprzak', 'Lis']],
    ['not found', 'a place, by the place after it', 'We toured Sydney, Australia in May', []],
    ['not found', 'a title ending in an everyday word', 'The Quokka Radio podcast is new', []],
    ['found', 'a particle makes it a name despite the everyday last word', 'Willemine ten Pas will speak', ['Willemine ten Pas']],
    ['found', 'a possessive ends the name', "I love Halina Wrona's Midnight Stories", ['Halina Wrona']],
    ['found', 'an unknown word doing what people do', 'Mourik shouted at the waiter', ['Mourik']],
    ['not found', 'an everyday word doing something', 'Python began as a hobby project', []],
    ['found', 'a year before a name is not a house number', 'In 2010 Katarzyna Zielińska founded the firm', ['Katarzyna Zielińska']],
    ['not found', 'long prose about a novel', `${'The novel follows a family through three generations of change in a small coastal town. '.repeat(4)}Its heroine, Elizabeth Fairweather, narrates the final chapter.`, []],
  ])('person %s: %s', (_kind, _why, text, expected) => {
    expect(found(text, 'person')).toEqual(expected);
  });

  // The maxMatchLength contract with the long-prose rule: whenever the whole text reports a name,
  // every prefix holding the name's reach reports it too (the cue that keeps it lies within reach).
  it('a name kept in long text is kept in every prefix that holds its reach', () => {
    const person = detectors.find((d) => d.meta.id === 'pii.person')!;
    const spans = (t: string) => person.detect(t, { normalized: normalize(t) }).map((f) => `${f.start}-${f.end}`);
    const filler = fc.array(fc.constantFrom('The committee met twice. ', 'Sales rose in the spring quarter. ', 'Bring the blue folder.\n'), { maxLength: 40 }).map((xs) => xs.join(''));
    const cue = fc.constantFrom('Please contact ', 'Account holder: ', 'Our patient ', 'It was ', '');
    const name = fc.constantFrom('Olivia Bennett', 'Tomasz Nowak', 'Zbigniew Wrona');
    fc.assert(
      fc.property(filler, cue, name, filler, fc.nat(), (before, c, nm, after, seed) => {
        const s = before.length + c.length;
        const text = `${before}${c}${nm} ${after}`;
        const span = `${s}-${s + nm.length}`;
        if (!spans(text).includes(span)) return;
        const from = Math.min(text.length, s + person.meta.maxMatchLength);
        const cut = from + (seed % (text.length - from + 1));
        expect(spans(text.slice(0, cut))).toContain(span);
      }),
      { numRuns: 200 },
    );
  });

  // The same contract for address blocks, which the finding covers down to a postcode line.
  it('an address block kept in the whole text is kept in every prefix that holds its reach', () => {
    const address = detectors.find((d) => d.meta.id === 'pii.address')!;
    const spans = (t: string) => address.detect(t, { normalized: normalize(t) }).map((f) => `${f.start}-${f.end}`);
    const filler = fc.array(fc.constantFrom('The committee met twice. ', 'Bring the blue folder.\n', 'Regards,\n', 'Room 12\n', '\n'), { maxLength: 12 }).map((xs) => xs.join(''));
    const street = fc.constantFrom('660 Harbor Street', '4411 Björkvägen 12', '17151 2450 Crown St', 'Rue de la Paix 4');
    const tail = fc.array(fc.constantFrom(' Apt. 3', ' Uppsala', 'Portland, OR 97204', ' Sweden 75236', '', 'NW1 6XE', 'Thanks!', 'x'.repeat(70)), { maxLength: 6 });
    fc.assert(
      fc.property(filler, street, tail, filler, fc.nat(), (before, st, lines, after, seed) => {
        const text = `${before}${st}\n${lines.join('\n')}\n${after}`;
        for (const span of spans(text)) {
          const s = Number(span.split('-')[0]);
          const from = Math.min(text.length, s + address.meta.maxMatchLength);
          const cut = from + (seed % (text.length - from + 1));
          expect(spans(text.slice(0, cut))).toContain(span);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reports names in long prose again when person_prose_chars is 0', () => {
    const text = `${'The novel follows a family through three generations of change in a small coastal town. '.repeat(4)}Its heroine, Elizabeth Fairweather, narrates the final chapter.`;
    const all = createPiiDetectors(buildConfig({ detectors: { pii: { person_prose_chars: 0 } } }));
    const n = normalize(text);
    const names = all.flatMap((d) => d.detect(text, { normalized: n })).filter((f) => f.type === 'person').map((f) => text.slice(f.start, f.end));
    expect(names).toEqual(['Elizabeth Fairweather']);
  });

  // What a user sees: a one-word name is masked but the text stays approved; a full name after
  // a cue, or a name next to other personal data, flags it.
  it.each([
    ['Dear Tomasz, thanks for the update', 'approved', 'Dear ******, thanks for the update'],
    ['Mrs. Wiśniewska bought 12 apples and gave 5 away.', 'approved', '*************** bought 12 apples and gave 5 away.'],
    ['Dear Tomasz Nowak, thanks for the update', 'flagged', 'Dear ************, thanks for the update'],
    ['Tomasz, call me at +44 20 7946 0958', 'flagged', '******, call me at ****************'],
    // A private (LAN) address identifies a device only inside its network: masked, not flagged;
    // a public one flags.
    ['the NAS answers on 192.168.1.42 after boot', 'approved', 'the NAS answers on ************ after boot'],
    ['hosts 10.10.9.2, 10.10.9.3 and 10.10.9.4 share a switch', 'approved', 'hosts *********, ********* and ********* share a switch'],
    ['the login came from 81.17.203.45 at night', 'flagged', 'the login came from ************ at night'],
    // A flat number alone points at no building: masked, not flagged; next to a street it flags.
    ['Your apartment, Apt. 4B, is ready for move-in.', 'approved', 'Your apartment, *******, is ready for move-in.'],
    ['Ship to 12 Main Street, Apt. 4B, please.', 'flagged', 'Ship to ***********************, please.'],
    ['My zip code is 88012.', 'approved', 'My zip code is *****.'],
  ])('decides %j as %s', (text, status, redacted) => {
    const cfg = buildConfig({});
    const n = normalize(text);
    const findings = createPiiDetectors(cfg).flatMap((d) => d.detect(text, { normalized: n }));
    const out = new Decider(cfg.policy).decide(text, findings);
    expect(out.status).toBe(status);
    expect(out.redacted_text).toBe(redacted);
  });

  it('in long prose a titled full name with nothing personal near it is masked but does not flag', () => {
    const cfg = buildConfig({});
    const decide = (text: string) => {
      const n = normalize(text);
      return new Decider(cfg.policy).decide(text, createPiiDetectors(cfg).flatMap((d) => d.detect(text, { normalized: n })));
    };
    const filler = 'The committee reviewed the spring budget and agreed on three new projects for the year. '.repeat(5);
    const prose = decide(`${filler}Dr. Halina Wrona gave the keynote.`);
    expect(prose.status).toBe('approved');
    expect(prose.redacted_text).toBe(`${filler}**************** gave the keynote.`);
    expect(decide(`${filler}Dr. Halina Wrona, patient since 2019, gave the keynote.`).status).toBe('flagged');
  });

  it('honours per-detector toggles and the family switch', () => {
    const noEmail = createPiiDetectors(buildConfig({ detectors: { pii: { email: false } } }));
    expect(noEmail.map((d) => d.meta.id)).not.toContain('pii.email');
    expect(createPiiDetectors(buildConfig({ detectors: { pii: { enabled: false } } }))).toEqual([]);
  });

  it('runs compromise only in the model stage, and only when asked', () => {
    const on = createPiiDetectors(buildConfig({ detectors: { pii: { person_nlp: true } } }));
    expect(on.find((d) => d.meta.id === 'pii.person_nlp')?.meta.stage).toBe('model');
    expect(detectors.some((d) => d.meta.id === 'pii.person_nlp')).toBe(false);
  });

  it('the NLP name detector finds names and leaves very long texts to the fastpath', () => {
    const nlp = createPiiDetectors(buildConfig({ detectors: { pii: { person_nlp: true } } })).find((d) => d.meta.id === 'pii.person_nlp')!;
    const text = 'Yesterday John Smith flew to Paris.';
    const spans = nlp.detect(text, { normalized: normalize(text) }).map((f) => text.slice(f.start, f.end));
    expect(spans.some((s) => s.includes('John Smith'))).toBe(true);
    const long = `${text} ${'word '.repeat(5000)}`;
    expect(nlp.detect(long, { normalized: normalize(long) })).toEqual([]);
  });

  it('the NLP name detector leaves out public figures and names in long prose without personal context', () => {
    const nlp = createPiiDetectors(buildConfig({ detectors: { pii: { person_nlp: true } } })).find((d) => d.meta.id === 'pii.person_nlp')!;
    const names = (t: string) => nlp.detect(t, { normalized: normalize(t) }).map((f) => t.slice(f.start, f.end));
    expect(names('Yesterday Barack Obama flew to Paris.')).toEqual([]);
    const story = `${'The novel follows a family through three generations of change in a small coastal town. '.repeat(5)}Yesterday John Smith flew to Paris.`;
    expect(names(story)).toEqual([]);
    expect(names(`${story} Reach him by phone.`).some((s) => s.includes('John Smith'))).toBe(true);
  });

  it('every fastpath detector states a finite longest match', () => {
    for (const d of detectors) expect(Number.isFinite(d.meta.maxMatchLength)).toBe(true);
  });
});

describe('pii.email: a URL credential is no address (session 28)', () => {
  it.each([
    ['mongodb://myDBReader:D1fficultP%40ssw0rd@mongodb0.example.com:27017/'],
    ['git clone https://x-token:gho_psT9pqNFsehnc4se0ZzzR0HBxapxZD35hNHi@github.com/acme/app.git'],
  ])('no email in %s', (text) => {
    expect(scan(text, 'pii').filter((f) => f.type === 'email')).toEqual([]);
  });
  it('mailto: and "Email:" addresses still are', () => {
    expect(scan('mailto:ana.lima@example.com', 'pii').some((f) => f.type === 'email')).toBe(true);
    expect(scan('Email:ana.lima@example.com', 'pii').some((f) => f.type === 'email')).toBe(true);
  });
});
