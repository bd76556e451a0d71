// What a logged-in user reads at a link meant for respondents or story readers. Apart from the pages so the
// router can name them without loading the pages' code.
export const RESPONDING_LOGGED_IN = 'You should Log out to be able to see the Responding Page';
export const STORY_VIEW_LOGGED_IN = 'You should Log out to be able to see the Data Story view page';
