/**
 * Workplace rules layered on a language's lexicon (ADR 0116). General-purpose lexicons read what employees write
 * about work as neutral or positive: 'we rarely hear back', 'promotions go to the top without explanation', 'it would
 * be nice to get some feedback' hold no negative word, and 'favouritism' even scores positive in VADER. These rules add
 * what such comments do carry: a shortfall said through frequency ('rarely', 'never', 'no one'), absence ('without',
 * 'lack of', 'not enough'), excess ('too much'), silence ('hear back'), a request that names what is missing (the
 * polite complaint), the words of workplace grievances, and the clause after 'but', which outweighs the one before.
 * A frequency or absence word before a grievance ('never micromanages', 'without stress') is a double negative and
 * counts for the comment, not against it.
 *
 * Written from the development half of the labelled set only (tests/fixtures/ai/workplace-comments.json); the
 * held-out half measures them.
 */
export type WorkplaceRules = {
  /** words that open a clause weighing more than the one before ('but', 'however') */
  contrast: RegExp;
  /** frequency and absence words: a shortfall unless a grievance follows within three words */
  shortfall: RegExp;
  /** excess, silence and absence phrases, each a complaint on its own */
  complaints: readonly RegExp[];
  /** requests that name what is missing: a complaint phrased politely */
  requests: readonly RegExp[];
  /** grievance words of the workplace that lexicons lack or misread; negated ('not unfair'), they count for */
  grievances: RegExp;
  /** praise of the workplace the lexicons lack ('helped me', 'listened', 'would recommend') */
  praise: readonly RegExp[];
  /** irony: a cheer over something unwelcome ('great, another reorganisation'), read as a complaint */
  sarcasm: readonly RegExp[];
  /** words that turn the grievance after them around ('not', 'no') */
  negators: RegExp;
  /** a complaint denied ('no complaints', 'nothing to improve'): read as the praise it is, by the lexicon too */
  reassurances: RegExp;
  /** the word a denied complaint reads as, in the language of the lexicon */
  reassured: string;
};

const WEIGHT = { shortfall: 0.55, complaint: 0.55, request: 0.6, grievance: 0.45, praise: 0.45, sarcasm: 1.2 } as const;
const WINDOW = 3;

/** the text as the rules read it: compatibility forms folded, typographic apostrophes and dashes made plain, lowercase */
export const plainText = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02BC\u2032`´]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toLowerCase();

const wordsOf = (text: string) => text.match(/[\p{L}\p{M}\p{N}'-]+/gu) ?? [];

// global copies of the rules' patterns, made once (a run reads thousands of comments)
const globals = new WeakMap<RegExp, RegExp>();
const globalOf = (pattern: RegExp) => {
  let global = globals.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, 'gu');
    globals.set(pattern, global);
  }
  return global;
};
const count = (text: string, patterns: readonly RegExp[]) =>
  patterns.reduce((sum, pattern) => sum + (text.match(globalOf(pattern))?.length ?? 0), 0);
const splitters = new WeakMap<WorkplaceRules, { before: RegExp; leading: RegExp }>();
const splitterOf = (rules: WorkplaceRules) => {
  let splitter = splitters.get(rules);
  if (!splitter) {
    splitter = { before: new RegExp(`(?=${rules.contrast.source})`, 'u'), leading: new RegExp(`^${rules.contrast.source}`, 'u') };
    splitters.set(rules, splitter);
  }
  return splitter;
};

/**
 * The rules' own score of one clause: shortfalls, complaints and polite requests against, praise for; a grievance
 * word counts against unless a negator stands within three words before it, and a shortfall word followed by a
 * grievance counts for (a double negative).
 */
const clauseScore = (clause: string, rules: WorkplaceRules) => {
  const words = wordsOf(clause);
  let score = 0;
  const grievanceAt = new Set<number>();
  words.forEach((word, index) => {
    if (rules.grievances.test(word)) grievanceAt.add(index);
  });
  words.forEach((word, index) => {
    if (!rules.shortfall.test(word)) return;
    const nextGrievance = [...grievanceAt].some((at) => at > index && at <= index + WINDOW);
    score += nextGrievance ? WEIGHT.shortfall : -WEIGHT.shortfall;
  });
  for (const at of grievanceAt) {
    const before = words.slice(Math.max(0, at - WINDOW), at);
    const negated = before.some((word) => rules.negators.test(word) || rules.shortfall.test(word));
    score += negated ? 0 : -WEIGHT.grievance;
  }
  score -= count(clause, rules.complaints) * WEIGHT.complaint;
  score -= count(clause, rules.requests) * WEIGHT.request;
  score += count(clause, rules.praise) * WEIGHT.praise;
  return score;
};

/** the clauses of a comment, split before each contrast word: the last one weighs most */
const clausesOf = (text: string, rules: WorkplaceRules) => {
  const pieces = text.split(splitterOf(rules).before).filter((piece) => piece.trim().length > 0);
  return pieces.length === 0 ? [text] : pieces;
};

/**
 * A comment's score on the lexicon's scale (about -1..1): the lexicon's score plus the rules', clause by clause, where
 * a clause after a contrast word weighs twice the ones before; an ironic cheer turns a positive reading negative.
 */
export const scoreWithRules = (text: string, rules: WorkplaceRules, lexicon: (clause: string) => number): number => {
  const plain = plainText(text).replace(globalOf(rules.reassurances), rules.reassured);
  const clauses = clausesOf(plain, rules);
  let total = 0;
  let weights = 0;
  clauses.forEach((piece, index) => {
    const clause = index === 0 ? piece : piece.replace(splitterOf(rules).leading, ' ');
    const weight = index === clauses.length - 1 && clauses.length > 1 ? 2 : 1;
    const base = Math.max(-1, Math.min(1, lexicon(clause)));
    total += weight * (base + clauseScore(clause, rules));
    weights += weight;
  });
  let score = total / weights;
  if (count(plain, rules.sarcasm) > 0) score = Math.min(score, 0) - WEIGHT.sarcasm;
  return score;
};

export const ENGLISH_RULES: WorkplaceRules = {
  contrast: /\b(?:but|however|although|though|yet|except)\b/,
  shortfall: /^(?:rarely|seldom|never|hardly|barely|nobody|no-one|without|nothing)$/,
  complaints: [
    /\bno one\b/,
    /\b(?:lack|lacks|lacking|shortage) of\b/,
    /\bnot enough\b/,
    /\b(?:too|far too|way too) (?:much|many|little|few|long|slow|late|often|low|high)\b/,
    /\b(?:hear|heard|hearing) back\b/,
    /\bno (?:answer|response|reply|feedback|explanation|information|warning|notice|future|raise|support)\b/,
    /\b(?:takes|took|wait|waited|waiting) (?:weeks|months|ages|forever)\b/,
    /\bfor (?:weeks|months|years) without\b/,
    /\bwho you know\b/,
    /\bout of touch\b/,
    /\btakes? (?:the )?credit\b/,
    /\b(?:can ?not|can't|cannot|unable to) keep up\b/,
    /\bnot possible\b/,
    /\b(?:were|was|been|got) cut\b/,
    /\b(?:left|leave|leaves) (?:no|little) time\b/,
  ],
  requests: [
    /\bit (?:would|might|could) (?:be|help)\b/,
    /\bwould be (?:nice|great|good|helpful|fair|better|appreciated|welcome)\b/,
    /\bi(?:'d| would) (?:appreciate|welcome|like|love|prefer)\b/,
    /\b(?:perhaps|maybe) (?:we|they|you|management) (?:could|should)\b/,
    /\bmuch appreciated\b/,
    /\bonce in a while\b/,
    /\bnow and then\b/,
  ],
  grievances:
    /^(?:slow|slower|crash|crashes|crashed|broken|unsafe|unfair|favou?ritism|exhausted|exhausting|burnout|burning|overworked|understaffed|overtime|turnover|unrealistic|unsustainable|micromanages?|micromanaging|micromanagement|chaotic|chaos|stressful|stress|toxic|disorganised|disorganized|underpaid|pressure|mistakes|worse|late|ignored|poor|complain|complaints?)$/,
  praise: [
    /\b(?:helped|helps|supported|supports|listened|listens|listen to)\b/,
    /\b(?:would|i'd) recommend\b/,
    /\bwas promoted\b|\bgot promoted\b/,
    /\b(?:well|clearly|keep us) informed\b/,
    /\b(?:fast|reliable|flexible|respected|fair|welcoming|inclusive)\b/,
  ],
  sarcasm: [
    /^(?:oh )?(?:great|wonderful|fantastic|brilliant|perfect|sure|yes|oh yes|love how|i love how)\b[^.!?]*\b(?:another|one more|yet another|again|because|as long as|nobody)\b/,
    /\b(?:another|one more|yet another)\b[^.!?]*,\s*(?:wonderful|great|fantastic|brilliant|perfect|lovely)[.!]*$/,
    /\bas long as you never\b/,
    /\bexactly what we needed\b/,
  ],
  negators: /^(?:not|no|never|don't|doesn't|isn't|aren't|wasn't|can't|cannot|without|nothing|hardly)$/,
  reassurances:
    /\b(?:no|not a single|not one|never any) complaints?\b|\b(?:can't|cannot|can not) complain\b|\bnothing to (?:improve|complain about|change|fix)\b|\bnot bad\b/,
  reassured: 'good',
};

export const SPANISH_RULES: WorkplaceRules = {
  contrast: /(?<![\p{L}])(?:pero|sin embargo|aunque|no obstante|excepto|salvo)(?![\p{L}])/u,
  shortfall: /^(?:nunca|jamás|jamas|nadie|sin)$/,
  complaints: [
    /(?<![\p{L}])(?:rara vez|casi nunca|pocas veces)(?![\p{L}])/u,
    /(?<![\p{L}])falta (?:de|total de)(?![\p{L}])/u,
    /(?<![\p{L}])demasiad[oa]s?(?![\p{L}])/u,
    /(?<![\p{L}])no (?:recib\p{L}*|hay|tenemos|nos dan|nos llega) (?:respuesta|información|formación|apoyo|reconocimiento)/u,
    /(?<![\p{L}])(?:nunca|no) (?:nos |me )?(?:contest\p{L}*|respond\p{L}*)/u,
    /(?<![\p{L}])no es posible(?![\p{L}])/u,
    /(?<![\p{L}])ya no (?:puedo|podemos)(?![\p{L}])/u,
    /(?<![\p{L}])no sabe[n]? lo que(?![\p{L}])/u,
    /(?<![\p{L}])(?:se atribuye|se apropia)(?![\p{L}])/u,
    /(?<![\p{L}])a quién conozcas(?![\p{L}])/u,
    /(?<![\p{L}])(?:semanas|meses) después(?![\p{L}])/u,
    /(?<![\p{L}])(?:recort\p{L}+|congelad\p{L}+)/u,
    /(?<![\p{L}])no (?:queda|tengo|tenemos) tiempo(?![\p{L}])/u,
  ],
  requests: [
    /(?<![\p{L}])sería (?:bueno|útil|ideal|genial|justo|conveniente|de agradecer|mejor)(?![\p{L}])/u,
    /(?<![\p{L}])(?:agradecería|se agradecería|agradeceríamos|me gustaría|nos gustaría|ayudaría)(?![\p{L}])/u,
    /(?<![\p{L}])(?:quizás?|tal vez) (?:podríamos|deberían|se podría|se debería)(?![\p{L}])/u,
    /(?<![\p{L}])de vez en cuando(?![\p{L}])/u,
  ],
  grievances:
    /^(?:lento|lenta|lentos|lentas|bloquea|averiad[oa]s?|estropead[oa]s?|peligros[oa]s?|injust[oa]s?|favoritismo|agotad[oa]s?|quemarme|quemado|sobrecargad[oa]s?|rotación|imposibles?|insostenibles?|presión|estrés|errores|caótic[oa]s?|tóxic[oa]s?|mala|malo|malas|malos|peor|extra)$/,
  praise: [
    /(?<![\p{L}])(?:me ayud\p{L}*|ayuda|ayudó|apoy\p{L}+|escuch\p{L}+)(?![\p{L}])/u,
    /(?<![\p{L}])recomendaría(?![\p{L}])/u,
    /(?<![\p{L}])(?:me ascendieron|me promocionaron)(?![\p{L}])/u,
    /(?<![\p{L}])(?:justo|flexible|respet\p{L}+|agradable|inclusiv[oa]|bien organizad\p{L}*|amables?|útil|útiles)(?![\p{L}])/u,
  ],
  sarcasm: [
    /^(?:genial|maravilloso|fantástico|claro|perfecto|me encanta cómo)(?![\p{L}])[^.!?]*(?<![\p{L}])(?:otra|otro|de nuevo|justo lo que|luego)(?![\p{L}])/u,
    /(?<![\p{L}])(?:otra|otro)(?![\p{L}])[^.!?]*,\s*(?:maravilloso|genial|fantástico|perfecto|estupendo)[.!]*$/u,
    /(?<![\p{L}])siempre que nunca(?![\p{L}])/u,
    /(?<![\p{L}])justo lo que necesitábamos(?![\p{L}])/u,
  ],
  negators: /^(?:no|nunca|jamás|jamas|sin|ni|nadie|tampoco|nada)$/,
  reassurances:
    /(?<![\p{L}])(?:(?:no tengo |sin )?(?:ninguna|ni una) queja|no (?:me )?puedo quejar|nada que (?:mejorar|objetar|reprochar|decir)|no está (?:nada )?mal)(?![\p{L}])/u,
  reassured: 'excelente',
};

export const FRENCH_RULES: WorkplaceRules = {
  contrast: /(?<![\p{L}])(?:mais|cependant|pourtant|toutefois|par contre|en revanche|sauf)(?![\p{L}])/u,
  shortfall: /^(?:jamais|rarement|sans|aucun|aucune)$/,
  complaints: [
    /(?<![\p{L}])personne (?:ne|n')/u,
    /(?<![\p{L}])manque (?:de|d')/u,
    /(?<![\p{L}])(?:beaucoup )?trop (?:de|d'|long|longue|longs|longues|bas|basse|peu|lent|lente|cher|tard)(?![\p{L}])/u,
    /(?<![\p{L}])pas assez(?![\p{L}])/u,
    /(?<![\p{L}])(?:jamais|pas|aucune?) (?:eu )?(?:de |d')?(?:réponse|retour|nouvelles|explication)/u,
    /(?<![\p{L}])n'arrive plus(?![\p{L}])/u,
    /(?<![\p{L}])(?:n'est )?pas possible(?![\p{L}])/u,
    /(?<![\p{L}])(?:s'attribue|s'approprie)(?![\p{L}])/u,
    /(?<![\p{L}])qui on connaît(?![\p{L}])/u,
    /(?<![\p{L}])en panne(?![\p{L}])/u,
    /(?<![\p{L}])(?:semaines|mois) plus tard(?![\p{L}])/u,
    /(?<![\p{L}])(?:baiss\p{L}+|gel\p{L}*|supprim\p{L}+)(?![\p{L}])/u,
    /(?<![\p{L}])ne (?:suit|suivent) (?:pas|jamais)(?![\p{L}])/u,
    /(?<![\p{L}])(?:il )?ne reste (?:plus|pas) de temps(?![\p{L}])/u,
  ],
  requests: [
    /(?<![\p{L}])(?:ce serait|il serait|ça serait) (?:bien|bon|utile|super|juste|souhaitable|mieux)(?![\p{L}])/u,
    /(?<![\p{L}])serai(?:t|ent) (?:la |les )?bienvenue?s?(?![\p{L}])/u,
    /(?<![\p{L}])(?:j'apprécierais|je souhaiterais|j'aimerais|nous aimerions|nous souhaiterions)(?![\p{L}])/u,
    /(?<![\p{L}])peut-être (?:pourrait-on|pourrions-nous|faudrait-il|qu'on pourrait)(?![\p{L}])/u,
    /(?<![\p{L}])de temps en temps(?![\p{L}])/u,
  ],
  grievances:
    /^(?:lent|lente|lents|lentes|plante|dangereux|dangereuse|injuste|injustes|favoritisme|épuisé|épuisée|épuisés|burn-out|débordé|débordée|débordés|surchargé|surchargée|surchargés|turnover|irréaliste|irréalistes|intenable|intenables|pression|stress|stressant|erreurs|chaotique|toxique|mauvais|mauvaise|mauvaises|pire|microgestion|déconnectée?s?)$/,
  praise: [
    /(?<![\p{L}])(?:m'aide|m'a aidé|aidé|aide|soutien|soutenue?s?|à l'écoute|écoute)(?![\p{L}])/u,
    /(?<![\p{L}])recommanderais(?![\p{L}])/u,
    /(?<![\p{L}])promue?(?![\p{L}])/u,
    /(?<![\p{L}])(?:juste|équité|souples?|flexibles?|respect\p{L}*|convivial\p{L}*|bienveillant\p{L}*|bien organisée?s?|accueillant\p{L}*|utiles?)(?![\p{L}])/u,
  ],
  sarcasm: [
    /^(?:génial|merveilleux|fantastique|bien sûr|parfait|super|j'adore quand)(?![\p{L}])[^.!?]*(?<![\p{L}])(?:encore|de plus|pour ensuite)(?![\p{L}])/u,
    /(?<![\p{L}])encore une?(?![\p{L}])[^.!?]*,\s*(?:merveilleux|génial|fantastique|parfait|super)[.!]*$/u,
    /(?<![\p{L}])tant qu'on ne(?![\p{L}])/u,
    /(?<![\p{L}])exactement ce qu'il nous fallait(?![\p{L}])/u,
  ],
  negators: /^(?:ne|n'.*|pas|jamais|sans|aucun|aucune|ni|plus|rien)$/,
  reassurances:
    /(?<![\p{L}])(?:(?:aucun|pas de|pas un) (?:reproche|problème|souci|plainte)|je ne peux pas me plaindre|rien à (?:redire|dire|améliorer|signaler)|pas mal)(?![\p{L}])/u,
  reassured: 'bon',
};
