import { MessageSuccess } from '@canopy/contracts';

// the messages feature's notices are the app's own (shared/ui/notify), under the names its components use
export { notifyError as showError, notifySuccess as showSuccess } from '../../shared/ui/notify';
export { MessageSuccess };
