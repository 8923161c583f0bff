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
