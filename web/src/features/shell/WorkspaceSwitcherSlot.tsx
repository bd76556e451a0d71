export { WorkspaceSwitcher as WorkspaceSwitcherSlot } from '../workspaces/switcher/WorkspaceSwitcher';
