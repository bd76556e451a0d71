import type { AnswerType, Collection, LanguageMap } from '@canopy/contracts/survey/api';

// The default library every Canopy database holds: read-only, cloneable into a team's My Library.
// Ids and codes are fixed, so the same assessment is the same everywhere (docs/decisions/0033-default-library.md).
// Every text is written in English and Spanish; the first answer type of a survey is its default.

export type DefaultCategory = { id: string; name: string; description: string };
export type DefaultQuestion = { en: string; es: string; answer_type: AnswerType };
export type DefaultAssessment = {
  id: string;
  code: string;
  category_id: string;
  collection: Collection;
  name: LanguageMap;
  description: LanguageMap;
  answer_type: AnswerType;
  questions: DefaultQuestion[];
};

export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  { id: 'canopy-culture', name: 'Culture', description: 'How it feels to work here: safety, engagement and belonging.' },
  { id: 'canopy-leadership', name: 'Leadership', description: 'How managers set direction, support and develop their people.' },
  { id: 'canopy-collaboration', name: 'Collaboration', description: 'Who works with whom, and how well the work flows between people.' },
  { id: 'canopy-wellbeing', name: 'Wellbeing', description: 'Workload, energy and the conditions for sustainable work.' },
];

const likert = (en: string, es: string): DefaultQuestion => ({ en, es, answer_type: 'one_to_five' });
const reversed = (en: string, es: string): DefaultQuestion => ({ en, es, answer_type: 'one_to_five_reversed' });

export const DEFAULT_ASSESSMENTS: readonly DefaultAssessment[] = [
  {
    id: 'canopy-psychological-safety',
    code: 'CNP-PSAF',
    category_id: 'canopy-culture',
    collection: 'canopy',
    name: { en_US: 'Psychological Safety', es_ES: 'Seguridad psicológica' },
    description: {
      en_US: 'Whether people feel safe to speak up, take risks and admit mistakes in their team.',
      es_ES: 'Si las personas se sienten seguras para opinar, asumir riesgos y admitir errores en su equipo.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert('I can bring up problems and tough issues in my team.', 'Puedo plantear problemas y temas difíciles en mi equipo.'),
      reversed(
        'If I make a mistake in my team, it is often held against me.',
        'Si cometo un error en mi equipo, a menudo se me echa en cara.',
      ),
      likert('It is safe to take a risk in my team.', 'Es seguro asumir un riesgo en mi equipo.'),
      reversed('It is difficult to ask other members of my team for help.', 'Es difícil pedir ayuda a otros miembros de mi equipo.'),
      likert('People in my team value my skills and talents.', 'Las personas de mi equipo valoran mis habilidades y talentos.'),
      likert(
        'I can disagree with my manager without fear of consequences.',
        'Puedo discrepar de mi responsable sin miedo a las consecuencias.',
      ),
    ],
  },
  {
    id: 'canopy-engagement',
    code: 'CNP-ENGM',
    category_id: 'canopy-culture',
    collection: 'canopy',
    name: { en_US: 'Engagement', es_ES: 'Compromiso' },
    description: {
      en_US: 'Pride, motivation and the intention to stay: the core of employee engagement.',
      es_ES: 'Orgullo, motivación e intención de permanecer: el núcleo del compromiso de las personas.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert('I am proud to work for this organisation.', 'Me siento orgulloso/a de trabajar en esta organización.'),
      likert('My work gives me a feeling of personal accomplishment.', 'Mi trabajo me da una sensación de logro personal.'),
      likert('I rarely think about looking for a job at another organisation.', 'Rara vez pienso en buscar trabajo en otra organización.'),
      likert(
        'This organisation motivates me to go beyond what is expected.',
        'Esta organización me motiva a ir más allá de lo que se espera.',
      ),
      likert('I see myself still working here in two years.', 'Me veo trabajando aquí dentro de dos años.'),
    ],
  },
  {
    id: 'canopy-inclusion',
    code: 'CNP-INCL',
    category_id: 'canopy-culture',
    collection: 'canopy',
    name: { en_US: 'Inclusion and Belonging', es_ES: 'Inclusión y pertenencia' },
    description: {
      en_US: 'Whether everyone is treated fairly, heard and able to be themselves at work.',
      es_ES: 'Si todas las personas reciben un trato justo, son escuchadas y pueden ser ellas mismas en el trabajo.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert('I feel I belong in this organisation.', 'Siento que pertenezco a esta organización.'),
      likert('I can be myself at work.', 'Puedo ser yo mismo/a en el trabajo.'),
      likert(
        'People here are treated fairly regardless of their background.',
        'Aquí se trata a las personas con justicia, sea cual sea su origen.',
      ),
      likert(
        'My ideas are heard, even when they differ from the majority.',
        'Mis ideas se escuchan, incluso cuando difieren de las de la mayoría.',
      ),
      reversed(
        'I have felt left out of decisions that affect my work.',
        'Me he sentido excluido/a de decisiones que afectan a mi trabajo.',
      ),
    ],
  },
  {
    id: 'canopy-manager-effectiveness',
    code: 'CNP-MGRE',
    category_id: 'canopy-leadership',
    collection: 'canopy',
    name: { en_US: 'Manager Effectiveness', es_ES: 'Eficacia del responsable' },
    description: {
      en_US: 'How people experience their direct manager: clarity, feedback, support and growth.',
      es_ES: 'Cómo viven las personas a su responsable directo: claridad, feedback, apoyo y desarrollo.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert('My manager makes clear what is expected of me.', 'Mi responsable deja claro lo que se espera de mí.'),
      likert('My manager gives me useful feedback on my work.', 'Mi responsable me da feedback útil sobre mi trabajo.'),
      likert('My manager cares about my wellbeing.', 'A mi responsable le importa mi bienestar.'),
      likert('My manager supports my development and career.', 'Mi responsable apoya mi desarrollo y mi carrera.'),
      likert(
        'My manager keeps the team informed about decisions that affect us.',
        'Mi responsable mantiene al equipo informado de las decisiones que nos afectan.',
      ),
      {
        en: 'What is one thing your manager could do differently?',
        es: '¿Qué es algo que tu responsable podría hacer de otra manera?',
        answer_type: 'text',
      },
    ],
  },
  {
    id: 'canopy-collaboration-network',
    code: 'CNP-CNET',
    category_id: 'canopy-collaboration',
    collection: 'canopy',
    name: { en_US: 'Collaboration Network', es_ES: 'Red de colaboración' },
    description: {
      en_US: 'Maps who people work with, who they turn to for guidance and whom they trust, to draw the collaboration network.',
      es_ES:
        'Muestra con quién trabaja cada persona, a quién acude en busca de orientación y en quién confía, para dibujar la red de colaboración.',
    },
    answer_type: 'select_collaborations',
    questions: [
      {
        en: 'Who do you work with most to get your job done?',
        es: '¿Con quién trabajas más para sacar adelante tu trabajo?',
        answer_type: 'select_collaborations',
      },
      {
        en: 'Who do you turn to for guidance and decisions?',
        es: '¿A quién acudes en busca de orientación y decisiones?',
        answer_type: 'select_manager_collaborations',
      },
      {
        en: 'Who at work would you go to for support on a difficult day?',
        es: '¿A quién del trabajo acudirías en busca de apoyo en un día difícil?',
        answer_type: 'select_friendly_collaborations',
      },
    ],
  },
  {
    id: 'canopy-wellbeing-workload',
    code: 'CNP-WELL',
    category_id: 'canopy-wellbeing',
    collection: 'canopy',
    name: { en_US: 'Wellbeing and Workload', es_ES: 'Bienestar y carga de trabajo' },
    description: {
      en_US: 'Whether the pace of work is sustainable and people have the energy to do it well.',
      es_ES: 'Si el ritmo de trabajo es sostenible y las personas tienen energía para hacerlo bien.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert('My workload is manageable.', 'Mi carga de trabajo es asumible.'),
      reversed('I often feel exhausted at the end of the workday.', 'A menudo me siento agotado/a al final de la jornada.'),
      likert('I can switch off from work outside working hours.', 'Puedo desconectar del trabajo fuera del horario laboral.'),
      likert('I have the resources I need to do my job well.', 'Tengo los recursos que necesito para hacer bien mi trabajo.'),
      likert('I feel comfortable taking time off when I need it.', 'Me siento cómodo/a tomándome tiempo libre cuando lo necesito.'),
    ],
  },
  {
    id: 'canopy-enps',
    code: 'CNP-ENPS',
    category_id: 'canopy-culture',
    collection: 'canopy',
    name: { en_US: 'Employee Net Promoter Score', es_ES: 'eNPS: índice de recomendación' },
    description: {
      en_US: 'How likely people are to recommend the organisation and its leadership, with the reasons in their own words.',
      es_ES: 'Con qué probabilidad las personas recomendarían la organización y su dirección, con sus motivos en sus propias palabras.',
    },
    answer_type: 'one_to_ten',
    questions: [
      {
        en: 'How likely are you to recommend this organisation as a place to work?',
        es: '¿Con qué probabilidad recomendarías esta organización como lugar de trabajo?',
        answer_type: 'one_to_ten',
      },
      {
        en: 'How likely are you to recommend your team to a friend looking for a job?',
        es: '¿Con qué probabilidad recomendarías tu equipo a alguien que busca trabajo?',
        answer_type: 'one_to_ten',
      },
      {
        en: 'What is the main reason for your score?',
        es: '¿Cuál es el motivo principal de tu puntuación?',
        answer_type: 'text_anonymous',
      },
    ],
  },
  {
    id: 'canopy-meeting-effectiveness',
    code: 'CMY-MEET',
    category_id: 'canopy-collaboration',
    collection: 'community',
    name: { en_US: 'Meeting Effectiveness', es_ES: 'Eficacia de las reuniones' },
    description: {
      en_US: 'Contributed by consultants in the community: whether meetings are focused, inclusive and worth the time.',
      es_ES: 'Aportada por consultores de la comunidad: si las reuniones son concretas, inclusivas y merecen el tiempo.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert('The meetings I attend have a clear purpose.', 'Las reuniones a las que asisto tienen un propósito claro.'),
      likert(
        'Everyone gets a chance to contribute in our meetings.',
        'Todas las personas tienen ocasión de contribuir en nuestras reuniones.',
      ),
      reversed('I spend too much of my week in meetings.', 'Paso demasiado tiempo de mi semana en reuniones.'),
      likert('Our meetings end with clear decisions and owners.', 'Nuestras reuniones terminan con decisiones y responsables claros.'),
    ],
  },
  {
    id: 'canopy-hybrid-work',
    code: 'CMY-HYBR',
    category_id: 'canopy-wellbeing',
    collection: 'community',
    name: { en_US: 'Hybrid Work Rhythm', es_ES: 'Ritmo del trabajo híbrido' },
    description: {
      en_US: 'Contributed by consultants in the community: how well remote and office days work together.',
      es_ES: 'Aportada por consultores de la comunidad: lo bien que encajan los días en remoto y en la oficina.',
    },
    answer_type: 'one_to_five',
    questions: [
      likert('I can do my best work wherever I work from.', 'Puedo hacer mi mejor trabajo desde donde trabaje.'),
      likert(
        'Colleagues working remotely are as involved as those in the office.',
        'Las personas que trabajan en remoto participan tanto como las de la oficina.',
      ),
      likert('My team agrees on when we meet in person.', 'Mi equipo se pone de acuerdo sobre cuándo nos vemos en persona.'),
      {
        en: 'What would make hybrid work better for you?',
        es: '¿Qué mejoraría el trabajo híbrido para ti?',
        answer_type: 'text_anonymous',
      },
    ],
  },
];
