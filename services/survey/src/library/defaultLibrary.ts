import { ACTION_FEEDBACK } from '@canopy/contracts/actions/api';
import type { AnswerType, Collection, LanguageMap, LanguageTag } from '@canopy/contracts/survey/api';

// The default library every Canopy database holds: read-only, cloneable into a team's My Library.
// Ids and codes are fixed, so the same assessment is the same everywhere (docs/decisions/0033-default-library.md).
// Every text is written in the five languages a package can offer (the type below admits no fewer); the first
// answer type of a survey is its default. The English and Spanish texts were read by fluent readers; the French,
// Hebrew and Hmong ones were written without such a reading, and each assessment says so in
// `unreviewed_languages` until one has read them (docs/decisions/0135-default-library-five-languages.md).

/** one text in each of the five languages: en_US, es_ES, fr_FR, he_IL, cn_HMN */
export type FiveTexts = { en: string; es: string; fr: string; he: string; hmn: string };

export type DefaultCategory = { id: string; name: string; description: string };
export type DefaultQuestion = {
  body: FiveTexts;
  answer_type: AnswerType;
  /** a ten-point question's end labels */
  scale?: { start: FiveTexts; end: FiveTexts };
};
export type DefaultAssessment = {
  id: string;
  code: string;
  category_id: string;
  collection: Collection;
  type: 'survey' | 'linked_survey';
  name: FiveTexts;
  description: FiveTexts;
  answer_type: AnswerType;
  questions: DefaultQuestion[];
  /** the languages whose texts no fluent reader has reviewed yet */
  unreviewed_languages: LanguageTag[];
};

/** the tags of the five texts, in the order a package lists its languages */
export const languageMapOf = (texts: FiveTexts): LanguageMap => ({
  en_US: texts.en,
  es_ES: texts.es,
  fr_FR: texts.fr,
  he_IL: texts.he,
  cn_HMN: texts.hmn,
});

/** written for this library, not yet read by a fluent reader of each */
const NOT_REVIEWED: LanguageTag[] = ['fr_FR', 'he_IL', 'cn_HMN'];

export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  { id: 'canopy-culture', name: 'Culture', description: 'How it feels to work here: safety, engagement and belonging.' },
  { id: 'canopy-leadership', name: 'Leadership', description: 'How managers set direction, support and develop their people.' },
  { id: 'canopy-collaboration', name: 'Collaboration', description: 'Who works with whom, and how well the work flows between people.' },
  { id: 'canopy-wellbeing', name: 'Wellbeing', description: 'Workload, energy and the conditions for sustainable work.' },
];

const question =
  (answer_type: AnswerType) =>
  (body: FiveTexts): DefaultQuestion => ({ body, answer_type });
const likert = question('one_to_five');
const reversed = question('one_to_five_reversed');
const text = question('text');
const anonymous = question('text_anonymous');

/** the ten-point scale's ends, as the respondent page words them when a question names none */
const LIKELY: DefaultQuestion['scale'] = {
  start: { en: 'Not at all likely', es: 'Nada probable', fr: 'Pas du tout probable', he: 'בכלל לא סביר', hmn: 'Tsis yuav kiag li' },
  end: { en: 'Extremely likely', es: 'Muy probable', fr: 'Très probable', he: 'סביר מאוד', hmn: 'Yuav heev' },
};
const tenPoint = (body: FiveTexts): DefaultQuestion => ({ body, answer_type: 'one_to_ten', scale: LIKELY });

/** the outside survey the linked-survey example opens: the same address in every language (a link is not translated) */
export const LINKED_SURVEY_URL = 'https://openpsychometrics.org/tests/IPIP-BFFM/';
const everywhere = (value: string): FiveTexts => ({ en: value, es: value, fr: value, he: value, hmn: value });

export const DEFAULT_ASSESSMENTS: readonly DefaultAssessment[] = [
  {
    id: 'canopy-psychological-safety',
    code: 'CNP-PSAF',
    category_id: 'canopy-culture',
    collection: 'canopy',
    type: 'survey',
    name: {
      en: 'Psychological Safety',
      es: 'Seguridad psicológica',
      fr: 'Sécurité psychologique',
      he: 'ביטחון פסיכולוגי',
      hmn: 'Kev Xav Tias Muaj Kev Nyab Xeeb',
    },
    description: {
      en: 'Whether people feel safe to speak up, take risks and admit mistakes in their team.',
      es: 'Si las personas se sienten seguras para opinar, asumir riesgos y admitir errores en su equipo.',
      fr: 'Si les personnes se sentent en sécurité pour s’exprimer, prendre des risques et reconnaître leurs erreurs dans leur équipe.',
      he: 'האם אנשים מרגישים בטוחים להשמיע את קולם, לקחת סיכונים ולהודות בטעויות בצוות שלהם.',
      hmn: 'Seb cov neeg puas xav tias muaj kev nyab xeeb los hais lawv lub tswv yim, sim tej yam tshiab thiab lees txim thaum ua yuam kev hauv lawv pab neeg.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert({
        en: 'I can bring up problems and tough issues in my team.',
        es: 'Puedo plantear problemas y temas difíciles en mi equipo.',
        fr: 'Je peux soulever des problèmes et des sujets difficiles dans mon équipe.',
        he: 'אני יכול/ה להעלות בעיות ונושאים קשים בצוות שלי.',
        hmn: 'Kuv muaj peev xwm hais txog tej teeb meem thiab tej yam nyuaj hauv kuv pab neeg.',
      }),
      reversed({
        en: 'If I make a mistake in my team, it is often held against me.',
        es: 'Si cometo un error en mi equipo, a menudo se me echa en cara.',
        fr: 'Si je fais une erreur dans mon équipe, on me la reproche souvent.',
        he: 'אם אני טועה בצוות שלי, לעיתים קרובות זוקפים את זה לחובתי.',
        hmn: 'Yog kuv ua yuam kev hauv kuv pab neeg, feem ntau lawv yuav muab los liam kuv.',
      }),
      likert({
        en: 'It is safe to take a risk in my team.',
        es: 'Es seguro asumir un riesgo en mi equipo.',
        fr: 'On peut prendre un risque sans danger dans mon équipe.',
        he: 'בטוח לקחת סיכון בצוות שלי.',
        hmn: 'Hauv kuv pab neeg, kuv sim ua tej yam tshiab tau yam tsis muaj kev txhawj.',
      }),
      reversed({
        en: 'It is difficult to ask other members of my team for help.',
        es: 'Es difícil pedir ayuda a otros miembros de mi equipo.',
        fr: 'Il est difficile de demander de l’aide aux autres membres de mon équipe.',
        he: 'קשה לבקש עזרה מחברים אחרים בצוות שלי.',
        hmn: 'Nws nyuaj rau kuv thov kev pab ntawm lwm tus hauv kuv pab neeg.',
      }),
      likert({
        en: 'People in my team value my skills and talents.',
        es: 'Las personas de mi equipo valoran mis habilidades y talentos.',
        fr: 'Les personnes de mon équipe apprécient mes compétences et mes talents.',
        he: 'האנשים בצוות שלי מעריכים את הכישורים והכישרונות שלי.',
        hmn: 'Cov neeg hauv kuv pab neeg saib taus kuv tej kev txawj thiab peev xwm.',
      }),
      likert({
        en: 'I can disagree with my manager without fear of consequences.',
        es: 'Puedo discrepar de mi responsable sin miedo a las consecuencias.',
        fr: 'Je peux être en désaccord avec mon responsable sans craindre les conséquences.',
        he: 'אני יכול/ה לא להסכים עם המנהל/ת שלי בלי לחשוש מההשלכות.',
        hmn: 'Kuv tsis pom zoo nrog kuv tus thawj saib xyuas tau yam tsis ntshai tias yuav raug txim.',
      }),
    ],
    unreviewed_languages: NOT_REVIEWED,
  },
  {
    id: 'canopy-engagement',
    code: 'CNP-ENGM',
    category_id: 'canopy-culture',
    collection: 'canopy',
    type: 'survey',
    name: { en: 'Engagement', es: 'Compromiso', fr: 'Engagement', he: 'מעורבות', hmn: 'Kev Koom Siab' },
    description: {
      en: 'Pride, motivation and the intention to stay: the core of employee engagement.',
      es: 'Orgullo, motivación e intención de permanecer: el núcleo del compromiso de las personas.',
      fr: 'La fierté, la motivation et l’intention de rester : le cœur de l’engagement des collaborateurs.',
      he: 'גאווה, מוטיבציה והכוונה להישאר: הלב של מעורבות העובדים.',
      hmn: 'Kev txaus siab, lub siab xav ua haujlwm thiab kev xav nyob ntev: lub hauv paus ntawm kev koom siab ntawm cov neeg ua haujlwm.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert({
        en: 'I am proud to work for this organisation.',
        es: 'Me siento orgulloso/a de trabajar en esta organización.',
        fr: 'Je suis fier/fière de travailler pour cette organisation.',
        he: 'אני גאה לעבוד בארגון הזה.',
        hmn: 'Kuv txaus siab uas kuv ua haujlwm rau lub koom haum no.',
      }),
      likert({
        en: 'My work gives me a feeling of personal accomplishment.',
        es: 'Mi trabajo me da una sensación de logro personal.',
        fr: 'Mon travail me donne un sentiment d’accomplissement personnel.',
        he: 'העבודה שלי נותנת לי תחושה של הישג אישי.',
        hmn: 'Kuv txoj haujlwm ua rau kuv xav tias kuv tau ua tiav tej yam tseem ceeb.',
      }),
      likert({
        en: 'I rarely think about looking for a job at another organisation.',
        es: 'Rara vez pienso en buscar trabajo en otra organización.',
        fr: 'Je pense rarement à chercher un emploi dans une autre organisation.',
        he: 'רק לעיתים רחוקות אני חושב/ת על חיפוש עבודה בארגון אחר.',
        hmn: 'Kuv tsis tshua xav nrhiav haujlwm ntawm lwm lub koom haum.',
      }),
      likert({
        en: 'This organisation motivates me to go beyond what is expected.',
        es: 'Esta organización me motiva a ir más allá de lo que se espera.',
        fr: 'Cette organisation me motive à aller au-delà de ce qui est attendu.',
        he: 'הארגון הזה מניע אותי לעשות יותר ממה שמצופה ממני.',
        hmn: 'Lub koom haum no txhawb kuv kom ua ntau dua li qhov lawv xav tau.',
      }),
      likert({
        en: 'I see myself still working here in two years.',
        es: 'Me veo trabajando aquí dentro de dos años.',
        fr: 'Je me vois encore travailler ici dans deux ans.',
        he: 'אני רואה את עצמי עדיין עובד/ת כאן בעוד שנתיים.',
        hmn: 'Kuv pom tias ob xyoos tom ntej kuv tseem yuav ua haujlwm ntawm no.',
      }),
    ],
    unreviewed_languages: NOT_REVIEWED,
  },
  {
    id: 'canopy-inclusion',
    code: 'CNP-INCL',
    category_id: 'canopy-culture',
    collection: 'canopy',
    type: 'survey',
    name: {
      en: 'Inclusion and Belonging',
      es: 'Inclusión y pertenencia',
      fr: 'Inclusion et appartenance',
      he: 'הכללה ושייכות',
      hmn: 'Kev Suav Nrog thiab Kev Yog Ib Feem',
    },
    description: {
      en: 'Whether everyone is treated fairly, heard and able to be themselves at work.',
      es: 'Si todas las personas reciben un trato justo, son escuchadas y pueden ser ellas mismas en el trabajo.',
      fr: 'Si chacun est traité équitablement, écouté et peut être soi-même au travail.',
      he: 'האם כל אחד ואחת זוכים ליחס הוגן, נשמעים ויכולים להיות הם עצמם בעבודה.',
      hmn: 'Seb txhua tus puas raug saib ncaj ncees, raug mloog thiab ua tau lawv tus kheej thaum ua haujlwm.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert({
        en: 'I feel I belong in this organisation.',
        es: 'Siento que pertenezco a esta organización.',
        fr: 'J’ai le sentiment d’avoir ma place dans cette organisation.',
        he: 'אני מרגיש/ה שייכות לארגון הזה.',
        hmn: 'Kuv xav tias kuv yog ib feem ntawm lub koom haum no.',
      }),
      likert({
        en: 'I can be myself at work.',
        es: 'Puedo ser yo mismo/a en el trabajo.',
        fr: 'Je peux être moi-même au travail.',
        he: 'אני יכול/ה להיות אני עצמי בעבודה.',
        hmn: 'Kuv ua tau kuv tus kheej thaum ua haujlwm.',
      }),
      likert({
        en: 'People here are treated fairly regardless of their background.',
        es: 'Aquí se trata a las personas con justicia, sea cual sea su origen.',
        fr: 'Ici, les personnes sont traitées équitablement, quelle que soit leur origine.',
        he: 'כאן מתייחסים לאנשים בהגינות, בלי קשר לרקע שלהם.',
        hmn: 'Ntawm no, txhua tus raug saib ncaj ncees txawm lawv yog leej twg los xij.',
      }),
      likert({
        en: 'My ideas are heard, even when they differ from the majority.',
        es: 'Mis ideas se escuchan, incluso cuando difieren de las de la mayoría.',
        fr: 'Mes idées sont écoutées, même lorsqu’elles diffèrent de celles de la majorité.',
        he: 'מקשיבים לרעיונות שלי, גם כשהם שונים מאלה של הרוב.',
        hmn: 'Luag mloog kuv tej tswv yim, txawm yog lawv txawv ntawm feem coob los xij.',
      }),
      reversed({
        en: 'I have felt left out of decisions that affect my work.',
        es: 'Me he sentido excluido/a de decisiones que afectan a mi trabajo.',
        fr: 'Je me suis senti(e) tenu(e) à l’écart de décisions qui concernent mon travail.',
        he: 'הרגשתי מודר/ת מהחלטות שמשפיעות על העבודה שלי.',
        hmn: 'Kuv tau xav tias luag tsis suav kuv nrog thaum txiav txim siab txog tej yam cuam tshuam rau kuv txoj haujlwm.',
      }),
    ],
    unreviewed_languages: NOT_REVIEWED,
  },
  {
    id: 'canopy-manager-effectiveness',
    code: 'CNP-MGRE',
    category_id: 'canopy-leadership',
    collection: 'canopy',
    type: 'survey',
    name: {
      en: 'Manager Effectiveness',
      es: 'Eficacia del responsable',
      fr: 'Efficacité du responsable',
      he: 'אפקטיביות המנהל/ת',
      hmn: 'Kev Ua Tau Zoo ntawm Tus Thawj Saib Xyuas',
    },
    description: {
      en: 'How people experience their direct manager: clarity, feedback, support and growth.',
      es: 'Cómo viven las personas a su responsable directo: claridad, feedback, apoyo y desarrollo.',
      fr: 'Comment les personnes vivent leur responsable direct : clarté, retours, soutien et développement.',
      he: 'איך אנשים חווים את המנהל/ת הישיר/ה שלהם: בהירות, משוב, תמיכה וצמיחה.',
      hmn: 'Cov neeg pom lawv tus thawj saib xyuas li cas: kev qhia meej, kev tawm tswv yim, kev txhawb nqa thiab kev loj hlob.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert({
        en: 'My manager makes clear what is expected of me.',
        es: 'Mi responsable deja claro lo que se espera de mí.',
        fr: 'Mon responsable indique clairement ce qui est attendu de moi.',
        he: 'המנהל/ת שלי מבהיר/ה מה מצופה ממני.',
        hmn: 'Kuv tus thawj saib xyuas qhia meej tias nws xav kom kuv ua dab tsi.',
      }),
      likert({
        en: 'My manager gives me useful feedback on my work.',
        es: 'Mi responsable me da feedback útil sobre mi trabajo.',
        fr: 'Mon responsable me fait des retours utiles sur mon travail.',
        he: 'המנהל/ת שלי נותן/ת לי משוב מועיל על העבודה שלי.',
        hmn: 'Kuv tus thawj saib xyuas qhia kuv tej lus pab tau txog kuv txoj haujlwm.',
      }),
      likert({
        en: 'My manager cares about my wellbeing.',
        es: 'A mi responsable le importa mi bienestar.',
        fr: 'Mon responsable se soucie de mon bien-être.',
        he: 'למנהל/ת שלי אכפת מהרווחה שלי.',
        hmn: 'Kuv tus thawj saib xyuas mob siab txog kuv txoj kev noj qab nyob zoo.',
      }),
      likert({
        en: 'My manager supports my development and career.',
        es: 'Mi responsable apoya mi desarrollo y mi carrera.',
        fr: 'Mon responsable soutient mon développement et ma carrière.',
        he: 'המנהל/ת שלי תומך/ת בהתפתחות ובקריירה שלי.',
        hmn: 'Kuv tus thawj saib xyuas txhawb nqa kuv txoj kev kawm txuj ci thiab kuv txoj haujlwm yav tom ntej.',
      }),
      likert({
        en: 'My manager keeps the team informed about decisions that affect us.',
        es: 'Mi responsable mantiene al equipo informado de las decisiones que nos afectan.',
        fr: 'Mon responsable tient l’équipe informée des décisions qui nous concernent.',
        he: 'המנהל/ת שלי מעדכן/ת את הצוות בהחלטות שמשפיעות עלינו.',
        hmn: 'Kuv tus thawj saib xyuas qhia rau pab neeg paub txog tej kev txiav txim siab uas cuam tshuam rau peb.',
      }),
      text({
        en: 'What is one thing your manager could do differently?',
        es: '¿Qué es algo que tu responsable podría hacer de otra manera?',
        fr: 'Quelle est une chose que votre responsable pourrait faire autrement ?',
        he: 'מהו דבר אחד שהמנהל/ת שלך יכול/ה לעשות אחרת?',
        hmn: 'Muaj ib yam dab tsi uas koj tus thawj saib xyuas yuav ua tau txawv?',
      }),
    ],
    unreviewed_languages: NOT_REVIEWED,
  },
  {
    id: 'canopy-collaboration-network',
    code: 'CNP-CNET',
    category_id: 'canopy-collaboration',
    collection: 'canopy',
    type: 'survey',
    name: {
      en: 'Collaboration Network',
      es: 'Red de colaboración',
      fr: 'Réseau de collaboration',
      he: 'רשת שיתופי פעולה',
      hmn: 'Daim Duab Kev Koom Tes',
    },
    description: {
      en: 'Maps who people work with, who they turn to for guidance and whom they trust, to draw the collaboration network.',
      es: 'Muestra con quién trabaja cada persona, a quién acude en busca de orientación y en quién confía, para dibujar la red de colaboración.',
      fr: 'Montre avec qui chacun travaille, vers qui il se tourne pour être guidé et à qui il fait confiance, pour dessiner le réseau de collaboration.',
      he: 'ממפה עם מי אנשים עובדים, למי הם פונים להכוונה ובמי הם בוטחים, כדי לשרטט את רשת שיתופי הפעולה.',
      hmn: 'Qhia tias txhua tus ua haujlwm nrog leej twg, nrhiav kev qhia ntawm leej twg thiab ntseeg leej twg, los kos lub network kev koom tes.',
    },
    answer_type: 'select_collaborations',
    questions: [
      question('select_collaborations')({
        en: 'Who do you work with most to get your job done?',
        es: '¿Con quién trabajas más para sacar adelante tu trabajo?',
        fr: 'Avec qui travaillez-vous le plus pour mener à bien votre travail ?',
        he: 'עם מי את/ה עובד/ת הכי הרבה כדי לבצע את העבודה שלך?',
        hmn: 'Koj ua haujlwm nrog leej twg ntau tshaj plaws kom koj txoj haujlwm tiav?',
      }),
      question('select_manager_collaborations')({
        en: 'Who do you turn to for guidance and decisions?',
        es: '¿A quién acudes en busca de orientación y decisiones?',
        fr: 'Vers qui vous tournez-vous pour être guidé(e) et pour les décisions ?',
        he: 'למי את/ה פונה להכוונה ולהחלטות?',
        hmn: 'Koj nrhiav leej twg thaum koj xav tau kev qhia thiab kev txiav txim siab?',
      }),
      question('select_friendly_collaborations')({
        en: 'Who at work would you go to for support on a difficult day?',
        es: '¿A quién del trabajo acudirías en busca de apoyo en un día difícil?',
        fr: 'Au travail, vers qui iriez-vous chercher du soutien lors d’une journée difficile ?',
        he: 'למי בעבודה היית פונה לתמיכה ביום קשה?',
        hmn: 'Thaum koj muaj ib hnub nyuaj, koj yuav mus nrhiav kev txhawb nqa ntawm leej twg ntawm koj qhov chaw ua haujlwm?',
      }),
    ],
    unreviewed_languages: NOT_REVIEWED,
  },
  {
    id: 'canopy-wellbeing-workload',
    code: 'CNP-WELL',
    category_id: 'canopy-wellbeing',
    collection: 'canopy',
    type: 'survey',
    name: {
      en: 'Wellbeing and Workload',
      es: 'Bienestar y carga de trabajo',
      fr: 'Bien-être et charge de travail',
      he: 'רווחה ועומס עבודה',
      hmn: 'Kev Noj Qab Nyob Zoo thiab Txoj Haujlwm Hnyav',
    },
    description: {
      en: 'Whether the pace of work is sustainable and people have the energy to do it well.',
      es: 'Si el ritmo de trabajo es sostenible y las personas tienen energía para hacerlo bien.',
      fr: 'Si le rythme de travail est tenable et si les personnes ont l’énergie de bien le faire.',
      he: 'האם קצב העבודה בר קיימא ולאנשים יש את האנרגיה לעשות אותה היטב.',
      hmn: 'Seb txoj kev ua haujlwm puas mus tau ntev thiab cov neeg puas muaj zog los ua kom zoo.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert({
        en: 'My workload is manageable.',
        es: 'Mi carga de trabajo es asumible.',
        fr: 'Ma charge de travail est gérable.',
        he: 'עומס העבודה שלי סביר ואפשר לעמוד בו.',
        hmn: 'Kuv ua tau kuv cov haujlwm tiav.',
      }),
      reversed({
        en: 'I often feel exhausted at the end of the workday.',
        es: 'A menudo me siento agotado/a al final de la jornada.',
        fr: 'Je me sens souvent épuisé(e) à la fin de la journée de travail.',
        he: 'לעיתים קרובות אני מרגיש/ה מותש/ת בסוף יום העבודה.',
        hmn: 'Feem ntau kuv nkees heev thaum xaus hnub ua haujlwm.',
      }),
      likert({
        en: 'I can switch off from work outside working hours.',
        es: 'Puedo desconectar del trabajo fuera del horario laboral.',
        fr: 'Je peux décrocher du travail en dehors des heures de travail.',
        he: 'אני יכול/ה להתנתק מהעבודה מחוץ לשעות העבודה.',
        hmn: 'Kuv tso tau kuv txoj haujlwm tseg sab nraum teev ua haujlwm.',
      }),
      likert({
        en: 'I have the resources I need to do my job well.',
        es: 'Tengo los recursos que necesito para hacer bien mi trabajo.',
        fr: 'J’ai les ressources dont j’ai besoin pour bien faire mon travail.',
        he: 'יש לי את המשאבים שאני צריך/ה כדי לעשות את העבודה שלי היטב.',
        hmn: 'Kuv muaj tej khoom thiab kev pab uas kuv xav tau los ua kuv txoj haujlwm kom zoo.',
      }),
      likert({
        en: 'I feel comfortable taking time off when I need it.',
        es: 'Me siento cómodo/a tomándome tiempo libre cuando lo necesito.',
        fr: 'Je me sens à l’aise pour prendre des congés quand j’en ai besoin.',
        he: 'נוח לי לקחת חופש כשאני צריך/ה.',
        hmn: 'Kuv tsis txhawj thaum kuv so haujlwm thaum kuv xav tau.',
      }),
    ],
    unreviewed_languages: NOT_REVIEWED,
  },
  {
    id: 'canopy-enps',
    code: 'CNP-ENPS',
    category_id: 'canopy-culture',
    collection: 'canopy',
    type: 'survey',
    name: {
      en: 'Employee Net Promoter Score',
      es: 'eNPS: índice de recomendación',
      fr: 'eNPS : indice de recommandation',
      he: 'eNPS: מדד ההמלצה של העובדים',
      hmn: 'eNPS: Qhov Ntsuas Kev Pom Zoo ntawm Cov Neeg Ua Haujlwm',
    },
    description: {
      en: 'How likely people are to recommend the organisation and its leadership, with the reasons in their own words.',
      es: 'Con qué probabilidad las personas recomendarían la organización y su dirección, con sus motivos en sus propias palabras.',
      fr: 'Avec quelle probabilité les personnes recommanderaient l’organisation et sa direction, avec leurs raisons dans leurs propres mots.',
      he: 'עד כמה סביר שאנשים ימליצו על הארגון ועל ההנהלה שלו, עם הסיבות במילים שלהם.',
      hmn: 'Seb cov neeg yuav qhia rau lwm tus tias lub koom haum thiab nws cov thawj coj zoo npaum li cas, nrog rau lawv tej laj thawj hauv lawv tus kheej cov lus.',
    },
    answer_type: 'one_to_ten',
    questions: [
      tenPoint({
        en: 'How likely are you to recommend this organisation as a place to work?',
        es: '¿Con qué probabilidad recomendarías esta organización como lugar de trabajo?',
        fr: 'Quelle est la probabilité que vous recommandiez cette organisation comme lieu de travail ?',
        he: 'עד כמה סביר שתמליץ/י על הארגון הזה כמקום עבודה?',
        hmn: 'Koj yuav qhia rau lwm tus tias lub koom haum no yog qhov chaw zoo ua haujlwm npaum li cas?',
      }),
      tenPoint({
        en: 'How likely are you to recommend your team to a friend looking for a job?',
        es: '¿Con qué probabilidad recomendarías tu equipo a alguien que busca trabajo?',
        fr: 'Quelle est la probabilité que vous recommandiez votre équipe à un ami qui cherche un emploi ?',
        he: 'עד כמה סביר שתמליץ/י על הצוות שלך לחבר/ה שמחפש/ת עבודה?',
        hmn: 'Koj yuav qhia koj pab neeg rau ib tug phooj ywg uas nrhiav haujlwm npaum li cas?',
      }),
      anonymous({
        en: 'What is the main reason for your score?',
        es: '¿Cuál es el motivo principal de tu puntuación?',
        fr: 'Quelle est la principale raison de votre note ?',
        he: 'מהי הסיבה העיקרית לציון שנתת?',
        hmn: 'Vim li cas koj thiaj muab qhov qhab nia no?',
      }),
    ],
    unreviewed_languages: NOT_REVIEWED,
  },
  {
    // asked in the cycle after a focus area was agreed, reported per focus area's population (ADR 0155)
    id: ACTION_FEEDBACK.assessment_id,
    code: 'CNP-ACTF',
    category_id: 'canopy-culture',
    collection: 'canopy',
    type: 'survey',
    name: {
      en: 'Action Feedback',
      es: 'Acciones tras la encuesta',
      fr: 'Suites données à l’enquête',
      he: 'משוב על פעולות',
      hmn: 'Kev Teb Txog Tej Kev Ua',
    },
    description: {
      en: 'Whether people have seen action taken on the results of the last survey: asked in the next package, reported per focus area.',
      es: 'Si las personas han visto que se actuó sobre los resultados de la última encuesta: se pregunta en el siguiente paquete y se informa por área de enfoque.',
      fr: 'Si les personnes ont vu des actions menées à la suite des résultats de la dernière enquête : posée dans le questionnaire suivant, présentée par axe de progrès.',
      he: 'האם אנשים ראו פעולות שננקטו בעקבות תוצאות הסקר האחרון: נשאל בחבילה הבאה ומדווח לפי תחום מיקוד.',
      hmn: 'Seb cov neeg puas pom tias muaj kev ua raws li cov txiaj ntsig ntawm qhov kev soj ntsuam zaum dhau los: nug hauv pob tom ntej, qhia raws li txhua qhov chaw tsom.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert({
        en: 'I have seen action taken on the results of the last survey.',
        es: 'He visto que se han tomado medidas a partir de los resultados de la última encuesta.',
        fr: 'J’ai vu des actions menées à la suite des résultats de la dernière enquête.',
        he: 'ראיתי שננקטו פעולות בעקבות תוצאות הסקר האחרון.',
        hmn: 'Kuv tau pom tias muaj kev ua raws li cov txiaj ntsig ntawm qhov kev soj ntsuam zaum dhau los.',
      }),
    ],
    unreviewed_languages: NOT_REVIEWED,
  },
  {
    id: 'canopy-meeting-effectiveness',
    code: 'CMY-MEET',
    category_id: 'canopy-collaboration',
    collection: 'community',
    type: 'survey',
    name: {
      en: 'Meeting Effectiveness',
      es: 'Eficacia de las reuniones',
      fr: 'Efficacité des réunions',
      he: 'אפקטיביות הפגישות',
      hmn: 'Kev Sib Tham Uas Tau Txiaj Ntsig',
    },
    description: {
      en: 'Contributed by consultants in the community: whether meetings are focused, inclusive and worth the time.',
      es: 'Aportada por consultores de la comunidad: si las reuniones son concretas, inclusivas y merecen el tiempo.',
      fr: 'Proposée par des consultants de la communauté : si les réunions sont ciblées, inclusives et valent le temps passé.',
      he: 'נתרם על ידי יועצים מהקהילה: האם הפגישות ממוקדות, מכלילות ושוות את הזמן.',
      hmn: 'Cov kws pab tswv yim hauv zej zog tau muab: seb kev sib tham puas tsom rau lub hom phiaj, suav txhua tus nrog thiab tsim nyog siv sijhawm.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert({
        en: 'The meetings I attend have a clear purpose.',
        es: 'Las reuniones a las que asisto tienen un propósito claro.',
        fr: 'Les réunions auxquelles je participe ont un objectif clair.',
        he: 'לפגישות שאני משתתף/ת בהן יש מטרה ברורה.',
        hmn: 'Cov rooj sib tham uas kuv koom muaj lub hom phiaj meej.',
      }),
      likert({
        en: 'Everyone gets a chance to contribute in our meetings.',
        es: 'Todas las personas tienen ocasión de contribuir en nuestras reuniones.',
        fr: 'Chacun a l’occasion de contribuer à nos réunions.',
        he: 'כל אחד ואחת מקבלים הזדמנות לתרום בפגישות שלנו.',
        hmn: 'Txhua tus muaj caij hais lawv lub tswv yim hauv peb cov rooj sib tham.',
      }),
      reversed({
        en: 'I spend too much of my week in meetings.',
        es: 'Paso demasiado tiempo de mi semana en reuniones.',
        fr: 'Je passe trop de temps en réunion chaque semaine.',
        he: 'אני מבלה יותר מדי מהשבוע שלי בפגישות.',
        hmn: 'Kuv siv sijhawm ntau dhau hauv kuv lub lim tiam rau kev sib tham.',
      }),
      likert({
        en: 'Our meetings end with clear decisions and owners.',
        es: 'Nuestras reuniones terminan con decisiones y responsables claros.',
        fr: 'Nos réunions se terminent par des décisions et des responsables clairs.',
        he: 'הפגישות שלנו מסתיימות בהחלטות ברורות ובאחראים ברורים.',
        hmn: 'Peb cov rooj sib tham xaus nrog kev txiav txim siab meej thiab paub meej tias leej twg yog tus ua.',
      }),
    ],
    unreviewed_languages: NOT_REVIEWED,
  },
  {
    id: 'canopy-hybrid-work',
    code: 'CMY-HYBR',
    category_id: 'canopy-wellbeing',
    collection: 'community',
    type: 'survey',
    name: {
      en: 'Hybrid Work Rhythm',
      es: 'Ritmo del trabajo híbrido',
      fr: 'Rythme du travail hybride',
      he: 'קצב העבודה ההיברידית',
      hmn: 'Txoj Kev Ua Haujlwm Hauv Tsev thiab Hauv Chaw Ua Haujlwm',
    },
    description: {
      en: 'Contributed by consultants in the community: how well remote and office days work together.',
      es: 'Aportada por consultores de la comunidad: lo bien que encajan los días en remoto y en la oficina.',
      fr: 'Proposée par des consultants de la communauté : comment les jours à distance et au bureau s’articulent.',
      he: 'נתרם על ידי יועצים מהקהילה: עד כמה ימי העבודה מרחוק וימי המשרד משתלבים היטב.',
      hmn: 'Cov kws pab tswv yim hauv zej zog tau muab: cov hnub ua haujlwm deb thiab cov hnub nyob hauv chaw ua haujlwm sib haum zoo npaum li cas.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert({
        en: 'I can do my best work wherever I work from.',
        es: 'Puedo hacer mi mejor trabajo desde donde trabaje.',
        fr: 'Je peux donner le meilleur de moi-même où que je travaille.',
        he: 'אני יכול/ה לעשות את העבודה הטובה ביותר שלי מכל מקום שממנו אני עובד/ת.',
        hmn: 'Kuv ua tau kuv txoj haujlwm zoo tshaj plaws txawm kuv ua haujlwm nyob qhov twg los xij.',
      }),
      likert({
        en: 'Colleagues working remotely are as involved as those in the office.',
        es: 'Las personas que trabajan en remoto participan tanto como las de la oficina.',
        fr: 'Les collègues à distance sont aussi impliqués que ceux qui sont au bureau.',
        he: 'עמיתים שעובדים מרחוק מעורבים באותה מידה כמו אלה שבמשרד.',
        hmn: 'Cov npoj yaig uas ua haujlwm deb tau koom nrog ib yam li cov nyob hauv chaw ua haujlwm.',
      }),
      likert({
        en: 'My team agrees on when we meet in person.',
        es: 'Mi equipo se pone de acuerdo sobre cuándo nos vemos en persona.',
        fr: 'Mon équipe s’accorde sur les moments où nous nous voyons en personne.',
        he: 'הצוות שלי מסכים מתי אנחנו נפגשים פנים אל פנים.',
        hmn: 'Kuv pab neeg pom zoo ua ke tias thaum twg peb yuav ntsib tim ntsej tim muag.',
      }),
      anonymous({
        en: 'What would make hybrid work better for you?',
        es: '¿Qué mejoraría el trabajo híbrido para ti?',
        fr: 'Qu’est-ce qui améliorerait le travail hybride pour vous ?',
        he: 'מה היה משפר עבורך את העבודה ההיברידית?',
        hmn: 'Yam dab tsi yuav ua rau kev ua haujlwm hauv tsev thiab hauv chaw ua haujlwm zoo dua rau koj?',
      }),
    ],
    unreviewed_languages: NOT_REVIEWED,
  },
  {
    id: 'canopy-big-five-linked',
    code: 'CMY-BIG5',
    category_id: 'canopy-collaboration',
    collection: 'community',
    type: 'linked_survey',
    name: {
      en: 'Big Five Personality (linked survey)',
      es: 'Personalidad de los cinco grandes (encuesta enlazada)',
      fr: 'Personnalité des Big Five (questionnaire lié)',
      he: 'חמשת הגורמים הגדולים של האישיות (סקר מקושר)',
      hmn: 'Tsib Yam Cwj Pwm Loj (daim ntawv nug txuas)',
    },
    description: {
      en: 'Contributed by consultants in the community: opens the free IPIP Big Five test of Open Psychometrics, in English, in a new tab. Its answers stay on that site; Canopy records only that it was opened. Clone it and set your own link to send any outside survey.',
      es: 'Aportada por consultores de la comunidad: abre en otra pestaña el test gratuito IPIP de los cinco grandes de Open Psychometrics, en inglés. Sus respuestas quedan en ese sitio; Canopy solo registra que se abrió. Clónala y pon tu propio enlace para enviar cualquier encuesta externa.',
      fr: 'Proposée par des consultants de la communauté : ouvre dans un nouvel onglet le test gratuit IPIP des Big Five d’Open Psychometrics, en anglais. Ses réponses restent sur ce site ; Canopy enregistre seulement qu’il a été ouvert. Clonez-le et indiquez votre propre lien pour envoyer n’importe quel questionnaire externe.',
      he: 'נתרם על ידי יועצים מהקהילה: פותח בלשונית חדשה את מבחן IPIP החינמי של חמשת הגורמים הגדולים של Open Psychometrics, באנגלית. התשובות נשארות באתר ההוא; Canopy רושמת רק שהוא נפתח. שכפלו אותו והגדירו קישור משלכם כדי לשלוח כל סקר חיצוני.',
      hmn: 'Cov kws pab tswv yim hauv zej zog tau muab: qhib Open Psychometrics qhov kev xeem IPIP Tsib Yam Cwj Pwm Loj dawb, ua lus Askiv, hauv ib lub tab tshiab. Cov lus teb nyob hauv lub vev xaib ntawd xwb; Canopy tsuas sau tseg tias nws tau qhib lawm. Muab nws theej thiab teeb koj tus kheej qhov txuas los xa txhua daim ntawv nug sab nraud.',
    },
    answer_type: 'linked_survey',
    questions: [question('linked_survey')(everywhere(LINKED_SURVEY_URL))],
    unreviewed_languages: NOT_REVIEWED,
  },
];
