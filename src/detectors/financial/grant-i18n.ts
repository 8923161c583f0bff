import { gated } from '../injection/gate.js';
import type { Detector, Finding } from '../types.js';
import { clause, disjoint } from './grant.js';

/*
 * Session 28: the same grants in Spanish, Portuguese, French, Italian, German, Dutch and Polish
 * ("He tramitado el reembolso completo de 89 €", "Ich habe Ihrem Kundenkonto eine Gutschrift über
 * 30 € hinzugefügt", "nous vous rembourserons intégralement les 120 €"). Each rule is the writer's
 * own act in the first person (a verb form that only "I" or "we" take, or the pronoun with it), or
 * a giving idiom ("sin coste alguno", "auf unsere Kosten"); a finding also needs something of value
 * in its sentence and no negation right before the act.
 */

const ACTS = [
  // es: "he tramitado", "te hemos anulado", "te aplicamos", "reembolsaremos", "mantenemos"
  "\\b(?:(?:te|le|les|os)\\s)?(?:he|hemos)\\s(?:ya\\s)?(?:tramitado|anulado|aplicado|reembolsado|devuelto|abonado|cancelado|eliminado|condonado|retirado|añadido|ingresado|emitido|aprobado|enviado|descontado|bonificado|regalado)\\b",
  "\\b(?:(?:te|le|les|os)\\s)?(?:reembolsaremos|devolveremos|abonaremos|aplicaremos|enviaremos|cubriremos|pagaremos|mantendremos|descontaremos|bonificaremos|regalaremos|asumiremos|aplicamos|abonamos|devolvemos|pagamos|reembolsamos|mantenemos|regalamos|descontamos|bonificamos|cubrimos|asumimos)\\b",
  // pt: "acabei de lançar um crédito", "vamos enviar ... sem custo", "estornei"
  "\\b(?:acabei|acabamos)\\sde\\s(?:lançar|aplicar|estornar|reembolsar|creditar|cancelar|isentar|aprovar|enviar|devolver)\\b",
  "\\b(?:aprovámos|remarcámos|lancei|lançamos|apliquei|aplicamos|estornei|estornamos|reembolsei|reembolsamos|creditei|creditamos|corrigimos|cancelei|isentei|isentamos|aprovei|aprovamos|reembolsaremos|devolveremos|cobriremos|pagaremos|manteremos|creditaremos)\\b",
  "\\bvamos\\s(?:(?:te|lhe|vos)\\s)?(?:enviar|reembolsar|estornar|devolver|cobrir|pagar|creditar|aplicar|isentar|manter)\\b",
  // fr: "nous vous rembourserons", "nous maintenons le tarif", "je vous ai remboursé"
  "\\bnous\\s(?:vous\\s|lui\\s|leur\\s)?(?:acceptons de vous (?:verser|rembourser|offrir|accorder)|rembourserons|remboursons|annulons|offrons|offrirons|couvrirons|prenons en charge|prendrons en charge|maintenons|maintiendrons|garantissons|créditerons|appliquons|accordons|verserons|versons|geler(?:ons)?|offrons)\\b|\\bje\\svous\\s(?:garantis|rembourse|offre|accorde)\\b|\\b(?:je|nous)\\svous\\sconfirm\\w*\\s(?:le|la|votre)\\s(?:remboursement|avoir|geste|prise en charge|annulation)\\b",
  "\\b(?:nous|je)\\s(?:vous\\s|lui\\s|leur\\s)?(?:avons|ai)\\s(?:bien\\s|déjà\\s)?(?:remboursé|annulé|crédité|appliqué|accordé|versé|offert|supprimé|approuvé|accepté|pris en charge)\\b",
  // it: "le ho applicato uno sconto", "le verseremo un indennizzo", "abbiamo stornato"
  "\\b(?:(?:le|ti|vi|gli)\\s)?(?:ho|abbiamo)\\s(?:già\\s)?(?:applicato|rimborsato|annullato|accreditato|stornato|concesso|approvato|aggiunto|eliminato|bonificato|versato|regalato|cancellato|tolto|restituito|scontato)\\b",
  "\\b(?:(?:le|ti|vi|gli)\\s)?(?:verseremo|invieremo|sostituiremo|rimborseremo|accrediteremo|applicheremo|copriremo|pagheremo|garantiamo|manteniamo|rimborsiamo|annulliamo|regaliamo|offriamo)\\b",
  // de: "haben wir storniert", "ich habe ... hinzugefügt", "erstatten wir Ihnen", "wir garantieren"
  "\\b(?:haben\\swir|habe\\sich|ich\\shabe|wir\\shaben)\\s(?:[^.!?;\\n]{0,60}?\\s)?(?:storniert|erstattet|gutgeschrieben|erlassen|hinzugefügt|überwiesen|genehmigt|aufgehoben|gestrichen|verlängert|zurückgebucht|angewendet|gewährt|übernommen)\\b",
  "\\b(?:wir|ich)\\s(?:erstatten|erstatte|übernehmen|übernehme|garantieren|garantiere|gewähren|gewähre|schenken|zahlen|überweisen|erlassen|erlasse|schreiben\\s[^.!?;\\n]{0,30}?gut)\\b|\\b(?:erstatten|übernehmen|garantieren|gewähren|zahlen|überweisen|erlassen)\\s(?:wir|ich)\\b",
  // nl: "we hebben ... terugbetaald", "wij vergoeden"
  "\\b(?:we|wij|ik)\\s(?:hebben|heb)\\s(?:[^.!?;\\n]{0,60}?\\s)?(?:terugbetaald|teruggestort|gecrediteerd|kwijtgescholden|geannuleerd|toegepast|goedgekeurd|vergoed|bijgeschreven|gezet|gestort|toegevoegd)\\b",
  "\\b(?:we|wij|ik)\\s(?:vergoeden|vergoed|betalen|storten|crediteren|schenken|garanderen)\\b",
  // pl: "zwróciliśmy", "anulowaliśmy", "pokryjemy"
  "\\b(?:zwracamy|zwróciliśmy|zwrócimy|zwróciłem|zwróciłam|anulowaliśmy|anulowałem|anulowałam|przyznaliśmy|przyznałem|przyznałam|pokryjemy|pokryliśmy|naliczyliśmy\\skorektę|umorzyliśmy|obniżyliśmy|obniżyłem|obniżyłam|przelaliśmy|przelejemy)\\b",
  // receiving from us: "als excuus krijg je de volgende maand gratis", "bekommen Sie von mir 10 %"
  "\\b(?:krijg je|krijgt u|ontvang je|ontvangt u|bekommen sie|erhalten sie|bekommst du|erhältst du|recibirá|recibirás|recibes|recevrez|recevez|riceverà|riceverai|receberá|receberás|recebe)\\s(?:[^.!?;\\n]{0,40}?\\s)?(?:gratis|kostenlos|gratuit\\w*|sin coste|de graça|\\d{1,3}\\s?%|[€$£]\\s?\\d|\\d[\\d.,]*\\s?(?:€|eur|zł))",
  // accepting the customer's offer: "Wir nehmen Ihr Angebot an", "Accettiamo la sua proposta"
  "\\b(?:wir nehmen|ich nehme)\\s(?:ihr|dein|euer)\\s(?:angebot|vorschlag)\\san\\b|\\baccettiamo\\s(?:la sua|la tua|la vostra)\\s(?:proposta|offerta)\\b|\\baceptamos\\s(?:su|tu|vuestra)\\s(?:propuesta|oferta)\\b|\\bnous acceptons\\svotre\\s(?:proposition|offre)\\b|\\baceitamos\\s(?:a sua|sua|a tua|tua)\\s(?:proposta|oferta)\\b|\\b(?:we|wij)\\saccepteren\\s(?:uw|je|jouw)\\s(?:voorstel|bod|aanbod)\\b",
  // French passives for the reader: "le petit-déjeuner vous est offert", "votre facture sera réduite de 35 €"
  "\\bvous\\s(?:est|sont|sera|seront)\\s(?:entièrement\\s)?(?:offerte?s?|remboursée?s?)\\b|\\bvotre\\s[^.!?;\\n]{1,40}?\\s(?:sera|seront|est|a été)\\s(?:entièrement\\s)?(?:réduite?s?|remboursée?s?|annulée?s?|offerte?s?|prise? en charge)\\b",
  // Dutch: "uw schadeclaim is goedgekeurd", "we maken € 1.250,00 naar u over"; German "berechnen wir Ihnen nichts"
  "\\b(?:is|zijn|werd|wordt)\\sgoedgekeurd\\b|\\b(?:we|wij)\\smaken\\s[^.!?;\\n]{1,40}?\\sover\\b|\\b(?:berechnen|verrechnen)\\swir\\sihnen\\snichts\\b|\\bwir\\sberechnen\\sihnen\\snichts\\b",
  // Session 29: German "die Bearbeitungsgebühr von 25 € entfällt in Ihrem Fall" (is dropped for you)
  "\\bentfällt\\s(?:in\\sihrem\\sfall|in\\sdeinem\\sfall|für\\ssie|für\\sdich|diesmal|ausnahmsweise|komplett|vollständig)\\b",
  // Session 29: passives of a grant, "il rimborso di 1.234,50 € è stato autorizzato", "ha sido
  // aprobado", "a été accordé", "wurde genehmigt", "foi aprovado"
  "(?<![a-zà-ÿ])(?:è\\sstat[oa]|sono\\sstati|ha\\ssido|han\\ssido|a\\sété|ont\\sété|wurde|wurden|ist|foi|foram)\\s(?:già\\s|ya\\s|bien\\s|bereits\\s|já\\s)?(?:autorizzat[oaie]|approvat[oaie]|accreditat[oaie]|emess[oaie]|dispost[oaie]|aprobad[oa]s?|autorizad[oa]s?|abonad[oa]s?|reembolsad[oa]s?|approuvée?s?|accordée?s?|remboursée?s?|autorisée?s?|genehmigt|erstattet|gutgeschrieben|bewilligt|aprovad[oa]s?|reembolsad[oa]s?|creditad[oa]s?)\\b",
  // Session 29: pt "mantemos o seu preço", fr "nous conservons votre acompte", es "no te vamos a
  // cobrar", "puedes considerar saldada la cuota", de "Ihnen wird dafür nichts berechnet"
  "\\b(?:mantemos|conservamos|manteremos|seguramos)\\b|\\bnous\\s(?:conservons|reportons|maintenons|gardons|prenons\\sen\\scharge|offrons|annulons)\\b|\\bno\\s(?:te|le|les|os)\\s(?:vamos\\sa\\scobrar|cobraremos|cobramos)\\b|\\bconsiderar\\ssaldad[oa]s?\\b|\\b(?:queda|está)\\ssaldad[oa]\\b|\\b(?:ihnen|dir|euch)\\swird\\s(?:dafür\\s|dafuer\\s)?nichts\\s(?:berechnet|in\\srechnung\\sgestellt)\\b",
  // chat shorthand: es "ya te devolví los 15€", fr "frais d'annulation supprimés, 45 € remis sur ta
  // carte", pt "aceitamos os R$ 1.200 que vc propôs"
  "\\b(?:(?:te|le|les|os)\\s)?(?:devolví|reembolsé|anulé|quité|apliqué|cancelé|aboné|eliminé|bonifiqué|regalé|descontamos|quitamos)\\b|\\b(?:frais|pénalités?|commission)\\b[^.!?;\\n]{0,40}?\\b(?:supprimée?s?|annulée?s?|offerte?s?|remboursée?s?)\\b|\\bremis\\ssur\\s(?:ta|votre)\\s(?:carte|compte)\\b|\\baceitamos\\s(?:os|o|a|as)\\s",
  // Spanish / Portuguese deals: "trato hecho", "sem qualquer custo"
  "\\btrato\\shecho\\b|\\bsem\\squalquer\\scusto\\b",
  // giving idioms
  "\\bsin\\s(?:ningún\\s)?(?:coste|costo|cargo)\\s(?:alguno|adicional|extra)\\b|\\bcorre\\spor\\snuestra\\scuenta\\b|\\bqueda\\sacordado\\b|\\bsem\\s(?:nenhum\\s)?custo\\s(?:adicional\\s)?para\\s(?:você|o senhor|a senhora)\\b|\\bpor\\snossa\\sconta\\b|\\bà\\snos\\sfrais\\b|\\bauf\\sunsere\\skosten\\b|\\bgeht\\saufs\\shaus\\b|\\ba\\snostre\\sspese\\b|\\bop\\sonze\\skosten\\b|\\bna\\snasz\\skoszt\\b",
];
// Session 29: a word boundary that knows accented letters (JavaScript's \\b does not: "übernehmen
// wir", "è stato autorizzato", "remboursé " never matched at their accented edge).
const L = 'a-z0-9_à-ÿĀ-ž';
const WB = `(?:(?<![${L}])(?=[${L}])|(?<=[${L}])(?![${L}]))`;
const ACT = new RegExp(ACTS.join('|').replaceAll('\\b', WB), 'g');

// Something of value in the sentence: an amount or a money word of these languages.
const VALUE =
  /[$€£¥₹]\s?\d|\d\s?(?:[€£¥₹$]|r\$|zł|chf)|\br\$\s?\d|\d\s?%|\b(?:reembols\w*|descuento\w*|crédito\w*|tarifa\w*|penalizaci\w*|cargos?|comisi\w*|gastos|factura\w*|gratis|gratuit\w*|rembours\w*|remise\w*|avoirs?|frais|tarif\w*|crédit\w*|gutschrift\w*|erstatt\w*|rabatt\w*|gebühr\w*|kosten\w*|versandkosten|mahngebühr\w*|sconto|sconti|rimbors\w*|indennizz\w*|accredit\w*|tariff\w*|spese|canone|desconto\w*|estorno\w*|taxa\w*|multa\w*|custo\w*|korting\w*|tegoed\w*|vergoeding\w*|terugbetaling\w*|zwrot\w*|rabat\w*|opłat\w*|rekompensat\w*|compensaci\w*|compens\w*|cuota\w*|mensualidad\w*|acompte\w*|anticipo\w*|hipotec\w*|préstamo\w*|aplazamiento\w*|apparecchio nuovo|entschädigung\w*|indemnit\w*|prise en charge|penale|penalit\w*|vinculante|verbindlich\w*|contraignant\w*|vincolant\w*|produto novo|reparaci\w*|réparation\w*|reparatur\w*)\b/;

// A negation just before the act: es/it/pt "no/non/não", fr "ne/n'", de "nicht/kein", nl "niet/geen", pl "nie".
const NEGATED = /(?:^|\s)(?:no|non|não|nao|ne|n'|nicht|kein\w*|niet|geen|nie|jamais|nunca|mai)\s(?:[^\s]+\s){0,2}$/;
// A hedge or condition right before: "podríamos", "peut-être", "eventuell", "se for aprovado".
// (A condition is no hedge: "si la reparación vuelve a fallar, te devolvemos los 185 €" promises.)
const HEDGED = /\b(?:podr\w+|quizá\w*|tal vez|pourr\w+|peut-être|eventuell|vielleicht|könnten|potrebb\w+|forse|poderi\w+|talvez|misschien|zou|może)\b[^.!?;\n]{0,50}$/;

const EXAMPLE = /\b(?:por ejemplo|par exemple|zum beispiel|beispielsweise|ad esempio|per esempio|por exemplo|bijvoorbeeld|na przykład|for example|e\.g\.)/;


/** The agent granting refunds, credits, waived fees or free items in es/pt/fr/it/de/nl/pl. */
export const grantI18nDetector: Detector = gated(
  // Something of value must be in the sentence: its words are the gate.
  [
    '€', 'zł', 'r$', ' chf', '%', '$', '£', 'cuota', 'mensualidad', 'acompte', 'anticipo', 'reembols', 'descuento', 'crédito', 'credito', 'tarifa', 'penaliz', 'cargo', 'comisi', 'gastos', 'factura', 'gratis',
    'gratuit', 'rembours', 'remise', 'avoir', 'frais', 'tarif', 'crédit', 'gutschrift', 'erstatt', 'rabatt', 'gebühr', 'kosten', 'sconto', 'sconti', 'rimbors',
    'indennizz', 'accredit', 'tariff', 'spese', 'canone', 'desconto', 'estorno', 'taxa', 'multa', ' custo ', ' custos', 'korting', 'tegoed', 'vergoeding', 'terugbetal',
    'zwrot', 'rabat', 'opłat', 'rekompensat', 'compens', 'entschädig', 'indemnit', 'prise en charge', 'offert', 'nichts', 'goedgekeurd', 'trato hecho', 'sem qualquer', 'penale', 'penalit', 'vinculante', 'verbindlich',
    'contraignant', 'vincolant', 'produto novo', 'reparaci', 'réparation', 'reparatur', 'kostenlos', 'kostenfrei', 'kosteloos', 'darmo', 'koszt', 'coste', 'costo',
  ],
  {
    meta: { id: 'financial.grant_i18n', category: 'financial', stage: 'fastpath', maxMatchLength: 400 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const lower = n.lower;
      // Latin-script European text only: a cheap test before the rules run.
      if (!/[àâçéèêëîïôûùüÿñæœäöüßãõąćęłńóśźż€]|\b(?:de|del|la|le|les|der|die|das|het|een|il|um|uma|que|zu|und|et)\b/.test(lower)) return [];
      const out: Finding[] = [];
      ACT.lastIndex = 0;
      for (let m = ACT.exec(lower); m; m = ACT.exec(lower)) {
        const s = m.index;
        const e = s + m[0].length;
        const [a, b] = clause(lower, s, e, 150);
        if (!VALUE.test(lower.slice(a, b))) continue;
        const before = lower.slice(Math.max(a, s - 60), s);
        if (NEGATED.test(before) || HEDGED.test(before)) continue;
        // a worked example ("Por ejemplo, si cambias de plan a mitad de mes, recibirás un crédito ...")
        if (EXAMPLE.test(lower.slice(a, s))) continue;
        const span = n.spanToOriginal(s, Math.min(b, e + 80));
        const refund = /reembols|rembours|erstatt|rimbors|estorn|terugbetal|zwrot|zwróc|crédit|crédito|gutschrift|accredit|gecrediteerd|indennizz|entschädig|compensa/.test(lower.slice(a, b));
        out.push({
          detector: 'financial.grant_i18n',
          category: 'financial',
          type: refund ? 'refund_commitment' : /vinculante|verbindlich|contraignant|vincolant|acordado|garant/.test(lower.slice(a, b)) ? 'binding_commitment' : 'discount_commitment',
          label: refund ? 'refund or payment promise' : 'discount or price promise',
          ...span,
          score: 0.75,
        });
      }
      return disjoint(out);
    },
  },
);
