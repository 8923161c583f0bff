/**
 * Street words that other languages glue onto the end of a street's name ("Nassaustraat",
 * "Storgatan", "Nybyvägen", "Hämeenkatu", "Kurfürstendamm"), shared by the address detector (a
 * street line) and the person detector (not a name).
 */
export const GLUED_STREET_SUFFIXES = [
  'straße', 'strasse', 'gasse', 'weg', 'allee', 'platz', 'damm', 'ufer', 'chaussee', // de
  'laan', 'straat', 'gracht', 'plein', 'dijk', 'singel', // nl
  'vej', 'gade', 'stræde', 'vænget', 'plads', // da
  'gata', 'gatan', 'gaten', 'vägen', 'väg', 'gränd', 'torget', 'vegen', 'veien', // sv, no
  'katu', 'tie', 'kuja', // fi
  'utca', // hu
];

/**
 * The ones no English word ends in, so a street written in lower case ("nybyvägen 65",
 * "machelsesteenweg 197") is still one; "tie", "weg", "gade", "damm" and the like are not
 * ("necktie 2", "brigade 7").
 */
export const DISTINCT_STREET_SUFFIXES = ['straße', 'strasse', 'gasse', 'allee', 'platz', 'laan', 'straat', 'gracht', 'steenweg', 'gatan', 'vägen', 'vegen', 'veien', 'katu', 'utca', 'stræde', 'vænget'];
