import { describe, expect, it } from 'vitest';
import { scan } from '../injection/scan.js';

// Session 29: code after a closing quote, casts and routes are not a value; .NET appSettings and
// New Relic admin keys are. Own wordings, values generated for these tests.
const secrets = (text: string) => scan(text, 'secret').map((f) => f.match);

describe('secrets: code where a credential-named thing is not a value', () => {
  it.each([
    ['string concatenation after the quote (JS)', 'const line = "//registry.local/:_password = "+ new Buffer(pw).toString("base64");'],
    ['string concatenation after the quote (PHP)', "echo 'db_password = '.$cfg['db']['password'].\"\\n\";"],
    ['a C cast', 'user = (char *) (buf + 1);\npwd = (char *) (buf + ulen + 2);'],
    ['a Rails route', "  patch '/reset-password' => 'accounts/passwords#update', as: 'reset_password'"],
    ['a settings key about a password', '<add key="PasswordResetUrl" value="https://id.example.org/reset"/>'],
    ['a templated appSetting', '<add key="SmtpPassword" value="#{SmtpPassword}"/>'],
  ])('%s', (_name, text) => {
    expect(secrets(text)).toEqual([]);
  });
});

describe('secrets: forms added in session 29', () => {
  it.each([
    ['a .NET appSettings password', '<appSettings>\n  <add key="SmtpUser" value="mailer@corp.example"/>\n  <add key="SmtpPassword" value="Vq7#pL2m!xR9"/>\n</appSettings>', 'Vq7#pL2m!xR9'],
    ['an appSettings API key', "<add key='StripeSecretKey' value='k7Fh2QmZ9xTpLw4vNc8RbY3s'/>", 'k7Fh2QmZ9xTpLw4vNc8RbY3s'],
    ['a New Relic admin key', 'NEW_RELIC_ADMIN_KEY=NRAA-9c2e51b07fd4a38e6b1c0d92e7f', 'NRAA-9c2e51b07fd4a38e6b1c0d92e7f'],
  ])('%s', (_name, text, value) => {
    expect(secrets(text)).toContain(value);
  });

  it('a password that merely starts with a symbol is still one', () => {
    expect(secrets('password = "+Tr7(vq9Lm"')).toContain('+Tr7(vq9Lm');
    expect(secrets("DB_PASSWORD='(Kq8#vW2pz'")).toContain('(Kq8#vW2pz');
  });
});
