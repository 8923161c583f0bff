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
    ['a PowerShell prompt', '$password = Read-Host -Prompt "Password for $User" -AsSecureString'],
    ['a Rust env lookup', 'let api_key = std::env::var("ACME_API_KEY")\n    .expect("ACME_API_KEY must be set");'],
    ['a Ruby setter', 'def password=(new_password)\n  @password = new_password\n  self.password_digest = BCrypt::Password.create(new_password)\nend'],
    ['UI strings', '{ "password": "Password", "forgotPassword": "Forgot password?", "showToken": "Show token" }'],
    ['PHP concatenation with spaces', "$sql = \"SELECT id FROM users WHERE password = '\" . $row['password'] . \"'\";"],
    ['a SQL bind variable', 'ALTER USER app_owner IDENTIFIED BY :new_pwd;'],
    ['PL/SQL building the statement', "EXECUTE IMMEDIATE 'ALTER USER ' || u || ' IDENTIFIED BY \"' || p_new_password || '\"';"],
    ['a MySQL DSN from a format string', 'dsn := fmt.Sprintf("%s:%s@tcp(%s)/%s", cfg.User, cfg.Password, cfg.Host, cfg.Name)'],
    ['sshpass reading a file', 'sshpass -f ~/.ssh/pass.txt ssh deploy@10.0.0.5'],
    ['net use prompting', 'net use Z: \\\\fs01\\backups * /user:CORP\\svc_backup'],
    ['a printed file that is not a secret', '$ cat config/token_ttl.txt\n3600'],
  ])('%s', (_name, text) => {
    expect(secrets(text)).toEqual([]);
  });
});

describe('secrets: forms added in session 29', () => {
  it.each([
    ['a .NET appSettings password', '<appSettings>\n  <add key="SmtpUser" value="mailer@corp.example"/>\n  <add key="SmtpPassword" value="Vq7#pL2m!xR9"/>\n</appSettings>', 'Vq7#pL2m!xR9'],
    ['an appSettings API key', "<add key='StripeSecretKey' value='k7Fh2QmZ9xTpLw4vNc8RbY3s'/>", 'k7Fh2QmZ9xTpLw4vNc8RbY3s'],
    ['an SSSD bind password', 'ldap_default_bind_dn = cn=sssd,ou=svc,dc=corp,dc=internal\nldap_default_authtok = Rq8vN2kLp4Zs\nldap_default_authtok_type = password', 'Rq8vN2kLp4Zs'],
    ["Rails' master key printed", '$ cat config/master.key\n9b1e7c04d2a85f36e0c4b7a19d2f58e3\n$ bin/rails credentials:edit', '9b1e7c04d2a85f36e0c4b7a19d2f58e3'],
    ['a Go MySQL DSN', 'db, err := sql.Open("mysql", "orders:Tq4-vZ.8mKp_2Lw@tcp(db-1:3306)/orders?parseTime=true")', 'Tq4-vZ.8mKp_2Lw'],
    ['sshpass', "sshpass -p 'W#3kq.Zr8_vLp' ssh ops@10.0.4.21 uptime", 'W#3kq.Zr8_vLp'],
    ['net use with a password', 'net use Z: \\\\fs01\\backups 7rVq#2mLx.9Kp /user:CORP\\svc_backup /persistent:no', '7rVq#2mLx.9Kp'],
    ['MySQL IDENTIFIED BY', "CREATE USER 'reporting'@'10.%' IDENTIFIED BY 'Zk2!vQ8m.Lp4Rw';", 'Zk2!vQ8m.Lp4Rw'],
    ['Oracle IDENTIFIED BY', 'ALTER USER app_owner IDENTIFIED BY "c7Hd_2kPq9Lm" ACCOUNT UNLOCK;', 'c7Hd_2kPq9Lm'],
    ['ConvertTo-SecureString', "$s = ConvertTo-SecureString 'p9#Lk2-vQz7Wm' -AsPlainText -Force", 'p9#Lk2-vQz7Wm'],
    ['a firmware #define', '#define MQTT_USER     "gw-17"\n#define MQTT_PASS     "qv-8Zk*2LmPw"', 'qv-8Zk*2LmPw'],
    ['az login across a line continuation', 'az login --service-principal \\\n  -u 3f2a9c1e-7b4d-4e8a-9c2f-1d5e6b7a8c90 \\\n  -p Vh8.kQ2zL-p4mRw9Xy7nT3', 'Vh8.kQ2zL-p4mRw9Xy7nT3'],
    ['a New Relic admin key', 'NEW_RELIC_ADMIN_KEY=NRAA-9c2e51b07fd4a38e6b1c0d92e7f', 'NRAA-9c2e51b07fd4a38e6b1c0d92e7f'],
  ])('%s', (_name, text, value) => {
    expect(secrets(text)).toContain(value);
  });

  it('a password that merely starts with a symbol is still one', () => {
    expect(secrets('password = "+Tr7(vq9Lm"')).toContain('+Tr7(vq9Lm');
    expect(secrets("DB_PASSWORD='(Kq8#vW2pz'")).toContain('(Kq8#vW2pz');
  });
});

describe('secrets.in_context and typed declarations (session 29, a fifth probe)', () => {
  it.each([
    ['a session cookie in a request dump', '> GET /account HTTP/2\n> Host: shop.internal\n> cookie: _shop_session=Qx7vN2kLp9Zs4Wm8Rt3Yb6Hc1Jd5Fg0Ue; locale=en', 'Qx7vN2kLp9Zs4Wm8Rt3Yb6Hc1Jd5Fg0Ue'],
    ['a Django session id', 'Cookie: django_language=en; sessionid=k2v9q7zl4m8x1r6t3y5w0p2s8d4f6g1h', 'k2v9q7zl4m8x1r6t3y5w0p2s8d4f6g1h'],
    ['a presigned URL signature', 'https://b.s3.amazonaws.com/r.pdf?X-Amz-Expires=600&X-Amz-SignedHeaders=host&X-Amz-Signature=3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a', '3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a'],
    ['recovery codes under their heading', 'Your recovery codes (keep them offline):\n\nk3v9q-z7lm2\np8x1r-6t3yw\n', 'p8x1r-6t3yw'],
    ['a secret beside its key id', 'cred := common.NewCredential(\n\t"AKIDq8Zx2Lm4Vn7Rt1Yb5Hc9Jd3Fg6Ue0Wk2Ps",\n\t"Tq4vZ8mKp2Lw6Xn1Rb5Yc9Hd3Jf7Gs0",\n)', 'Tq4vZ8mKp2Lw6Xn1Rb5Yc9Hd3Jf7Gs0'],
    ['a secret beside a key id read from the environment', "$api = new Api(getenv('RAZORPAY_KEY_ID'), 'Zq7Lm2Vx9Kp4Rt8Wn3Yb6Hc');", 'Zq7Lm2Vx9Kp4Rt8Wn3Yb6Hc'],
    ['a key given to an API client', 'const dg = createClient("4e91708fc09e4546acbe3622046755ca5371e6f8");', '4e91708fc09e4546acbe3622046755ca5371e6f8'],
    ['a Redis AUTH call', 'local ok, err = red:auth("f2c6a8e0b4d9173c5e7a9b1d3f5c7e9a2b4d6f80")', 'f2c6a8e0b4d9173c5e7a9b1d3f5c7e9a2b4d6f80'],
    ['a header set in Swift', 'request.setValue("04181325d6e42ad72a22f593b669f63a", forHTTPHeaderField: "Authorization")', '04181325d6e42ad72a22f593b669f63a'],
    ['a Fernet key', 'f = Fernet(b"7xJQDLMLTo0FNNDybCziC-VmQhI5yxOHCu_t2yTyVz4=")', '7xJQDLMLTo0FNNDybCziC-VmQhI5yxOHCu_t2yTyVz4='],
    ['a Rust const with its type', 'const SIGNING_KEY: &str = "v8OMmDkYDK371liExCjUADWNYecF6GQ9RgE0zJbg";', 'v8OMmDkYDK371liExCjUADWNYecF6GQ9RgE0zJbg'],
    ['a Go var with its type', 'var apiKey string = "k7Fh2QmZ9xTpLw4vNc8RbY3s"', 'k7Fh2QmZ9xTpLw4vNc8RbY3s'],
    ['an Asana token', 'client = asana.Client.access_token("2/1204659283745521/1209983745526611:3dfac0382a01a1376825f73575ce742a")', '2/1204659283745521/1209983745526611:3dfac0382a01a1376825f73575ce742a'],
    ['a Perl DBI password', 'my $dbh = DBI->connect(\n    "dbi:Pg:dbname=orders;host=db1",\n    "orders_app", "vWjk=Rn0BqMP0tc~",\n);', 'vWjk=Rn0BqMP0tc~'],
    ['a password with a < in it', "docker login fra.ocir.io -u 'ns1/oracleidentitycloudservice/ci@corp.example' -p 's)<KWlMLZcpR2[4tXKrW'", 's)<KWlMLZcpR2[4tXKrW'],
  ])('%s', (_name, text, value) => {
    expect(secrets(text)).toContain(value);
  });

  it.each([
    ['a JWKS document', '{"keys":[{"kty":"RSA","use":"sig","kid":"GKrXBr34vCxhyu4dKFs_C9","n":"pDaWND0dprt2UJTdejHRm9V_SjCX-A6vvUGS69e7-wH7DVMlbpkL__v8anO-71Y6NQ3jZAUhuqTOY2Izlrqbx","e":"AQAB"}]}'],
    ['a publishable key', 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_Y2xlcmsubm9ydGh3aW5kLW91dGRvb3JzLmNvbSQ='],
    ['an env var name as a value', 'data:\n  - secretKey: STRIPE_SECRET_KEY\n    remoteRef:\n      key: secret/data/payments/stripe'],
    ['an ECS secret reference', '{ "name": "DB_PASSWORD", "valueFrom": "arn:aws:ssm:eu-west-1:603172271165:parameter/prod/db_password" }'],
    ['a Swift error message', 'case .wrongPassword:  return "Incorrect password. Try again."'],
    ['a validation message with a placeholder', 'password: "Password must be at least {min} characters"'],
    ['an S3 version id', '< x-amz-version-id: RvPIRub5yjZHDKuDFA.r9Lj5HRaflOEm'],
    ['a Jenkins-encrypted password', '<password>{AQAAABAAAAAgZS2juaabfDnkDPXI7Ql91WOwp7L8Id/L+2+EselDOAlUDB0sbdjtQShWJ+g4TsbR}</password>'],
    ['the iv of a SOPS envelope', 'stripe_key: ENC[AES256_GCM,data:iPfcHTOligr+5PjNn9L591AmBfCMVrL9dpwjFWzIf8XNzjaK0/TdylyP6We94IVddQkGAsllGG2jqBVmZ289SlF5LPokRJ+4jXXgm3Q9HVaZeCnKVG0E3Akp20UUTNK1ozAHEMk/bOwzSKc=,iv:meP2+GLCHpuSBcOAV+P1+4JktvfbV9QlC84eA6WXRv8=,tag:XfyUrEHZPEezha98BlCnwg==,type:str]'],
    ['base64 of feature flags', '{"FEATURE_FLAGS": "Y2hlY2tvdXRfdjI9dHJ1ZSxuZXdfc2VhcmNoPWZhbHNl"}'],
    ["Postgres image's documented password", 'docker run -e POSTGRES_PASSWORD=mysecretpassword -d postgres'],
    ['a cookie that is no session', 'Cookie: theme=dark; _ga=GA1.2.1234567890.1700000000; locale=en-GB'],
    ['backup codes explained, none shown', 'Backup codes are shown once when you enable 2FA.\nStore them in your password manager.'],
  ])('%s', (_name, text) => {
    expect(secrets(text)).toEqual([]);
  });
});

describe('secrets: forms from a sixth probe (session 29)', () => {
  it.each([
    ['a plist signing secret', '<key>APIRequestSigningSecret</key>\n\t<string>146fe3509ababc525560dbee1f7614422ce671c4cb30de7513bc9710ea31c8dd</string>', '146fe3509ababc525560dbee1f7614422ce671c4cb30de7513bc9710ea31c8dd'],
    ['an Alibaba key pair', 'DefaultProfile.getProfile(\n    "cn-shanghai",\n    "LTAI5tQx8Zm2Vk7Rp4Ln9Wb3",\n    "uPuc28V7az2XncCYGm6jUEfXorstkO")', 'uPuc28V7az2XncCYGm6jUEfXorstkO'],
    ['a .pgpass line', 'warehouse-prod.internal:5432:analytics:etl_writer:CEErr^fVRW#e9b_BxZOI', 'CEErr^fVRW#e9b_BxZOI'],
    ['a Wi-Fi PSK', 'network={\n    ssid="WH-IOT"\n    psk="z5km#v4xjaK2eMNzvE"\n}', 'z5km#v4xjaK2eMNzvE'],
    ['an OpenVPN static key', '<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n9b75bae04d0877a1f7ccf08c9fcdc483\n78dcfa3fe', '9b75bae04d0877a1f7ccf08c9fcdc483'],
    ['a session cookie in a HAR file', '"cookies": [\n  { "name": "session", "value": "eyJfZnJlc2giOnRydWUsIl9pZCI6IjgwMjIzMGI5NDg1OGI3ZjU0NTM4MzJm" }\n]', 'eyJfZnJlc2giOnRydWUsIl9pZCI6IjgwMjIzMGI5NDg1OGI3ZjU0NTM4MzJm'],
    ['a password after "pw"', 'use smtp.office365.com:587, user scanner@corp.internal, pw WLjqv=EgWtoV43sK', 'WLjqv=EgWtoV43sK'],
    ['a base64 secret starting with a slash', 'app:\n  jwt:\n    secret: /EWZVZQlHDt6VgC5aHA/TbApLPgUhep4pAoeY9TRMJtG/Jfh11h1NTyelMMY8vY+', '/EWZVZQlHDt6VgC5aHA/TbApLPgUhep4pAoeY9TRMJtG/Jfh11h1NTyelMMY8vY+'],
  ])('%s', (_name, text, value) => {
    expect(secrets(text).some((m) => m.includes(value) || value.includes(m))).toBe(true);
  });

  it.each([
    ['an f-string placeholder', 'return f"otpauth://totp/Acme:{user.email}?secret={secret}&issuer=Acme"'],
    ['a C# interpolation', 'builder.ConnectionString = $"Server=tcp:crm.db;User ID=crm_app;Password={secret.Value};"'],
    ['a subscript', 'conn = psycopg2.connect(host=creds["host"], user=creds["username"], password=creds["password"])'],
    ['a token fingerprint', 'WARN auth token_rejected reason=expired client_id=reporting-bot token_fp=sha256:d586760143b0'],
    ['an empty .env value before the next line', 'APP_KEY=\nDB_HOST=127.0.0.1\nDB_USERNAME=billing_app\nDB_PASSWORD=\n'],
    ['a Terraform resource id', '        id                     = "db-HKTB0MCZCF1U0BGHGYQZYI1N39"\n      ~ password               = (sensitive value)'],
    ['a Jasypt value', 'spring:\n  datasource:\n    password: ENC(m/2naq0Wx8/JbGZwtRLZhT3MNtKKm0UGOl+iphBKR30IvLwaMm904nWNJmMxnbmb)'],
    ['a plist id', '<key>GoogleClientID</key>\n<string>83e0e27a73c64cf4</string>'],
  ])('%s', (_name, text) => {
    expect(secrets(text)).toEqual([]);
  });
});

describe('secrets: forms from a seventh probe (session 29)', () => {
  it.each([
    ['an API key in a URL query', 'let url = "https://api.weather.example/data/2.5/weather?q=\\(city)&appid=4f8df43a53d43d73dbdd73e9094ee7b7"', '4f8df43a53d43d73dbdd73e9094ee7b7'],
    ["Gradle's signing config", 'signingConfigs {\n    release {\n        storeFile file("../keystores/upload.jks")\n        storePassword "cOJ.-C+4x58lw*YC"\n        keyAlias "upload"\n        keyPassword "KQ5oxPr7LWSbnr%c"\n    }\n}', 'KQ5oxPr7LWSbnr%c'],
    ['MicroPython Wi-Fi', "wlan.active(True)\nwlan.connect('GreenhouseNet', 'zqPs1rb8fQyQH3')", 'zqPs1rb8fQyQH3'],
    ['an MQTT connect', 'if (mqtt.connect("esp32-01", "greenhouse", "kcsKCs8h6vZ5.-lm2t")) {', 'kcsKCs8h6vZ5.-lm2t'],
    ['a COBOL password', "       01  WS-DB-PASSWORD    PIC X(16) VALUE 'RZV72IE8LHQPM6E7'.", 'RZV72IE8LHQPM6E7'],
  ])('%s', (_name, text, value) => {
    expect(secrets(text)).toContain(value);
  });

  it.each([
    ['a secret store name', 'auth:\n  secret_store: aws-secrets-manager\n  password_policy: strong'],
    ['a KMS ciphertext', 'ciphertext = "AQICAHhyRAaR0hLQxRs5Xus0xbb6Kr+AwsP1Lkjw9BEsDwrPHkLrTV0HCjX9"'],
    ['an Elixir env lookup', 'config :app, api_key: System.fetch_env!("API_KEY")'],
    ['a Rails command', 'then `bin/rails credentials:edit --environment production`'],
    ['a key alias', 'const val SECRET_STORE_ALIAS = "trailmate_master_key"'],
    ['an SSH public key', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOWSklG5VKqkJepd5jYso/a5Brd3hPNkZ5U6 deploy@ci'],
    ['a Stripe Checkout Session id', 'session_id = "cs_live_a1AwSAc7e4P3cJSIjMTNbk5jcD7NdEq6DRUuJwe04RecsyaKE5XE"'],
    ['a Chef encrypted data bag', '{ "encrypted_data": "Zxs11LRqVo8uAi0xLsIkyuMgpC+p0YTmTaLOO98a8t5yTf+FQ4ahDhH8H779", "iv": "OHQcVLkpc+JyG940iGKDQw==" }'],
    ['a COBOL data source name', "           05  WS-SECRET-DSN          PIC X(8)   VALUE 'SECRDSN1'."],
  ])('%s', (_name, text) => {
    expect(secrets(text)).toEqual([]);
  });
});

describe('secrets: an agent reporting tool output (session 29, an eighth probe)', () => {
  it.each([
    ['a psql result with an api_token column', ' id |     email      | role  |            api_token             \n----+----------------+-------+----------------------------------\n 40 | a@corp.example | admin | 1d629529fb972f185119c59c85e2d566\n 41 | b@corp.example | user  | af15b00aa9a0a662b96f00a363f4951e', 'af15b00aa9a0a662b96f00a363f4951e'],
    ['a mysql table with a credential column', '| id | provider  | credential                       | enabled |\n+----+-----------+----------------------------------+---------+\n|  2 | pagerduty | 4f3ff6276f3d36de3b51e4881aae6be7 |       1 |', '4f3ff6276f3d36de3b51e4881aae6be7'],
    ['a SQL dump with plaintext passwords', "INSERT INTO `staff` (`id`, `username`, `password`, `email`) VALUES\n(1,'admin','LiBvH9%WTY%6%1','admin@corp.example'),\n(2,'desk','ix+!oJy1l=vZeP','desk@corp.example');", 'ix+!oJy1l=vZeP'],
    ['an ldapsearch bind password', 'ldapsearch -x -H ldaps://dc1.corp.internal -D "cn=svc-sync,ou=service,dc=corp" -w \'sf5!W841T~8Yl1zG1D\' -b dc=corp', 'sf5!W841T~8Yl1zG1D'],
    ['an STS token in a presigned URL', 'https://b.s3.amazonaws.com/x.csv?X-Amz-Expires=600&X-Amz-Security-Token=IQoJb3JpZ2luX2VjEjDexz6JHy8i5PfqkAuGJ7jrbkq3QXbqTdOhjBilWyZy1W87&X-Amz-SignedHeaders=host', 'IQoJb3JpZ2luX2VjEjDexz6JHy8i5PfqkAuGJ7jrbkq3QXbqTdOhjBilWyZy1W87'],
    ['a cookies.txt line', '.globex.net\tTRUE\t/\tTRUE\t1767225600\tsessionid\txehOoJEK1kJ5qAJOHs4hh-EOc577hvnJ', 'xehOoJEK1kJ5qAJOHs4hh-EOc577hvnJ'],
  ])('%s', (_name, text, value) => {
    expect(secrets(text)).toContain(value);
  });

  it.each([
    ['a table of hashes and plugins', '| user | host     | plugin                | password                                  |\n|------|----------|-----------------------|-------------------------------------------|\n| app  | 10.0.%   | mysql_native_password | *D35FDBD8F010116F6C88883E8608AE2C2FA4DD4C |\n| repl | 10.0.3.% | auth_socket           | auth_socket                               |'],
    ['a table with a token hash column', '| id | token_hash                                                       |\n|----|------------------------------------------------------------------|\n| 1  | 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a |'],
    ['a masked webhook secret', 'Signing secret: whsec_••••••••••••••••'],
    ['a KMS ciphertext printed', 'aws kms encrypt --key-id alias/prod --plaintext fileb://dek.bin --query CiphertextBlob --output text\nBBSqF8WqmunPMq0mmKTjUZ+8mulmOtevyhvMx+NWg1b61rFyZh0gWUljFFpIW02/HPdG4Lzt'],
    ['wg show', 'interface: wg0\n  public key: XGzGXB6FHKBS40DA+2iEL3lj5VOPfVVMSLxNWfbFS4c=\n  private key: (hidden)\n\npeer: TvJsx9AW+xUPWbHTefCt7eYx9qwhnvbx/KVOlW4Xgyw='],
    ['a systemd credential reference', 'LoadCredential=api-token:/etc/credstore/metrics-agent.token'],
  ])('%s', (_name, text) => {
    expect(secrets(text)).toEqual([]);
  });
});

describe('secrets: a ninth probe (session 29)', () => {
  it.each([
    ['Postfix sasl_passwd', '$ sudo cat /etc/postfix/sasl_passwd\n[smtp.office365.com]:587 alerts@corp.example.co.uk:Juniper_Tundra96#', 'Juniper_Tundra96#'],
    ['a Go signing key from a literal', 'var signingKey = []byte("c798V71-41nhK188y2L4yMeB7cX8NvbvkJ5veovMsx9")', 'c798V71-41nhK188y2L4yMeB7cX8NvbvkJ5veovMsx9'],
  ])('%s', (_name, text, value) => {
    expect(secrets(text)).toContain(value);
  });

  it.each([
    ['an OAuth state and PKCE challenge', 'https://id.corp.example/authorize?response_type=code&client_id=spa&state=U0uLEThqi2di9IKTlGKjFv0YbJ3BqHPx&code_challenge=Ngv7SDC6xonu_KhTV5ZUoAdOq3yLx8wPz1Rk4mTa2Bc&code_challenge_method=S256'],
    ['a jest mock environment', 'process.env.STRIPE_KEY = "sk_test_mock_key_for_jest";\nprocess.env.DATABASE_URL = "postgres://test:test@localhost:5432/test";'],
    ['famous example passwords', 'expect(strength("correct horse battery staple")).toBeGreaterThan(strength("hunter2"));\nconst password = "hunter2";'],
  ])('%s', (_name, text) => {
    expect(secrets(text)).toEqual([]);
  });
});
