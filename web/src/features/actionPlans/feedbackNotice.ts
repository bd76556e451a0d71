import type { ActionFeedbackAnswer } from '@canopy/contracts/actions/api';

/** the notice after 'Ask about action taken in the next package': where the question went, or that it was there */
export const feedbackNotice = (answer: Pick<ActionFeedbackAnswer, 'added' | 'package_name'>) =>
  answer.added
    ? {
        title: 'Action feedback added',
        message: `'I have seen action taken on the results of the last survey' is now in ${answer.package_name}.`,
      }
    : { title: 'Already asked', message: `${answer.package_name} already asks about action taken.` };

/** what the page says about the packages asking the question: none yet, or their names */
export const askedInText = (packages: readonly { name: string }[] | undefined) =>
  packages && packages.length > 0 ? `Action feedback asked in ${packages.map((pkg) => pkg.name).join(', ')}` : null;
