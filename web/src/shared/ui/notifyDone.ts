import { notifications } from '@mantine/notifications';

/** The acknowledgement of a change the user made: one look for every page (the brand colour, a title, what changed). */
export const notifyDone = (title: string, message?: string) => notifications.show({ color: 'canopy', title, message });
