/** the workspace list animates in 500 ms (a deleted row fades out in that time) */
export const WORKSPACE_LIST_ANIMATION_MS = 500;
/** 'Saved successfully!' stays for 2 s */
export const SAVED_BANNER_MS = 2000;
/** settings forms are at most 416 px wide */
export const SETTINGS_FORM_MAX_WIDTH = 416;
/** dropdowns are at most 300 px high; a search input at least 220 px wide */
export const DROPDOWN_MAX_HEIGHT = 300;
export const SEARCH_MIN_WIDTH = 220;
