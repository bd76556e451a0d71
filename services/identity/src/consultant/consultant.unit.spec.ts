import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import type { ConsultantEvent } from './consultant.ts';
import { consultantDecider } from './decide.ts';

const spec = deciderSpec(consultantDecider);

const t0 = '2026-11-21T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();
const hash = (c: string) => c.repeat(64);
const names = { first_name: 'Ada', last_name: 'Lovelace' };

const registered: ConsultantEvent = {
  type: 'ConsultantRegistered',
  data: {
    consultant_id: 'c1',
    team_id: 't1',
    email: 'ada@example.com',
    ...names,
    password_hash: '$argon2id$old',
    is_platform_admin: false,
    registered_at: t0,
  },
};
const invited: ConsultantEvent = {
  type: 'ConsultantInvited',
  data: {
    consultant_id: 'c1',
    team_id: 't1',
    email: 'ada@example.com',
    ...names,
    invited_by: 'boss',
    token_hash: hash('a'),
    expires_at: at(7 * 24 * 60),
    invited_at: t0,
  },
};
const resetRequested = (tokenHash: string, minutes = 0): ConsultantEvent => ({
  type: 'ConsultantPasswordResetRequested',
  data: { consultant_id: 'c1', token_hash: tokenHash, expires_at: at(minutes + 60), requested_at: at(minutes) },
});

describe('Consultant: registration', () => {
  it('registers an active consultant with a normalised e-mail and trimmed names', () => {
    spec
      .given([])
      .when({
        type: 'RegisterConsultant',
        data: {
          consultant_id: 'c1',
          team_id: 't1',
          email: ' Ada@Example.com',
          first_name: ' Ada',
          last_name: 'Lovelace ',
          password_hash: '$argon2id$old',
          is_platform_admin: false,
          now: t0,
        },
      })
      .then([registered]);
  });

  it('registers a platform administrator', () => {
    spec
      .given([])
      .when({
        type: 'RegisterConsultant',
        data: {
          consultant_id: 'c1',
          team_id: 't1',
          email: 'ada@example.com',
          ...names,
          password_hash: 'h',
          is_platform_admin: true,
          now: t0,
        },
      })
      .then([
        {
          type: 'ConsultantRegistered',
          data: {
            consultant_id: 'c1',
            team_id: 't1',
            email: 'ada@example.com',
            ...names,
            password_hash: 'h',
            is_platform_admin: true,
            registered_at: t0,
          },
        },
      ]);
  });

  it('refuses a second registration of the same consultant (its e-mail is taken)', () => {
    spec
      .given([registered])
      .when({
        type: 'RegisterConsultant',
        data: {
          consultant_id: 'c1',
          team_id: 't1',
          email: 'ada@example.com',
          ...names,
          password_hash: 'h',
          is_platform_admin: false,
          now: t0,
        },
      })
      .thenThrows('A consultant with this e-mail already exists', 409);
  });

  it('needs both names', () => {
    spec
      .given([])
      .when({
        type: 'RegisterConsultant',
        data: {
          consultant_id: 'c1',
          team_id: 't1',
          email: 'a@b.co',
          first_name: ' ',
          last_name: 'L',
          password_hash: 'h',
          is_platform_admin: false,
          now: t0,
        },
      })
      .thenThrows('First name is required', 400);
  });

  it('takes names of at most 100 characters', () => {
    const register = (first_name: string, last_name: string) => ({
      type: 'RegisterConsultant' as const,
      data: {
        consultant_id: 'c1',
        team_id: 't1',
        email: 'a@b.co',
        first_name,
        last_name,
        password_hash: 'h',
        is_platform_admin: false,
        now: t0,
      },
    });
    spec
      .given([])
      .when(register('F'.repeat(101), 'L'))
      .thenThrows('First name should be at most 100 characters', 400);
    spec
      .given([])
      .when(register('F', ` ${'L'.repeat(101)} `))
      .thenThrows('Last name should be at most 100 characters', 400);
    spec
      .given([registered])
      .when({ type: 'UpdateProfile', data: { first_name: 'F'.repeat(101), last_name: 'L', now: at(1) } })
      .thenThrows('First name should be at most 100 characters', 400);
  });
});

describe('Consultant: invitation', () => {
  const invite = (overrides: Partial<{ team_id: string; token_hash: string; now: string }> = {}) => ({
    type: 'InviteConsultant' as const,
    data: {
      consultant_id: 'c1',
      team_id: 't1',
      email: 'ADA@example.com',
      ...names,
      invited_by: 'boss',
      token_hash: hash('a'),
      now: t0,
      ...overrides,
    },
  });

  it('invites with a link valid for 7 days', () => {
    spec.given([]).when(invite()).then([invited]);
  });

  it('sends a fresh link to someone invited to the same team who has not accepted', () => {
    spec
      .given([invited])
      .when(invite({ token_hash: hash('b'), now: at(10) }))
      .then([
        {
          type: 'ConsultantInvitationReissued',
          data: { consultant_id: 'c1', invited_by: 'boss', token_hash: hash('b'), expires_at: at(10 + 7 * 24 * 60), reissued_at: at(10) },
        },
      ]);
  });

  it('refuses to invite an e-mail that already has an account, or is invited by another team', () => {
    spec.given([registered]).when(invite()).thenThrows('A consultant with this e-mail already exists', 409);
    spec
      .given([invited])
      .when(invite({ team_id: 't2' }))
      .thenThrows('A consultant with this e-mail already exists', 409);
  });

  it('accepts the invitation: the password is set and the consultant is active', () => {
    spec
      .given([invited])
      .when({ type: 'SetPassword', data: { token_hash: hash('a'), password_hash: 'h1', now: at(60) } })
      .then([
        {
          type: 'ConsultantInvitationAccepted',
          data: { consultant_id: 'c1', token_hash: hash('a'), password_hash: 'h1', accepted_at: at(60) },
        },
      ]);
  });

  it('uses an invitation link once', () => {
    const accepted: ConsultantEvent = {
      type: 'ConsultantInvitationAccepted',
      data: { consultant_id: 'c1', token_hash: hash('a'), password_hash: 'h1', accepted_at: at(1) },
    };
    spec
      .given([invited, accepted])
      .when({ type: 'SetPassword', data: { token_hash: hash('a'), password_hash: 'h2', now: at(2) } })
      .thenThrows('This link is invalid or has expired. Ask for a new one.', 400);
  });

  it('refuses an expired, a superseded or an unknown invitation link', () => {
    spec
      .given([invited])
      .when({ type: 'SetPassword', data: { token_hash: hash('a'), password_hash: 'h', now: at(7 * 24 * 60) } })
      .thenThrows('This link is invalid or has expired. Ask for a new one.', 400);
    const reissued: ConsultantEvent = {
      type: 'ConsultantInvitationReissued',
      data: { consultant_id: 'c1', invited_by: 'boss', token_hash: hash('b'), expires_at: at(100), reissued_at: at(1) },
    };
    spec
      .given([invited, reissued])
      .when({ type: 'SetPassword', data: { token_hash: hash('a'), password_hash: 'h', now: at(2) } })
      .thenThrows('This link is invalid or has expired. Ask for a new one.', 400);
    spec
      .given([])
      .when({ type: 'SetPassword', data: { token_hash: hash('a'), password_hash: 'h', now: t0 } })
      .thenThrows('This link is invalid or has expired. Ask for a new one.', 400);
  });
});

describe('Consultant: passwords', () => {
  it('changes the password when the old one was verified against the current hash', () => {
    spec
      .given([registered])
      .when({ type: 'ChangePassword', data: { password_hash: 'new', verified_hash: '$argon2id$old', now: at(1) } })
      .then([{ type: 'ConsultantPasswordChanged', data: { consultant_id: 'c1', password_hash: 'new', changed_at: at(1) } }]);
  });

  it('refuses a change whose old password was wrong or checked against a stale hash', () => {
    spec
      .given([registered])
      .when({ type: 'ChangePassword', data: { password_hash: 'new', verified_hash: null, now: at(1) } })
      .thenThrows('Old password is incorrect', 400);
    const changed: ConsultantEvent = {
      type: 'ConsultantPasswordChanged',
      data: { consultant_id: 'c1', password_hash: 'newer', changed_at: at(1) },
    };
    spec
      .given([registered, changed])
      .when({ type: 'ChangePassword', data: { password_hash: 'new', verified_hash: '$argon2id$old', now: at(2) } })
      .thenThrows('Old password is incorrect', 400);
  });

  it('resets the password with the latest link within the hour, once', () => {
    spec
      .given([registered, resetRequested(hash('r'))])
      .when({ type: 'CompletePasswordReset', data: { token_hash: hash('r'), password_hash: 'new', now: at(59) } })
      .then([
        {
          type: 'ConsultantPasswordResetCompleted',
          data: { consultant_id: 'c1', token_hash: hash('r'), password_hash: 'new', completed_at: at(59) },
        },
      ]);
    const completed: ConsultantEvent = {
      type: 'ConsultantPasswordResetCompleted',
      data: { consultant_id: 'c1', token_hash: hash('r'), password_hash: 'new', completed_at: at(1) },
    };
    spec
      .given([registered, resetRequested(hash('r')), completed])
      .when({ type: 'CompletePasswordReset', data: { token_hash: hash('r'), password_hash: 'x', now: at(2) } })
      .thenThrows('This link is invalid or has expired. Ask for a new one.', 400);
  });

  it('refuses a reset link after an hour, or one superseded by a newer request', () => {
    spec
      .given([registered, resetRequested(hash('r'))])
      .when({ type: 'CompletePasswordReset', data: { token_hash: hash('r'), password_hash: 'x', now: at(60) } })
      .thenThrows('This link is invalid or has expired. Ask for a new one.', 400);
    spec
      .given([registered, resetRequested(hash('r')), resetRequested(hash('s'), 5)])
      .when({ type: 'CompletePasswordReset', data: { token_hash: hash('r'), password_hash: 'x', now: at(6) } })
      .thenThrows('This link is invalid or has expired. Ask for a new one.', 400);
  });

  it('does not take an invitation token as a reset token, nor the other way round', () => {
    spec
      .given([invited])
      .when({ type: 'CompletePasswordReset', data: { token_hash: hash('a'), password_hash: 'x', now: at(1) } })
      .thenThrows('This link is invalid or has expired. Ask for a new one.', 400);
    spec
      .given([invited, resetRequested(hash('r'))])
      .when({ type: 'SetPassword', data: { token_hash: hash('r'), password_hash: 'x', now: at(1) } })
      .thenThrows('This link is invalid or has expired. Ask for a new one.', 400);
  });

  it('requests a reset link valid for one hour; none for an unknown consultant', () => {
    spec
      .given([registered])
      .when({ type: 'RequestPasswordReset', data: { token_hash: hash('r'), now: t0 } })
      .then([resetRequested(hash('r'))]);
    spec
      .given([])
      .when({ type: 'RequestPasswordReset', data: { token_hash: hash('r'), now: t0 } })
      .thenThrows('Consultant not found', 404);
  });

  it('activates an invited consultant who resets instead (the mailed link proves the address) and spends the invitation', () => {
    const completed: ConsultantEvent = {
      type: 'ConsultantPasswordResetCompleted',
      data: { consultant_id: 'c1', token_hash: hash('r'), password_hash: 'new', completed_at: at(1) },
    };
    spec
      .given([invited, resetRequested(hash('r')), completed])
      .when({ type: 'SetPassword', data: { token_hash: hash('a'), password_hash: 'x', now: at(2) } })
      .thenThrows('This link is invalid or has expired. Ask for a new one.', 400);
    spec
      .given([invited, resetRequested(hash('r')), completed])
      .when({ type: 'ChangePassword', data: { password_hash: 'newer', verified_hash: 'new', now: at(3) } })
      .then([{ type: 'ConsultantPasswordChanged', data: { consultant_id: 'c1', password_hash: 'newer', changed_at: at(3) } }]);
  });
});

describe('Consultant: profile', () => {
  it('updates names and picture', () => {
    spec
      .given([registered])
      .when({ type: 'UpdateProfile', data: { first_name: 'Augusta Ada', last_name: 'King', picture: { image_id: 'img-1' }, now: at(1) } })
      .then([
        {
          type: 'ConsultantProfileUpdated',
          data: { consultant_id: 'c1', first_name: 'Augusta Ada', last_name: 'King', updated_at: at(1) },
        },
        { type: 'ConsultantPictureChanged', data: { consultant_id: 'c1', picture_image_id: 'img-1', changed_at: at(1) } },
      ]);
  });

  it('records nothing that did not change', () => {
    spec
      .given([registered])
      .when({ type: 'UpdateProfile', data: { ...names, now: at(1) } })
      .then([]);
    spec
      .given([registered])
      .when({ type: 'UpdateProfile', data: { ...names, picture: { image_id: null }, now: at(1) } })
      .then([]);
  });

  it('removes the picture', () => {
    const pictured: ConsultantEvent = {
      type: 'ConsultantPictureChanged',
      data: { consultant_id: 'c1', picture_image_id: 'img-1', changed_at: t0 },
    };
    spec
      .given([registered, pictured])
      .when({ type: 'UpdateProfile', data: { ...names, picture: { image_id: null }, now: at(1) } })
      .then([{ type: 'ConsultantPictureChanged', data: { consultant_id: 'c1', picture_image_id: null, changed_at: at(1) } }]);
  });

  it('needs both names, and an existing consultant', () => {
    spec
      .given([registered])
      .when({ type: 'UpdateProfile', data: { first_name: 'Ada', last_name: ' ', now: at(1) } })
      .thenThrows('Last name is required', 400);
    spec
      .given([])
      .when({ type: 'UpdateProfile', data: { ...names, now: at(1) } })
      .thenThrows('Consultant not found', 404);
  });
});

describe('Consultant: a password set by a platform administrator', () => {
  const setByAdmin = {
    type: 'SetPasswordAsAdministrator',
    data: { password_hash: '$argon2id$new', administrator_id: 'admin-1', now: at(5) },
  } as const;
  const set: ConsultantEvent = {
    type: 'ConsultantPasswordSetByAdministrator',
    data: { consultant_id: 'c1', password_hash: '$argon2id$new', set_by: 'admin-1', set_at: at(5) },
  };

  it('records the new hash and who set it', () => {
    spec.given([registered]).when(setByAdmin).then([set]);
  });

  it('makes an invited consultant active: the invitation link stops working', () => {
    spec
      .given([invited, set])
      .when({ type: 'SetPassword', data: { token_hash: hash('a'), password_hash: '$argon2id$x', now: at(6) } })
      .thenThrows('This link is invalid or has expired. Ask for a new one.', 400);
  });

  it('needs an existing consultant', () => {
    spec.given([]).when(setByAdmin).thenThrows('Consultant not found', 404);
  });
});
