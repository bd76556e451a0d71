/**
 * Whether a message's HTML says nothing: no text once its tags are taken away (an editor's empty '<p></p>' is
 * empty). The one test of 'the message is required' for the decider, templates, the test mail and the wizard.
 */
export const isEmptyHtml = (html: string): boolean => html.replace(/<[^>]*>/g, '').trim() === '';
