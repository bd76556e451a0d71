// The HRIS integration's screens: connecting, the sync preview, the controls of a connection,
// and the review banner of the participants page.
export { ConnectHrisModal } from './ConnectHrisModal';
export { HrisIntegrationControls } from './HrisIntegrationControls';
export { HrisReviewBanner } from './HrisReviewBanner';
export { useHrisIntegrations } from './hooks/useHrisIntegrations';
export { SyncPreviewModal } from './SyncPreviewModal';
