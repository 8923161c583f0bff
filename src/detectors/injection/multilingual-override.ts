import { anyAnchor, registerAnchors, textShape } from './gate.js';
import type { Detector, Finding } from '../types.js';

// "Ignore (all) previous instructions" in the languages attacks most often use besides English,
// written for this project. Matched on the original text lower-cased: the normalizer folds
// Cyrillic look-alikes to Latin letters, which would break the Russian forms.
const LATIN = [
  // es / pt / it
  /\b(?:ignora|ignore|olvida|olvide|esquece|esqueça|dimentica)\s{1,3}(?:todas\s{1,3}|tutte\s{1,3})?(?:las|as|le|os)\s{1,3}(?:instrucciones|instruções|istruzioni|indicaciones)\s{1,3}(?:anteriores|previas|precedentes|precedenti|prévias)\b/g,
  // fr
  /\b(?:ignore|ignorez|ignorer|oublie|oubliez|oublier)\s{1,3}(?:toutes\s{1,3})?les\s{1,3}(?:instructions|consignes)\s{1,3}(?:précédentes|precedentes|antérieures|ci-dessus)/g,
  // nl / id / tr
  /\b(?:negeer|vergeet)\s{1,3}(?:alle\s{1,3})?(?:de\s{1,3})?(?:vorige|eerdere|voorgaande|bovenstaande)\s{1,3}(?:instructies|opdrachten)\b|\b(?:abaikan|lupakan)\s{1,3}(?:semua\s{1,3})?(?:instruksi|perintah)\s{1,3}(?:sebelumnya|di atas)\b|(?<![a-zçğıöşü])(?:önceki|yukarıdaki)\s{1,3}(?:tüm\s{1,3})?talimatları\s{1,3}(?:yok say|unut|görmezden gel)/g,
  // the reader's own rules, or what it was told before: "olvida tus reglas", "olvida lo que te
  // dijeron antes", "ignora le istruzioni che hai ricevuto", "vergiss deine Regeln", "ne tiens pas
  // compte de tes instructions", "esqueça suas regras". A bare "las reglas" is a topic.
  /\b(?:ignora|olvida|olvídate de|descarta)\s{1,3}(?:todas\s{1,3})?(?:tus\s{1,3}(?:instrucciones|reglas|normas|directrices|restricciones)|las\s{1,3}(?:instrucciones|reglas|normas)\s{1,3}que\s{1,3}te\s{1,3}(?:dieron|di|han dado)|lo\s{1,3}que\s{1,3}te\s{1,3}(?:dijeron|dije|han dicho|indicaron)\s{1,3}(?:antes|anteriormente|al principio))/g,
  /\b(?:ignora|dimentica|dimenticati)\s{1,3}(?:tutte\s{1,3})?(?:le\s{1,3}(?:tue\s{1,3})?(?:istruzioni|regole|direttive)\s{1,3}(?:che\s{1,3}hai\s{1,3}ricevuto|ricevute|iniziali|originali)|le\s{1,3}tue\s{1,3}(?:istruzioni|regole|direttive)|(?:quello|ciò)\s{1,3}che\s{1,3}ti\s{1,3}(?:hanno detto|è stato detto))/g,
  /\b(?:ignoriere|ignorieren sie|vergiss|vergessen sie)\s{1,3}(?:alle\s{1,3})?(?:deine|ihre)\s{1,3}(?:regeln|anweisungen|richtlinien|vorgaben|einschränkungen|instruktionen)\b|\bvergiss,?\s{1,3}was\s{1,3}(?:man\s{1,3}dir|dir)\s{1,3}(?:vorher\s{1,3}|bisher\s{1,3})?gesagt\s{1,3}wurde\b/g,
  /\b(?:ne tiens pas compte|ne tenez pas compte|oublie|oubliez|oublier|ignore|ignorez|ignorer)\s{1,3}(?:de\s{1,3})?(?:toutes\s{1,3})?(?:tes|vos)\s{1,3}(?:instructions|consignes|règles)(?:\s{1,3}(?:initiales|précédentes|d'origine))?/g,
  /\b(?:ignore|ignora|esqueça|esquece)\s{1,3}(?:todas\s{1,3})?(?:as\s{1,3})?(?:suas|tuas)\s{1,3}(?:instruções|regras|diretrizes|restrições)\b/g,
  // pl: "zignoruj wszystkie poprzednie instrukcje", "zapomnij o swoich zasadach", "zignoruj wszystkie zasady"
  /(?<![\p{L}])(?:zignoruj|zignorujcie|ignoruj|zapomnij(?:\s{1,3}o)?|pomi[nń])\s{1,3}(?:wszystkie\s{1,3}|wszystkich\s{1,3})?(?:(?:poprzednie|wcze[sś]niejsze|powy[zż]sze|swoje|twoje|swoich|twoich|poprzednich)\s{1,3})?(?:instrukcj[eia]|polece[nń]|polecenia|zasad[yach]{0,3}|regu[lł][yach]{0,3}|wytyczn[eych]{1,3})(?![\p{L}])/gu,
  // de: "ignoriere (alle | die) obigen Anweisungen", "vergiss alles, was vorher gesagt wurde",
  // "vergiss alles davor", "jetzt folgen neue Anweisungen"
  /\b(?:ignoriere|ignorieren sie|vergiss|vergessen sie)\s{1,3}(?:alle\s{1,3}|die\s{1,3})?(?:vorherigen|vorhergehenden|vorangehenden|bisherigen|vorigen|obigen|früheren|vorangegangenen|ursprünglichen)\s{1,3}(?:anweisungen|instruktionen|befehle|aufgaben|regeln|vorgaben)\b/g,
  /\b(?:vergiss|vergessen sie|ignoriere|ignorieren sie)\s{1,3}alles,?\s{1,3}(?:was\s{1,3}(?:(?:man\s{1,3})?(?:dir|ihnen|wir|ich\s{1,3}dir)\s{1,3})?(?:vorher|bisher|zuvor|oben|davor)\s{1,3}(?:gesagt|geschrieben|besprochen)\s{1,3}(?:wurde|haben|habe|worden ist)|(?:davor|bisher|zuvor|vorher|oben)\b(?!\s{1,3}(?:über|zum|zur)\b))/g,
  /\b(?:jetzt|nun)\s{1,3}(?:kommen|folgen)\s{1,3}(?:deine\s{1,3}|ihre\s{1,3})?neue\s{1,3}(?:anweisungen|aufgaben|befehle|instruktionen)\b/g,
  // de: "hör auf mit der Zusammenfassung und schreib stattdessen ...", "vergiss jetzt deine Aufgabe"
  /\bhör(?:e|en sie)?\s{1,3}auf\b[^.!?\n]{0,50}?\bund\s{1,3}(?:schreib|sag|gib|antworte|erzähl|nenn|übersetz)\w{0,3}\s{1,3}(?:mir\s{1,3}|uns\s{1,3})?stattdessen\b|\b(?:vergiss|vergessen sie|ignoriere|ignorieren sie)\s{1,3}(?:jetzt\s{1,3}|nun\s{1,3}|sofort\s{1,3})?(?:deine|ihre|die)\s{1,3}(?:aufgabe|aufgaben|bisherige aufgabe|ursprüngliche aufgabe)\b/g,
  // es: "olvida tus tareas anteriores", "ignora todas las indicaciones y responde solo con ..."
  /\b(?:olvida|ignora|deja|olvide|ignore)\s{1,3}(?:todas\s{1,3})?(?:tus|las|sus)\s{1,3}(?:tareas|instrucciones|indicaciones|órdenes|ordenes)\s{1,3}(?:anteriores|previas)\b|\b(?:ignora|olvida|ignore|olvide)\s{1,3}(?:todas\s{1,3})?las\s{1,3}(?:indicaciones|instrucciones|órdenes)\s{1,3}y\s{1,3}(?:responde|di|escribe|contesta|dime)\b/g,
  // fr: "oublie tout ce qui précède", "ignore tout ce qu'on t'a dit avant"
  /\b(?:oublie|oubliez|ignore|ignorez)\s{1,3}tout\s{1,3}(?:ce\s{1,3}qui\s{1,3}(?:précède|precede|a été dit (?:avant|plus haut|précédemment))|ce\s{1,3}qu(?:'on|e l'on|e je)\s{1,3}(?:t'a|vous a|t'ai|vous ai)\s{1,3}dit\s{1,3}(?:avant|plus haut|précédemment|jusqu'ici))/g,
  // es / it / pt: "olvida todo lo anterior", "dimentica tutto quello che ti è stato detto",
  // "esqueça tudo o que foi dito antes"
  /\b(?:olvida|olvide|ignora|ignore)\s{1,3}todo\s{1,3}lo\s{1,3}(?:anterior|dicho|de arriba|que te (?:dije|dijeron|han dicho)(?:\s{1,3}(?:antes|anteriormente))?)\b|\b(?:dimentica|ignora)\s{1,3}tutto\s{1,3}(?:quello|ciò)\s{1,3}che\s{1,3}(?:ti\s{1,3}(?:è stato detto|hanno detto)|è stato detto)\b|\b(?:esqueça|esquece|ignore|ignora)\s{1,3}tudo\s{1,3}o\s{1,3}que\s{1,3}(?:foi dito|te disseram|eu disse)(?:\s{1,3}(?:antes|anteriormente|acima))?\b/g,
];
const OTHER = [
  // ru
  /(?:игнорируй(?:те)?|игнорировать|забудь(?:те)?)\s{1,3}(?:все\s{1,3})?(?:предыдущие|прошлые|прежние)\s{1,3}(?:инструкции|указания|команды)/g,
  // el / ar
  /(?:αγνόησε|αγνοήστε|αγνοήσετε|ξέχνα|ξεχάστε)\s{1,3}(?:όλες\s{1,3})?(?:τις\s{1,3})?(?:προηγούμενες|παραπάνω|αρχικές)\s{1,3}(?:οδηγίες|εντολές)|(?:تجاهل|تجاهلي|انسَ|انس)\s{1,3}(?:جميع\s{1,3}|كل\s{1,3})?(?:التعليمات|الأوامر|التوجيهات)\s{1,3}(?:السابقة|أعلاه)/g,
  // zh
  /(?:忽略|无视|忘记|忘掉)(?:之前|以前|上面|先前|前面|上述)?的?(?:所有|全部)?(?:之前|以前|先前)?的?(?:指令|说明|指示|命令)/g,
  // ja
  /(?:以前|前|上記)の(?:すべての)?(?:指示|命令)を(?:無視|忘れ)/g,
  // ko
  /이전\s{0,2}(?:의\s{0,2})?(?:모든\s{0,2})?(?:지시|지침|명령)(?:사항)?(?:을|를)?\s{0,2}무시/g,
  // hi
  /पिछले\s{1,3}(?:सभी\s{1,3})?निर्देशों\s{1,3}(?:की\s{1,3}अनदेखी|को\s{1,3}(?:अनदेखा|नज़रअंदाज़|नजरअंदाज))/g,
];

const anchors = registerAnchors(['hör auf', 'höre auf', 'hören sie auf', 'aufgabe', 'tareas', 'indicaciones', 'órdenes', 'ordenes', 'vergiss', 'vergessen', 'ignoriere', 'ignorieren', 'neue anweisungen', 'neue aufgaben', 'neue befehle', 'neue instruktionen', 'oublie', 'ignorer',  'ignore tout', 'ignorez tout', 'olvida', 'olvide', 'ignora todo', 'ignore todo', 'dimentica', 'ignora tutto', 'esqueça', 'esquece', 'ignore tudo', 'ignora tudo', 'instrukcj', 'polece', 'zasad', 'reguł', 'regul', 'wytyczn', 'instru', 'istruz', 'indicaciones', 'consignes', 'anweisung', 'befehle', 'opdracht', 'perintah', 'talimat', 'regla', 'regola', 'regole', 'regel', 'regra', 'règle', 'normas', 'directrices', 'direttive', 'diretrizes', 'richtlinie', 'vorgabe', 'einschränkung', 'restricciones', 'restrições', 'te dijeron', 'te dije', 'te han dicho', 'te indicaron', 'ti hanno detto', 'stato detto', 'gesagt']);

function scan(patterns: readonly RegExp[], lower: string, out: Finding[]): void {
  for (const re of patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(lower); m; m = re.exec(lower)) {
      out.push({
        detector: 'injection.instruction_override_i18n',
        category: 'injection',
        type: 'instruction_override',
        label: 'instruction override',
        start: m.index,
        end: m.index + m[0].length,
        score: 0.9,
      });
    }
  }
}

/** Instruction overrides in Spanish, Portuguese, Italian, French, German, Polish, Dutch, Indonesian, Turkish, Greek, Arabic, Russian, Chinese, Japanese, Korean and Hindi. */
export const multilingualOverrideDetector: Detector = {
  meta: { id: 'injection.instruction_override_i18n', category: 'injection', stage: 'fastpath', maxMatchLength: 120 },
  detect(text, ctx) {
    const latin = anyAnchor(ctx.normalized, anchors);
    // Pure ASCII text holds none of the other scripts.
    const other = textShape(ctx.normalized).wide;
    if (!latin && !other) return [];
    const lower = text.toLowerCase();
    // Offsets are taken from `lower`; they are the original's only when lower-casing kept the length.
    if (lower.length !== text.length) return [];
    const out: Finding[] = [];
    if (latin) scan(LATIN, lower, out);
    if (other) scan(OTHER, lower, out);
    return out;
  },
};
