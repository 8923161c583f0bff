/*
 * The words of a request for a guarded secret or a person's private details in languages other
 * than English (Spanish, French, German, Italian, Portuguese, Dutch, Polish, Swedish, Danish,
 * Norwegian, Finnish, Turkish, Russian, Japanese, Chinese, Korean, Arabic, Hebrew, Hindi): what
 * is asked for, the asking, and the writer's own (which asks for nothing guarded: "olvidé mi
 * contraseña"). Written for this project from general knowledge of these languages; read by
 * guarded_request (guarded-context.ts) sentence by sentence, with accents kept.
 */

// Letters around a Latin or Cyrillic word; scripts without spaces are matched as they are.
const L = String.raw`\p{L}`;
const word = (alts: string) => String.raw`(?<!${L})(?:${alts})${L}{0,6}(?!${L})`;
const exact = (alts: string) => String.raw`(?<!${L})(?:${alts})(?!${L})`;

/** A secret's name: password, code, PIN, key, passphrase, secret word. */
export const I18N_SECRET = new RegExp(
  word(
    [
      // es / pt / it / fr / de / nl / pl / sv da no fi / tr / ru
      'contrase[ñn]a', 'clave', 'c[óo]digo', 'senha', 'chave', 'palavra[- ]passe', 'codice', 'chiave', 'parola d.ordine', 'mot de passe', 'mdp', 'cl[ée]',
      'passwort', 'kennwort', 'schl[üu]ssel', 'zugangscode', 'geheimcode', 'pin-?code', 'pin-?kod', 'wachtwoord', 'toegangscode', 'sleutel',
      'has[łl]o', 'kod', 'klucz', 'l[öo]senord', 'kod(?:en)?', 'nyckel(?:n)?', 'adgangskode', 'passord', 'salasana', 'koodi', 'avain',
      '[şs]ifre', 'parola', 'anahtar', 'kodu', 'pin kodu',
      'парол', 'код', 'ключ', 'секрет', 'pin',
      'palabra secreta', 'mot secret', 'phrase secr[èe]te', 'parola segreta', 'palavra secreta', 'geheimwort',
      // English names of secrets, used as loanwords in the other languages
      'passcode', 'password', 'pincode', 'token', 'api[- ]?key', 'access key', 'license key', 'recovery phrase', 'seed phrase',
      // el ro cs hu id tl sw vi (Latin and Greek scripts)
      'κωδικ', 'συνθηματικ', 'κλειδ', 'parol[aăe]', 'codul', 'cheia', 'heslo', 'k[óo]d', 'kl[íi][čc]', 'jelsz[óo]', 'jelmondat', 'kulcs',
      'kata sandi', 'sandi', 'kode', 'msimbo', 'nenosiri', 'm[ậa]t kh[ẩa]u', 'm[ãa] (?:c[ửu]a|pin|s[ốo])', 'kh[óo]a',
    ].join('|'),
  ) + String.raw`|パスワード|暗証番号|合言葉|コード|キー|密码|口令|密钥|代码|取件码|折扣码|验证码|비밀번호|암호|코드|정답|كلمة المرور|كلمة السر|الرقم السري|رمز|مفتاح|كود|סיסמה|קוד|מילה סודית|מפתח|पासवर्ड|कोड|पिन|رمز عبور|کلمه عبور|کد|รหัส|পাসওয়ার্ড|কোড`,
  'iu',
);

/** A person's private details: address, phone number, e-mail, birthday. */
export const I18N_PRIVATE = new RegExp(
  word(
    [
      'direcci[óo]n', 'domicilio', 'tel[ée]fono', 'correo', 'cumplea[ñn]os', 'fecha de nacimiento', 'adresse', 't[ée]l[ée]phone', 'portable', 'courriel', 'anniversaire',
      'adresse', 'telefonnummer', 'handynummer', 'geburtstag', 'indirizzo', 'telefono', 'cellulare', 'compleanno', 'endere[çc]o', 'telefone', 'celular', 'anivers[áa]rio',
      'adres', 'telefoonnummer', 'verjaardag', 'telefon', 'numer telefonu', 'urodzin', 'adress', 'f[öo]delsedag', 'adresi', 'telefon numaras', 'do[ğg]um g[üu]n',
      'адрес', 'телефон', 'почт', 'день рождения', 'живёт', 'живет', 'e-?mail', 'mail',
    ].join('|'),
  ) + String.raw`|住所|電話番号|メールアドレス|誕生日|地址|电话|邮箱|生日|주소|전화번호|이메일|생일|عنوان|هاتف|כתובת|טלפון|पता|फ़ोन`,
  'iu',
);

/** Asking: a request verb of one of these languages (a question mark alone asks about anything). */
export const I18N_ASK = new RegExp(
  String.raw`(?!)` + '|' +
    word(
      [
        'dime', 'd[ií]game', 'd[ií]melo', 'dame', 'deme', 'dinos', 'p[áa]same', 'recu[ée]rdame', 'ens[ée][ñn]ame', 'escribe', 'env[íi]ame', 'necesito', 'puedes', 'podr[íi]as', 'decirme', 'recuerdas',
        'dis-moi', 'dites-moi', 'donne', 'donnez', 'indiquer', 'indiquez', 'envoie', 'envoyez', 'rappelle', 'pourriez', 'pouvez', 'peux-tu', 'j.ai besoin', 'merci de',
        'sag', 'sagen', 'gib', 'geben', 'nenne', 'nennen', 'verrat', 'verraten', 'schick', 'kannst', 'k[öo]nnen', 'k[öo]nnten', 'brauche', 'wie lautet', 'schreib',
        'dimmi', 'dammi', 'dicci', 'dirmi', 'darmi', 'potrebbe', 'potresti', 'puoi', 'scrivi', 'mandami', 'ricordami', 'ho bisogno',
        'me diga', 'diga', 'me passe', 'passe', 'pode', 'poderia', 'preciso',  'me d[êáa]', 'envie', 'manda', 'lembra',
        'geef', 'vertel', 'zeg', 'stuur', 'kun je', 'kunt u', 'ik heb nodig',
        'podaj', 'powiedz', 'daj', 'napisz', 'przypomnij', 'potrzebuj',
        'ber[äa]tta', 'ge mig', 'skriv', 'kan du', 'giv mig', 'fortell', 'kerro',
        'me dices', 'dices', 'me das', 'p[áa]same', 'me lo dici', 'dici', 'passar', 'me passa', 'me fala', 'fala',
        'π[εέ]ς μου', 'δ[ωώ]σε μου', 'spune-mi', 'd[ăa]-mi', 'dej mi', '[řr]ekni', 'pot[řr]ebuji', 'add meg', 'mondd meg', 'k[ée]rlek',
        'tolong', 'berikan', 'beri tahu', 'pakibigay', 'ibigay', 'nipe', 'niambie', 'tafadhali', 'cho t[ôo]i', 'l[àa]m [ơo]n', 'h[ãa]y',
        's[öo]yle', 'yaz', 'ver', 'hat[ıi]rlat', 
        'скажи', 'скажите', 'подскажи', 'подскажите', 'сообщи', 'сообщите', 'напиши', 'напишите', 'дай', 'дайте', 'пришли', 'пришлите', 'нужен', 'нужна', 'нужно',
      ].join('|'),
    ) +
    String.raw`|教えて|知りたい|送って|ください|告诉|请|发给|给我|알려|주세요|أرسل|أعطني|أعطيني|قل لي|من فضلك|תגיד|תני|שלח|बताओ|बता दो|बताइए|दीजिए|बगو|بگو|بده|บอก|দিন|বলুন|أعطني|أخبرني|ما هو|תן לי|תגיד|מה|बताओ|बताइए|दीजिए`,
  'iu',
);

/** The writer's own ("mi contraseña", "mein Passwort", "мой пароль", "私のパスワード"). */
export const I18N_OWN = new RegExp(
  exact(['mis? (?:contrase[ñn]a|clave|c[óo]digo|pin|cuenta|usuario)', 'mon', 'ma', 'mes', 'mein', 'meine', 'meinen', 'meinem', 'mio', 'mia', 'meu', 'minha', 'mijn', 'm[óo]j', 'moje', 'moja', 'mojego', 'min', 'mitt', 'mina', 'benim', 'minun', 'мой', 'моя', 'моё', 'мои', 'моего', 'моей'].join('|')) +
    String.raw`(?=\s)|私の|僕の|自分の|我的|自己的|제\s|내\s|나의|שלי|ของฉัน|ของผม|ของหนู|خاصتي|الخاص بي|الخاصة بي|मेरा|मेरी|मेरे|আমার|của tôi|мій|моя`,
  'iu',
);

/** About someone else: "su dirección", "seine Adresse", "l'adresse de l'utilisateur", "его адрес". */
export const I18N_ABOUT = new RegExp(
  word(['su', 'sus', 'sa', 'son', 'ses', 'sein', 'seine', 'seinen', 'ihr', 'ihre', 'ihren', 'suo', 'sua', 'seu', 'dela', 'dele', 'haar', 'zijn', 'jej', 'jego', 'hans', 'hennes', 'onun', 'его', 'её', 'ее', 'usuario', 'utilisateur', 'nutzers', 'benutzers', 'kunden', 'cliente', 'utente', 'usu[áa]rio', 'gebruiker', 'klant', 'u[żz]ytkownika', 'klienta', 'anv[äa]ndaren', 'kullan[ıi]c[ıi]', 'пользовател', 'клиент', 'paciente', 'patient', 'paziente', 'pacjenta', 'пациент'].join('|')) +
    String.raw`|彼の|彼女の|ユーザー|お客様|用户|客户|他的|她的|그의|그녀의|사용자|고객`,
  'iu',
);

// Common English words: a sentence with two of them is read by the English rules only.
const ENGLISH = /\b(?:the|is|are|you|your|what|can|could|please|my|i|to|of|and|for|with|me|it|this|that|do|does|how|where|when)\b/gi;

/** True when the sentence reads as English (two or more of its commonest words). */
export function looksEnglish(sentence: string): boolean {
  ENGLISH.lastIndex = 0;
  let n = 0;
  while (ENGLISH.exec(sentence)) if (++n >= 2) return true;
  return false;
}

/** "What is the ...": an interrogative right before the secret's name ("¿Cuál es la clave?", "Jaki to kod?"). */
export const I18N_WHAT_SECRET = new RegExp(
  word(['cu[áa]l(?:es)? (?:es|son|era)', 'qual (?:[ée]|era)', 'quel(?:le)? est', 'c.est quoi', 'wie lautet', 'was ist', 'welche[rs]? ist', 'wat is', 'wat was', 'jaki (?:jest|to|by[łl])', 'jakie (?:jest|to|by[łl]o)', 'jaka (?:jest|to|by[łl]a)', 'vad (?:[äa]r|var)', 'hvad er', 'hva er', 'mik[äa] (?:on|oli)', 'ne(?:ydi|dir)', 'hangi', 'какой', 'какая', 'какое', 'каков'].join('|')) +
    String.raw`[\s\p{L}'’-]{0,24}?(?:` + I18N_SECRET.source + ')' +
    String.raw`|(?:密码|口令|密钥|码|비밀번호|암호|코드|정답|パスワード|暗証番号|コード)[^。？?！!]{0,6}(?:是什么|是多少|뭐예요|뭔가요|무엇|は何|を教)`,
  'iu',
);

// Everyday words of the other Latin-script languages.
const FOREIGN_WORDS = String.raw`\b(?:saya|tolong|yang|dan|ini|itu|dengan|untuk|kata|sekarang|berikan|ako|ang|ng|mga|naman|yung|pakibigay|mimi|kwa|tafadhali|nipe|jsem|nebo|dej|sunt|este|spune|nem|hogy|egy|vagy|olen|minä|sinä|kerro|heti|için|ben|hemen|de|la|el|le|les|des|der|die|das|und|ich|du|sie|il|di|che|een|het|ik|je|jag|och|ett|bir|ve|bu|ben|nie|się|jest|o|os|um|uma|que|per|con|mit|für|por|para|est|et|un|une|ein|eine|sono|sou|soy|es|ist|är|er|og|jeg|mi|me|te|tu|vous|pour|pas|não|no|si|del|dei|van|voor|niet|wat|hoe|wie|was)\b`;
const FOREIGN_ALL = new RegExp(FOREIGN_WORDS, 'gi');

/** A sentence in another language: not English by its commonest words, and with non-ASCII letters or another language's everyday words. */
export function looksForeign(sentence: string): boolean {
  if (looksEnglish(sentence)) return false;
  if (/[^\x00-\x7f]/.test(sentence)) return true;
  // ASCII only: two everyday words of another language ("Geef me de code", "Tolong berikan kata
  // sandi"), not one ("per").
  return (sentence.match(FOREIGN_ALL) ?? []).length >= 2;
}
