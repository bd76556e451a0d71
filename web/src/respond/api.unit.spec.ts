import { LinkMessages } from '@canopy/contracts/survey/links';
import { RespondentMessages } from '@canopy/contracts/survey/respondent';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api/http';
import { closedLinkOf } from './api';

describe('closed links', () => {
  it("reads the server's reason: expired, paused, unknown or removed", () => {
    expect(closedLinkOf(new ApiError(410, LinkMessages.linkExpired))).toBe('expired');
    expect(closedLinkOf(new ApiError(410, LinkMessages.linkPaused))).toBe('paused');
    expect(closedLinkOf(new ApiError(404, LinkMessages.linkNotFound))).toBe('notFound');
  });

  it("leaves a step's own errors to the step", () => {
    expect(closedLinkOf(new ApiError(404, RespondentMessages.noParticipant))).toBeNull();
    expect(closedLinkOf(new ApiError(0, 'Some Error'))).toBeNull();
    expect(closedLinkOf(new Error('boom'))).toBeNull();
  });
});
