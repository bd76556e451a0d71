import type { LanguageTag } from '@canopy/contracts/survey/api';
import { LANGUAGE_LABELS, LANGUAGE_TAGS } from '@canopy/contracts/survey/api';
import type {
  CollaboratorCandidates,
  LinkType,
  PackagePreferences,
  ParticipantByLink,
  RespondentAssessment,
} from '@canopy/contracts/survey/respondent';
import { RespondentMessages } from '@canopy/contracts/survey/respondent';
import { useEffect, useReducer, useRef, useState } from 'react';
import { ApiError, errorDetail } from '../shared/api/http';
import { closedLinkOf, fetchAssessments, fetchPreferences, identify, type LinkClosed, submitAnswers } from './api';
import { browserId } from './device/browserId';
import { fingerPrint } from './device/fingerPrint';
import type { CredentialFields } from './flow/credentials';
import {
  CREDENTIALS_STEP,
  canGoNext,
  collaboratorStage,
  currentQuestion,
  flowReducer,
  initialFlow,
  LIST_STEP,
  NAME_STEP,
  questionCounter,
} from './flow/steps';
import { type Dictionary, dictionaryOf, directionOf, htmlLangOf, localised } from './i18n/dictionary';
import { browserLanguage, detailMessage, respondentMessage } from './i18n/serverMessages';
import { AssessmentList } from './steps/AssessmentList';
import { CollaboratorSteps } from './steps/CollaboratorSteps';
import { Credentials } from './steps/Credentials';
import { NamePick } from './steps/NamePick';
import { QuestionStep } from './steps/QuestionStep';
import { ErrorScreen, LinkClosedScreen, ThankYou } from './steps/Screens';

/** the pause between a scale choice and the next question, while the card animates */
export const ANSWER_ANIMATION_MS = 300;

// Where the footer's links go: build-time settings (like VITE_BLOCKCHAIN_SURVEYS_URL in app/config.ts), the product's
// published documents. Unset, the link is not shown: a made-up address would lead a respondent nowhere. Never a path
// of this app: logged out, those lead to login.
const TERMS_URL = (import.meta.env.VITE_TERMS_URL as string | undefined) || '';
const PRIVACY_URL = (import.meta.env.VITE_PRIVACY_URL as string | undefined) || '';

type Preferences = PackagePreferences['data'];
type Identity = { token: string; participantId: string; firstName: string; lastName: string; packageId: string; linkCreatedAt: string };

const toDo = (assessments: RespondentAssessment[]) => assessments.filter((assessment) => !assessment.is_answered);

function Frame({
  language,
  languages,
  onLanguage,
  preferences,
  t,
  showWelcome,
  children,
}: {
  language: LanguageTag;
  languages: readonly LanguageTag[];
  onLanguage: (language: LanguageTag) => void;
  preferences: Preferences | null;
  t: Dictionary;
  showWelcome: boolean;
  children: React.ReactNode;
}) {
  const title = preferences ? localised(preferences.welcome_screen_title, language) : '';
  const description = preferences ? localised(preferences.welcome_screen_description, language) : '';
  const logos = [preferences?.team, preferences?.workspace].filter((owner): owner is { name: string; logo_url: string } =>
    Boolean(owner?.logo_url),
  );
  return (
    <div className="r-page" dir={directionOf(language)} lang={htmlLangOf(language)}>
      <header className="r-header">
        <div className="r-logos">
          {logos.map((owner) => (
            <img key={owner.logo_url} src={owner.logo_url} alt={owner.name} className="r-logo" />
          ))}
          {logos.length === 0 && <span className="r-brand">{preferences?.workspace.name ?? 'Canopy'}</span>}
        </div>
        {languages.length > 1 && (
          <label className="r-language">
            <span className="r-visually-hidden">{t.language}</span>
            <select className="r-input" value={language} onChange={(event) => onLanguage(event.target.value as LanguageTag)}>
              {languages.map((tag) => (
                <option key={tag} value={tag}>
                  {LANGUAGE_LABELS[tag]}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>
      <main className="r-main">
        {showWelcome && (title || description) && (
          <div className="r-welcome">
            {title && (
              <h1 className="r-welcome-title" dir="auto">
                {title}
              </h1>
            )}
            {description && (
              <p className="r-welcome-text" dir="auto">
                {description}
              </p>
            )}
          </div>
        )}
        {children}
      </main>
      {(TERMS_URL || PRIVACY_URL) && (
        <footer className="r-footer">
          {TERMS_URL && (
            <a href={TERMS_URL} target="_blank" rel="noreferrer">
              {t.terms}
            </a>
          )}
          {PRIVACY_URL && (
            <a href={PRIVACY_URL} target="_blank" rel="noreferrer">
              {t.privacy}
            </a>
          )}
        </footer>
      )}
    </div>
  );
}

/** The respondent flow of one link: preferences, name, credentials, the list, the questions, the thank-you. */
export function Respondent({ link, linkType }: { link: string; linkType: LinkType }) {
  const [preferences, setPreferences] = useState<Preferences | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [closed, setClosed] = useState<LinkClosed | null>(null);
  // the browser's language until the package's are known: a closed or mistyped link never tells them
  const [language, setLanguage] = useState<LanguageTag>(() => browserLanguage(navigator.languages ?? [navigator.language]));
  const [picked, setPicked] = useState<ParticipantByLink | null>(null);
  const [identity, setIdentity] = useState<Identity | null>(null);
  const [identifying, setIdentifying] = useState(false);
  const [identifyError, setIdentifyError] = useState<unknown>(null);
  // the names of the people chosen in the collaborator pickers, whichever page or search they were found in
  const [chosenPeople, setChosenPeople] = useState<ReadonlyMap<string, CollaboratorCandidates['participants'][number]>>(new Map());
  const [flow, dispatch] = useReducer(flowReducer<RespondentAssessment>, initialFlow<RespondentAssessment>(false));
  const t = dictionaryOf(language);

  // preferences, and for a personal link the list straight away
  useEffect(() => {
    let live = true;
    fetchPreferences(link)
      .then(async ({ data }) => {
        if (!live) return;
        setPreferences(data);
        const languages = LANGUAGE_TAGS.filter((tag) => data.languages_tags.includes(tag));
        // the browser's language when the package speaks it, else English, else the package's first
        setLanguage((current) =>
          languages.length === 0 || languages.includes(current) ? current : languages.includes('en_US') ? 'en_US' : languages[0]!,
        );
        const personal = data.personal_data;
        if (personal) {
          const { assessments } = await fetchAssessments(personal.token);
          if (!live) return;
          setIdentity({
            token: personal.token,
            participantId: personal.participant_id,
            firstName: personal.first_name,
            lastName: personal.last_name,
            packageId: data.package_id,
            linkCreatedAt: data.link_created_at,
          });
          dispatch({ type: 'identified', assessments: toDo(assessments) });
        }
      })
      .catch((failure: unknown) => {
        if (!live) return;
        const reason = closedLinkOf(failure);
        if (reason) setClosed(reason);
        else setLoadError(failure);
      });
    return () => {
      live = false;
    };
  }, [link]);

  useEffect(() => {
    const title = preferences ? localised(preferences.welcome_screen_title, language) || preferences.package_name : '';
    document.title = title ? `${title} · Canopy` : 'Canopy';
    document.documentElement.lang = htmlLangOf(language);
    document.documentElement.dir = directionOf(language);
  }, [preferences, language]);

  const stage = collaboratorStage(flow);

  // the one side effect the flow asks for: sending an assessment's answers
  const sending = useRef<object | null>(null);
  useEffect(() => {
    const submission = flow.submit;
    if (!submission || !identity || sending.current === submission) return;
    sending.current = submission;
    void (async () => {
      try {
        await submitAnswers({
          token: identity.token,
          finger_print: await fingerPrint(),
          browser_id: await browserId(),
          link,
          link_created_at: identity.linkCreatedAt,
          participant_id: identity.participantId,
          package_id: identity.packageId,
          assessment_id: submission.assessment.id,
          answers: submission.answers,
          collaboration: submission.collaboration,
          language,
        });
        dispatch({ type: 'submitted' });
      } catch (failure) {
        const reason = closedLinkOf(failure);
        if (reason && reason !== 'notFound') setClosed(reason);
        dispatch({ type: 'failed', detail: errorDetail(failure) });
      }
    })();
  }, [flow.submit, identity, link, language]);

  // the animation between a scale choice and the next question
  const advance = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (advance.current) clearTimeout(advance.current);
    },
    [],
  );
  const nextAfterAnimation = () => {
    if (advance.current) clearTimeout(advance.current);
    advance.current = setTimeout(() => dispatch({ type: 'next' }), ANSWER_ANIMATION_MS);
  };

  const onIdentify = (fields: CredentialFields) => {
    if (!picked || !preferences) return;
    setIdentifying(true);
    setIdentifyError(null);
    identify({
      link,
      link_type: linkType,
      participant_id: picked.id,
      first_name: picked.first_name,
      last_name: picked.last_name,
      ...fields,
    })
      .then((answer) => {
        if (!answer.participant) throw new ApiError(404, RespondentMessages.noParticipant);
        if (linkType === 'package_link' && !answer.package) throw new ApiError(404, RespondentMessages.noPackage);
        setIdentity({
          token: answer.token,
          participantId: answer.participant.id,
          firstName: answer.participant.first_name,
          lastName: answer.participant.last_name,
          packageId: answer.package.id,
          linkCreatedAt: answer.package.link_created_at,
        });
        dispatch({ type: 'identified', assessments: toDo(answer.package.assessments) });
      })
      .catch((failure: unknown) => {
        const reason = closedLinkOf(failure);
        if (reason && reason !== 'notFound') setClosed(reason);
        setIdentifyError(failure);
      })
      .finally(() => setIdentifying(false));
  };

  const onStart = (assessment: RespondentAssessment) => {
    if (assessment.answer_type === 'linked_survey' || assessment.type === 'linked_survey') {
      // opened in the click itself, so the browser lets the new tab open
      const url = localised(assessment.questions[0]?.body, language);
      if (/^https?:\/\//i.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
    }
    dispatch({ type: 'open', assessmentId: assessment.id });
  };

  const languages = preferences ? LANGUAGE_TAGS.filter((tag) => preferences.languages_tags.includes(tag)) : [];
  const frame = (content: React.ReactNode, showWelcome = false) => (
    <Frame language={language} languages={languages} onLanguage={setLanguage} preferences={preferences} t={t} showWelcome={showWelcome}>
      {content}
    </Frame>
  );

  if (closed) return frame(<LinkClosedScreen reason={closed} t={t} />);
  if (loadError) return frame(<ErrorScreen detail={respondentMessage(loadError, t)} t={t} />);
  if (!preferences || (preferences.personal_data && !identity)) {
    return frame(
      <p className="r-card r-muted" role="status">
        {t.loading}
      </p>,
    );
  }

  const busy = flow.submit !== null;
  const question = currentQuestion(flow);
  if (flow.step === NAME_STEP) {
    return frame(
      <NamePick
        link={link}
        linkType={linkType}
        withGroupFilter={preferences.workspace.is_active_group_classification}
        t={t}
        onPick={(person) => {
          setPicked(person);
          setIdentifyError(null);
          dispatch({ type: 'picked' });
        }}
      />,
      true,
    );
  }
  if (flow.step === CREDENTIALS_STEP && picked) {
    return frame(
      <Credentials
        person={picked}
        t={t}
        busy={identifying}
        error={identifyError ? respondentMessage(identifyError, t) : null}
        onSubmit={onIdentify}
        onChangeName={() => dispatch({ type: 'changeName' })}
      />,
      true,
    );
  }
  if (flow.done) return frame(<ThankYou t={t} remaining={flow.remaining.length} onBack={() => dispatch({ type: 'backToList' })} />);
  if (flow.step === LIST_STEP || !flow.current) {
    return frame(
      <AssessmentList
        assessments={flow.remaining}
        language={language}
        t={t}
        attributed={preferences?.is_attributed ?? false}
        noticeConfirmed={flow.noticeConfirmed}
        error={flow.error === null ? null : detailMessage(flow.error, t)}
        onConfirmNotice={() => dispatch({ type: 'confirmNotice' })}
        onStart={onStart}
      />,
      true,
    );
  }
  if (stage) {
    return frame(
      <CollaboratorSteps
        stage={stage}
        token={identity?.token ?? ''}
        chosenPeople={chosenPeople}
        collaborators={flow.collaborators}
        friendly={flow.friendly}
        t={t}
        busy={busy}
        error={flow.error === null ? null : detailMessage(flow.error, t)}
        onToggle={(person) => {
          setChosenPeople((before) => (before.has(person.id) ? before : new Map(before).set(person.id, person)));
          dispatch({
            type: stage === 'collaborators' ? 'toggleCollaborator' : stage === 'managers' ? 'toggleManager' : 'toggleFriendly',
            id: person.id,
          });
        }}
        onNext={() => dispatch({ type: 'next' })}
        onBack={() => dispatch({ type: 'back' })}
      />,
    );
  }
  const counter = questionCounter(flow);
  if (question && counter) {
    const full = flow.current.questions.find((candidate) => candidate.id === question.id)!;
    return frame(
      <QuestionStep
        key={question.id}
        question={full}
        answer={flow.answers[question.id]}
        counter={counter}
        language={language}
        t={t}
        canNext={canGoNext(flow)}
        busy={busy}
        error={flow.error === null ? null : detailMessage(flow.error, t)}
        onAnswer={(answer) => dispatch({ type: 'answer', answer })}
        onChosen={nextAfterAnimation}
        onNext={() => dispatch({ type: 'next' })}
        onBack={() => dispatch({ type: 'back' })}
      />,
    );
  }
  if (busy) {
    return frame(
      <p className="r-card r-muted" role="status">
        {flow.current.answer_type === 'linked_survey' ? t.linkedOpened : t.sending}
      </p>,
    );
  }
  // 'Some Error' on a step that does not exist
  return frame(<ErrorScreen detail={t.errGeneric} t={t} />);
}
