import { MessageSuccess } from '@canopy/contracts';
import { notifications } from '@mantine/notifications';

/** errors stay 10 s, successes the usual few seconds */
export const ERROR_BANNER_MS = 10_000;

export const showSuccess = (message: string) => notifications.show({ color: 'canopy', title: message, message: '', autoClose: 4000 });
export const showError = (message: string) => notifications.show({ color: 'red', title: 'Error', message, autoClose: ERROR_BANNER_MS });

export { MessageSuccess };
