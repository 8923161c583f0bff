import { describe, expect, it } from 'vitest';
import { scan } from '../injection/scan.js';

// Session 28: values that look like credentials and are not (published examples, references to a
// secret held elsewhere, public-by-design values, placeholders named as such). Own wordings.
const secrets = (text: string) => scan(text, 'secret').map((f) => f.match);

describe('secrets: what is not a leaked credential', () => {
  it.each([
    ['RFC 7617 example', 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=='],
    ['Azure Storage emulator key', 'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;'],
    ["Stripe's documented test key", 'stripe.api_key = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"'],
    ['a 1Password reference', 'DB_PASSWORD="op://Production/postgres/password"'],
    ['a Key Vault reference', '"SqlPassword": "@Microsoft.KeyVault(VaultName=kv-prod;SecretName=SqlPassword)"'],
    ['a SOPS envelope', 'password: ENC[AES256_GCM,data:Q2x1c3RlclNlY3JldFZhbHVlMTIz,iv:8Jtycw6+jzM+1P1Cxcfi7iE0eT7ZcHvd,tag:xXzK6Tec5RQiHzc9ILeBwQ==,type:str]'],
    ['a CSP nonce', "content-security-policy: script-src 'self' 'nonce-Rk9vQmFyQmF6UXV4MTIzNDU='"],
    ['go.sum lines', 'golang.org/x/net v0.26.0 h1:soB7SVo0PWrY4vPW/+ay0jKDNScG2X9wFeYlXIvJsOQ='],
    ['a JWT header alone', 'Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.<payload>.<signature>'],
    ['a private-key header over a placeholder', '-----BEGIN OPENSSH PRIVATE KEY-----\n<your key material here>\n-----END OPENSSH PRIVATE KEY-----'],
    ['a dev-only session secret', 'SESSION_SECRET=dev-session-secret-not-for-prod'],
    ['a test fixture password', 'monkeypatch.setenv("DB_PASSWORD", "test-password")'],
    ['an idempotency key', '{"idempotency_key": "0b7c3f1e-5a2d-4c8e-9f61-2d4b8a7e1c30"}'],
    ['a MongoDB manual URI', 'mongodb://myDBReader:D1fficultP%40ssw0rd@mongodb0.example.com:27017/?authSource=admin'],
    ["reCAPTCHA's test secret", "RECAPTCHA_SECRET_KEY = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe'"],
    ["Terraform's withheld value", '      ~ administrator_password = (sensitive value)'],
    ['the name of an existing secret', 'auth:\n  existingSecret: pg-credentials\n'],
    ['a Secrets Manager id', 'data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "prod/orders/db"\n}'],
    ['a state file path', 'backend "s3" {\n  bucket = "acme-state"\n  key    = "network/prod/terraform.tfstate"\n}'],
    ["a ConfigMap's binaryData", 'binaryData:\n  flags.ini: W2ZsYWdzXQpuZXdfY2hlY2tvdXQ9dHJ1ZQo=\n'],
    ['an Ansible vault value', 'db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n'],
    ['a Pulumi secure value', 'config:\n  shop:dbPassword:\n    secure: v1:Q2xvdWRTZWNy:ZXRWYWx1ZUJ5dGVzSGVyZTEyMzQ1Njc4OTA=\n'],
    ['a reCAPTCHA site key', '<div class="g-recaptcha" data-sitekey="6LcT8mQqAAAAAHx7Yd2kP9vR4sW1uZ3bN5mF0jLq"></div>'],
    ['a Datadog RUM client token', "datadogRum.init({ clientToken: 'pub3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e', site: 'datadoghq.com' })"],
  ])('%s', (_name, text) => {
    expect(secrets(text)).toEqual([]);
  });

  it('a PEM public key body is not a token, a private key body still is a key', () => {
    const body = ['MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo', '4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u', '+qKhbwKfBstIs+bMY2Zkp18gnTxKLxoS2tFczGkPLPgizskuemMghRniWaoLcyeh'];
    const pub = `-----BEGIN PUBLIC KEY-----\n${body.join('\n')}\nIDAQAB\n-----END PUBLIC KEY-----`;
    expect(secrets(pub)).toEqual([]);
    const priv = `-----BEGIN PRIVATE KEY-----\n${body.join('\n')}\n-----END PRIVATE KEY-----`;
    expect(scan(priv, 'secret').some((f) => f.type === 'private_key')).toBe(true);
  });
});

describe('secrets: passwords in prose and positional arguments', () => {
  it.each([
    ['the admin password is Qm7#vTz2!pLx, change it after login', 'Qm7#vTz2!pLx'],
    ['the guest network is "Lobby" with password Hx83kPqZm2Lv', 'Hx83kPqZm2Lv'],
    ['the pre-shared key on both routers is 7yT!mq2Lz#Vb', '7yT!mq2Lz#Vb'],
    ['Connection conn = DriverManager.getConnection(url, "reporting", "Vb8#kL2q!Zm4");', 'Vb8#kL2q!Zm4'],
    ["define( 'AUTH_KEY',         'k#9Lm!2vQ@7zX$4pR&8tY*1wE^5uI%3o' );", 'k#9Lm!2vQ@7zX$4pR&8tY*1wE^5uI%3o'],
    ['REDIS_URL=rediss://:Tq93LmZx82KpWv4N@cache.internal:6380', 'Tq93LmZx82KpWv4N'],
    ['<Server><User>backup</User><Pass encoding="base64">cTdaLW1YNHBAdkwy</Pass></Server>', 'cTdaLW1YNHBAdkwy'],
    ["const client = twilio('AC5f2b9e7d41c08a3b6e2d9f1c7a4b8e30', 'c41e9a7f03b25d86e1f4a9c2b7d03e58');", 'c41e9a7f03b25d86e1f4a9c2b7d03e58'],
    ['Your temporary password is **Harbor-Lamp47!** and it expires tomorrow.', 'Harbor-Lamp47!'],
    ['sign in as `ops.admin` and password `Zq8+vLm2Rt5xWp`', 'Zq8+vLm2Rt5xWp'],
    ['curl "https://api.telegram.org/bot7362915048:AAH3kLq9ZmT2xV8pW4nR6sY1uB5cD7eF0gJ/getMe"', '7362915048:AAH3kLq9ZmT2xV8pW4nR6sY1uB5cD7eF0gJ'],
    ['command: ["redis-server", "--requirepass", "Lw82kQz9mT4pXv7N"]', 'Lw82kQz9mT4pXv7N'],
    ["const client = require('twilio')('SK3b8e1f0c9d2a4b6e8f0a1c3d5e7f9b2d', 'Gm7Qx2Lp9Zt4Wk8Rv3Nb6Yc1Hs5Df0Ja');", 'Gm7Qx2Lp9Zt4Wk8Rv3Nb6Yc1Hs5Df0Ja'],
  ])('%s', (text, value) => {
    expect(secrets(text).some((m) => m.includes(value))).toBe(true);
  });

  it.each([
    ['the password is incorrect, try again'],
    ['your password is case-sensitive'],
    ["Here's an example password: Tr0ub4dor&3x"],
    ['password: z.string().min(12)'],
  ])('no finding: %s', (text) => {
    expect(secrets(text)).toEqual([]);
  });
});
