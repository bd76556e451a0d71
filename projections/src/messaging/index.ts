import { messagesProjection } from './messages/project.ts';
import { templatesProjection } from './templates/project.ts';

export { messagesProjection, templatesProjection };

/** the read models of the messaging context */
export const messagingProjections = [messagesProjection, templatesProjection] as const;
