import { MessagingMessages, TestSendRequest } from '@canopy/contracts/messaging/api';
import { isEmptyHtml } from '@canopy/contracts/messaging/html';
import { EMAIL_PATTERN } from '@canopy/contracts/platform/email';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { MessageDeps } from '../message/messageDeps.ts';
import { PackageParams, packageAccess, type PackageScope } from '../message/packageAccess.ts';
import { cleanHtml, renderMail } from './render.ts';

export const TestSendInput = { params: PackageParams, body: TestSendRequest };

/**
 * The wizard's message to test addresses, as 'Test Participant'. Its HTML is not saved, so it is sanitised here,
 * once, as a save would; the package's link is read once for all the addresses.
 */
export const testSend = (deps: MessageDeps) =>
  ({
    access: packageAccess(deps),
    handle: async (input, { scope }) => {
      const { pkg } = scope;
      const addresses = [...new Set(input.body.participant_email_info.map((info) => info.email.trim()).filter((email) => email !== ''))];
      if (addresses.length === 0) throw httpError(400, MessagingMessages.testEmailsRequired);
      const { subject } = input.body.send_package_via_email;
      const html_content = cleanHtml(input.body.send_package_via_email.html_content);
      if (subject.trim() === '') throw httpError(400, MessagingMessages.subjectRequired);
      if (isEmptyHtml(html_content)) throw httpError(400, MessagingMessages.messageRequired);
      // an address that is not one refuses the whole test: nothing goes half-sent to a typo
      const invalid = addresses.filter((email) => !EMAIL_PATTERN.test(email));
      if (invalid.length > 0)
        throw httpError(400, `${MessagingMessages.noEmailsSent}: ${invalid.map((email) => `${email}: Email is invalid`).join(', ')}`);
      // the package's access rule checked the workspace; this reads its name only
      const workspace = await deps.workspaces.byId(pkg.workspace_id);
      const linkOf = await deps.links.linksOf(pkg.id, input.body.type_of_link_being_sent || 'public_link');
      const link = linkOf('test');
      const requests_errors: string[] = [];
      let sent = 0;
      for (const email of addresses) {
        const mail = renderMail(
          { subject, html_content, email_message: '', email_signature: '' },
          { first_name: 'Test', last_name: 'Participant', link, package_name: pkg.name, workspace_name: workspace?.name ?? '' },
        );
        try {
          await deps.mailer().send({ to: email, ...mail });
          sent++;
        } catch (failure) {
          requests_errors.push(`${email}: ${failure instanceof Error ? failure.message : String(failure)}`);
        }
      }
      if (sent === 0) throw httpError(400, `${MessagingMessages.noEmailsSent}: ${requests_errors.join(', ')}`);
      return { emails_sent_number: sent, requests_errors };
    },
  }) satisfies UseCase<Input<z.output<typeof PackageParams>, undefined, z.output<typeof TestSendRequest>>, PackageScope, unknown>;
