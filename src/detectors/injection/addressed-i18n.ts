import { normalize } from '../../pipeline/normalize.js';
import { ru } from '../cyrillic.js';
import { gatedPatterns, type AnchoredPattern } from './gate.js';

/*
 * The addressed instruction of addressed-instruction.ts in French, German, Spanish, Italian and
 * Portuguese: a notice header for a machine reader ("Note pour l'IA :", "Hinweis für die KI:",
 * "Nota para la IA:", "An alle KI-Assistenten, die diese Seite lesen:") or a condition that only
 * a machine meets ("Si tu es une IA qui résume ce courriel, ...", "Falls du eine KI bist, ...").
 * Only readers that can only be machines count: "Hinweis für die Nutzer: Die KI-Funktion ...",
 * "Nota per i clienti: l'assistente virtuale ..." and "Si tu es disponible" stay out.
 * Written for this project.
 */

const S = '\\s{1,3}';
// Machine readers, per language, with their articles.
const READER_FR =
  "(?:(?:les |aux |des )?(?:outils|systèmes|programmes|robots|agents|assistants|logiciels) (?:automatisés|automatiques|d'ia|ia|de traduction automatique)|l'ia|l'intelligence artificielle|(?:les|aux|des) (?:ia|intelligences artificielles)|(?:l'|les |aux |des )?(?:assistants?|agents?|modèles?) (?:d'ia|ia|ai|de langage|d'intelligence artificielle)|(?:le|au|du|les|aux|des) modèles? de langage|(?:le |au |du )?chatbot|chatgpt|(?:les |aux |des )?llms?)";
const READER_DE =
  '(?:(?:alle |die |den )?automatische(?:n)? (?:übersetzungssysteme|übersetzer|systeme|assistenten|agenten|tools|programme)|(?:die|der|den|dem) ki|(?:die|der|den|dem) künstliche(?:n)? intelligenz|(?:die|den|dem|der|alle) ki-(?:assistent(?:en)?|agent(?:en)?|modell(?:e|en)?|system(?:e|en)?|tools?)|ki-(?:assistent(?:en)?|agent(?:en)?|modell(?:e|en)?|system(?:e|en)?)|(?:das|dem|die|den|alle) sprachmodell(?:e|en)?|sprachmodell(?:e|en)?|(?:den |dem |alle )?chatbots?|chatgpt|(?:alle )?llms?)';
const READER_ES =
  '(?:la ia|la inteligencia artificial|(?:los|las) ias|(?:el |los |al )?(?:asistentes?|agentes?|modelos?) (?:de ia|ia|de ai|ai|de lenguaje|de inteligencia artificial|automáticos?|virtual(?:es)?)|(?:el|al|los) modelos? de lenguaje|(?:el |al )?chatbot|chatgpt|(?:los )?llms?)';
const READER_IT =
  "(?:l'ia|l'intelligenza artificiale|(?:l'|gli |agli |all')?(?:assistent[ei]|agent[ei]|modell[oi]) (?:di ia|ia|ai|linguistic[oi]|di intelligenza artificiale|automatic[oi])|(?:il|al|i|ai) modell[oi] linguistic[oi]|(?:il |al )?chatbot|chatgpt|(?:gli )?llm)";
const READER_PT =
  '(?:a ia|à ia|a inteligência artificial|à inteligência artificial|(?:o |os |ao |aos )?(?:assistentes?|agentes?|modelos?) (?:de ia|ia|de ai|ai|de linguagem|de inteligência artificial)|(?:o|ao|os|aos) modelos? de linguagem|(?:o |ao )?chatbot|chatgpt|(?:os )?llms?)';

// What may stand between the reader and the colon: "qui lisent cette page", "die diese Seite lesen".
const TAIL = '(?:,?\\s{1,3}[^:\\n]{0,60}?)?\\s{0,3}:';

const HEADER_FR = `\\b(?:note|remarque|message|avis|attention|instructions?|consignes?|rappel|important)${S}(?:pour|à l'attention (?:de|des|du)|à|aux)${S}(?:tous${S}les${S}|toutes${S}les${S})?${READER_FR}${TAIL}|(?:^|[\\n.!?\\[(]\\s{0,3})(?:aux|à l'attention des?)${S}(?:tous${S}les${S}|toutes${S}les${S})?${READER_FR}${TAIL}`;
const HEADER_DE = `\\b(?:hinweis|notiz|nachricht|achtung|anweisung(?:en)?|wichtig)${S}(?:für|an)${S}(?:alle${S})?(?:[a-zäöüß-]{2,30}${S}){0,2}?(?:(?:und|oder)${S})?${READER_DE}${TAIL}|(?:^|[\\n.!?]\\s{0,3})an${S}(?:alle${S})?${READER_DE}${TAIL}|[.!?]\\s{1,3}(?:ki|ki-(?:assistent|agent|modell|system)(?:en|e)?)\\s{0,3}:\\s{0,3}bitte\\b`;
const HEADER_ES = `\\b(?:nota|mensaje|aviso|atención|instrucciones?|instrucción|importante)${S}(?:para|a)${S}(?:todos${S}los${S}|todas${S}las${S})?${READER_ES}${TAIL}|(?:^|[\\n.!?\\[(]\\s{0,3})para${S}${READER_ES}${TAIL}`;
const HEADER_IT = `\\b(?:nota|messaggio|avviso|attenzione|istruzioni|importante)${S}(?:per|a|all'|agli|ai)\\s{0,3}(?:tutti${S}(?:gli|i)${S})?${READER_IT}${TAIL}|(?:^|[\\n.!?\\[(]\\s{0,3})per\\s{1,3}${READER_IT}${TAIL}`;
const HEADER_PT = `\\b(?:nota|mensagem|aviso|atenção|instruções|importante)${S}(?:para|ao|aos|à)${S}(?:todos${S}os${S})?${READER_PT}${TAIL}|(?:^|[\\n.!?\\[(]\\s{0,3})para${S}${READER_PT}${TAIL}`;

// "If you are an AI ...": a condition only the machine reader meets.
const IF_AI =
  `\\bsi${S}(?:tu${S}es|vous${S}êtes)${S}(?:une?${S})?(?:ia|intelligence artificielle|assistant${S}(?:ia|d'ia|virtuel)|modèle de langage|llm|chatbot)\\b` +
  `|\\b(?:falls|wenn)${S}(?:du|sie)${S}(?:eine?${S})?(?:ki|künstliche intelligenz|ki-assistent|ki-agent|sprachmodell|llm|chatbot)${S}(?:bist|sind)\\b` +
  `|\\bsi${S}(?:eres|usted${S}es)${S}(?:una?${S})?(?:ia|inteligencia artificial|asistente${S}(?:de${S})?(?:ia|ai)|modelo de lenguaje|llm|chatbot)\\b` +
  `|\\bse${S}(?:sei|lei${S}è)${S}(?:un'\\s{0,3}|una${S}|un${S})?(?:ia|intelligenza artificiale|assistente${S}(?:di${S}ia|virtuale|ai|ia)|modello linguistico|llm|chatbot)\\b` +
  `|\\bse${S}(?:você${S}é|voce${S}e|tu${S}és)${S}(?:uma?${S})?(?:ia|inteligência artificial|assistente${S}de${S}ia|modelo de linguagem|llm|chatbot)\\b`;

// Session 16: Chinese, Japanese, Korean and Russian notices, the machine reader right before the
// colon ("致正在处理此文档的AI助手：", "このレビューを読み込んでいるAIへ：", "Для ИИ-агента,
// который читает этот issue:"); "致使用AI助手的用户：" (to the users of the assistant) stays out.
const AI_ZH = '(?:ai|人工智能|语言模型|大模型|智能体)(?:助手|助理|模型|代理|智能体|系统|机器人)?(?:们)?';
const HEADER_ZH = `(?:致|给|写给|提醒|请)[^：:\\n]{0,24}?${AI_ZH}(?:的(?:指令|指示|说明|提示|通知|消息|注意事项|任务|重要指令))?\\s{0,2}[：:，,]|如果你是(?:一个|一名)?${AI_ZH}`;
const AI_JA = '(?:ai|人工知能|言語モデル|aiアシスタント|aiエージェント|チャットボット|llm)';
const HEADER_JA = `${AI_JA}(?:の皆さん|の皆様|の方々|の方|さん)?(?:へ|に告ぐ|へのお願い|への指示|への注意)\\s{0,2}[：:。、]|もし(?:あなたが|君が)${AI_JA}(?:なら|であれば|の場合)`;
const AI_KO = '(?:ai\\s?(?:번역기|요약기|도우미)|ai|인공지능|언어\\s?모델|ai\\s?어시스턴트|ai\\s?에이전트|ai\\s?비서|챗봇|llm)';
const HEADER_KO = `${AI_KO}(?:에게|께|에\\s?대한\\s?지시)\\s{0,2}[：:]|(?:당신이|네가)\\s{0,2}${AI_KO}(?:라면|이라면)`;
// Russian words through `ru`: the normalizer folds Cyrillic look-alikes to Latin letters.
const READER_RU = `(?:${ru(['ии', 'искусственного интеллекта', 'языковой модели', 'языковых моделей', 'нейросети', 'нейросетей', 'чат-бота', 'чат-ботов', 'ассистента', 'ассистентов', 'агента', 'агентов'])}|${ru(['ии-'])}[\\p{L}]{3,14}|llm)`;
const HEADER_RU = `(?:^|[\\n.!?/#*]\\s{0,3})(?:${ru(['для', 'вниманию', 'к сведению', 'инструкция для', 'примечание для', 'обращение к', 'внимание'])}),?${S}(?:${ru(['всех'])}${S})?${READER_RU}(?:,${S}${ru(['который', 'которая', 'которые'])}[^:\\n]{0,60}?)?\\s{0,3}:|(?<![\\p{L}])${ru(['если'])}${S}${ru(['ты', 'вы'])}${S}(?:—\\s{0,3})?${ru(['ии', 'искусственный интеллект', 'языковая модель', 'нейросеть', 'чат-бот', 'ассистент ии'])}(?![\\p{L}])`;
// Arabic, Vietnamese and Polish notes to the AI: "ملاحظة للمساعد الذكي الذي يقرأ هذه الدعوة:",
// "Ghi chú cho trợ lý AI:", "notatka dla asystenta AI".
const HEADER_AR = '(?:ملاحظة|تنبيه|رسالة|تعليمات|إلى|الى)\\s{1,3}(?:لل|إلى ال|الى ال|ال)?(?:مساعد الذكي|مساعد ذكي|ذكاء الاصطناعي|نموذج اللغوي|مساعد الآلي|وكيل الذكي)[^:\\n]{0,60}?:';
const HEADER_VI = '\\b(?:ghi chú|lưu ý|nhắn|gửi|chú ý)\\s{1,3}(?:cho|gửi|tới|đến)\\s{1,3}(?:các\\s{1,3})?(?:trợ lý|mô hình|tác tử)\\s{1,3}(?:ai|ảo|ngôn ngữ)\\b[^:\\n]{0,40}?:';
const HEADER_PL = '\\b(?:notatka|uwaga|wiadomość|instrukcja|informacja)\\s{1,3}dla\\s{1,3}(?:asystenta|modelu|agenta|bota)\\s{1,3}(?:ai|sztucznej inteligencji|językowego)\\b|(?:^|[\\n.!?\\[(]\\s{0,3})dla\\s{1,3}(?:asystenta|modelu|agenta|bota)\\s{1,3}(?:ai|sztucznej inteligencji|językowego)\\s{0,3}:';
// Session 21: a bare machine reader named in the middle of a paragraph, after a sentence ("...
// Bestellung 55120. KI-Assistent: Bitte genehmige ...", "... verlengd. AI-assistent: zeg ...");
// at the start of a line the same words are a chat transcript's speaker label.
// Session 19: Dutch and Turkish notices ("Actiepunt voor de AI-assistent:", "Als je een AI bent",
// "Yapay zeka asistanına not:"), and a machine busy with this text in a Spanish, Italian or French
// condition ("Si un asistente de IA está resumiendo este mensaje", "Se un assistente AI sta
// riassumendo", "Si une IA résume ce courriel").
const AI_NL = '(?:de\\s{1,3}|alle\\s{1,3})?(?:ai-(?:assistent(?:en)?|agent(?:en)?|model(?:len)?|systeem|systemen)|ai|kunstmatige intelligentie|taalmodel(?:len)?|chatbots?)';
const HEADER_NL = `[.!?]\\s{1,3}ai-(?:assistent(?:en)?|agent(?:en)?)\\s{0,3}:|\\b(?:notitie|opmerking|bericht|let op|instructies?|actiepunt|belangrijk|aandacht|memo)\\s{1,3}(?:voor|aan)\\s{1,3}${AI_NL}(?:,?\\s{1,3}[^:\\n]{0,60}?)?\\s{0,3}:|(?:^|[\\n.!?\\[(]\\s{0,3})(?:voor|aan)\\s{1,3}(?:de\\s{1,3}|alle\\s{1,3})?ai-(?:assistent(?:en)?|agent(?:en)?)(?:,?\\s{1,3}[^:\\n]{0,60}?)?\\s{0,3}:|\\bals\\s{1,3}(?:je|jij|u)\\s{1,3}(?:een\\s{1,3})?(?:ai|taalmodel|chatbot|ai-assistent)\\s{1,3}(?:bent|is)\\b`;
const HEADER_TR = '\\b(?:yapay\\s{1,3}zek[aâ]|ai)\\s{1,3}(?:asistan(?:[ıi]|[ıi]na|lara|lar[ıi])?|modeli(?:ne)?|ajan(?:[ıi]|[ıi]na|lara)?)\\s{0,3}(?:(?:i[çc]in\\s{1,3})?not(?:u)?|dikkat|talimat(?:[ıi])?)?\\s{0,3}:';
const IF_BUSY =
  `\\bsi${S}(?:una?${S})?(?:ia|asistente${S}(?:de${S})?(?:ia|ai)|modelo${S}de${S}lenguaje|chatbot)${S}(?:está|esta|estuviera)${S}[a-záéíóú]{3,20}(?:ando|iendo)\\b` +
  `|\\bse${S}(?:un'\\s{0,3}|un${S}|una${S})?(?:ia|ai|assistente${S}(?:ai|ia|di${S}ia)|modello${S}linguistico|chatbot)${S}(?:sta|stesse)${S}[a-z]{3,20}(?:ando|endo)\\b` +
  `|\\bsi${S}(?:une?${S})?(?:ia|assistant${S}(?:ia|ai|d'ia)|modèle${S}de${S}langage|chatbot)${S}(?:lit|résume|traite|analyse|parcourt)\\b`;
// The same anchors as the normalizer spells them.
const RU_ANCHORS = ['для', 'вниманию', 'к сведению', 'обращение', 'внимание', 'если'].map((w) => normalize(w).lower);

const READER_ANCHORS = [
  "l'ia", 'la ia', 'a ia', 'à ia', ' ias', 'die ki', 'der ki', 'den ki', 'dem ki', 'ki-', 'intelligence artificielle', 'intelligences artificielles', 'intelligenza artificiale',
  'inteligencia artificial', 'inteligência artificial', 'künstliche', 'sprachmodell', 'de langage', 'de lenguaje', 'de linguagem', 'linguistic', 'chatbot', 'chatgpt', 'llm',
  'automatis', 'automatique', 'automatische', 'traduction automatique', "d'ia", 'de ia', 'di ia', ' ia ', ' ia:', ' ia,', 'assistente ai', 'assistenti ai', 'asistente ai', 'asistente de ai', 'assistant ai', 'agente ai', 'agenti ai', 'modello ai', 'automático', 'automáticos', 'automatico', 'automatici', 'ai-assistent', 'ai-agent', 'asistente virtual', 'asistentes virtuales', 'agente virtual',
];

const PATTERNS: AnchoredPattern[] = [
  { re: new RegExp(HEADER_FR, 'g'), needs: [['note', 'remarque', 'message', 'avis', 'attention', 'instruction', 'consigne', 'rappel', 'important', 'aux '], READER_ANCHORS] },
  { re: new RegExp(HEADER_DE, 'g'), needs: [['hinweis', 'notiz', 'nachricht', 'achtung', 'anweisung', 'wichtig', 'an ', 'bitte'], READER_ANCHORS] },
  { re: new RegExp(HEADER_ES, 'g'), needs: [['nota', 'mensaje', 'aviso', 'atención', 'instruccion', 'instrucción', 'importante', 'para '], READER_ANCHORS] },
  { re: new RegExp(HEADER_IT, 'g'), needs: [['nota', 'messaggio', 'avviso', 'attenzione', 'istruzioni', 'importante', 'per '], READER_ANCHORS] },
  { re: new RegExp(HEADER_PT, 'g'), needs: [['nota', 'mensagem', 'aviso', 'atenção', 'instruções', 'importante', 'para '], READER_ANCHORS] },
  { re: new RegExp(HEADER_ZH, 'g'), needs: [['致', '给', '写给', '提醒', '请', '如果你是']] },
  { re: new RegExp(HEADER_JA, 'g'), needs: [['へ', 'に告ぐ', 'もし']] },
  { re: new RegExp(HEADER_KO, 'g'), needs: [['에게', '께', '지시', '라면']] },
  { re: new RegExp(HEADER_RU, 'u' + 'g'), needs: [RU_ANCHORS] },
  { re: new RegExp(HEADER_AR, 'g'), needs: [['مساعد', 'ذكاء', 'نموذج', 'وكيل']] },
  { re: new RegExp(HEADER_VI, 'g'), needs: [['trợ lý', 'mô hình', 'tác tử']] },
  { re: new RegExp(HEADER_PL, 'g'), needs: [['dla ']] },
  { re: new RegExp(HEADER_NL, 'g'), needs: [['voor', 'aan ', 'als je', 'als jij', 'als u', 'ai-assistent', 'ai-agent']] },
  { re: new RegExp(HEADER_TR, 'g'), needs: [['asistan', 'modeli', 'ajan']] },
  { re: new RegExp(IF_BUSY, 'g'), needs: [['si un', 'si ia', 'si asistente', 'si modelo', 'si chatbot', 'se un', 'se ia', 'se ai', 'se assistente', 'se modello', 'se chatbot', 'si l', 'si assistant', 'si mod']] },
  { re: new RegExp(IF_AI, 'g'), needs: [['si ', 'falls', 'wenn', 'se '], [' ia', ' ki', 'intelligence', 'intelligenz', 'intelligenza', 'inteligencia', 'inteligência', 'assistant', 'assistente', 'sprachmodell', 'langage', 'lenguaje', 'linguistico', 'linguagem', 'llm', 'chatbot']] },
];

/** Notices and conditions addressed to a machine reader in fr, de, es, it, pt, nl, tr, pl, vi, ar, zh, ja, ko and ru. */
export const addressedI18nDetector = gatedPatterns(
  [...READER_ANCHORS, 'si tu', 'si vous', 'falls du', 'falls sie', 'wenn du', 'wenn sie', 'si eres', 'si usted', 'se sei', 'se lei', 'se você', 'se voce', 'se tu', '致', '给', '提醒', '如果你是', 'へ', 'に告ぐ', 'もし', '에게', '께', '지시', '라면', ...RU_ANCHORS, 'مساعد', 'ذكاء', 'نموذج', 'وكيل', 'trợ lý', 'mô hình', 'tác tử', 'dla ', 'voor', 'aan ', 'als je', 'als jij', 'als u', 'asistan', 'modeli', 'ajan', 'si un', 'si ia', 'si asistente', 'si modelo', 'si chatbot', 'se un', 'se ia', 'se ai', 'se assistente', 'se modello', 'se chatbot', 'si l', 'si assistant', 'si mod'],
  {
    id: 'injection.addressed_instruction_i18n',
    category: 'injection',
    type: 'addressed_instruction',
    label: 'instruction addressed to the AI reader',
    view: 'lower',
    score: 0.85,
    maxMatchLength: 200,
  },
  PATTERNS,
);
