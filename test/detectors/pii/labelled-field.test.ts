import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelledFieldDetector, normaliseKey } from '../../../src/detectors/pii/labelled-field.js';
import { normalize } from '../../../src/pipeline/normalize.js';
import { postCheck } from '../../helpers/http.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';

// Session 31: personal data named by its field, in the records agents pass on from their tools.
// Every case was written for this test (names and numbers made up).
function found(text: string, type?: string): string[] {
  return labelledFieldDetector
    .detect(text, { normalized: normalize(text) })
    .filter((f) => type === undefined || f.type === type)
    .map((f) => text.slice(f.start, f.end));
}

describe('pii.labelled_field', () => {
  it.each([
    ['snake_case JSON keys', '{"given_names": "Oona", "surname": "Varga-Lind", "passport_number": "XK4417290", "dob": "1988-02-29"}', {
      person: ['Oona', 'Varga-Lind'],
      passport: ['XK4417290'],
      date_of_birth: ['1988-02-29'],
    }],
    ['camelCase keys', '{"firstName":"Teodor","lastName":"Brandt","dateOfBirth":"03/11/1979"}', { person: ['Teodor', 'Brandt'], date_of_birth: ['03/11/1979'] }],
    ['a form in German', 'Vorname: Jannik\nNachname: Albrecht\nGeburtsdatum: 17.04.1993\nAnschrift: Kastanienallee 9, 10435 Berlin', {
      person: ['Jannik', 'Albrecht'],
      date_of_birth: ['17.04.1993'],
      address: ['Kastanienallee 9, 10435 Berlin'],
    }],
    ['French keys with a space before the colon, surname in capitals', 'Nom : LEMAIRE\nPrénom : Solène\nDate de naissance : 02/06/1990', { person: ['LEMAIRE', 'Solène'], date_of_birth: ['02/06/1990'] }],
    ['names in scripts without capitals', '收件人: 周子涵\n이름: 정하늘\n氏名: 山本 彩', { person: ['周子涵', '정하늘', '山本 彩'] }],
    ['fields on one line, two spaces apart', 'dl_number: K7730215  class: B  holder: FARKAS, Ildikó', { driver_license: ['K7730215'], person: ['FARKAS, Ildikó'] }],
    ['a licence number in a driving record', '{"driver": {"license_number": "S530-4418-7762", "state": "WI"}}', { driver_license: ['S530-4418-7762'] }],
    ['an airline name field', 'PAX NAME: OKONJO/CHIDERA MS', { person: ['OKONJO/CHIDERA MS'] }],
  ])('%s', (_why, text, expected) => {
    for (const [type, values] of Object.entries(expected)) expect(found(text, type), type).toEqual(values);
  });

  it('reads a CSV, markdown or psql table by its header', () => {
    expect(found('first_name,last_name,plan\nMirela,Dumitru,pro\nKasper,Holm,free', 'person')).toEqual(['Mirela', 'Dumitru', 'Kasper', 'Holm']);
    expect(found('| reviewer | stars |\n|---|---|\n| Wiktoria Sobczak | 4 |', 'person')).toEqual(['Wiktoria Sobczak']);
    expect(found(' id | full_name      | dob\n----+----------------+------------\n  7 | Arvid Lindqvist | 1979-12-01', 'person')).toEqual(['Arvid Lindqvist']);
  });

  it.each([
    ['a store name under "name"', '{"store_id": 12, "name": "Harbourside Outfitters", "city": "Hobart"}'],
    ['a CI step name', 'steps:\n  - name: Install dependencies\n  - name: Run tests'],
    ['a repository full_name', '{"repository": {"full_name": "acme/handbook"}}'],
    ['a business payee', 'Payee name: RIVERSIDE GYM'],
    ['a placeholder in a schema', 'full_name: John Doe (example)\n"email": "<customer email>"'],
    ['a speaker label before an utterance', 'Customer: Yeah, that would be great.\nAgent: Sure.'],
    ['a software licence', 'license_number: 7XK2-9PQM-44RT\nseats: 25\nplan: enterprise'],
    ['a warehouse address', 'Warehouse: DC-North\nAddress: Industrieweg 24, 5928 Venlo\nDocks: 36'],
    ['a date that is not a birth date', '"created": "1988-02-29", "due": "2024-03-01"'],
    ['a URL after a colon', 'name: https://example.com/people/ana'],
  ])('leaves %s alone', (_why, text) => {
    expect(found(text)).toEqual([]);
  });

  it('masks a single name without flagging it, a full name with', () => {
    const one = labelledFieldDetector.detect('Name: Maria', { normalized: normalize('Name: Maria') });
    expect(one.map((f) => f.score)).toEqual([0.6]);
    const two = labelledFieldDetector.detect('surname: Dumitru\nfull_name: Mirela Dumitru', { normalized: normalize('x') });
    expect(two.map((f) => f.score)).toEqual([0.6, 0.85]);
  });

  it('flags a given name and a surname of one record together, as a full name', () => {
    const score = (t: string) => labelledFieldDetector.detect(t, { normalized: normalize(t) }).map((f) => [t.slice(f.start, f.end), f.score]);
    expect(score('first_name,last_name,plan\nMirela,Dumitru,pro')).toEqual([['Mirela', 0.85], ['Dumitru', 0.85]]);
    expect(score('Vorname: Jannik\nNachname: Albrecht')).toEqual([['Jannik', 0.85], ['Albrecht', 0.85]]);
    expect(score('first_name: Mirela\ncity: Lyon')).toEqual([['Mirela', 0.6]]);
  });

  it('normalises keys of any identifier style', () => {
    expect(['passport_number', 'passportNumber', 'Passport-Number', 'PASSPORT NUMBER', 'Given Name(s)'].map(normaliseKey)).toEqual([
      'passport number', 'passport number', 'passport number', 'passport number', 'given names',
    ]);
  });
});

describe('pii.labelled_field through /v1/guardrail/check', () => {
  let srv: TestServer;
  let key: string;
  beforeAll(async () => {
    srv = await startTestServer({ cache: { enabled: false } });
    await srv.createAccount('acme', 'launch');
    key = await srv.createKey('acme');
  });
  afterAll(() => srv.close());

  it('flags a tool result with a passenger record and masks its values', async () => {
    const text = '{"booking": "QX7T2L", "passenger": {"surname": "Haugland", "given_names": "Sigrid Marie", "passport_no": "RT8830412"}}';
    const res = await postCheck(srv.url, key, { proposed_text: text });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('flagged');
    expect(res.body.flags).toEqual(expect.arrayContaining(['PII: person name (2)', 'PII: passport number']));
    expect(res.body.redacted_text).not.toContain('Haugland');
    expect(res.body.redacted_text).not.toContain('RT8830412');
    expect(res.body.redacted_text).toContain('QX7T2L');
  });
});
