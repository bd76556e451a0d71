import { notifications } from '@mantine/notifications';

/** errors stay 10 s so they can be read; successes the usual few seconds */
export const ERROR_NOTICE_MS = 10_000;
const SUCCESS_NOTICE_MS = 4_000;

/**
 * The acknowledgement of a change the consultant made ('Package was deleted'), in the green of the app; `message`
 * names what changed when the title alone does not.
 */
export const notifySuccess = (title: string, message = '') =>
  notifications.show({ color: 'canopy', title, message, autoClose: SUCCESS_NOTICE_MS });

/** A refusal or failure, in the server's words. */
export const notifyError = (message: string) => notifications.show({ color: 'red', title: 'Error', message, autoClose: ERROR_NOTICE_MS });

/** Nothing changed, and why ('This assessment is already in the package'), in a neutral colour. */
export const notifyInfo = (title: string, message: string) => notifications.show({ color: 'bark', title, message });
