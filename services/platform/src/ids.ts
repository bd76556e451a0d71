import { v7 } from 'uuid';

/**
 * A new id for something minted in bulk (participants, groups, events): a UUID of RFC 9562's version 7,
 * whose first 48 bits are the time in milliseconds (monotonic within the process). Ids minted one after
 * another sort one after another, so the b-tree indexes keyed on them (the participants' primary key, the
 * memberships, the vault's keys, the log's event ids) grow at their right edge instead of dirtying a
 * random page per row (ADR 0017).
 */
export const newId = (): string => v7();
